// From the invoice form and the parties to the numbers and codes the UBL needs: each line's VAT
// category, line allowances/charges, document allowances/charges, the VAT breakdown by category and
// rate, and the document totals. Pure arithmetic on domain/money so sums are exact.

import type { DocumentAllowanceCharge, InvoiceForm, InvoiceLine, TaxTotal } from '../../invoice-form';
import { compare, multiply, percentOf, subtract, sum } from '../../money';
import { partyCountry, vatNumber } from '../party';
import { chargeReasonCode } from '../reasons';
import { deriveTaxCategory, EXEMPTION_DEFAULTS, NEEDS_EXEMPTION, type TaxParties } from '../tax-category';
import type { PeppolParty, TaxCategoryCode } from '../types';

export interface LineAllowanceModel {
  charge: boolean;
  reason: string;
  reasonCode: string;
  percent?: number;
  base?: number;
  amount: number;
}

export interface LineModel {
  id: string;
  line: InvoiceLine;
  category: TaxCategoryCode;
  percent: number;
  unitCode: string;
  allowance?: LineAllowanceModel;
}

export interface ChargeModel {
  charge: boolean;
  reason: string;
  reasonCode?: string;
  amount: number;
  category: TaxCategoryCode;
  percent: number;
}

export interface SubtotalModel {
  category: TaxCategoryCode;
  percent: number;
  taxable: number;
  tax: number;
  exemptionCode?: string;
  exemptionText?: string;
}

export interface TotalsModel {
  lineExtension: number;
  allowanceTotal: number;
  chargeTotal: number;
  taxExclusive: number;
  taxTotal: number;
  taxInclusive: number;
  /** Paid before (BT-113); 0 when the form has none. */
  prepaid: number;
  rounding: number;
  payable: number;
}

export interface DocumentModel {
  lines: LineModel[];
  charges: ChargeModel[];
  subtotals: SubtotalModel[];
  totals: TotalsModel;
}

export function taxParties(supplier: PeppolParty, customer: PeppolParty): TaxParties {
  return { sellerCountry: partyCountry(supplier), buyerCountry: partyCountry(customer), buyerVat: vatNumber(customer) };
}

function lineAllowance(line: InvoiceLine): LineAllowanceModel | undefined {
  const ac = line.allowance_charge;
  if (!ac) return undefined;
  const hasPct = typeof ac.percentage === 'number' && Number.isFinite(ac.percentage);
  const hasAmt = typeof ac.amount === 'number' && Number.isFinite(ac.amount);
  if (!hasPct && !hasAmt) return undefined;
  const base = hasPct ? multiply([line.invoiced_quantity, line.price.amount], 2) : undefined;
  const amt = hasAmt ? (ac.amount as number) : percentOf(base as number, ac.percentage as number, 2);
  if (!hasPct && amt === 0) return undefined;
  return {
    charge: ac.charge,
    reason: ac.charge ? 'Tillägg' : 'Rabatt',
    reasonCode: ac.charge ? 'ZZZ' : '95',
    percent: hasPct ? (ac.percentage as number) : undefined,
    base,
    amount: amt,
  };
}

function findTaxTotal(
  totals: TaxTotal[] | undefined,
  category: string,
  percent: number,
  parties: TaxParties,
): TaxTotal | undefined {
  if (!totals) return undefined;
  return totals.find(
    (t) =>
      compare(t.tax_percent, percent) === 0 &&
      deriveTaxCategory(
        { percent: t.tax_percent, override: t.tax_category, exemptionReason: t.tax_exemption_reason },
        parties,
      ) === category,
  );
}

function exemptionFor(category: TaxCategoryCode, reason: string | null | undefined): { code?: string; text?: string } {
  if (!NEEDS_EXEMPTION.has(category)) return {};
  const def = EXEMPTION_DEFAULTS[category];
  const r = reason?.trim();
  if (r && /^VATEX-/i.test(r)) return { code: r.toUpperCase() };
  return { code: def?.code, text: r || def?.text };
}

/**
 * A line's category: the item's override, else a tax_totals row with an explicit category at the
 * same rate (how a parsed document carries AE/G/K/O/E back), else derived from parties and rate.
 */
export function lineCategory(line: InvoiceLine, totals: TaxTotal[] | undefined, parties: TaxParties): TaxCategoryCode {
  const overrideTotal = line.item.tax_category
    ? undefined
    : totals?.find((t) => t.tax_category && compare(t.tax_percent, line.item.tax_percent) === 0);
  return deriveTaxCategory(
    {
      percent: line.item.tax_percent,
      override: line.item.tax_category ?? overrideTotal?.tax_category,
      exemptionReason: line.item.tax_exemption_reason ?? overrideTotal?.tax_exemption_reason,
    },
    parties,
  );
}

/** A document charge's category: by rate, with the same tax_totals override as lines. */
export function chargeCategory(percent: number, totals: TaxTotal[] | undefined, parties: TaxParties): TaxCategoryCode {
  const t = totals?.find((x) => x.tax_category && compare(x.tax_percent, percent) === 0);
  return deriveTaxCategory({ percent, override: t?.tax_category, exemptionReason: t?.tax_exemption_reason }, parties);
}

export function computeDocument(form: InvoiceForm, supplier: PeppolParty, customer: PeppolParty): DocumentModel {
  const parties = taxParties(supplier, customer);
  const lines: LineModel[] = form.invoice_lines.map((line, i) => {
    const category = lineCategory(line, form.tax_totals, parties);
    return {
      id: String(i + 1),
      line,
      category,
      percent: line.item.tax_percent,
      unitCode: line.unit_code?.trim() || 'EA',
      allowance: lineAllowance(line),
    };
  });
  const charges: ChargeModel[] = (form.allowance_charges ?? [])
    .filter((c: DocumentAllowanceCharge) => c.amount !== 0)
    .map((c) => {
      return {
        charge: c.charge,
        reason: c.reason?.trim() || (c.charge ? 'Frakt' : 'Rabatt'),
        reasonCode: chargeReasonCode(c.charge, c.reason),
        amount: c.amount,
        category: chargeCategory(c.tax_category, form.tax_totals, parties),
        percent: c.tax_category,
      };
    });

  // VAT breakdown: one subtotal per (category, rate), in order of first appearance.
  const groups = new Map<
    string,
    { category: TaxCategoryCode; percent: number; amounts: number[]; reason?: string | null }
  >();
  const add = (category: TaxCategoryCode, percent: number, amt: number, reason?: string | null): void => {
    const key = `${category}|${percent}`;
    let g = groups.get(key);
    if (!g) {
      g = { category, percent, amounts: [], reason };
      groups.set(key, g);
    }
    if (!g.reason && reason) g.reason = reason;
    g.amounts.push(amt);
  };
  for (const l of lines) add(l.category, l.percent, l.line.line_extension_amount, l.line.item.tax_exemption_reason);
  for (const c of charges) add(c.category, c.percent, c.charge ? c.amount : -c.amount);
  // The form's own breakdown order wins (a parsed document keeps its order); new groups follow.
  const formIndex = (g: { category: TaxCategoryCode; percent: number }): number => {
    const i = (form.tax_totals ?? []).findIndex(
      (t) =>
        compare(t.tax_percent, g.percent) === 0 &&
        deriveTaxCategory(
          { percent: t.tax_percent, override: t.tax_category, exemptionReason: t.tax_exemption_reason },
          parties,
        ) === g.category,
    );
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const ordered = [...groups.values()]
    .map((g, i) => ({ g, i, f: formIndex(g) }))
    .sort((a, b) => a.f - b.f || a.i - b.i)
    .map((x) => x.g);
  const subtotals: SubtotalModel[] = ordered.map((g) => {
    const taxable = sum(g.amounts, 2);
    // S, IGIC (L), IPSI (M) and Italian split payment (B) carry tax; the other categories none.
    const computed = 'S L M B'.split(' ').includes(g.category) ? percentOf(taxable, g.percent, 2) : 0;
    const given = findTaxTotal(form.tax_totals, g.category, g.percent, parties);
    // The form's own VAT amount wins when it is within the ±1 tolerance of BR-CO-17/BR-S-09
    // (extraction keeps the supplier's rounding); otherwise the computed one.
    const tax = given && Math.abs(subtract(given.tax_amount, computed, 2)) < 1 ? given.tax_amount : computed;
    const ex = exemptionFor(g.category, given?.tax_exemption_reason ?? g.reason);
    return { category: g.category, percent: g.percent, taxable, tax, exemptionCode: ex.code, exemptionText: ex.text };
  });

  const lineExtension = sum(
    lines.map((l) => l.line.line_extension_amount),
    2,
  );
  const allowanceTotal = sum(
    charges.filter((c) => !c.charge).map((c) => c.amount),
    2,
  );
  const chargeTotal = sum(
    charges.filter((c) => c.charge).map((c) => c.amount),
    2,
  );
  const taxExclusive = sum([lineExtension, chargeTotal, -allowanceTotal], 2);
  const taxTotal = sum(
    subtotals.map((s) => s.tax),
    2,
  );
  const taxInclusive = sum([taxExclusive, taxTotal], 2);
  const rounding = form.legal_monetary_total?.payable_rounding_amount ?? 0;
  const prepaidGiven = form.legal_monetary_total?.prepaid_amount;
  const prepaid = typeof prepaidGiven === 'number' && Number.isFinite(prepaidGiven) ? prepaidGiven : 0;
  const given = form.legal_monetary_total?.payable_amount;
  const payable =
    typeof given === 'number' && Number.isFinite(given) ? given : sum([taxInclusive, -prepaid, rounding], 2);
  return {
    lines,
    charges,
    subtotals,
    totals: {
      lineExtension,
      allowanceTotal,
      chargeTotal,
      taxExclusive,
      taxTotal,
      taxInclusive,
      prepaid,
      rounding,
      payable,
    },
  };
}
