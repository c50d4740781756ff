// The taxable amount of a VAT rate the page prints without it ('Moms 25 %  2 074,38'): the net when
// the invoice has one rate, else the sum of the lines at that rate, each only when the rate gives
// the printed VAT on it to the cent or two; failing both, the VAT divided back by the rate (which
// can be a few cents off: 921,37 at 6 % is 15 356,17, the lines summing to 15 356,11).
import type { Line, Segment } from './layout';
import { looksLikeDecimalAmount, parseAmount, round2 } from './parsers';
import type { ExtractedLine } from './types';

/** Whether `tax` is `base` × `rate` % (signs aside), within two cents of rounding. */
export const taxHolds = (rate: number, base: number, tax: number): boolean =>
  Math.abs(round2((Math.abs(base) * rate) / 100) - Math.abs(tax)) <= 0.02;

export function baseOfRate(
  rate: number,
  tax: number | null,
  rates: number,
  net: number | null,
  lines: readonly ExtractedLine[],
): number | null {
  if (tax === null || rate <= 0) return null;
  const t = Math.abs(tax);
  const fits = (base: number): boolean => taxHolds(rate, base, t);
  if (rates === 1 && net !== null && fits(Math.abs(net))) return Math.abs(net);
  if (lines.length > 0 && lines.every((l) => l.item.tax_percent !== null && l.line_extension_amount !== null)) {
    const sum = Math.abs(
      round2(lines.filter((l) => l.item.tax_percent === rate).reduce((s, l) => s + (l.line_extension_amount ?? 0), 0)),
    );
    if (sum > 0 && fits(sum)) return sum;
  }
  return round2((t * 100) / rate);
}

/**
 * A VAT row printing its base before its tax ('Moms 25 % | 10 000,00 | 2 500,00', a gross amount
 * may follow): the next amount on the line after `first` when it is `first` at the rate, to the
 * cent or two; else null (the row's first amount is its tax).
 */
export function taxAfterBase(line: Line, first: Segment, rate: number): Segment | null {
  const next = line.segments.slice(line.segments.indexOf(first) + 1).find((s) => looksLikeDecimalAmount(s.text));
  const base = parseAmount(first.text);
  const tax = next ? parseAmount(next.text) : null;
  if (!next || base === null || tax === null || rate <= 0) return null;
  return taxHolds(rate, base, tax) ? next : null;
}

/**
 * The base printed in a VAT label's brackets: the amount alone ('(500,00)'), or after the rate and
 * a word ('Value Added Tax (19.00% of €121.50)', '(20 % sur 500,00)', '(19 % auf 100,00)', '(7 % von 50,00)').
 */
export function baseInBrackets(text: string): string {
  return text.replace(/^.*%\s*(?:of|on|sur|de|auf|von)\s+/i, '');
}
