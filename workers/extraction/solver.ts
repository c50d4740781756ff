// The consistency solver: amounts printed on the page are tried as the VAT breakdown and the
// totals so that the arithmetic holds (base × rate = tax per rate; net + tax = payable), filling
// what the labels left open. A value is only taken when the page prints it and it fits; when
// nothing fits the field stays empty and the cross-checks send the invoice to a person. On a scan
// an amount whose decimal mark OCR lost ('2445331 €' for 24 453,31 €) is also tried with its last
// two digits as the decimals, and taken so only where the arithmetic holds.
import { unionBox, type Line } from './layout';
import { looksLikeDecimalAmount, parseAmount, parsePercent, round2, withoutTrailingCurrency } from './parsers';
import type { ExtractedTaxTotal, Provenance } from './types';

const RATES = new Set([
  0, 2.1, 2.5, 3, 3.7, 4, 5, 5.5, 6, 7, 7.7, 8, 8.1, 9, 10, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 25.5,
  27,
]);

interface Num {
  v: number;
  pct: boolean;
  decimal: boolean;
  text: string;
  /** An OCR amount read again with its decimal mark put back: an amount only, never a rate. */
  markLost?: boolean;
  /** The printed number it reads (two readings of one number share it). */
  src: number;
}

/**
 * An OCR reading of an amount that lost its decimal mark: digits, with or without thousands marks,
 * that do not read as an amount with decimals ('2445331', '3.90431' for '3.904,31'). Answers it
 * with its last two digits as the decimals; null for anything else.
 */
export function markLostReading(text: string): number | null {
  const t = withoutTrailingCurrency(text).replace(/^[€$£]/, '');
  if (!/^-?\d[\d.,' ]*\d$/.test(t) || looksLikeDecimalAmount(t)) return null;
  const digits = t.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return ((t.startsWith('-') ? -1 : 1) * Number(digits)) / 100;
}

/** The numbers of a line, word by word ('27 946,00' kept whole). */
export function lineNumbers(line: Line): Num[] {
  const out: Num[] = [];
  for (const seg of line.segments) {
    const words = seg.words.map((w) => w.text);
    for (let i = 0; i < words.length; i += 1) {
      let t = words[i] as string;
      // Scans only: a text layer's words have confidence 1.
      const ocr = (seg.words[i]?.conf ?? 1) < 1;
      while (
        i + 1 < words.length &&
        /^-?\d{1,3}$/.test(t.split(' ').pop() ?? '') &&
        /^\d{3}([.,]\d+)?$/.test(words[i + 1] as string)
      ) {
        t += ` ${words[i + 1] as string}`;
        i += 1;
      }
      const next = words[i + 1];
      if (next === '%') {
        t += '%';
        i += 1;
      }
      const pct = /%$/.test(t) ? parsePercent(t) : null;
      if (pct !== null) {
        out.push({ v: pct, pct: true, decimal: false, text: t, src: out.length });
        continue;
      }
      const v = parseAmount(t.replace(/[€$£]/g, ''));
      const src = out.length;
      if (v !== null)
        out.push({ v, pct: false, decimal: looksLikeDecimalAmount(t.replace(/[€$£]/g, '')), text: t, src });
      const lost = ocr ? markLostReading(t) : null;
      if (lost !== null) out.push({ v: lost, pct: false, decimal: true, text: t, markLost: true, src });
    }
  }
  return out;
}

/** A rate, a base and a tax among a line's numbers with base × rate = tax. */
function taxRowOf(nums: readonly Num[]): ExtractedTaxTotal | null {
  for (const r of nums) {
    if (r.markLost || !(r.pct || (RATES.has(r.v) && r.v > 0))) continue;
    for (const b of nums) {
      if (b.src === r.src || !b.decimal || b.v === 0) continue;
      for (const t of nums) {
        if (t.src === r.src || t.src === b.src || !t.decimal || Math.abs(t.v) >= Math.abs(b.v)) continue;
        if (Math.abs(round2((b.v * r.v) / 100) - t.v) <= 0.011)
          return { tax_percent: r.v, taxable_amount: Math.abs(b.v), tax_amount: Math.abs(t.v) };
      }
    }
  }
  return null;
}

/**
 * VAT breakdown rows: a rate, a base and a tax on one line with base × rate = tax; the numbers as
 * read first, then with the readings of numbers whose decimal mark was lost.
 */
export function taxRowsByArithmetic(
  lines: readonly Line[],
  skip: Set<number>,
): { taxes: ExtractedTaxTotal[]; prov: Record<string, Provenance> } {
  const taxes: ExtractedTaxTotal[] = [];
  const prov: Record<string, Provenance> = {};
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    const nums = lineNumbers(line);
    const found = taxRowOf(nums.filter((n) => !n.markLost)) ?? taxRowOf(nums);
    if (found && !taxes.some((x) => x.tax_percent === found?.tax_percent)) {
      prov[`tax_totals[${taxes.length}]`] = {
        confidence: 0.8,
        page: line.page,
        box: unionBox(line.segments),
        source: 'VAT row by arithmetic',
      };
      taxes.push(found);
    }
  }
  return { taxes, prov };
}

/**
 * A discount's word ('Remise 10 %  - 100,00', 'Rabatt 5 %', 'Skonto 2 %', 'Escompte 2 %'): the
 * percent on such a row is the discount's, whatever the amount beside it is of the net.
 */
const DISCOUNT_WORD = /\b(remise|rabais|réduction|escompte|rabatt|nachlass|skonto|discount|rabat|alennus)\b/iu;

/**
 * One VAT rate on the net ('zuzüglich 19% MwSt.  160,55' with a printed net of 845,00): a line
 * holding a rate and one amount that is the net × rate is the whole breakdown, its base the net.
 * Only when no other rate is printed on such a line.
 */
export function taxOnNet(
  lines: readonly Line[],
  skip: Set<number>,
  net: number,
): { tax: ExtractedTaxTotal; line: Line } | null {
  let found: { tax: ExtractedTaxTotal; line: Line } | null = null;
  for (const line of lines) {
    if (skip.has(line.index) || DISCOUNT_WORD.test(line.text)) continue;
    const nums = lineNumbers(line);
    const rates = nums.filter((n) => n.pct && RATES.has(n.v));
    const read = nums.filter((n) => !n.pct && n.decimal && !n.markLost);
    const amounts = read.length > 0 ? read : nums.filter((n) => n.markLost);
    if (rates.length !== 1 || amounts.length !== 1) continue;
    const rate = (rates[0] as Num).v;
    const t = Math.abs((amounts[0] as Num).v);
    if (rate === 0 || Math.abs(round2((net * rate) / 100) - t) > 0.011) continue;
    if (found && found.tax.tax_percent !== rate) return null;
    found ??= { tax: { tax_percent: rate, taxable_amount: Math.abs(net), tax_amount: t }, line };
  }
  return found;
}

/**
 * Whether the page prints this amount (as a decimal amount) anywhere, with either sign or, with
 * `signed`, with its own; its line if so.
 */
export function printedAmount(lines: readonly Line[], v: number, signed = false): Line | null {
  const same = (n: number): boolean => (signed ? Math.abs(n - v) < 0.005 : Math.abs(Math.abs(n) - Math.abs(v)) < 0.005);
  for (const line of lines) for (const n of lineNumbers(line)) if (n.decimal && same(n.v)) return line;
  return null;
}
