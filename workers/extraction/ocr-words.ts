// Turns tesseract's lines of words into the words-with-boxes the text route produces, so the
// shared layout (baseline bands, gap segments) sees the same geometry on both routes. A text
// layer gives every word of a line the font's full height; OCR boxes hug the ink, so 'ace' is
// half as tall as 'Zahlung' and sits lower: gaps measured against such heights split every word
// into its own segment ('MUSTERLIEFERANT ‖ GMBH'), and lines broke apart. Each word therefore
// takes its tesseract line's font size (its own bottom kept, since tesseract joins rows of
// neighbouring columns into one line even when their baselines differ). Numbers tesseract cut after their decimal mark
// ('100,' '0000') are joined again, and one-character slips a rule or check digit proves are
// repaired (`ocr-repair.ts`).
import { repairOcrLine } from './ocr-repair';
import type { Word } from './types';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWordIn {
  text: string;
  confidence: number;
  bbox: OcrBox;
}
export interface OcrLineIn {
  bbox: OcrBox;
  words: OcrWordIn[];
  /** tesseract's size estimate of the row: ascender height over the baseline, descender depth. */
  rowAttributes?: { rowHeight: number; descenders: number };
}

/**
 * Dust and table rules read as '|', ':', '©', 'oo' with low confidence. A separator the text
 * layer also prints as a word of its own (':' after a label, '/', '#', '-') stays when tesseract is
 * sure of it: labels such as 'Date :' and 'SIREN / SIRET :' need it; so do a lone percent or
 * currency sign ('Moms 25 %' is a rate, '25' alone is not), also with the colon or bracket after
 * it ('Vero 14 %: 165,77 €').
 */
export function isDust(text: string, confidence: number): boolean {
  if (/^(?:[:/#–%€$£-]|%[:)])$/.test(text)) return confidence < KEEP_SEPARATOR;
  return !/[\p{L}\p{N}&]/u.test(text) || (confidence < 45 && text.length <= 2 && !/\d/.test(text));
}
const KEEP_SEPARATOR = 70;

/**
 * '100,' + '0000' or '3,' + '1000': one number cut after its decimal mark (tesseract leaves a
 * space where a monospaced comma's cell is wide); the gap must stay under 0.8 of the digits' height.
 */
export function joinsNumber(prev: OcrWordIn, next: OcrWordIn): boolean {
  const h = Math.max(prev.bbox.y1 - prev.bbox.y0, next.bbox.y1 - next.bbox.y0);
  return /\d[.,]$/.test(prev.text) && /^\d+%?$/.test(next.text) && next.bbox.x0 - prev.bbox.x1 < 0.8 * h;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * The font size of a tesseract line in pixels (ascender height plus descender depth), or 0 when
 * tesseract's estimate is missing or implausible (over 2.5 times the median word's height: rows
 * of two columns merged into one line).
 */
export function textSizeOf(line: OcrLineIn, words: readonly OcrWordIn[]): number {
  const ra = line.rowAttributes;
  if (!ra || !(ra.rowHeight > 0)) return 0;
  const size = ra.rowHeight + Math.max(0, ra.descenders);
  return size <= 2.5 * median(words.map((w) => w.bbox.y1 - w.bbox.y0)) ? size : 0;
}

/**
 * Words of one page from tesseract's lines, in PDF points (`scale` pixels a point). Each word
 * keeps its bottom (the baseline, or its descenders) and grows upwards to the line's font size,
 * as a text layer's box would be; a word keeps its own top where the size is unknown.
 */
export function wordsFromOcrLines(lines: readonly OcrLineIn[], page: number, scale: number): Word[] {
  const out: Word[] = [];
  for (const line of lines) {
    const kept: OcrWordIn[] = [];
    for (const w of line.words) {
      const text = w.text.trim();
      if (!text || isDust(text, w.confidence)) continue;
      const cur: OcrWordIn = { text, confidence: w.confidence, bbox: { ...w.bbox } };
      const prev = kept[kept.length - 1];
      if (prev && joinsNumber(prev, cur)) {
        prev.text += cur.text;
        prev.confidence = Math.min(prev.confidence, cur.confidence);
        prev.bbox = {
          x0: prev.bbox.x0,
          y0: Math.min(prev.bbox.y0, cur.bbox.y0),
          x1: cur.bbox.x1,
          y1: Math.max(prev.bbox.y1, cur.bbox.y1),
        };
        continue;
      }
      kept.push(cur);
    }
    if (kept.length === 0) continue;
    const size = textSizeOf(line, kept);
    for (const w of repairOcrLine(kept)) {
      const y1 = w.bbox.y1;
      const y0 = Math.min(w.bbox.y0, y1 - size);
      out.push({
        text: w.text,
        page,
        x: w.bbox.x0 / scale,
        y: y0 / scale,
        w: (w.bbox.x1 - w.bbox.x0) / scale,
        h: (y1 - y0) / scale,
        conf: Math.max(0, Math.min(1, w.confidence / 100)),
      });
    }
  }
  return out;
}
