// The scanned route: pages rasterised with pdf.js at 200 dpi and read by tesseract.js (Swedish and
// English trained data from the @tesseract.js-data npm packages, never downloaded at run time).
// A small pool of warm OCR workers is kept per process; tesseract's automatic rotation
// (rotateAuto) deskews slightly rotated scans, a page fed sideways is turned upright first (ink
// profile, then OCR confidence on a band), and an upside-down page is retried rotated 180°.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import type { PDFDocumentProxy } from './pdfjs';
import { canvasFactoryOf, renderPage, type Canvas2D, type CanvasAndContext } from './raster';
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
    const created = await createWorker(langs.split('+'), 1, {
      langPath: langFolder(langs.split('+')),
      gzip: true,
      cacheMethod: 'none',
    });
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

function wordsOf(
  data: Awaited<ReturnType<TesseractWorker['recognize']>>['data'],
  page: number,
  scale: number,
): { words: Word[]; conf: number } {
  const words: Word[] = [];
  for (const b of data.blocks ?? [])
    for (const para of b.paragraphs)
      for (const line of para.lines)
        for (const w of line.words) {
          // Dust and table rules read as '|', ':', '©', 'oo' with low confidence: drop them.
          const t = w.text.trim();
          if (!t || !/[\p{L}\p{N}&]/u.test(t) || (w.confidence < 45 && t.length <= 2 && !/\d/.test(t))) continue;
          words.push({
            text: w.text.trim(),
            page,
            x: w.bbox.x0 / scale,
            y: w.bbox.y0 / scale,
            w: (w.bbox.x1 - w.bbox.x0) / scale,
            h: (w.bbox.y1 - w.bbox.y0) / scale,
            conf: Math.max(0, Math.min(1, w.confidence / 100)),
          });
        }
  return { words, conf: data.confidence };
}

/** Black pixels per row and per column of a binarised page. */
export interface InkProfile {
  rows: Uint32Array;
  cols: Uint32Array;
}

/**
 * Cleans a scan for OCR: grey, a 3×3 box blur that melts sensor noise and dust specks, then a
 * global Otsu threshold. Noise costs tesseract both accuracy and several seconds a page. Answers
 * the ink profile of the result, which tells whether the text runs across or down the page.
 */
export function binarize(ctx: Canvas2D, w: number, h: number): InkProfile {
  const img = ctx.getImageData(0, 0, w, h);
  const d = img.data;
  const g = new Uint8Array(w * h);
  for (let i = 0, j = 0; j < g.length; i += 4, j += 1)
    g[j] = ((d[i] as number) * 3 + (d[i + 1] as number) * 6 + (d[i + 2] as number)) / 10;
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
  const rows = new Uint32Array(h);
  const cols = new Uint32Array(w);
  for (let i = 0, j = 0; j < b.length; i += 4, j += 1) {
    const v = (b[j] as number) > threshold ? 255 : 0;
    d[i] = v;
    d[i + 1] = v;
    d[i + 2] = v;
    if (v === 0) {
      const y = Math.floor(j / w);
      rows[y] = (rows[y] as number) + 1;
      cols[j - y * w] = (cols[j - y * w] as number) + 1;
    }
  }
  ctx.putImageData(img, 0, 0);
  return { rows, cols };
}

/** Squared coefficient of variation of a profile: high when ink comes in bands with gaps between. */
function banding(p: Uint32Array): number {
  let sum = 0;
  for (const v of p) sum += v;
  const mean = sum / Math.max(1, p.length);
  if (mean === 0) return 0;
  let varSum = 0;
  for (const v of p) varSum += (v - mean) * (v - mean);
  return varSum / p.length / (mean * mean);
}

/**
 * True when the text lines run down the page (a page fed sideways): lines of text make the row
 * profile alternate between ink and gaps, so upright pages band 2.8–5× more by row than by
 * column on the corpus, and sideways ones 3–4× less. Under 0.7 leaves a wide margin both ways.
 */
export function isSideways(ink: InkProfile): boolean {
  const byCol = banding(ink.cols);
  return byCol > 0 && banding(ink.rows) / byCol < 0.7;
}

/** The page turned a quarter turn clockwise (+1) or counter-clockwise (-1). */
function quarterTurn(doc: PDFDocumentProxy, src: CanvasAndContext, dir: 1 | -1): CanvasAndContext {
  const w = src.canvas.height;
  const h = src.canvas.width;
  const out = canvasFactoryOf(doc).create(w, h);
  out.context.translate(w / 2, h / 2);
  out.context.rotate((dir * Math.PI) / 2);
  out.context.drawImage(src.canvas, -h / 2, -w / 2);
  out.context.setTransform(1, 0, 0, 1, 0, 0);
  return out;
}

/** The middle quarter of a page's height as PNG: enough lines to tell upright text from upside-down. */
function middleBand(doc: PDFDocumentProxy, src: CanvasAndContext): Buffer {
  const { width, height } = src.canvas;
  const bandH = Math.round(height / 4);
  const band = canvasFactoryOf(doc).create(width, bandH);
  band.context.drawImage(src.canvas, 0, -Math.round((height - bandH) / 2));
  const png = band.canvas.toBuffer('image/png');
  canvasFactoryOf(doc).destroy(band);
  return png;
}

/**
 * Turns a sideways page upright. Which way is up is read from OCR confidence on the same middle
 * band turned both ways (upside-down text reads with far lower confidence): two small passes
 * instead of two whole-page ones.
 */
async function uprightOf(
  doc: PDFDocumentProxy,
  cc: CanvasAndContext,
  worker: TesseractWorker,
): Promise<CanvasAndContext> {
  const cw = quarterTurn(doc, cc, 1);
  const ccw = quarterTurn(doc, cc, -1);
  const conf = async (c: CanvasAndContext): Promise<number> =>
    (await worker.recognize(middleBand(doc, c), {}, { text: true })).data.confidence;
  const keepCw = (await conf(cw)) >= (await conf(ccw));
  canvasFactoryOf(doc).destroy(keepCw ? ccw : cw);
  return keepCw ? cw : ccw;
}

/** OCR of one page; boxes come back in PDF points of the upright, deskewed page. */
export async function ocrPage(doc: PDFDocumentProxy, pageNo: number, langs = 'swe+eng'): Promise<PageWords> {
  const { cc, scale, widthPt, heightPt } = await renderPage(doc, pageNo, OCR_DPI);
  const ink = binarize(cc.context, cc.canvas.width, cc.canvas.height);
  const worker = await acquire(langs);
  try {
    const sideways = isSideways(ink);
    const upright = sideways ? await uprightOf(doc, cc, worker) : cc;
    const png = upright.canvas.toBuffer('image/png');
    if (upright !== cc) canvasFactoryOf(doc).destroy(upright);
    const [width, height] = sideways ? [heightPt, widthPt] : [widthPt, heightPt];
    let res = await worker.recognize(png, { rotateAuto: true }, { blocks: true, text: false });
    let out = wordsOf(res.data, pageNo, scale);
    if (out.conf < 40) {
      // Possibly upside down: read it rotated half a turn and keep the better reading.
      res = await worker.recognize(png, { rotateRadians: Math.PI }, { blocks: true, text: false });
      const turned = wordsOf(res.data, pageNo, scale);
      if (turned.conf > out.conf) out = turned;
    }
    return { page: pageNo, width, height, words: out.words };
  } finally {
    release(worker);
  }
}
