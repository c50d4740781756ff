// Lines and document-level charges printed without a VAT rate, on an invoice with one rate: with a
// single rate in the VAT breakdown every line and charge carries it (EN 16931: each line's VAT
// category is one of the breakdown's), so the page need not print it per line. With several rates,
// a charge takes the one its VAT balances.
import type { ExtractedCharge, ExtractedLine, ExtractedTaxTotal } from './types';

/** The breakdown's one rate, when every rate the rows print agrees with it; else null. */
function onlyRate(
  taxes: readonly Pick<ExtractedTaxTotal, 'tax_percent'>[],
  printed: ReadonlyArray<number | null>,
): number | null {
  if (taxes.length !== 1) return null;
  const rate = (taxes[0] as Pick<ExtractedTaxTotal, 'tax_percent'>).tax_percent;
  return printed.every((r) => r === null || r === rate) ? rate : null;
}

/** Lines without a rate take the document's only rate (none when the rows print another). */
export function withDocumentRate(
  lines: readonly ExtractedLine[],
  taxes: readonly Pick<ExtractedTaxTotal, 'tax_percent'>[],
): ExtractedLine[] {
  const rate = onlyRate(
    taxes,
    lines.map((l) => l.item.tax_percent),
  );
  if (rate === null) return [...lines];
  return lines.map((l) => (l.item.tax_percent === null ? { ...l, item: { ...l.item, tax_percent: rate } } : l));
}

/**
 * Charges and allowances without a VAT rate take the document's only rate; on an invoice with
 * several rates, a single charge without one takes the rate whose printed VAT it balances (see
 * rateThatBalances).
 */
export function chargesWithDocumentRate(
  charges: readonly ExtractedCharge[],
  taxes: readonly ExtractedTaxTotal[],
  lines: readonly ExtractedLine[] = [],
): ExtractedCharge[] {
  const rate = onlyRate(
    taxes,
    charges.map((c) => c.tax_category),
  );
  if (rate === null) {
    const open = charges.filter((c) => c.tax_category === null);
    if (open.length !== 1) return [...charges];
    const balanced = rateThatBalances(open[0] as ExtractedCharge, charges, taxes, lines);
    return charges.map((c) => (c.tax_category === null && balanced !== null ? { ...c, tax_category: balanced } : c));
  }
  return charges.map((c) => (c.tax_category === null ? { ...c, tax_category: rate } : c));
}

/** Within a cent or two: the page rounds each VAT amount once. */
const VAT_TOLERANCE = 0.02;

/**
 * The one rate of the breakdown at which the VAT printed equals the rate applied to the lines at
 * that rate plus `open` (and every rate's VAT fits its lines and rated charges, with `open` at
 * that rate); null when the lines lack rates, a VAT amount is missing, or no rate or more than one
 * fits. A 'Shipping 390,00 €' row under lines at 25,5 %, 14 % and 10 % belongs to the rate whose
 * VAT it completes.
 */
function rateThatBalances(
  open: ExtractedCharge,
  charges: readonly ExtractedCharge[],
  taxes: readonly ExtractedTaxTotal[],
  lines: readonly ExtractedLine[],
): number | null {
  if (lines.length === 0 || lines.some((l) => l.item.tax_percent === null || l.line_extension_amount === null))
    return null;
  if (taxes.length < 2 || taxes.some((t) => t.tax_amount === null)) return null;
  const lineSum = lines.reduce((s, l) => s + (l.line_extension_amount as number), 0);
  const sign = lineSum < 0 ? -1 : 1;
  const signed = (c: ExtractedCharge): number => sign * (c.charge ? c.amount : -c.amount);
  const fits = (candidate: number): boolean =>
    taxes.every((t) => {
      const base =
        lines
          .filter((l) => l.item.tax_percent === t.tax_percent)
          .reduce((s, l) => s + (l.line_extension_amount as number), 0) +
        charges
          .filter((c) => (c === open ? candidate : c.tax_category) === t.tax_percent)
          .reduce((s, c) => s + signed(c), 0);
      return Math.abs(Math.abs((base * t.tax_percent) / 100) - Math.abs(t.tax_amount as number)) <= VAT_TOLERANCE;
    });
  const found = taxes.map((t) => t.tax_percent).filter(fits);
  return found.length === 1 ? (found[0] as number) : null;
}
