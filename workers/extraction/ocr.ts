// The scanned route: pages rasterised with pdf.js at 300 dpi and read by tesseract.js (Swedish and
// English trained data from the @tesseract.js-data npm packages, never downloaded at run time).
// A small pool of warm OCR workers is kept per process; tesseract's automatic rotation
// (rotateAuto) deskews slightly rotated scans, and an upside-down page is retried rotated 180°.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import type { PDFDocumentProxy } from './pdfjs';
import { renderPage, type Canvas2D } from './raster';
import type { PageWords, Word } from './types';

const requireFromHere = createRequire(__filename);
const OCR_DPI = 200;

/** tesseract.js wants one folder holding every language; the npm packages ship one folder each. */
function langFolder(langs: string[]): string {
  const dir = path.join(os.tmpdir(), 'ie-tessdata');
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of langs) {
    const target = path.join(dir, `${lang}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const pkg = path.dirname(requireFromHere.resolve(`@tesseract.js-data/${lang}/package.json`));
    const src = path.join(pkg, '4.0.0', `${lang}.traineddata.gz`);
    fs.copyFileSync(src, `${target}.tmp-${process.pid}`);
    fs.renameSync(`${target}.tmp-${process.pid}`, target);
  }
  return dir;
}

interface Pool {
  langs: string;
  idle: TesseractWorker[];
  all: TesseractWorker[];
  waiters: Array<(w: TesseractWorker) => void>;
  size: number;
}

let pool: Pool | null = null;

async function acquire(langs: string): Promise<TesseractWorker> {
  if (!pool || pool.langs !== langs) {
    await shutdownOcr();
    pool = { langs, idle: [], all: [], waiters: [], size: Math.max(1, Math.min(2, os.cpus().length)) };
  }
  const p = pool;
  const w = p.idle.pop();
  if (w) return w;
  if (p.all.length < p.size) {
    const created = await createWorker(langs.split('+'), 1, { langPath: langFolder(langs.split('+')), gzip: true, cacheMethod: 'none' });
    await created.setParameters({ preserve_interword_spaces: '1', user_defined_dpi: String(OCR_DPI) });
    p.all.push(created);
    return created;
  }
  return new Promise((resolve) => p.waiters.push(resolve));
}

function release(w: TesseractWorker): void {
  const p = pool;
  if (!p) return;
  const next = p.waiters.shift();
  if (next) next(w);
  else p.idle.push(w);
}

/** Terminates the warm workers (process shutdown, tests). */
export async function shutdownOcr(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await Promise.all(p.all.map((w) => w.terminate()));
}

function wordsOf(data: Awaited<ReturnType<TesseractWorker['recognize']>>['data'], page: number, scale: number): { words: Word[]; conf: number } {
  const words: Word[] = [];
  for (const b of data.blocks ?? []) for (const para of b.paragraphs) for (const line of para.lines) for (const w of line.words) {
    // Dust and table rules read as '|', ':', '©', 'oo' with low confidence: drop them.
    const t = w.text.trim();
    if (!t || (!/[\p{L}\p{N}&]/u.test(t)) || (w.confidence < 45 && t.length <= 2 && !/\d/.test(t))) continue;
    words.push({
      text: w.text.trim(), page,
      x: w.bbox.x0 / scale, y: w.bbox.y0 / scale, w: (w.bbox.x1 - w.bbox.x0) / scale, h: (w.bbox.y1 - w.bbox.y0) / scale,
      conf: Math.max(0, Math.min(1, w.confidence / 100)),
    });
  }
  return { words, conf: data.confidence };
}

/**
 * Cleans a scan for OCR: grey, a 3×3 box blur that melts sensor noise and dust specks, then a
 * global Otsu threshold. Noise costs tesseract both accuracy and several seconds a page.
 */
export function binarize(ctx: Canvas2D, w: number, h: number): void {
  const img = ctx.getImageData(0, 0, w, h);
  const d = img.data;
  const g = new Uint8Array(w * h);
  for (let i = 0, j = 0; j < g.length; i += 4, j += 1) g[j] = ((d[i] as number) * 3 + (d[i + 1] as number) * 6 + (d[i + 2] as number)) / 10;
  const b = new Uint8Array(w * h);
  const hist = new Float64Array(256);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let s = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          s += g[yy * w + xx] as number;
          n += 1;
        }
      }
      const v = Math.round(s / n);
      b[y * w + x] = v;
      hist[v] = (hist[v] as number) + 1;
    }
  }
  // Otsu: the threshold that maximises the between-class variance.
  const total = w * h;
  let sumAll = 0;
  for (let i = 0; i < 256; i += 1) sumAll += i * (hist[i] as number);
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t += 1) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  const black = new Uint8Array(w * h);
  for (let j = 0; j < b.length; j += 1) black[j] = (b[j] as number) > threshold ? 0 : 1;
  // Despeckle: a black pixel with fewer than 5 black neighbours in its 5×5 window is dust.
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (!black[y * w + x]) continue;
      let n = 0;
      for (let dy = -2; dy <= 2 && n < 5; dy += 1) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -2; dx <= 2; dx += 1) {
          const xx = x + dx;
          if (xx >= 0 && xx < w && black[yy * w + xx]) n += 1;
        }
      }
      if (n < 5) b[y * w + x] = 255;
    }
  }
  for (let i = 0, j = 0; j < b.length; i += 4, j += 1) {
    const v = (b[j] as number) > threshold ? 255 : 0;
    d[i] = v;
    d[i + 1] = v;
    d[i + 2] = v;
  }
  ctx.putImageData(img, 0, 0);
}

/** OCR of one page; boxes come back in PDF points (of the deskewed image). */
export async function ocrPage(doc: PDFDocumentProxy, pageNo: number, langs = 'swe+eng'): Promise<PageWords> {
  const { cc, scale, widthPt, heightPt } = await renderPage(doc, pageNo, OCR_DPI);
  binarize(cc.context, cc.canvas.width, cc.canvas.height);
  const png = cc.canvas.toBuffer('image/png');
  const worker = await acquire(langs);
  try {
    let res = await worker.recognize(png, { rotateAuto: true }, { blocks: true, text: false });
    let out = wordsOf(res.data, pageNo, scale);
    if (out.conf < 40) {
      // Possibly upside down: read it rotated half a turn and keep the better reading.
      res = await worker.recognize(png, { rotateRadians: Math.PI }, { blocks: true, text: false });
      const turned = wordsOf(res.data, pageNo, scale);
      if (turned.conf > out.conf) out = turned;
    }
    return { page: pageNo, width: widthPt, height: heightPt, words: out.words };
  } finally {
    release(worker);
  }
}
