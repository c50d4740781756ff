// Lines and document-level charges printed without a VAT rate, on an invoice with one rate: with a
// single rate in the VAT breakdown every line and charge carries it (EN 16931: each line's VAT
// category is one of the breakdown's), so the page need not print it per line.
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

/** Charges and allowances without a VAT rate take the document's only rate. */
export function chargesWithDocumentRate(
  charges: readonly ExtractedCharge[],
  taxes: readonly Pick<ExtractedTaxTotal, 'tax_percent'>[],
): ExtractedCharge[] {
  const rate = onlyRate(
    taxes,
    charges.map((c) => c.tax_category),
  );
  if (rate === null) return [...charges];
  return charges.map((c) => (c.tax_category === null ? { ...c, tax_category: rate } : c));
}
