// The text route's input: words with positions from pdf.js's text layer, in points with the origin
// at the top-left of the page, plus a quality score telling whether the layer can be trusted
// (fonts without Unicode maps give glyph garbage; scans give no words at all).
import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
import { DEFAULT_CONTENT_BUDGET } from './content-budget';
import { loadPdfjs, type PDFDocumentProxy } from './pdfjs';
import { InvalidPdfError, type PageWords, type Word } from './types';

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

type Page = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

/**
 * The page's text items as pdf.js streams them (it parses the content stream chunk by chunk and
 * waits while we do not read). Each item comes from at least one text operator, so past
 * `maxItems` the page is over its operator budget: the stream is cancelled, which stops pdf.js's
 * parsing, and the document is refused before the items fill the memory.
 */
async function textItems(page: Page, maxItems: number): Promise<TextContent['items']> {
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<TextContent>;
  const items: TextContent['items'] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    for (const item of value.items) items.push(item);
    if (items.length > maxItems) {
      await reader.cancel();
      throw InvalidPdfError.of('too-many-operators', { max: maxItems });
    }
  }
}

/**
 * Words of one page. A pdf.js item is a run of text; it is split on spaces with widths prorated.
 * `maxItems`: the page's operator budget (content-budget.ts).
 */
export async function pageWords(
  doc: PDFDocumentProxy,
  pageNo: number,
  maxItems = DEFAULT_CONTENT_BUDGET.maxOperatorsPerPage,
): Promise<PageWords> {
  const pdfjs = await loadPdfjs();
  const page = await doc.getPage(pageNo);
  const viewport = page.getViewport({ scale: 1 });
  const words: Word[] = [];
  for (const item of await textItems(page, maxItems)) {
    if (!isTextItem(item) || item.str.trim() === '') continue;
    const tx = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
    const size = Math.hypot(tx[2] as number, tx[3] as number) || Math.abs(item.height) || 10;
    const x0 = tx[4] as number;
    const baseline = tx[5] as number;
    const width = item.width > 0 ? item.width : size * 0.5 * item.str.length;
    const str = item.str;
    const perChar = width / Math.max(1, str.length);
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(str)) !== null) {
      words.push({
        text: m[0],
        page: pageNo,
        x: x0 + m.index * perChar,
        y: baseline - size * 0.8,
        w: m[0].length * perChar,
        h: size,
        conf: 1,
      });
    }
  }
  page.cleanup();
  return { page: pageNo, width: viewport.width, height: viewport.height, words: mergeTouching(words) };
}

/**
 * Joins pieces of one word that the PDF wrote as separate runs (ligatures, kerning pairs), also
 * glyphs drawn from right to left, each touching the one before on its left (Qualiac sets its
 * figures so: '0', '0', ',', '0' … '1' for '1.000,00', read as '1 . 0 0 0 , 0 0' before).
 */
export function mergeTouching(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const text = w.text.normalize('NFKC');
    const prev = out[out.length - 1];
    const sameLine = prev !== undefined && Math.abs(prev.y - w.y) < 0.5 && Math.abs(prev.h - w.h) < 0.5;
    if (prev && sameLine && w.x - (prev.x + prev.w) < w.h * 0.08 && w.x >= prev.x) {
      prev.text += text;
      prev.w = w.x + w.w - prev.x;
      continue;
    }
    if (prev && sameLine && w.x < prev.x && Math.abs(prev.x - (w.x + w.w)) < w.h * 0.08) {
      prev.text = text + prev.text;
      prev.w = prev.x + prev.w - w.x;
      prev.x = w.x;
      continue;
    }
    out.push({ ...w, text });
  }
  return out;
}

/**
 * 0..1: how much of the text layer reads as real text. Characters outside Latin letters, digits,
 * common punctuation and currency symbols (private-use glyphs, control characters from fonts
 * without a ToUnicode map) lower it; so does the absence of any dictionary-like word.
 */
export function textLayerQuality(pages: readonly PageWords[]): { score: number; words: number } {
  let total = 0;
  let good = 0;
  let words = 0;
  let vowelWords = 0;
  for (const p of pages) {
    for (const w of p.words) {
      words += 1;
      if (/[aeiouyåäöéAEIOUYÅÄÖÉ]/.test(w.text) && /^[\p{L}]{3,}/u.test(w.text)) vowelWords += 1;
      for (const ch of w.text) {
        total += 1;
        if (/[\p{L}\p{N}.,:;%\-/()&@+'"#*!?€$£§]/u.test(ch) && !/[\p{Cc}\p{Co}\ufffd]/u.test(ch)) good += 1;
      }
    }
  }
  if (total === 0) return { score: 0, words: 0 };
  const charScore = good / total;
  const wordScore = words === 0 ? 0 : Math.min(1, (vowelWords / words) * 3);
  return { score: charScore * wordScore, words };
}
