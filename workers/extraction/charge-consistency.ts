// Which totals rows are the document's allowances and charges, by the arithmetic EN 16931 requires
// of them: the lines' sum (BT-106) less the allowances plus the charges is the net (BT-109), the
// VAT breakdown's bases add up to it, and net + VAT − paid is the amount to pay. A row read by its
// words is kept only where the printed totals add up with it ('2 % Skonto bei Zahlung bis …', a
// discount only offered, does not), and an allowance printed once for an invoice at two rates is
// split over them as their bases show (EN 16931 gives each allowance one VAT category).
import { round2 } from './parsers';
import type { ExtractedCharge, ExtractedLine, ExtractedTaxTotal, Provenance } from './types';

/** A totals row read as an allowance or charge; `exact` when its label is one of the known labels. */
export interface ChargeCandidate {
  charge: ExtractedCharge;
  exact: boolean;
  prov: Provenance;
}

/** The printed totals the rows must add up to (null where the page prints none). */
export interface PrintedTotals {
  net: number | null;
  payable: number | null;
  prepaid: number | null;
  rounding: number | null;
}

const signedOf = (c: ExtractedCharge): number => (c.charge ? c.amount : -c.amount);

/** The lines' sum, when every line has its amount; null without lines. */
export function linesSum(invoiceLines: readonly ExtractedLine[]): number | null {
  if (invoiceLines.length === 0 || invoiceLines.some((l) => l.line_extension_amount === null)) return null;
  return round2(Math.abs(invoiceLines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0)));
}

/**
 * The amounts the lines' sum with the allowances and charges must make: a printed net other than the
 * lines' sum, the sum of the VAT bases (`bases`); the amount to pay and what was paid less the VAT
 * (`payable`).
 */
function netsToMatch(
  lineSum: number,
  taxes: readonly ExtractedTaxTotal[],
  printed: PrintedTotals,
): { bases: number[]; payable: number | null } {
  const bases: number[] = [];
  if (printed.net !== null && Math.abs(Math.abs(printed.net) - lineSum) > 0.005) bases.push(Math.abs(printed.net));
  if (taxes.length > 0 && taxes.every((t) => t.taxable_amount !== null))
    bases.push(round2(taxes.reduce((s, t) => s + Math.abs(t.taxable_amount ?? 0), 0)));
  if (printed.payable === null || taxes.length === 0 || taxes.some((t) => t.tax_amount === null))
    return { bases, payable: null };
  const tax = taxes.reduce((s, t) => s + Math.abs(t.tax_amount ?? 0), 0);
  return { bases, payable: round2(Math.abs(printed.payable) + (printed.prepaid ?? 0) - (printed.rounding ?? 0) - tax) };
}

/**
 * The rows to keep. Where the totals can be checked, the most rows that add up (one such choice
 * only); where none add up or they cannot be checked, the rows of known labels as read. An
 * allowance or charge changes the VAT base, so a row read by its words alone must fit a printed net
 * or the bases where the page has them: the amount to pay alone fits a deduction after the VAT
 * too ('abzgl. Abschlag vom …', a payment; 'Voucher' under the total).
 */
export function consistentCandidates(
  candidates: readonly ChargeCandidate[],
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
  printed: PrintedTotals,
): ChargeCandidate[] {
  const exact = candidates.filter((c) => c.exact);
  const lineSum = linesSum(invoiceLines);
  const nets = lineSum === null ? null : netsToMatch(lineSum, taxes, printed);
  if (lineSum === null || nets === null || candidates.length === 0 || candidates.length > 8) return exact;
  if (nets.bases.length === 0 && nets.payable === null) return exact;
  let best: ChargeCandidate[][] = [];
  for (let mask = 0; mask < 1 << candidates.length; mask += 1) {
    const chosen = candidates.filter((_, i) => (mask >> i) & 1);
    const net = round2(lineSum + chosen.reduce((s, c) => s + signedOf(c.charge), 0));
    const byWords = chosen.some((c) => !c.exact) && nets.bases.length > 0;
    const refs = byWords || nets.payable === null ? nets.bases : [...nets.bases, nets.payable];
    if (!refs.some((n) => Math.abs(n - net) < 0.011)) continue;
    if (best.length === 0 || chosen.length > (best[0] as ChargeCandidate[]).length) best = [chosen];
    else if (chosen.length === (best[0] as ChargeCandidate[]).length) best.push(chosen);
  }
  return best.length === 1 ? (best[0] as ChargeCandidate[]) : exact;
}

/**
 * One allowance or charge printed without its rate on an invoice at several rates, split over the
 * rates whose bases differ from their lines (with the rated rows) by a share of it, the shares
 * adding up to it; the rows as they are otherwise.
 */
export function splitOverRates<T extends { charge: ExtractedCharge }>(
  rows: readonly T[],
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
): T[] {
  const charges = rows.map((r) => r.charge);
  const open = rows.filter((r) => r.charge.tax_category === null);
  if (open.length !== 1 || taxes.length < 2 || taxes.some((t) => t.taxable_amount === null)) return [...rows];
  if (invoiceLines.some((l) => l.item.tax_percent === null || l.line_extension_amount === null)) return [...rows];
  const one = (open[0] as T).charge;
  const shares = taxes.map((t) => {
    const lines = invoiceLines.filter((l) => l.item.tax_percent === t.tax_percent);
    const rated = charges.filter((c) => c.tax_category === t.tax_percent).reduce((s, c) => s + signedOf(c), 0);
    const sum = Math.abs(lines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0));
    return { rate: t.tax_percent, share: round2(Math.abs(t.taxable_amount ?? 0) - sum - rated) };
  });
  const want = signedOf(one);
  // A cent off a base is rounding, no share (a tool spreading a discount over its lines).
  const parts = shares.filter((s) => Math.abs(s.share) > 0.02);
  const sameSign = parts.every((s) => Math.sign(s.share) === Math.sign(want));
  const total = round2(parts.reduce((s, x) => s + x.share, 0));
  if (parts.length < 2 || !sameSign || Math.abs(total - want) > 0.005) return [...rows];
  return rows.flatMap((r) =>
    r.charge === one
      ? parts.map((p) => ({ ...r, charge: { ...one, amount: Math.abs(p.share), tax_category: p.rate } }))
      : [r],
  );
}
