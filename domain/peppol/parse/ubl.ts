// Reads a UBL 2.1 Invoice or CreditNote element tree (Peppol BIS 3.0, or EN 16931 UBL from any
// tool) into the syntax-neutral ParsedDocument. Header fields are a declarative path table, and so
// are the parties (party-paths.ts).

import { num } from '../format';
import type { PeppolAttachment, PeppolParty } from '../types';
import { all, at, child, children, text, type XmlElement } from '../xml/tree';
import { readParty, UBL_PARTY } from './party-paths';
import {
  lineAllowance,
  readHeader,
  unitPrice,
  type HeaderRow,
  type ParsedCharge,
  type ParsedDocument,
  type ParsedLine,
  type ParsedPaymentMeans,
  type ParsedSubtotal,
} from './model';

export const UBL_HEADER: readonly HeaderRow[] = [
  { bt: 'BT-1', field: 'invoice_id', path: 'cbc:ID' },
  { bt: 'BT-2', field: 'issue_date', path: 'cbc:IssueDate' },
  { bt: 'BT-9', field: 'due_date', path: 'cbc:DueDate' },
  { bt: 'BT-20', field: 'payment_terms', path: 'cac:PaymentTerms/cbc:Note' },
  { bt: 'BT-10', field: 'buyer_reference', path: 'cbc:BuyerReference' },
  { bt: 'BT-13', field: 'order_id', path: 'cac:OrderReference/cbc:ID' },
  { bt: 'BT-14', field: 'supplier_reference', path: 'cac:OrderReference/cbc:SalesOrderID' },
  { bt: 'BT-46', field: 'customer_id', path: 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID' },
  { bt: 'BT-19', field: 'accounting_cost', path: 'cbc:AccountingCost' },
  { bt: 'BT-5', field: 'currency', path: 'cbc:DocumentCurrencyCode' },
  { bt: 'BT-83', field: 'payment_id', path: 'cac:PaymentMeans/cbc:PaymentID' },
];

function n(el: XmlElement | undefined, path?: string): number {
  const v = num(text(el, path));
  return Number.isNaN(v) ? 0 : v;
}

/** A UBL cac:Party read with the UBL party path table. */
export function readUblParty(party: XmlElement | undefined): PeppolParty {
  return readParty(party, UBL_PARTY);
}

function category(el: XmlElement | undefined): { category?: string; percent: number } {
  return { category: text(el, 'cbc:ID'), percent: n(el, 'cbc:Percent') };
}

function readLine(el: XmlElement): ParsedLine {
  const qty = child(el, 'cbc:InvoicedQuantity') ?? child(el, 'cbc:CreditedQuantity');
  const item = child(el, 'cac:Item');
  const tax = category(child(item, 'cac:ClassifiedTaxCategory'));
  const line: ParsedLine = {
    name: text(item, 'cbc:Name') ?? '',
    quantity: n(qty),
    unitCode: qty?.attrs.unitCode,
    amount: n(el, 'cbc:LineExtensionAmount'),
    price: unitPrice(n(el, 'cac:Price/cbc:PriceAmount'), num(text(el, 'cac:Price/cbc:BaseQuantity'))),
    category: tax.category,
    percent: tax.percent,
    buyersId: text(item, 'cac:BuyersItemIdentification/cbc:ID'),
    sellersId: text(item, 'cac:SellersItemIdentification/cbc:ID'),
  };
  const acs = children(el, 'cac:AllowanceCharge');
  const allowance = lineAllowance(
    acs.map((ac) => ({
      charge: text(ac, 'cbc:ChargeIndicator') === 'true',
      amount: n(ac, 'cbc:Amount'),
      percentage: num(text(ac, 'cbc:MultiplierFactorNumeric')),
    })),
  );
  if (allowance) line.allowance = allowance;
  return line;
}

function readCharge(el: XmlElement): ParsedCharge {
  const tax = category(child(el, 'cac:TaxCategory'));
  return {
    charge: text(el, 'cbc:ChargeIndicator') === 'true',
    reason: text(el, 'cbc:AllowanceChargeReason') ?? text(el, 'cbc:AllowanceChargeReasonCode') ?? '',
    amount: n(el, 'cbc:Amount'),
    category: tax.category,
    percent: tax.percent,
  };
}

function readSubtotals(root: XmlElement, currency: string | undefined): ParsedSubtotal[] {
  const totals = children(root, 'cac:TaxTotal');
  const main =
    totals.find(
      (t) => child(t, 'cac:TaxSubtotal') && (!currency || child(t, 'cbc:TaxAmount')?.attrs.currencyID === currency),
    ) ?? totals.find((t) => child(t, 'cac:TaxSubtotal'));
  return children(main, 'cac:TaxSubtotal').map((s) => {
    const cat = child(s, 'cac:TaxCategory');
    return {
      ...category(cat),
      taxable: n(s, 'cbc:TaxableAmount'),
      tax: n(s, 'cbc:TaxAmount'),
      exemptionText: text(cat, 'cbc:TaxExemptionReason'),
      exemptionCode: text(cat, 'cbc:TaxExemptionReasonCode'),
    };
  });
}

function readAttachments(root: XmlElement): PeppolAttachment[] {
  const out: PeppolAttachment[] = [];
  for (const ref of children(root, 'cac:AdditionalDocumentReference')) {
    const obj = at(ref, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject');
    if (!obj) continue;
    const att: PeppolAttachment = {
      id: text(ref, 'cbc:ID') ?? null,
      filename: obj.attrs.filename ?? text(ref, 'cbc:ID') ?? 'attachment',
      mime_code: obj.attrs.mimeCode ?? 'application/octet-stream',
      content: obj.text.replace(/\s+/g, ''),
    };
    const desc = text(ref, 'cbc:DocumentDescription');
    if (desc) att.description = desc;
    if (att.id === att.filename) delete att.id;
    out.push(att);
  }
  return out;
}

export function readUbl(root: XmlElement): ParsedDocument {
  const header = readHeader(root, UBL_HEADER);
  const notes = children(root, 'cbc:Note')
    .map((e) => e.text.trim())
    .filter((t) => t !== '');
  if (notes.length > 0) header.note = notes.join('\n');
  const credit = root.local === 'CreditNote';
  if (credit) {
    const due = text(root, 'cac:PaymentMeans/cbc:PaymentDueDate');
    if (due) header.due_date = due;
  }
  const paymentMeans: ParsedPaymentMeans[] = children(root, 'cac:PaymentMeans').map((pm) => ({
    code: text(pm, 'cbc:PaymentMeansCode'),
    account: text(pm, 'cac:PayeeFinancialAccount/cbc:ID')?.replace(/\s+/g, ''),
    branch: text(pm, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID'),
  }));
  const lmt = child(root, 'cac:LegalMonetaryTotal');
  return {
    documentType: credit ? '381' : '380',
    header,
    seller: readUblParty(at(root, 'cac:AccountingSupplierParty/cac:Party')),
    buyer: readUblParty(at(root, 'cac:AccountingCustomerParty/cac:Party')),
    lines: all(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine').map(readLine),
    // Rows with amount 0 are dropped, as build drops them (spec: empty charge rows are not emitted).
    charges: children(root, 'cac:AllowanceCharge')
      .map(readCharge)
      .filter((c) => c.amount !== 0),
    subtotals: readSubtotals(root, header.currency),
    rounding: n(lmt, 'cbc:PayableRoundingAmount'),
    lineExtension: n(lmt, 'cbc:LineExtensionAmount'),
    prepaid: n(lmt, 'cbc:PrepaidAmount'),
    payable: n(lmt, 'cbc:PayableAmount'),
    paymentMeans,
    attachments: readAttachments(root),
  };
}
