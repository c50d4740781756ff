// The syntax-neutral reading of an invoice that both the UBL and the CII readers produce, and the
// one mapping from it to the form shape build takes (so parse then build round-trips).

import type { InvoiceForm, InvoiceLine, TaxTotal } from '../../invoice-form';
import { chargeCategory, lineCategory, taxParties } from '../build/compute';
import { round } from '../../money';
import { EXEMPTION_DEFAULTS } from '../tax-category';
import { sumAmounts } from '../validate/amounts';
import type { PeppolAttachment, PeppolDocumentInput, PeppolParty } from '../types';
import { text, type XmlElement } from '../xml/tree';

export interface ParsedLine {
  name: string;
  quantity: number;
  unitCode?: string;
  amount: number;
  price: number;
  category?: string;
  percent: number;
  buyersId?: string;
  sellersId?: string;
  allowance?: { charge: boolean; percentage?: number; amount: number };
}

export interface ParsedCharge {
  charge: boolean;
  reason: string;
  amount: number;
  category?: string;
  percent: number;
}

export interface ParsedSubtotal {
  category?: string;
  percent: number;
  taxable: number;
  tax: number;
  exemptionText?: string;
  exemptionCode?: string;
}

export interface ParsedPaymentMeans {
  code?: string;
  account?: string;
  branch?: string;
}

export interface ParsedDocument {
  documentType: '380' | '381';
  header: Partial<
    Record<
      | 'invoice_id'
      | 'issue_date'
      | 'due_date'
      | 'payment_terms'
      | 'note'
      | 'buyer_reference'
      | 'order_id'
      | 'supplier_reference'
      | 'customer_id'
      | 'accounting_cost'
      | 'currency'
      | 'payment_id',
      string
    >
  >;
  seller: PeppolParty;
  buyer: PeppolParty;
  lines: ParsedLine[];
  charges: ParsedCharge[];
  subtotals: ParsedSubtotal[];
  rounding: number;
  lineExtension: number;
  /** Prepaid amount (BT-113), 0 when absent. */
  prepaid: number;
  payable: number;
  paymentMeans: ParsedPaymentMeans[];
  attachments: PeppolAttachment[];
}

/** A header business term (BT id), the header field it fills and its path from the root. */
export interface HeaderRow {
  bt: string;
  field: keyof ParsedDocument['header'];
  path: string;
  /** A CII date (format 102, 'YYYYMMDD'), written 'YYYY-MM-DD' as the form wants. */
  date102?: boolean;
}

/** 'YYYYMMDD' as 'YYYY-MM-DD'; any other text as it is. */
export function isoFrom102(v: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : v;
}

/** The header fields a syntax's table finds under the root; absent terms stay absent. */
export function readHeader(root: XmlElement, rows: readonly HeaderRow[]): ParsedDocument['header'] {
  const header: ParsedDocument['header'] = {};
  for (const row of rows) {
    const v = text(root, row.path);
    if (v !== undefined) header[row.field] = row.date102 ? isoFrom102(v) : v;
  }
  return header;
}

/** The form's unit price: the net price divided by the price base quantity (BT-149) when given. */
export function unitPrice(priceAmount: number, baseQuantity: number): number {
  if (Number.isNaN(baseQuantity) || baseQuantity === 0 || baseQuantity === 1) return priceAmount;
  // Ten decimals keep quantity × price within the 0.02 slack of PEPPOL-EN16931-R120.
  return round(priceAmount / baseQuantity, 10);
}

/**
 * The form holds one line allowance or charge: a single one is kept with its percentage; several
 * are netted into one amount; a zero amount without percentage is no allowance at all.
 */
export function lineAllowance(
  list: { charge: boolean; amount: number; percentage: number }[],
): ParsedLine['allowance'] {
  if (list.length === 1) {
    const a = list[0] as (typeof list)[number];
    const hasPct = !Number.isNaN(a.percentage);
    if (a.amount === 0 && !hasPct) return undefined;
    return hasPct
      ? { charge: a.charge, amount: a.amount, percentage: a.percentage }
      : { charge: a.charge, amount: a.amount };
  }
  if (list.length === 0) return undefined;
  const net = sumAmounts(list.map((a) => (a.charge ? a.amount : -a.amount)));
  return net === 0 ? undefined : { charge: net > 0, amount: Math.abs(net) };
}

function formPaymentMeans(pms: ParsedPaymentMeans[], seller: PeppolParty): InvoiceForm['payment_means'] {
  const out: NonNullable<InvoiceForm['payment_means']> = {};
  for (const pm of pms) {
    if (!pm.account) continue;
    if (pm.branch === 'SE:BANKGIRO') out.bankgiro ??= pm.account;
    else if (pm.branch === 'SE:PLUSGIRO') out.plusgiro ??= pm.account;
    else if (/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(pm.account)) {
      if (!out.iban) {
        out.iban = pm.account;
        if (pm.branch) out.bic = pm.branch;
      }
    } else {
      // A domestic account number has no place in the form; it stays on the seller.
      seller.payment_means = [...(seller.payment_means ?? []), { name: 'Default', bankAccount: pm.account }];
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The exemption text worth keeping: E always needs one; elsewhere only a non-default text. */
function keptReason(
  category: string | undefined,
  text: string | undefined,
  code: string | undefined,
): string | undefined {
  if (!category) return text;
  const def = EXEMPTION_DEFAULTS[category as keyof typeof EXEMPTION_DEFAULTS];
  if (category === 'E') return text ?? code;
  if (text && text !== def?.text) return text;
  if (!text && code && code !== def?.code) return code;
  return undefined;
}

export function toInput(p: ParsedDocument): PeppolDocumentInput {
  const parties = taxParties(p.seller, p.buyer);
  const h = p.header;
  const taxTotals: TaxTotal[] = p.subtotals.map((s) => {
    const t: TaxTotal = { tax_percent: s.percent, taxable_amount: s.taxable, tax_amount: s.tax };
    const reason = keptReason(s.category, s.exemptionText, s.exemptionCode);
    if (reason) t.tax_exemption_reason = reason;
    return t;
  });
  // Categories the rule table would not derive by itself are written on the tax_totals rows.
  p.subtotals.forEach((s, i) => {
    const t = taxTotals[i] as TaxTotal;
    if (s.category && chargeCategory(s.percent, [t], parties) !== s.category) t.tax_category = s.category;
  });
  const lines: InvoiceLine[] = p.lines.map((l) => {
    const line: InvoiceLine = {
      item: { name: l.name, tax_percent: l.percent },
      price: { amount: l.price },
      invoiced_quantity: l.quantity,
      line_extension_amount: l.amount,
    };
    if (l.buyersId) line.item.buyers_item_identification = l.buyersId;
    if (l.sellersId) line.item.sellers_item_identification = l.sellersId;
    if (l.unitCode && l.unitCode !== 'EA') line.unit_code = l.unitCode;
    if (l.allowance) line.allowance_charge = { ...l.allowance };
    if (l.category && lineCategory(line, taxTotals, parties) !== l.category) line.item.tax_category = l.category;
    return line;
  });
  const invoice: InvoiceForm = {
    invoice_id: h.invoice_id ?? '',
    document_type: p.documentType,
    issue_date: h.issue_date ?? '',
    document_currency_code: h.currency ?? '',
    invoice_lines: lines,
    allowance_charges: p.charges.map((c) => ({
      charge: c.charge,
      reason: c.reason,
      amount: c.amount,
      tax_category: c.percent,
    })),
    tax_totals: taxTotals,
    legal_monetary_total: {
      payable_rounding_amount: p.rounding,
      line_extension_amount: p.lineExtension,
      payable_amount: p.payable,
    },
  };
  if (p.prepaid !== 0) invoice.legal_monetary_total.prepaid_amount = p.prepaid;
  const optional: [keyof InvoiceForm, string | undefined][] = [
    ['payment_id', h.payment_id],
    ['due_date', h.due_date],
    ['payment_terms', h.payment_terms],
    ['note', h.note],
    ['buyer_reference', h.buyer_reference],
    ['supplier_reference', h.supplier_reference],
    ['customer_id', h.customer_id],
    ['accounting_cost', h.accounting_cost],
  ];
  const record = invoice as unknown as Record<string, unknown>;
  for (const [k, v] of optional) if (v !== undefined) record[k] = v;
  if (h.order_id && h.order_id !== 'NA') invoice.order_reference = { id: h.order_id };
  const pm = formPaymentMeans(p.paymentMeans, p.seller);
  if (pm) invoice.payment_means = pm;
  const cd: NonNullable<InvoiceForm['customer_data']> = {};
  for (const k of ['name', 'org_id', 'tax_number', 'peppol_id', 'phone', 'address'] as const) {
    const v = p.buyer[k];
    if (v !== undefined && v !== null) (cd as Record<string, unknown>)[k] = v;
  }
  invoice.customer_data = cd;
  return { invoice, supplier: p.seller, customer: p.buyer, attachments: p.attachments };
}
