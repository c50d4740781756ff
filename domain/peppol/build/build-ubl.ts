// Builds a Peppol BIS Billing 3.0 UBL 2.1 Invoice (380) or CreditNote (381) from the invoice form,
// the supplier and the customer. Element order follows the UBL 2.1 schema sequence of each document
// type; the numbers come from compute.ts.

import { amount, percent, price, quantity } from '../format';
import { normalizeGiro } from '../../identifiers';
import type { PeppolDocumentInput } from '../types';
import { NS } from '../xml/namespaces';
import { XmlWriter } from '../xml/writer';
import { computeDocument, type DocumentModel, type LineModel } from './compute';
import { writeParty } from './parties';
import { paymentMeansOf } from './payment-means';

export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

function taxCategory(
  w: XmlWriter,
  tag: string,
  category: string,
  pct: number,
  ex?: { code?: string; text?: string },
): void {
  w.open(tag).leaf('cbc:ID', category);
  // BR-O-05..07: 'Not subject to VAT' carries no rate at all.
  if (category !== 'O') w.leaf('cbc:Percent', percent(pct));
  if (ex) w.leaf('cbc:TaxExemptionReasonCode', ex.code).leaf('cbc:TaxExemptionReason', ex.text);
  w.open('cac:TaxScheme').leaf('cbc:ID', 'VAT').close('cac:TaxScheme').close(tag);
}

function writeLine(w: XmlWriter, m: LineModel, credit: boolean, cur: string): void {
  const tag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const l = m.line;
  w.open(tag)
    .leaf('cbc:ID', m.id)
    .leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', quantity(l.invoiced_quantity), {
      unitCode: m.unitCode,
    })
    .leaf('cbc:LineExtensionAmount', amount(l.line_extension_amount), { currencyID: cur });
  const a = m.allowance;
  if (a) {
    w.open('cac:AllowanceCharge')
      .leaf('cbc:ChargeIndicator', a.charge ? 'true' : 'false')
      .leaf('cbc:AllowanceChargeReasonCode', a.reasonCode)
      .leaf('cbc:AllowanceChargeReason', a.reason);
    if (a.percent !== undefined) w.leaf('cbc:MultiplierFactorNumeric', quantity(a.percent));
    w.leaf('cbc:Amount', amount(a.amount), { currencyID: cur });
    if (a.base !== undefined) w.leaf('cbc:BaseAmount', amount(a.base), { currencyID: cur });
    w.close('cac:AllowanceCharge');
  }
  w.open('cac:Item').leaf('cbc:Name', l.item.name);
  if (l.item.buyers_item_identification) {
    w.open('cac:BuyersItemIdentification')
      .leaf('cbc:ID', l.item.buyers_item_identification)
      .close('cac:BuyersItemIdentification');
  }
  if (l.item.sellers_item_identification) {
    w.open('cac:SellersItemIdentification')
      .leaf('cbc:ID', l.item.sellers_item_identification)
      .close('cac:SellersItemIdentification');
  }
  taxCategory(w, 'cac:ClassifiedTaxCategory', m.category, m.percent);
  w.close('cac:Item');
  w.open('cac:Price').leaf('cbc:PriceAmount', price(l.price.amount), { currencyID: cur }).close('cac:Price');
  w.close(tag);
}

function writeTotals(w: XmlWriter, doc: DocumentModel, cur: string): void {
  const c = { currencyID: cur };
  w.open('cac:TaxTotal').leaf('cbc:TaxAmount', amount(doc.totals.taxTotal), c);
  for (const s of doc.subtotals) {
    w.open('cac:TaxSubtotal').leaf('cbc:TaxableAmount', amount(s.taxable), c).leaf('cbc:TaxAmount', amount(s.tax), c);
    taxCategory(w, 'cac:TaxCategory', s.category, s.percent, { code: s.exemptionCode, text: s.exemptionText });
    w.close('cac:TaxSubtotal');
  }
  w.close('cac:TaxTotal');
  const t = doc.totals;
  w.open('cac:LegalMonetaryTotal')
    .leaf('cbc:LineExtensionAmount', amount(t.lineExtension), c)
    .leaf('cbc:TaxExclusiveAmount', amount(t.taxExclusive), c)
    .leaf('cbc:TaxInclusiveAmount', amount(t.taxInclusive), c);
  if (doc.charges.some((x) => !x.charge)) w.leaf('cbc:AllowanceTotalAmount', amount(t.allowanceTotal), c);
  if (doc.charges.some((x) => x.charge)) w.leaf('cbc:ChargeTotalAmount', amount(t.chargeTotal), c);
  if (t.prepaid !== 0) w.leaf('cbc:PrepaidAmount', amount(t.prepaid), c);
  if (t.rounding !== 0) w.leaf('cbc:PayableRoundingAmount', amount(t.rounding), c);
  w.leaf('cbc:PayableAmount', amount(t.payable), c).close('cac:LegalMonetaryTotal');
}

/** The UBL XML of the document. */
export function buildUbl(input: PeppolDocumentInput): string {
  const { invoice: f, supplier, customer } = input;
  const credit = f.document_type === '381';
  const root = credit ? 'CreditNote' : 'Invoice';
  const cur = f.document_currency_code.trim().toUpperCase();
  const doc = computeDocument(f, supplier, customer);
  const w = new XmlWriter();
  w.open(root, { xmlns: credit ? NS.creditNote : NS.invoice, 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc })
    .leaf('cbc:CustomizationID', CUSTOMIZATION_ID)
    .leaf('cbc:ProfileID', PROFILE_ID)
    .leaf('cbc:ID', f.invoice_id)
    .leaf('cbc:IssueDate', f.issue_date);
  if (!credit) w.leaf('cbc:DueDate', f.due_date).leaf('cbc:InvoiceTypeCode', '380');
  else w.leaf('cbc:CreditNoteTypeCode', '381');
  w.leaf('cbc:Note', f.note)
    .leaf('cbc:DocumentCurrencyCode', cur)
    .leaf('cbc:AccountingCost', f.accounting_cost)
    .leaf('cbc:BuyerReference', f.buyer_reference);
  const orderId = f.order_reference?.id?.trim();
  if (orderId || f.supplier_reference) {
    // BT-13 is mandatory inside OrderReference; 'NA' when only the sales order reference exists.
    w.open('cac:OrderReference')
      .leaf('cbc:ID', orderId || 'NA')
      .leaf('cbc:SalesOrderID', f.supplier_reference)
      .close('cac:OrderReference');
  }
  (input.attachments ?? []).forEach((att, i) => {
    w.open('cac:AdditionalDocumentReference')
      .leaf('cbc:ID', att.id || att.filename || `attachment-${i + 1}`)
      .leaf('cbc:DocumentDescription', att.description)
      .open('cac:Attachment')
      .leaf('cbc:EmbeddedDocumentBinaryObject', att.content.replace(/\s+/g, ''), {
        mimeCode: att.mime_code,
        filename: att.filename,
      })
      .close('cac:Attachment')
      .close('cac:AdditionalDocumentReference');
  });
  w.open('cac:AccountingSupplierParty');
  writeParty(w, supplier, 'seller');
  w.close('cac:AccountingSupplierParty');
  w.open('cac:AccountingCustomerParty');
  writeParty(w, customer, 'buyer', f.customer_id);
  w.close('cac:AccountingCustomerParty');
  if (doc.lines.some((l) => l.category === 'K')) {
    // BR-IC-11/12: intra-community supply needs a delivery date and country; the form has neither,
    // so the buyer's country and the issue date stand in (docs/peppol.md).
    const country = customer.address?.country?.trim().toUpperCase();
    w.open('cac:Delivery').leaf('cbc:ActualDeliveryDate', f.issue_date);
    if (country) {
      w.open('cac:DeliveryLocation')
        .open('cac:Address')
        .open('cac:Country')
        .leaf('cbc:IdentificationCode', country)
        .close('cac:Country')
        .close('cac:Address')
        .close('cac:DeliveryLocation');
    }
    w.close('cac:Delivery');
  }
  for (const pm of paymentMeansOf(f, supplier, customer)) {
    w.open('cac:PaymentMeans').leaf('cbc:PaymentMeansCode', pm.code);
    if (credit) w.leaf('cbc:PaymentDueDate', f.due_date);
    w.leaf('cbc:PaymentID', f.payment_id ? (normalizeGiro(f.payment_id) ?? f.payment_id.trim()) : undefined);
    if (pm.account) {
      w.open('cac:PayeeFinancialAccount').leaf('cbc:ID', pm.account);
      if (pm.branch)
        w.open('cac:FinancialInstitutionBranch').leaf('cbc:ID', pm.branch).close('cac:FinancialInstitutionBranch');
      w.close('cac:PayeeFinancialAccount');
    }
    w.close('cac:PaymentMeans');
  }
  if (f.payment_terms) w.open('cac:PaymentTerms').leaf('cbc:Note', f.payment_terms).close('cac:PaymentTerms');
  for (const c of doc.charges) {
    w.open('cac:AllowanceCharge')
      .leaf('cbc:ChargeIndicator', c.charge ? 'true' : 'false')
      .leaf('cbc:AllowanceChargeReasonCode', c.reasonCode)
      .leaf('cbc:AllowanceChargeReason', c.reason)
      .leaf('cbc:Amount', amount(c.amount), { currencyID: cur });
    taxCategory(w, 'cac:TaxCategory', c.category, c.percent);
    w.close('cac:AllowanceCharge');
  }
  writeTotals(w, doc, cur);
  for (const l of doc.lines) writeLine(w, l, credit, cur);
  w.close(root);
  return w.toString();
}
