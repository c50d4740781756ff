// Invoice totals: VAT per percent from line and charge amounts, and the payable amount
// (net + tax + rounding + charges − discounts − prepaid) unless the user typed their own. Exact decimals.

import { DECIMALS, ROUNDING_MAX, ROUNDING_MIN } from '../constants';
import type { DocumentAllowanceCharge, InvoiceForm, InvoiceLine, TaxTotal } from '../invoice-form';
import { isBlank, percentOf, round, sum, type DecimalInput } from '../money';

/**
 * Rounding (öresavrundning) clamp: empty → 0, at or beyond ±1 → ±0.99, else rounded to 2 decimals.
 * Values between 0.99 and 1 round to 0.99 or 1.00 and the latter is clamped too.
 */
export function clampRounding(value: DecimalInput): number {
  if (isBlank(value)) return 0;
  const r = round(value, DECIMALS.amount);
  if (r >= 1 || r > ROUNDING_MAX) return ROUNDING_MAX;
  if (r <= -1 || r < ROUNDING_MIN) return ROUNDING_MIN;
  return r;
}

/** Signed amount of a document-level charge (+) or allowance/discount (−). */
function signed(c: Pick<DocumentAllowanceCharge, 'charge' | 'amount'>): number {
  const a = round(c.amount, DECIMALS.amount);
  return c.charge ? a : -a;
}

/** VAT per percent: taxable = lines + charges − allowances at that percent; tax = taxable × % rounded. Highest rate first. */
export function computeTaxTotals(
  lines: readonly Pick<InvoiceLine, 'item' | 'line_extension_amount'>[],
  charges: readonly Pick<DocumentAllowanceCharge, 'charge' | 'amount' | 'tax_category'>[] = [],
): TaxTotal[] {
  const byPercent = new Map<number, DecimalInput[]>();
  const push = (percent: number, amount: DecimalInput) => {
    const p = round(percent, DECIMALS.tax);
    byPercent.set(p, [...(byPercent.get(p) ?? []), amount]);
  };
  for (const l of lines) push(Number(l.item?.tax_percent ?? 0), l.line_extension_amount);
  for (const c of charges) push(Number(c.tax_category ?? 0), signed(c));
  return [...byPercent.entries()]
    .sort(([a], [b]) => b - a)
    .map(([tax_percent, amounts]) => {
      const taxable_amount = sum(amounts, DECIMALS.amount);
      return { tax_percent, taxable_amount, tax_amount: percentOf(taxable_amount, tax_percent, DECIMALS.amount) };
    });
}

export interface InvoiceTotals {
  /** Net: the sum of line amounts. */
  line_extension_amount: number;
  charge_total: number;
  allowance_total: number;
  tax_totals: TaxTotal[];
  /** totalTaxAmount of the form (display only). */
  total_tax_amount: number;
  payable_rounding_amount: number;
  /** Paid before (BT-113), subtracted from the amount due; 0 when the form has none. */
  prepaid_amount: number;
  payable_amount: number;
}

export function computeTotals(
  form: Pick<InvoiceForm, 'invoice_lines' | 'allowance_charges' | 'legal_monetary_total'>,
): InvoiceTotals {
  const lines = form.invoice_lines ?? [];
  const charges = form.allowance_charges ?? [];
  const net = sum(
    lines.map((l) => l.line_extension_amount),
    DECIMALS.amount,
  );
  const chargeTotal = sum(
    charges.filter((c) => c.charge).map((c) => c.amount),
    DECIMALS.amount,
  );
  const allowanceTotal = sum(
    charges.filter((c) => !c.charge).map((c) => c.amount),
    DECIMALS.amount,
  );
  const taxTotals = computeTaxTotals(lines, charges);
  const totalTax = sum(
    taxTotals.map((t) => t.tax_amount),
    DECIMALS.amount,
  );
  const rounding = clampRounding(form.legal_monetary_total?.payable_rounding_amount);
  const prepaid = round(form.legal_monetary_total?.prepaid_amount ?? 0, DECIMALS.amount);
  return {
    line_extension_amount: net,
    charge_total: chargeTotal,
    allowance_total: allowanceTotal,
    tax_totals: taxTotals,
    total_tax_amount: totalTax,
    payable_rounding_amount: rounding,
    prepaid_amount: prepaid,
    payable_amount: sum([net, totalTax, rounding, chargeTotal, -allowanceTotal, -prepaid], DECIMALS.amount),
  };
}

/**
 * The form with its computed totals: tax totals, net, clamped rounding and the payable amount,
 * except a payable amount the user edited themselves, which is kept (rounded).
 */
export function applyTotals<
  T extends Pick<InvoiceForm, 'invoice_lines' | 'allowance_charges' | 'legal_monetary_total' | 'tax_totals'>,
>(form: T, opts: { payableEditedByUser?: boolean } = {}): T {
  const t = computeTotals(form);
  // Keep the UBL category and exemption reason a Peppol import put on a rate's total.
  const previous = new Map((form.tax_totals ?? []).map((x) => [round(x.tax_percent, DECIMALS.tax), x]));
  const taxTotals = t.tax_totals.map((x) => {
    const p = previous.get(x.tax_percent);
    return p && (p.tax_category || p.tax_exemption_reason)
      ? { ...x, tax_category: p.tax_category ?? null, tax_exemption_reason: p.tax_exemption_reason ?? null }
      : x;
  });
  return {
    ...form,
    tax_totals: taxTotals,
    legal_monetary_total: {
      payable_rounding_amount: t.payable_rounding_amount,
      line_extension_amount: t.line_extension_amount,
      payable_amount: opts.payableEditedByUser
        ? round(form.legal_monetary_total?.payable_amount, DECIMALS.amount)
        : t.payable_amount,
      // A prepaid amount (BT-113) of a received document stays on the form.
      ...(t.prepaid_amount !== 0 ? { prepaid_amount: t.prepaid_amount } : {}),
    },
  };
}

/**
 * The form carries a payable amount of its own: a number that is not the computed one (spec 5:
 * 'Total payable equals … unless the user edited it'). A form whose payable follows the rule, or
 * has none, or cannot be computed yet (letters in an amount), answers false.
 */
export function payableEditedIn(
  form: Pick<InvoiceForm, 'invoice_lines' | 'allowance_charges' | 'legal_monetary_total'>,
): boolean {
  const typed = form.legal_monetary_total?.payable_amount as DecimalInput | undefined;
  if (typed === undefined || typed === null || isBlank(typed)) return false;
  try {
    const own = round(typed, DECIMALS.amount);
    return Number.isFinite(own) && own !== computeTotals(form).payable_amount;
  } catch {
    return false;
  }
}
