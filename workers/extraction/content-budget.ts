// The content budget: how much a PDF may inflate to and how many drawing operators its pages may
// hold, checked on the raw file before pdf.js parses a page. pdf.js keeps a whole decoded content
// stream in memory and builds one object per operator when it renders, so a small file whose
// FlateDecode stream inflates to hundreds of MB, or a page of millions of tiny operators, would
// grow the process by gigabytes. Here every Flate stream is inflated once with an output cap (never
// more than the budget is allocated) and the operators of content streams are counted and dropped.
// Streams this scan cannot decode (other or chained filters, encrypted data) are left to the
// operator count while pdf.js reads the text (text-layer.ts) and the sandbox's memory watch.
import zlib from 'node:zlib';
import { InvalidPdfError } from './types';

export interface ContentBudget {
  /** Bytes all FlateDecode streams of the document (images aside) may inflate to, together. */
  maxInflatedBytes: number;
  /** Drawing operators one page may hold (a content stream alone, and on average over the pages). */
  maxOperatorsPerPage: number;
}

/**
 * The defaults, from the corpus (docs/extraction.md 'Bad input budgets'): its largest document
 * inflates to under 1 MB and its densest page holds a few thousand operators.
 */
export const DEFAULT_CONTENT_BUDGET: ContentBudget = {
  maxInflatedBytes: 64 * 1024 * 1024,
  maxOperatorsPerPage: 200_000,
};

export interface ContentMeasure {
  /** Bytes the Flate streams inflate to (images aside); stops counting once over the budget. */
  inflatedBytes: number;
  /** Operators of the largest content stream, and of all content streams together. */
  maxStreamOperators: number;
  totalOperators: number;
}

const STREAM = /\bstream(?:\r\n|\n|\r)/g;
const LOOKBACK = 4096;

/** The dictionary text in front of a `stream` keyword (from the last `obj`). */
function dictBefore(text: string, at: number): string {
  const from = Math.max(0, at - LOOKBACK);
  const head = text.slice(from, at);
  const obj = head.lastIndexOf('obj');
  return obj >= 0 ? head.slice(obj + 3) : head;
}

function filtersOf(dict: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!m) return [];
  return (m[1]!.match(/\/[A-Za-z0-9]+/g) ?? []).map((n) => n.slice(1));
}

const isFlate = (f: string): boolean => f === 'FlateDecode' || f === 'Fl';

/** Streams that are no page or form content: their operators are not counted (their bytes are). */
function isContent(dict: string): boolean {
  if (/\/Length[123]\b|\/N\s+\d/.test(dict)) return false; // font programs, ICC profiles
  if (/\/Type\s*\/(?:ObjStm|XRef|Metadata|EmbeddedFile|CMap)\b/.test(dict)) return false;
  const subtype = /\/Subtype\s*\/([A-Za-z0-9]+)/.exec(dict)?.[1];
  return subtype === undefined || subtype === 'Form';
}

const isImage = (dict: string): boolean => /\/Subtype\s*\/Image\b/.test(dict);

// PDF character classes: whitespace and delimiters end a token.
const WHITE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

/**
 * Operators in a decoded content stream: bare keywords (not numbers, names, strings, arrays or
 * dictionaries). Inline image data (between ID and EI) is skipped. Counting stops past `limit`.
 */
export function countOperators(data: Uint8Array, limit = Number.MAX_SAFE_INTEGER): number {
  let ops = 0;
  let i = 0;
  const n = data.length;
  while (i < n) {
    const c = data[i]!;
    if (WHITE[c]) {
      i += 1;
      continue;
    }
    if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && data[i] !== 10 && data[i] !== 13) i += 1;
      continue;
    }
    if (c === 0x28) {
      // ( literal string ), nested parentheses, backslash escapes
      let depth = 1;
      i += 1;
      while (i < n && depth > 0) {
        const d = data[i]!;
        if (d === 0x5c) i += 1;
        else if (d === 0x28) depth += 1;
        else if (d === 0x29) depth -= 1;
        i += 1;
      }
      continue;
    }
    if (c === 0x3c) {
      if (data[i + 1] === 0x3c) {
        i += 2;
        continue;
      } // << opens a dictionary
      while (i < n && data[i] !== 0x3e) i += 1; // <hex string>
      i += 1;
      continue;
    }
    if (DELIM[c]) {
      i += 1;
      continue;
    } // << >> [ ] { } and the / of a name (its letters follow as a name token)
    const start = i;
    while (i < n && !WHITE[data[i]!] && !DELIM[data[i]!]) i += 1;
    const first = data[start]!;
    const name = start > 0 && data[start - 1] === 0x2f;
    const numeric = (first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e;
    if (name || numeric) continue;
    ops += 1;
    if (ops > limit) return ops;
    if (i - start === 2 && first === 0x49 && data[start + 1] === 0x44) i = inlineImageEnd(data, i); // ID … EI
  }
  return ops;
}

/** Index of the EI that ends inline image data starting at `from` (EI itself is read as an operator). */
function inlineImageEnd(data: Uint8Array, from: number): number {
  for (let i = from + 1; i + 1 < data.length; i += 1) {
    if (
      data[i] === 0x45 &&
      data[i + 1] === 0x49 &&
      WHITE[data[i - 1]!] &&
      (i + 2 >= data.length || WHITE[data[i + 2]!] || DELIM[data[i + 2]!])
    )
      return i;
  }
  return data.length;
}

/**
 * Inflates every FlateDecode stream (never past the byte budget) and counts the operators of the
 * content streams, compressed or not. `limitBytes` caps the work: once over it the measure stops
 * and says so; a stream's count stops past `limitOperators`.
 */
export function measureContent(
  bytes: Uint8Array,
  limitBytes = 1024 * 1024 * 1024,
  limitOperators = Number.MAX_SAFE_INTEGER,
): ContentMeasure & { overBytes: boolean } {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  const out = { inflatedBytes: 0, maxStreamOperators: 0, totalOperators: 0, overBytes: false };
  STREAM.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STREAM.exec(text)) !== null) {
    const dict = dictBefore(text, m.index);
    const filters = filtersOf(dict);
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = buf.subarray(start, end < 0 ? buf.length : end);
    if (filters.length === 0 && isContent(dict)) {
      // an uncompressed content stream: its operators count
      const ops = countOperators(raw, limitOperators);
      out.totalOperators += ops;
      out.maxStreamOperators = Math.max(out.maxStreamOperators, ops);
    }
    if (end > start) STREAM.lastIndex = end;
    if (filters.length !== 1 || !isFlate(filters[0]!) || isImage(dict)) continue;
    let data: Buffer;
    try {
      data = zlib.inflateSync(raw, {
        maxOutputLength: Math.max(1, limitBytes - out.inflatedBytes),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        out.overBytes = true;
        out.inflatedBytes = limitBytes;
        return out;
      }
      continue; // not inflatable here (encrypted, damaged): pdf.js decides
    }
    out.inflatedBytes += data.length;
    if (isContent(dict)) {
      const ops = countOperators(data, limitOperators);
      out.totalOperators += ops;
      out.maxStreamOperators = Math.max(out.maxStreamOperators, ops);
    }
  }
  return out;
}

/** Refuses a document over its content budget (InvalidPdfError), before pdf.js reads its pages. */
export function checkContentBudget(
  bytes: Uint8Array,
  pages: number,
  budget: ContentBudget = DEFAULT_CONTENT_BUDGET,
): void {
  const m = measureContent(bytes, budget.maxInflatedBytes, budget.maxOperatorsPerPage);
  if (m.overBytes) {
    throw InvalidPdfError.of('content-too-large', { mb: Math.round(budget.maxInflatedBytes / (1024 * 1024)) });
  }
  if (m.maxStreamOperators > budget.maxOperatorsPerPage || m.totalOperators > budget.maxOperatorsPerPage * pages) {
    throw InvalidPdfError.of('too-many-operators', { max: budget.maxOperatorsPerPage });
  }
}
