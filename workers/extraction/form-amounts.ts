// The money of a page: the line table, document-level allowances and charges, the VAT breakdown and
// the totals, read and made consistent (signs of a credit note, rates the page leaves out, taxable
// amounts it does not print), with their provenance. The header fields and parties are extract.ts's.
import { findAllowanceTable } from './allowance-table';
import { findDiscountRows } from './discount-rows';
import { chargesWithDocumentRate, withDocumentRate } from './document-rate';
import { linesForType, totalsSign, withSign } from './document-sign';
import type { Line } from './layout';
import { readLineTable } from './line-table';
import { round2 } from './parsers';
import { netOfGrossLines } from './rates-from-lines';
import { withBalancedRates } from './rate-assignment';
import { extractTotals } from './totals-rows';
import { baseOfRate } from './tax-bases';
import { findTotalsCharges } from './totals-charges';
import { vatOverCharges } from './charged-vat';
import type { PrintedTotals } from './charge-consistency';
import type { TotalsResult } from './totals-rows';
import { solveTotals } from './totals-solver';
import type { ExtractedCharge, ExtractedForm, ExtractedLine, ExtractedTaxTotal, Provenance } from './types';

export interface FormAmounts extends Pick<
  ExtractedForm,
  'invoice_lines' | 'allowance_charges' | 'tax_totals' | 'legal_monetary_total'
> {
  prov: Record<string, Provenance>;
  /** The net total as printed, with the document's sign (for the cross-checks). */
  net: number | null;
  /** The sum of the VAT amounts, when the page gives any. */
  totalTax: number | null;
}

/** The amounts of `lines`; `credit` when a title or number label made the document a credit note. */
export function readAmounts(lines: readonly Line[], credit: boolean): FormAmounts {
  const read0 = readLineTable(lines);
  // Line totals printed with their VAT: the lines' net amounts are quantity × price.
  const table = { ...read0, lines: netOfGrossLines(read0.lines) ?? read0.lines };
  const allowanceTable = table.charges.length > 0 ? { charges: table.charges, prov: {} } : findAllowanceTable(lines);
  const listed = allowanceTable.charges.length > 0 ? allowanceTable : findDiscountRows(lines, table.tableLines);
  const lineRates = table.lines.map((l) => l.item.tax_percent);
  const lineAmounts = table.lines.map((l) => l.line_extension_amount);
  const solved = solveTotals(lines, table.tableLines, extractTotals(lines, table.tableLines), lineRates, lineAmounts);
  const totals = withVatOverCharges(lines, table, listed.charges, solved, credit);
  const typedLines = withDocumentRate(linesForType(table.lines, credit), totals.taxes);
  // Net and VAT amounts are read without their sign and take the rows' (document-sign.ts).
  const sign = totalsSign(credit, typedLines, totals.payable, totals.prepaid ?? null);
  const signed = (v: number | null): number | null => withSign(v, sign);
  const lineSum = round2(typedLines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0));
  const taxesOver = (rated: readonly ExtractedLine[]): ExtractedTaxTotal[] =>
    totals.taxes.map((t) => ({
      tax_percent: t.tax_percent,
      taxable_amount:
        t.taxable_amount !== null
          ? signed(t.taxable_amount)
          : signed(baseOfRate(t.tax_percent, t.tax_amount, totals.taxes.length, totals.net, rated)),
      tax_amount: signed(t.tax_amount),
    }));
  const typedTaxes = taxesOver(typedLines);
  const allowances =
    listed.charges.length > 0
      ? listed
      : findTotalsCharges(lines, table.tableLines, typedTaxes, typedLines, printedTotals(totals));
  // Rates printed for neither lines nor charges, from what the breakdown taxes at each rate.
  const balanced = withBalancedRates(typedLines, chargesWithDocumentRate(allowances.charges, typedTaxes), totals.taxes);
  const read = taxesOver(balanced.lines);
  // A VAT total printed without its rate that no rule could place is VAT all the same: no zero rate.
  const vatPrinted = (totals.vatWithoutRate?.amount ?? 0) !== 0;
  const taxes =
    read.length > 0 || vatPrinted ? read : untaxed(signed(totals.net), totals.payable, totals.prepaid ?? null, lineSum);
  const prov: Record<string, Provenance> = { ...table.prov, ...allowances.prov, ...totals.prov };
  const lineExtension = table.lines.length ? lineSum : null;
  if (lineExtension !== null)
    prov['legal_monetary_total.line_extension_amount'] = {
      confidence: 0.9,
      page: null,
      box: null,
      source: 'computed from lines',
    };
  delete prov.net;
  return {
    invoice_lines: balanced.lines,
    allowance_charges: balanced.charges,
    tax_totals: taxes,
    legal_monetary_total: {
      payable_rounding_amount:
        totals.rounding === null
          ? totals.payable === null
            ? null
            : 0
          : Math.abs(totals.rounding) === 0
            ? 0
            : credit && totals.payable !== null && totals.payable < 0
              ? -totals.rounding
              : totals.rounding,
      line_extension_amount: lineExtension,
      payable_amount: credit ? withSign(totals.payable) : totals.payable,
      ...(totals.prepaid ? { prepaid_amount: totals.prepaid } : {}),
    },
    prov,
    net: netAfterCharges(signed(totals.net), lineSum, balanced.charges, {
      tax: taxes.reduce((sum, t) => sum + (t.tax_amount ?? 0), 0),
      rounding: totals.rounding ?? 0,
      prepaid: totals.prepaid ?? 0,
      payable: totals.payable,
    }),
    totalTax: taxes.length ? round2(taxes.reduce((s, t) => s + (t.tax_amount ?? 0), 0)) : null,
  };
}

function printedTotals(t: TotalsResult): PrintedTotals {
  return { net: t.net, payable: t.payable, prepaid: t.prepaid ?? null, rounding: t.rounding };
}

/**
 * The totals with one VAT row over the lines' sum and the totals block's charges and allowances,
 * when the page prints its VAT without a rate and no rule gave a breakdown (charged-vat.ts).
 */
function withVatOverCharges(
  lines: readonly Line[],
  table: { lines: ExtractedLine[]; tableLines: Set<number> },
  listed: readonly ExtractedCharge[],
  t: TotalsResult,
  credit: boolean,
): TotalsResult {
  const vat = t.vatWithoutRate?.amount ?? null;
  if (t.taxes.length > 0 || vat === null || table.lines.length === 0) return t;
  const typed = linesForType(table.lines, credit);
  const charges =
    listed.length > 0 ? listed : findTotalsCharges(lines, table.tableLines, [], typed, printedTotals(t)).charges;
  const lineSum = round2(typed.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0));
  const rates = table.lines.map((l) => l.item.tax_percent);
  const tax = vatOverCharges(vat, lineSum, charges, printedTotals(t), rates);
  return tax ? { ...t, taxes: [tax] } : t;
}

/**
 * The breakdown of an invoice that prints no VAT at all and whose gross equals its net ('TOTAL HT
 * 10,00' / 'TOTAL TTC 10,00'; a small business's '§ 19 UStG' invoice): one zero rate on the net.
 * The net must be printed and agree with the amount to pay (with what was paid before) and with
 * the lines when there are any.
 */
function untaxed(
  net: number | null,
  payable: number | null,
  prepaid: number | null,
  lineSum: number,
): ExtractedTaxTotal[] {
  if (net === null || payable === null) return [];
  const gross = round2(payable + (prepaid ?? 0));
  if (Math.abs(gross - net) > 0.005 || (lineSum !== 0 && Math.abs(lineSum - net) > 0.005)) return [];
  return [{ tax_percent: 0, taxable_amount: net, tax_amount: 0 }];
}

/**
 * The net the checks compare (BT-109): a 'Subtotal' printed over the totals block's charges and
 * allowances ('Subtotal 850.00 / Shipping 25.00 / Tax (8%) 70.00 / Total 945.00') is the lines' sum
 * (BT-106), and the net is it with them; taken only when the printed amount is the lines' sum and
 * the payable amount adds up with the charges and not without them.
 */
function netAfterCharges(
  net: number | null,
  lineSum: number,
  charges: readonly ExtractedCharge[],
  rest: { tax: number; rounding: number; prepaid: number; payable: number | null },
): number | null {
  if (net === null || charges.length === 0 || rest.payable === null || Math.abs(net - lineSum) > 0.005) return net;
  const withCharges = round2(net + charges.reduce((s, c) => s + (c.charge ? c.amount : -c.amount), 0));
  const adds = (n: number): boolean =>
    Math.abs(round2(n + rest.tax + rest.rounding - rest.prepaid) - (rest.payable ?? 0)) < 0.011;
  return adds(withCharges) && !adds(net) ? withCharges : net;
}
