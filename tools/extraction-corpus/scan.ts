// Turns a drawn invoice into an image-only "scan": each page rasterised at ~150 dpi, rotated by a
// small angle (and optionally fed sideways), speckled and given sensor noise, then stored as JPEG
// in a new PDF with no text.
import { PDFDocument } from 'pdf-lib';
import { openPdf } from '../../workers/extraction/pdfjs';
import { canvasFactoryOf, renderPage } from '../../workers/extraction/raster';
import { rng } from './model';

export interface ScanOptions {
  dpi: number;
  angleDeg: number;
  /** Quarter turns clockwise on top of the small angle: a page fed sideways (1 or 3) or upside down (2). */
  quarterTurns?: number;
  noise: number;
  seed: number;
  quality: number;
}

export async function toScan(pdf: Uint8Array, o: ScanOptions): Promise<Uint8Array> {
  const src = await openPdf(pdf);
  const out = await PDFDocument.create();
  const r = rng(o.seed);
  const factory = canvasFactoryOf(src);
  for (let p = 1; p <= src.numPages; p += 1) {
    const { cc, widthPt, heightPt } = await renderPage(src, p, o.dpi);
    const sw = cc.canvas.width;
    const sh = cc.canvas.height;
    const turns = (((o.quarterTurns ?? 0) % 4) + 4) % 4;
    const sideways = turns % 2 === 1;
    const [w, h] = sideways ? [sh, sw] : [sw, sh];
    const rot = factory.create(w, h);
    const ctx = rot.context;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, w, h);
    ctx.translate(w / 2 + (r() - 0.5) * 10, h / 2 + (r() - 0.5) * 10);
    ctx.rotate(((o.angleDeg + turns * 90) * Math.PI) / 180);
    ctx.drawImage(cc.canvas, -sw / 2, -sh / 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const img = ctx.getImageData(0, 0, w, h);
    const d = img.data;
    const tint = 235 + Math.floor(r() * 15);
    for (let i = 0; i < d.length; i += 4) {
      // Grey paper, sensor noise, occasional dust specks.
      const g = ((d[i] as number) + (d[i + 1] as number) + (d[i + 2] as number)) / 3;
      let v = g * (tint / 255) + (r() - 0.5) * o.noise;
      if (r() < 0.0006) v = 40 + r() * 60;
      v = Math.max(0, Math.min(255, v));
      d[i] = v;
      d[i + 1] = v;
      d[i + 2] = v;
    }
    ctx.putImageData(img, 0, 0);
    const jpg = rot.canvas.toBuffer('image/jpeg', o.quality);
    const image = await out.embedJpg(jpg);
    const [pw, ph] = sideways ? [heightPt, widthPt] : [widthPt, heightPt];
    const page = out.addPage([pw, ph]);
    page.drawImage(image, { x: 0, y: 0, width: pw, height: ph });
    factory.destroy(rot);
    factory.destroy(cc);
  }
  await src.destroy();
  return out.save();
}
