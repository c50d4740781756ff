// Renders PDF pages to bitmaps with pdf.js and the document's own canvas factory (which brings its
// matching @napi-rs/canvas build). Used by the OCR route and by the corpus generator's scans.
// The pixel budget keeps a hostile page size from allocating gigabytes.
import type { PDFDocumentProxy } from './pdfjs';

/** The parts of @napi-rs/canvas we use; pdf.js types its factory as a plain Object. */
export interface Canvas2D {
  fillStyle: string | unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
  translate(x: number, y: number): void;
  rotate(a: number): void;
  drawImage(img: unknown, x: number, y: number, w?: number, h?: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number; height: number };
  putImageData(img: { data: Uint8ClampedArray; width: number; height: number }, x: number, y: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
}
export interface CanvasLike {
  width: number;
  height: number;
  toBuffer(mime: 'image/png' | 'image/jpeg', quality?: number): Buffer;
}
export interface CanvasAndContext {
  canvas: CanvasLike;
  context: Canvas2D;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(cc: CanvasAndContext): void;
}

/** Largest bitmap we render (pixels): about 300 dpi for A3. */
export const MAX_RENDER_PIXELS = 18_000_000;

export function canvasFactoryOf(doc: PDFDocumentProxy): CanvasFactory {
  return doc.canvasFactory as CanvasFactory;
}

/** Renders a page at `dpi` (reduced to fit the pixel budget); returns the canvas and the scale used. */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNo: number,
  dpi: number,
): Promise<{ cc: CanvasAndContext; scale: number; widthPt: number; heightPt: number }> {
  const page = await doc.getPage(pageNo);
  const base = page.getViewport({ scale: 1 });
  let scale = dpi / 72;
  const pixels = base.width * base.height * scale * scale;
  if (pixels > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / pixels);
  const viewport = page.getViewport({ scale });
  const factory = canvasFactoryOf(doc);
  const cc = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  cc.context.fillStyle = '#ffffff';
  cc.context.fillRect(0, 0, cc.canvas.width, cc.canvas.height);
  // pdf.js's render parameters are typed for the DOM canvas (this is Node code, without the DOM's
  // types); the Node factory's canvas is compatible.
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({
    canvasContext: cc.context as unknown as RenderParameters['canvasContext'],
    viewport,
    canvas: cc.canvas as unknown as RenderParameters['canvas'],
  }).promise;
  page.cleanup();
  return { cc, scale, widthPt: base.width, heightPt: base.height };
}
