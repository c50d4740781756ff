// The VAT breakdown of an invoice whose lines print their rates while its totals print
// only the VAT in all ('Moms 2 740,00' under lines at 25 % and 12 %): per rate, the base is the sum
// of the lines' net amounts at that rate and the tax that base at the rate. Taken only when the page
// proves it: every line has a rate and an amount, the bases add up to the net the page prints, and
// the taxes to its VAT total (to a cent per rate, as tools round per rate or per line).
import { round2 } from './parsers';
import type { ExtractedLine, ExtractedTaxTotal } from './types';

/**
 * Lines whose printed amount includes their VAT (quantity × price × (1 + rate) to the cent, and not
 * quantity × price), as tools printing gross line totals do: their net amount is quantity × price.
 * Every line must show it (with a rate above zero on one at least); otherwise null.
 */
export function netOfGrossLines(lines: readonly ExtractedLine[]): ExtractedLine[] | null {
  if (lines.length === 0) return null;
  const out: ExtractedLine[] = [];
  for (const l of lines) {
    const q = l.invoiced_quantity;
    const p = l.price.amount;
    const r = l.item.tax_percent;
    const a = l.line_extension_amount;
    if (q === null || p === null || r === null || a === null) return null;
    const net = round2(q * p);
    if (r === 0 || Math.abs(net - a) < 0.005 || Math.abs(round2((net * (100 + r)) / 100) - a) > 0.01) return null;
    out.push({ ...l, line_extension_amount: net });
  }
  return out;
}

export interface RatedAmount {
  rate: number | null;
  amount: number | null;
}

export function taxesOfLineRates(
  items: readonly RatedAmount[],
  net: number | null,
  vatTotal: number | null,
): ExtractedTaxTotal[] | null {
  if (net === null || vatTotal === null || items.length === 0) return null;
  const bases = new Map<number, number>();
  for (const { rate, amount } of items) {
    if (rate === null || amount === null) return null;
    bases.set(rate, round2((bases.get(rate) ?? 0) + amount));
  }
  // A credit note's lines are negative: amounts here are read without their sign, like the totals.
  const sign = [...bases.values()].reduce((a, b) => a + b, 0) < 0 ? -1 : 1;
  const taxes = [...bases]
    .map(([rate, base]): [number, number] => [rate, round2(sign * base)])
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ tax_percent: rate, taxable_amount: base, tax_amount: round2((base * rate) / 100) }));
  const baseSum = round2(taxes.reduce((s, t) => s + t.taxable_amount, 0));
  const taxSum = round2(taxes.reduce((s, t) => s + t.tax_amount, 0));
  // The printed net is the bases' sum, or, under gross lines, a subtotal with the VAT in it.
  if (Math.abs(baseSum - Math.abs(net)) > 0.005 && Math.abs(baseSum + Math.abs(vatTotal) - Math.abs(net)) > 0.005)
    return null;
  if (Math.abs(taxSum - Math.abs(vatTotal)) > 0.01 * taxes.length + 0.005) return null;
  return taxes;
}
