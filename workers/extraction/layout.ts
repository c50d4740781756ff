// Layout analysis shared by the text and OCR routes: words are grouped into lines (same baseline
// band), lines into segments (runs of words separated by less than a column gap). Segments are
// the units labels and values live in: 'Fakturanummer' | '12345'.
import type { Box, PageWords, Word } from './types';

/** A run of words read as one unit; its box, page and confidence are the words' together. */
export interface Segment extends Word {
  words: Word[];
}

export interface Line {
  page: number;
  y: number;
  h: number;
  segments: Segment[];
  text: string;
  /** Index in reading order across the whole document. */
  index: number;
}

export function unionBox(boxes: readonly Box[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, b.y + b.h);
  }
  return { x: round1(x0), y: round1(y0), w: round1(x1 - x0), h: round1(y1 - y0) };
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

export function makeSegment(words: Word[]): Segment {
  const b = unionBox(words);
  return {
    text: words.map((w) => w.text).join(' '),
    words,
    page: words[0]?.page ?? 1,
    ...b,
    conf: words.reduce((s, w) => s + w.conf, 0) / Math.max(1, words.length),
  };
}

/** Groups one page's words into lines and segments. `gapFactor` × median word height splits segments. */
export function buildLines(page: PageWords, gapFactor = 0.9): Omit<Line, 'index'>[] {
  const words = page.words
    .filter((w) => w.text.trim() !== '')
    .slice()
    .sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x);
  const lines: Word[][] = [];
  const centers: number[] = [];
  for (const w of words) {
    const c = w.y + w.h / 2;
    let placed = false;
    // Compare against the last few lines (words sorted by centre, so recent lines are the candidates).
    for (let i = lines.length - 1; i >= Math.max(0, lines.length - 3); i -= 1) {
      const line = lines[i] as Word[];
      const lc = centers[i] as number;
      const lh = line.reduce((s, x) => s + x.h, 0) / line.length;
      if (Math.abs(c - lc) <= Math.max(2, Math.min(lh, w.h) * 0.45)) {
        line.push(w);
        centers[i] = line.reduce((s, x) => s + x.y + x.h / 2, 0) / line.length;
        placed = true;
        break;
      }
    }
    if (!placed) {
      lines.push([w]);
      centers.push(c);
    }
  }
  const out: Omit<Line, 'index'>[] = [];
  for (const lineWords of lines) {
    lineWords.sort((a, b) => a.x - b.x);
    const hs = lineWords.map((w) => w.h).sort((a, b) => a - b);
    const medH = hs[Math.floor(hs.length / 2)] ?? 10;
    const segments: Segment[] = [];
    let cur: Word[] = [];
    for (const w of lineWords) {
      const prev = cur[cur.length - 1];
      // Thousands groups ('4 796,93') stay together even when the space is wide.
      const numberGroup =
        prev && /^-?\d{1,3}$/.test(prev.text) && /^\d{3}([ .,]|$)/.test(w.text) && w.x - (prev.x + prev.w) < 1.6 * medH;
      // Two words in a markedly larger type than the line's median keep their own wider space
      // ('Theodor Est' at 14 pt on a line of 8 pt contact details); a scan's glyph heights vary less.
      const pair = prev ? Math.min(prev.h, w.h) : 0;
      const h = pair >= medH * 1.4 ? pair : medH;
      if (prev && !numberGroup && w.x - (prev.x + prev.w) > gapFactor * h) {
        segments.push(makeSegment(cur));
        cur = [];
      }
      cur.push(w);
    }
    if (cur.length) segments.push(makeSegment(cur));
    const b = unionBox(lineWords);
    out.push({ page: page.page, y: b.y, h: b.h, segments, text: segments.map((s) => s.text).join('   ') });
  }
  out.sort((a, b) => a.y - b.y);
  return out;
}

/** All pages' lines in reading order. */
export function buildDocumentLines(pages: readonly PageWords[]): Line[] {
  const all: Line[] = [];
  for (const p of pages) {
    for (const l of buildLines(p)) all.push({ ...l, index: all.length });
  }
  return all;
}

/** Horizontal overlap of two boxes as a fraction of the narrower one. */
export function xOverlap(a: { x: number; w: number }, b: { x: number; w: number }): number {
  const o = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  return o <= 0 ? 0 : o / Math.max(1, Math.min(a.w, b.w));
}
