// The scanned route: pages rasterised with pdf.js at 200 dpi and read by tesseract.js (Swedish and
// English trained data; German, Danish (also for Norwegian) or Finnish for a document in those
// languages, `ocr-language.ts`),
// from the @tesseract.js-data npm packages, never downloaded at run time). Small pools of warm
// OCR workers are kept per process and language set; tesseract's automatic rotation
// (rotateAuto) deskews slightly rotated scans, a page fed sideways is turned upright first (ink
// profile, then OCR confidence on a band), and an upside-down page is retried rotated 180°.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import type { PDFDocumentProxy } from './pdfjs';
import {
  blur3,
  despeckle,
  eraseRules,
  greyOf,
  greyPgm,
  growMask,
  inkGamma,
  inkOnWhite,
  keepMarksNearInk,
  paperLevel,
  sauvola,
  type GreyImage,
} from './binarize';
import { clearFills } from './dark-fills';
import { canvasFactoryOf, renderPage, type Canvas2D, type CanvasAndContext } from './raster';
import { DEFAULT_OCR_LANGUAGES, ocrLanguagesFor } from './ocr-language';
import { wordsFromOcrLines } from './ocr-words';
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

/**
 * Warm workers per language set, most recently used last. A document read in German needs its
 * own workers; keeping the Swedish ones warm beside them spares reloading their data
 * when the next document is Swedish again. At most MAX_POOLS sets are kept (memory).
 */
const pools = new Map<string, Pool>();
const MAX_POOLS = 2;

async function poolFor(langs: string): Promise<Pool> {
  const known = pools.get(langs);
  if (known) {
    pools.delete(langs);
    pools.set(langs, known);
    return known;
  }
  const p: Pool = { langs, idle: [], all: [], waiters: [], size: Math.max(1, Math.min(2, os.cpus().length)) };
  pools.set(langs, p);
  for (const [key, old] of pools) {
    if (pools.size <= MAX_POOLS) break;
    if (old.all.length > old.idle.length) continue;
    pools.delete(key);
    await Promise.all(old.all.map((w) => w.terminate()));
  }
  return p;
}

async function acquire(langs: string): Promise<TesseractWorker> {
  const p = await poolFor(langs);
  const w = p.idle.pop();
  if (w) return w;
  if (p.all.length < p.size) {
    const created = await createWorker(langs.split('+'), 1, {
      langPath: langFolder(langs.split('+')),
      gzip: true,
      cacheMethod: 'none',
    });
    // thresholding_method 2: tesseract's own Sauvola threshold on the grey page we hand it (its
    // default, a global Otsu threshold, erases grey text beside black headings).
    await created.setParameters({
      preserve_interword_spaces: '1',
      user_defined_dpi: String(OCR_DPI),
      thresholding_method: '2',
    });
    p.all.push(created);
    return created;
  }
  return new Promise((resolve) => p.waiters.push(resolve));
}

function release(langs: string, w: TesseractWorker): void {
  const p = pools.get(langs);
  if (!p || !p.all.includes(w)) {
    void w.terminate();
    return;
  }
  const next = p.waiters.shift();
  if (next) next(w);
  else p.idle.push(w);
}

/** Terminates the warm workers (process shutdown, tests). */
export async function shutdownOcr(): Promise<void> {
  const all = [...pools.values()].flatMap((p) => p.all);
  pools.clear();
  await Promise.all(all.map((w) => w.terminate()));
}

function wordsOf(
  data: Awaited<ReturnType<TesseractWorker['recognize']>>['data'],
  page: number,
  scale: number,
): { words: Word[]; conf: number } {
  const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  return { words: wordsFromOcrLines(lines, page, scale), conf: data.confidence };
}

/** Black pixels per row and per column of a binarised page. */
export interface InkProfile {
  rows: Uint32Array;
  cols: Uint32Array;
}

/** A cleaned page: the grey page handed to tesseract and its ink profile. */
export interface CleanedScan extends InkProfile {
  page: GreyImage;
}

/**
 * Cleans a scan for OCR (`binarize.ts`): grey, a 3×3 box blur that melts sensor noise, light
 * print on dark and mid-grey fills turned dark on light (`dark-fills.ts`), an ink
 * mask by a local (Sauvola) threshold, dust (5×5 despeckle, but not the decimal marks beside
 * print) and table rules taken out of it. The page handed to tesseract keeps the grey of the ink
 * and its rim (the mask grown by 2 px: its LSTM reads anti-aliased strokes better than a
 * thresholded page, where thin grey glyphs broke), darkened where the print is light
 * (`inkGamma`), on white paper: tesseract's own threshold dropped whole blocks of light small
 * print. Noise costs tesseract both accuracy and several seconds a page. Answers that page and
 * the ink profile of the cleaned mask, which tells whether the text runs across or down the page.
 */
export function cleanScan(ctx: Canvas2D, w: number, h: number, dpi = OCR_DPI): CleanedScan {
  const fills = { tile: Math.round(dpi / 12), minTiles: 40 };
  const grey = clearFills(blur3(greyOf(ctx.getImageData(0, 0, w, h).data, w, h)), fills);
  const raw = sauvola(grey, { window: Math.round(dpi / 6) | 1, k: 0.2, range: 128 });
  const marks = keepMarksNearInk(raw, despeckle(raw, w, h), w, h, {
    reachX: Math.round(dpi / 40),
    reachY: Math.round(dpi / 25),
  });
  const ink = eraseRules(marks, w, h, {
    minRun: Math.round(dpi / 3),
    minCol: Math.round(dpi * 0.3),
    margin: 2,
  });
  const paper = paperLevel(grey);
  const keep = growMask(ink, w, h, 2);
  for (let j = 0; j < keep.length; j += 1) if (raw[j] && !ink[j]) keep[j] = 0;
  const gamma = inkGamma(grey, ink, paper, { tile: Math.round(dpi / 12), target: 60, maxGamma: 4 });
  const page = inkOnWhite(grey, keep, paper, gamma);
  const rows = new Uint32Array(h);
  const cols = new Uint32Array(w);
  for (let y = 0, j = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1, j += 1)
      if (ink[j]) {
        rows[y] = (rows[y] as number) + 1;
        cols[x] = (cols[x] as number) + 1;
      }
  return { rows, cols, page: { data: page, width: w, height: h } };
}

/** Paints a grey page onto its canvas (to be turned there: a page fed sideways). */
function paintGrey(ctx: Canvas2D, page: GreyImage): void {
  const img = ctx.getImageData(0, 0, page.width, page.height);
  const d = img.data;
  for (let j = 0; j < page.data.length; j += 1) {
    const v = page.data[j] as number;
    d[4 * j] = v;
    d[4 * j + 1] = v;
    d[4 * j + 2] = v;
  }
  ctx.putImageData(img, 0, 0);
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

/** A canvas holding a cleaned (grey) page as a PGM for tesseract (`greyPgm`). */
function canvasPgm(cc: CanvasAndContext): Buffer {
  const { width, height } = cc.canvas;
  return greyPgm(greyOf(cc.context.getImageData(0, 0, width, height).data, width, height));
}

/** The middle quarter of a page's height as PGM: enough lines to tell upright text from upside-down. */
function middleBand(doc: PDFDocumentProxy, src: CanvasAndContext): Buffer {
  const { width, height } = src.canvas;
  const bandH = Math.round(height / 4);
  const band = canvasFactoryOf(doc).create(width, bandH);
  band.context.drawImage(src.canvas, 0, -Math.round((height - bandH) / 2));
  const pgm = canvasPgm(band);
  canvasFactoryOf(doc).destroy(band);
  return pgm;
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

/** The stages of reading a scanned page, timed for the benchmark (`bench/extraction/scan-stages.ts`). */
export type OcrStage = 'render' | 'clean' | 'worker' | 'recognize' | 'words';
/** Wall and CPU milliseconds per stage (CPU of the whole process: tesseract's worker threads count). */
export type OcrStageTimes = Record<OcrStage, { wallMs: number; cpuMs: number }>;

export function emptyStageTimes(): OcrStageTimes {
  const zero = (): { wallMs: number; cpuMs: number } => ({ wallMs: 0, cpuMs: 0 });
  return { render: zero(), clean: zero(), worker: zero(), recognize: zero(), words: zero() };
}

async function timed<T>(times: OcrStageTimes | undefined, stage: OcrStage, f: () => T | Promise<T>): Promise<T> {
  if (!times) return f();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  try {
    return await f();
  } finally {
    const c = process.cpuUsage(c0);
    times[stage].wallMs += performance.now() - t0;
    times[stage].cpuMs += (c.user + c.system) / 1000;
  }
}

/** OCR of one page; boxes come back in PDF points of the upright, deskewed page. */
export async function ocrPage(
  doc: PDFDocumentProxy,
  pageNo: number,
  langs = DEFAULT_OCR_LANGUAGES,
  times?: OcrStageTimes,
): Promise<PageWords> {
  const { cc, scale, widthPt, heightPt } = await timed(times, 'render', () => renderPage(doc, pageNo, OCR_DPI));
  const ink = await timed(times, 'clean', () => cleanScan(cc.context, cc.canvas.width, cc.canvas.height));
  const worker = await timed(times, 'worker', () => acquire(langs));
  try {
    const sideways = isSideways(ink);
    if (sideways) paintGrey(cc.context, ink.page);
    const upright = sideways ? await timed(times, 'recognize', () => uprightOf(doc, cc, worker)) : cc;
    // The cleaned grey page itself, or the page turned upright on the canvas.
    const image = await timed(times, 'clean', () => (upright === cc ? greyPgm(ink.page) : canvasPgm(upright)));
    if (upright !== cc) canvasFactoryOf(doc).destroy(upright);
    const [width, height] = sideways ? [heightPt, widthPt] : [widthPt, heightPt];
    const read = (opts: Parameters<TesseractWorker['recognize']>[1]): Promise<{ words: Word[]; conf: number }> =>
      timed(times, 'recognize', () => worker.recognize(image, opts, { blocks: true, text: false })).then((res) =>
        timed(times, 'words', () => wordsOf(res.data, pageNo, scale)),
      );
    let out = await read({ rotateAuto: true });
    if (out.conf < 40) {
      // Possibly upside down: read it rotated half a turn and keep the better reading.
      const turned = await read({ rotateRadians: Math.PI });
      if (turned.conf > out.conf) out = turned;
    }
    return { page: pageNo, width, height, words: out.words };
  } finally {
    release(langs, worker);
  }
}

/**
 * OCR of every page of a scanned document. Page 1 is read with `langs` (by default Swedish and
 * English); unless the caller fixed the languages, when its words say the document is German,
 * Danish, Norwegian or Finnish (`ocr-language.ts`) it is read again with that language's data, and
 * so are the pages after it. Answers the pages and the time each took (page 1 counts both readings).
 */
export async function ocrDocument(
  doc: PDFDocumentProxy,
  fixedLangs?: string,
  stageTimes?: OcrStageTimes[],
): Promise<{ pages: PageWords[]; perPageMs: number[] }> {
  let langs = fixedLangs ?? DEFAULT_OCR_LANGUAGES;
  const pages: PageWords[] = [];
  const perPageMs: number[] = [];
  for (let p = 1; p <= doc.numPages; p += 1) {
    const t0 = performance.now();
    const times = stageTimes ? emptyStageTimes() : undefined;
    let read = await ocrPage(doc, p, langs, times);
    if (p === 1 && fixedLangs === undefined) {
      const other = ocrLanguagesFor(read.words);
      if (other) {
        langs = other;
        read = await ocrPage(doc, p, langs, times);
      }
    }
    pages.push(read);
    perPageMs.push(performance.now() - t0);
    if (times) stageTimes?.push(times);
  }
  return { pages, perPageMs };
}
