// Fills the totals the labels left open from what the page prints and the arithmetic allows:
// the VAT breakdown from rows where base × rate = tax, the net as the sum of the bases, the
// payable amount as net + VAT when the page prints that sum. Nothing is invented: a total is
// only taken when an amount on the page equals it.
import { findBareTotal } from './bare-total';
import { includedVatRows } from './included-vat';
import { prepaidOfRows } from './prepaid-rows';
import { unionBox, type Line } from './layout';
import { round2 } from './parsers';
import { taxOfRateRow } from './rate-row';
import { taxesOfLineRates } from './rates-from-lines';
import { printedAmount, taxOnNet, taxRowsByArithmetic } from './solver';
import { vatAcrossRows } from './vat-across';
import { vatGridRows } from './vat-grid';
import { impliedVatRate } from '../../domain/vat-rates';
import type { TotalsResult } from './totals-rows';
import type { ExtractedTaxTotal, Provenance } from './types';

/**
 * A VAT total printed without its rate ('Moms' over '2 074,38' beside 'Exkl. moms' over '8 297,50'):
 * the lines' one rate when they print it, else, when the lines print none, the one listed rate that
 * makes it the VAT on the net to the cent (domain/vat-rates.ts). Nothing when neither fits.
 */
function taxOfImpliedRate(
  lines: readonly Line[],
  r: TotalsResult,
  lineRate: number | null,
  ratesPrinted: boolean,
): { tax: ExtractedTaxTotal; line: Line } | null {
  const vat = r.vatWithoutRate;
  if (!vat || r.net === null) return null;
  const fitsLines =
    lineRate !== null && Math.abs(round2((Math.abs(r.net) * lineRate) / 100) - Math.abs(vat.amount)) < 0.005;
  // Lines printing other rates (or two) contradict any one rate.
  const rate = fitsLines ? lineRate : ratesPrinted ? null : impliedVatRate(r.net, vat.amount);
  const line = lines.find((l) => l.segments.includes(vat.seg));
  if (rate === null || !line) return null;
  return { tax: { tax_percent: rate, taxable_amount: Math.abs(r.net), tax_amount: Math.abs(vat.amount) }, line };
}

/** Sets the amount to pay with where it was found. */
function takePayable(r: TotalsResult, amount: number, at: Omit<Provenance, 'source'>, source: string): void {
  r.payable = amount;
  r.prov['legal_monetary_total.payable_amount'] = { ...at, source };
}

/**
 * `lineRates`: the line items' VAT rates, for a VAT total printed without its rate; `lineAmounts`:
 * their net amounts in the same order, for such a total over several rates.
 */
export function solveTotals(
  lines: readonly Line[],
  tableLines: Set<number>,
  t: TotalsResult,
  lineRates: ReadonlyArray<number | null> = [],
  lineAmounts: ReadonlyArray<number | null> = [],
): TotalsResult {
  const r: TotalsResult = { ...t, taxes: [...t.taxes], prov: { ...t.prov } };
  const grid = vatGridRows(lines);
  const across = grid.taxes.length > 0 ? grid : vatAcrossRows(lines);
  const arithmetic = across.taxes.length > 0 ? across : taxRowsByArithmetic(lines, tableLines);
  // Last, VAT the page prints as included in a gross amount ('enthaltene MwSt. 19 %: 19,00 €').
  const rows = arithmetic.taxes.length > 0 ? arithmetic : includedVatRows(lines, tableLines);
  if (r.taxes.length === 0 && rows.taxes.length > 0) {
    r.taxes = rows.taxes;
    Object.assign(r.prov, rows.prov);
  } else {
    // Labelled VAT amounts without their base take it from a matching row.
    r.taxes = r.taxes.map((x) =>
      x.taxable_amount === null
        ? {
            ...x,
            taxable_amount:
              rows.taxes.find((y) => y.tax_percent === x.tax_percent && y.tax_amount === x.tax_amount)
                ?.taxable_amount ?? null,
          }
        : x,
    );
  }
  const rates = new Set(lineRates);
  const lineRate = lineRates.length > 0 && rates.size === 1 ? [...rates][0] : null;
  if (r.taxes.length === 0 && r.net !== null) {
    const one =
      taxOnNet(lines, tableLines, r.net) ??
      taxOfImpliedRate(
        lines,
        r,
        lineRate ?? null,
        lineRates.some((x) => x !== null),
      ) ??
      taxOfRateRow(lines, r.vatWithoutRate);
    if (one) {
      r.taxes = [one.tax];
      r.prov['tax_totals[0]'] = {
        confidence: 0.75,
        page: one.line.page,
        box: unionBox(one.line.segments),
        source: 'VAT on the net by arithmetic',
      };
    }
    const vat = r.vatWithoutRate;
    const perRate = one
      ? null
      : taxesOfLineRates(
          lineRates.map((rate, i) => ({ rate, amount: lineAmounts[i] ?? null })),
          r.net,
          vat?.amount ?? null,
        );
    if (perRate && vat) {
      r.taxes = perRate;
      const at = {
        confidence: 0.7,
        page: vat.seg.page,
        box: unionBox([vat.seg]),
        source: 'VAT total over the lines rates',
      };
      perRate.forEach((_, i) => (r.prov[`tax_totals[${i}]`] = at));
    }
  }
  const bases =
    r.taxes.every((x) => x.taxable_amount !== null) && r.taxes.length > 0
      ? round2(r.taxes.reduce((s, x) => s + (x.taxable_amount ?? 0), 0))
      : null;
  const tax = r.taxes.length > 0 ? round2(r.taxes.reduce((s, x) => s + Math.abs(x.tax_amount ?? 0), 0)) : null;
  if (r.net === null && bases !== null && printedAmount(lines, bases)) {
    r.net = bases;
    r.prov.net = { confidence: 0.75, page: null, box: null, source: 'sum of VAT bases' };
  }
  const net = r.net === null ? null : Math.abs(r.net);
  // A scanned payable amount that lost its decimal mark ('Amount due: 2445331€') is taken when it
  // is net + VAT and the amount read elsewhere, if any, is not.
  const lost = r.payableMarkLost;
  if (lost && net !== null && tax !== null) {
    const sum = round2(net + tax);
    if (
      Math.abs(Math.abs(lost.amount) - sum) < 0.005 &&
      (r.payable === null || Math.abs(Math.abs(r.payable) - sum) >= 0.005)
    ) {
      takePayable(
        r,
        lost.amount,
        { confidence: 0.7, page: lost.seg.page, box: unionBox([lost.seg]) },
        'payable amount with its decimal mark put back (net + VAT)',
      );
    }
  }
  if (r.payable === null && net !== null && tax !== null) {
    const sum = round2(net + tax);
    const at = printedAmount(lines, sum);
    // A correction invoice's negative rows, net or VAT give a negative amount to pay where the
    // page prints it so ('Endbetrag -8,79').
    const negative =
      lineAmounts.reduce<number>((a, b) => a + (b ?? 0), 0) < 0 ||
      (r.net ?? 0) < 0 ||
      r.taxes.some((x) => (x.tax_amount ?? 0) < 0);
    const signed = negative && printedAmount(lines, -sum, true) ? -sum : sum;
    if (at) {
      takePayable(r, signed, { confidence: 0.75, page: at.page, box: null }, 'net + VAT, printed on the page');
    }
  }
  r.prepaid = prepaidOfRows(
    r.prepaidRows ?? [],
    r.prepaid ?? null,
    net !== null && tax !== null ? round2(net + tax) : null,
    r.payable,
  );
  if (r.payable === null) {
    const bare = findBareTotal(lines, tableLines);
    if (bare) {
      takePayable(
        r,
        bare.amount,
        { confidence: 0.7, page: bare.seg.page, box: unionBox([bare.seg]) },
        'bare total row',
      );
    }
  }
  return r;
}
