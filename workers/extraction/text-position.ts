// Free-text rows of a line table ('Textposition'): a sentence set across the table between its
// header and its first item ('Wichtige Information: Bei Bestellungen bis zum 19.12. …', 'Wir
// erlauben uns Ihnen folgende Positionen … in Rechnung zu stellen:'). An invoice that carries such a
// row carries it as a line of its own with nothing to pay (ZUGFeRD 1.0 text lines); read as
// nothing, every item after it would sit one row too high.
import type { Column } from './column-header';
import { descSpan } from './column-header';
import type { Line } from './layout';
import { looksLikeDecimalAmount } from './parsers';
import type { ExtractedLine } from './types';

/** Mostly words: at least `min`, and at least four in five of them without a digit. */
function sentence(line: Line, min: number): boolean {
  const words = line.segments.flatMap((s) => s.words);
  const plain = words.filter((w) => /\p{L}/u.test(w.text) && !/\d/.test(w.text)).length;
  return words.length >= min && plain >= words.length * 0.8;
}

/** Where the number columns begin: the first header cell of quantity, price, rate or amount. */
function numbersStart(cols: readonly Column[]): number {
  return Math.min(...cols.filter((c) => c.kind !== 'desc' && c.kind !== 'other').map((c) => c.x0));
}

/**
 * A legal note on the VAT ('Im ausgewiesenen Rechnungsbetrag ist gemäß § 19 UStG keine
 * Umsatzsteuer enthalten', 'TVA non applicable, art. 293 B du CGI', 'Reverse charge'): said of
 * the whole invoice, never a line of it, wherever it is printed.
 */
const TAX_NOTICE = /§\s*\d|\bUStG\b|\bCGI\b|reverse charge|steuerschuldnerschaft|autoliquidation|kleinunternehmer/i;

/**
 * A sentence that opens left of the description column and runs in one piece across the start of
 * the number columns: not an item (whose numbers sit in their columns) nor an item's detail (which
 * stays inside the description column).
 */
export function isTextPosition(line: Line, cols: readonly Column[]): boolean {
  const edge = numbersStart(cols);
  const [, , start] = descSpan(cols);
  const open = Number.isFinite(start) ? start : edge;
  const first = line.segments[0];
  if (!first || first.x > open + 4 || !sentence(line, 4) || TAX_NOTICE.test(line.text)) return false;
  // An amount set right in a cell wider than its header ('15.460,05 kr.' under 'Beløb') is a cell, not the sentence.
  return line.segments.some((s) => s.x < edge && s.x + s.w > edge + 20 && !looksLikeDecimalAmount(s.text));
}

/** The sentence's next line: right below it, from the same left edge, mostly words again. */
export function continuesTextPosition(line: Line, above: Line): boolean {
  const first = line.segments[0];
  const top = above.segments[0];
  return (
    line.page === above.page &&
    line.index === above.index + 1 &&
    first !== undefined &&
    top !== undefined &&
    Math.abs(first.x - top.x) <= 4 &&
    sentence(line, 1)
  );
}

/** The line a text row stands for: its words as the name, nothing to pay. */
export function textLine(text: string): ExtractedLine {
  return {
    item: { name: text.replace(/\s+/g, ' ').trim(), tax_percent: null },
    price: { amount: 0 },
    invoiced_quantity: 0,
    line_extension_amount: 0,
  };
}
