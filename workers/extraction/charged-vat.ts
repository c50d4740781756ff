// A VAT total printed without its rate on an invoice whose charges or allowances are printed in the
// totals block under the lines' sum ('Total Net Amount 400.00 / Carriage 15.00 / Total VAT Amount
// 83.00 / Invoice Total 498.00'; WooCommerce's 'Subtotal / Discount / Shipping / VAT / Total'):
// the VAT is on the lines' sum with them, and the rate is the one that makes it so.
import { round2 } from './parsers';
import { impliedVatRate } from '../../domain/vat-rates';
import type { ExtractedCharge, ExtractedTaxTotal } from './types';

/**
 * The one VAT row: base the lines' sum less the allowances plus the charges, the rate the one
 * listed rate that gives the printed VAT on it to the cent, taken only where base + VAT is the
 * amount to pay (with what was paid) and the lines print no other rate. Null otherwise.
 */
export function vatOverCharges(
  vat: number | null,
  lineSum: number,
  charges: readonly ExtractedCharge[],
  printed: { payable: number | null; prepaid: number | null; rounding: number | null },
  lineRates: ReadonlyArray<number | null>,
): ExtractedTaxTotal | null {
  if (vat === null || vat === 0 || charges.length === 0 || printed.payable === null) return null;
  const base = round2(Math.abs(lineSum) + charges.reduce((s, c) => s + (c.charge ? c.amount : -c.amount), 0));
  const gross = round2(Math.abs(printed.payable) + (printed.prepaid ?? 0) - (printed.rounding ?? 0));
  if (Math.abs(round2(base + Math.abs(vat)) - gross) > 0.005) return null;
  const rate = impliedVatRate(base, vat);
  if (rate === null || lineRates.some((r) => r !== null && r !== rate)) return null;
  return { tax_percent: rate, taxable_amount: base, tax_amount: Math.abs(vat) };
}
