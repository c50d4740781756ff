// VAT printed as included in a gross amount, as German shops, insurers and English receipts print
// it on gross-price invoices: 'enthaltene MwSt. 19 %: 19,00 €', 'darin enthaltene USt. 19 %',
// 'inkl. 19 % MwSt. | 19,00', 'Includes VAT 20% | 19,83', or 'in diesem Beitrag enthaltene
// Versicherungsteuer | (35,13 €)' with the rate printed once on the gross ('Beitrag inklusive 19 %
// Versicherungsteuer | 220,00 €'). Such a row names no base: it is the gross the page prints less
// the VAT, taken only where the rate gives that VAT on it to the cent or two.
import { unionBox, type Line, type Segment } from './layout';
import { VAT_WORDS } from './labels';
import { looksLikeDecimalAmount, parseAmount, parsePercent, round2 } from './parsers';
import { lineNumbers } from './solver';
import { taxHolds } from './tax-bases';
import type { ExtractedTaxTotal, Provenance } from './types';

const VAT = `(?:${[...VAT_WORDS, 'umsatzsteuer', 'mehrwertsteuer', 'versicherungs?steuer'].join('|')})\\b`;
const RATE = String.raw`(\d{1,2}(?:[.,]\d{1,2})?)\s?%`;
/** Words before the inclusion word: 'darin', 'im Betrag', 'in diesem Beitrag', 'Total'. */
const LEAD = String.raw`(?:(?:darin|hierin|im\s+(?:gesamt)?betrag|in\s+diesem\s+(?:betrag|beitrag)|total)\s+)?`;
const INCLUDES = String.raw`(?:enthaltene[nr]?|enthalten:?|inkl\.?|inklusive|incl\.?|includes|including)\s+`;
/** An included VAT label: the VAT word (a rate maybe before or after it) and maybe the amount. */
const INCLUDED_ROW = new RegExp(
  `^${LEAD}${INCLUDES}(?:${RATE}\\s+)?${VAT}\\.?(?:\\s*\\(?${RATE}\\)?)?\\s*:?\\s*(.*)$`,
  'i',
);
/** The rate in an inclusion phrase anywhere ('Beitrag inklusive 19 % Versicherungsteuer'). */
const INCLUDED_RATE = new RegExp(`${INCLUDES}${RATE}\\s+${VAT}`, 'i');

/** An amount printed in brackets or not ('(35,13 €)', '19,00 €'), positive; null for no amount. */
function amountOf(text: string): number | null {
  const t = text.trim().replace(/^\((.*)\)$/, '$1');
  const v = looksLikeDecimalAmount(t) ? parseAmount(t) : null;
  return v === null ? null : Math.abs(v);
}

/** The one rate the page prints in an inclusion phrase, or null (none, or several). */
function pageRate(lines: readonly Line[]): number | null {
  const rates = new Set<number>();
  for (const line of lines) {
    const m = INCLUDED_RATE.exec(line.text);
    const rate = m ? parsePercent(`${m[1]}%`) : null;
    if (rate !== null) rates.add(rate);
  }
  return rates.size === 1 ? ([...rates][0] as number) : null;
}

/** The printed gross whose VAT at `rate` is `tax` (the base being the gross less the VAT). */
function grossOf(lines: readonly Line[], rate: number, tax: number): number | null {
  const want = (tax * (100 + rate)) / rate;
  let best: number | null = null;
  for (const line of lines)
    for (const n of lineNumbers(line)) {
      const g = Math.abs(n.v);
      if (!n.decimal || n.pct || g <= tax || !taxHolds(rate, round2(g - tax), tax)) continue;
      if (best === null || Math.abs(g - want) < Math.abs(best - want)) best = g;
    }
  return best;
}

/**
 * The VAT rows printed as included in the gross, one per rate, outside the line table
 * (`skip`); empty when the page prints none, or none whose gross the page prints.
 */
export function includedVatRows(
  lines: readonly Line[],
  skip: ReadonlySet<number>,
): { taxes: ExtractedTaxTotal[]; prov: Record<string, Provenance> } {
  const taxes: ExtractedTaxTotal[] = [];
  const prov: Record<string, Provenance> = {};
  const rateOfPage = pageRate(lines);
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    line.segments.forEach((seg, i) => {
      const m = INCLUDED_ROW.exec(seg.text.trim());
      if (!m) return;
      const printed = m[1] ?? m[2];
      const rate = printed !== undefined ? parsePercent(`${printed}%`) : rateOfPage;
      const rest = (m[3] ?? '').trim();
      const next: Segment | undefined = line.segments[i + 1];
      const tax = rest !== '' ? amountOf(rest) : next ? amountOf(next.text) : null;
      if (rate === null || rate <= 0 || tax === null || tax === 0 || taxes.some((t) => t.tax_percent === rate)) return;
      const gross = grossOf(lines, rate, tax);
      if (gross === null) return;
      prov[`tax_totals[${taxes.length}]`] = {
        confidence: 0.75,
        page: line.page,
        box: unionBox(rest !== '' || !next ? [seg] : [seg, next]),
        source: 'VAT included in the gross',
      };
      taxes.push({ tax_percent: rate, taxable_amount: round2(gross - tax), tax_amount: tax });
    });
  }
  return { taxes, prov };
}
