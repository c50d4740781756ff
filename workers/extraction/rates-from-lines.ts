// The VAT breakdown of an invoice whose lines print their rates (two or more) while its totals print
// only the VAT in all ('Moms 2 740,00' under lines at 25 % and 12 %): per rate, the base is the sum
// of the lines' net amounts at that rate and the tax that base at the rate. Taken only when the page
// proves it: every line has a rate and an amount, the bases add up to the net the page prints, and
// the taxes to its VAT total (to a cent per rate, as tools round per rate or per line).
import { round2 } from './parsers';
import type { ExtractedTaxTotal } from './types';

export interface RatedAmount {
  rate: number | null;
  amount: number | null;
}

export function taxesOfLineRates(
  items: readonly RatedAmount[],
  net: number | null,
  vatTotal: number | null,
): ExtractedTaxTotal[] | null {
  if (net === null || vatTotal === null || items.length < 2) return null;
  const bases = new Map<number, number>();
  for (const { rate, amount } of items) {
    if (rate === null || amount === null) return null;
    bases.set(rate, round2((bases.get(rate) ?? 0) + amount));
  }
  if (bases.size < 2) return null;
  // A credit note's lines are negative: amounts here are read without their sign, like the totals.
  const sign = [...bases.values()].reduce((a, b) => a + b, 0) < 0 ? -1 : 1;
  const taxes = [...bases]
    .map(([rate, base]): [number, number] => [rate, round2(sign * base)])
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ tax_percent: rate, taxable_amount: base, tax_amount: round2((base * rate) / 100) }));
  const baseSum = round2(taxes.reduce((s, t) => s + t.taxable_amount, 0));
  const taxSum = round2(taxes.reduce((s, t) => s + t.tax_amount, 0));
  if (Math.abs(baseSum - Math.abs(net)) > 0.005) return null;
  if (Math.abs(taxSum - Math.abs(vatTotal)) > 0.01 * taxes.length + 0.005) return null;
  return taxes;
}
