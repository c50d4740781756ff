// One sign for the whole form. A credit note says so in its title and carries positive amounts,
// as a UBL CreditNote does. Without such a title the amounts keep the sign they are printed with:
// a correction invoice printed with negative rows and a negative total is a negative 380 (EN 16931
// allows it), and a single negative row (a returned item) stays negative inside a positive invoice.
import { round2 } from './parsers';
import type { ExtractedLine } from './types';

/** An amount read without its printed sign, given the sign wanted (1 by default); null stays null. */
export function withSign(v: number | null, sign: 1 | -1 = 1): number | null {
  return v === null ? null : sign * Math.abs(v);
}

/** Line rows as the document type wants them: positive on a credit note, as printed otherwise. */
export function linesForType(lines: readonly ExtractedLine[], credit: boolean): ExtractedLine[] {
  if (!credit) return [...lines];
  return lines.map((l) => ({
    ...l,
    price: { amount: withSign(l.price.amount) },
    invoiced_quantity: withSign(l.invoiced_quantity),
    line_extension_amount: withSign(l.line_extension_amount),
  }));
}

/**
 * The sign of the net and VAT amounts, which are read without theirs: -1 when an invoice without a
 * credit-note title has rows summing below zero, or, without rows, a negative payable amount and
 * nothing prepaid (a prepaid amount above the total makes the payable negative, not the VAT).
 */
export function totalsSign(
  credit: boolean,
  lines: readonly ExtractedLine[],
  payable: number | null,
  prepaid: number | null,
): 1 | -1 {
  if (credit) return 1;
  if (lines.length > 0) return round2(lines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0)) < 0 ? -1 : 1;
  return payable !== null && payable < 0 && !prepaid ? -1 : 1;
}

/** A row's quantity takes the sign of its amount, the unit price stays positive ('-5 × 1,00 = -5,00'). */
export function signedRow(
  qty: number | null,
  price: number | null,
  amount: number,
): Pick<ExtractedLine, 'price' | 'invoiced_quantity' | 'line_extension_amount'> {
  const sign = amount < 0 ? -1 : 1;
  return {
    price: { amount: withSign(price) },
    invoiced_quantity: withSign(qty, sign),
    line_extension_amount: amount,
  };
}
