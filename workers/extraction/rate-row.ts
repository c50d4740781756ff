// The VAT rate printed on a row of its own in a stacked totals block ('Taux de TVA en %  20,60'
// over 'Base de TVA  900,00' and 'Montant TVA  185,40', as Qualiac and other ERPs print a
// one-rate invoice): with the VAT total read without its rate, the breakdown's one row.
import type { Line, Segment } from './layout';
import { norm } from './labels';
import { withoutAccents } from './label-match';
import { parseAmount, round2 } from './parsers';
import { printedAmount } from './solver';
import type { ExtractedTaxTotal } from './types';

/** A rate's label alone: 'Taux de TVA en %', 'Taux TVA', 'VAT rate', 'Steuersatz', 'Momssats'. */
const RATE_LABEL =
  /^(taux( de)?( la)? tva|vat rate|tax rate|steuersatz|mwst\.?-?satz|ust\.?-?satz|momssats|mva-sats|alv-kanta)( en)?\s*(%|\(%\))?\s*:?$/;

/** The rate a row labelled as one prints right after its label, with or without a percent sign. */
function printedRate(line: Line): number | null {
  const [label, value] = line.segments as [Segment | undefined, Segment | undefined];
  if (!label || !value || !RATE_LABEL.test(withoutAccents(norm(label.text)))) return null;
  const v = parseAmount(value.text.replace(/\s*%$/, ''));
  return v !== null && v > 0 && v <= 30 ? v : null;
}

/**
 * The one VAT row of a page that prints its rate on a labelled row: the VAT total over the rate
 * gives the base, taken only when the page prints that base and base × rate is the VAT to the cent.
 */
export function taxOfRateRow(
  lines: readonly Line[],
  vat: { amount: number } | null | undefined,
): { tax: ExtractedTaxTotal; line: Line } | null {
  if (!vat) return null;
  const rated = lines.map((l) => ({ l, rate: printedRate(l) })).filter((x) => x.rate !== null);
  const rates = new Set(rated.map((x) => x.rate));
  const first = rated[0];
  if (!first || rates.size !== 1) return null;
  const rate = first.rate as number;
  const tax = Math.abs(vat.amount);
  const base = round2((tax * 100) / rate);
  if (Math.abs(round2((base * rate) / 100) - tax) >= 0.005 || !printedAmount(lines, base)) return null;
  return { tax: { tax_percent: rate, taxable_amount: base, tax_amount: tax }, line: first.l };
}
