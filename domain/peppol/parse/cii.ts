// Reads a UN/CEFACT CrossIndustryInvoice (EN 16931 CII syntax, e.g. the XML inside Factur-X /
// ZUGFeRD PDFs) into the same ParsedDocument the UBL reader produces; the parties with the CII
// party path table (party-paths.ts).

import { num } from '../format';
import type { PeppolAttachment } from '../types';
import { all, at, child, children, text, type XmlElement } from '../xml/tree';
import { CII_PARTY, readParty } from './party-paths';
import {
  isoFrom102,
  lineAllowance,
  readHeader,
  unitPrice,
  type HeaderRow,
  type ParsedCharge,
  type ParsedDocument,
  type ParsedLine,
  type ParsedSubtotal,
} from './model';

function n(el: XmlElement | undefined, path?: string): number {
  const v = num(text(el, path));
  return Number.isNaN(v) ? 0 : v;
}

/** CII dates are 'YYYYMMDD' (format 102); the form wants 'YYYY-MM-DD'. */
function date(el: XmlElement | undefined, path: string): string | undefined {
  const v = text(el, path);
  return v ? isoFrom102(v) : undefined;
}

const DOC = 'rsm:ExchangedDocument';
const AGREEMENT = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
const SETTLEMENT = 'rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';

/** Header terms that stand once; notes and payment terms (several blocks) are read below. */
export const CII_HEADER: readonly HeaderRow[] = [
  { bt: 'BT-1', field: 'invoice_id', path: `${DOC}/ram:ID` },
  { bt: 'BT-2', field: 'issue_date', path: `${DOC}/ram:IssueDateTime/udt:DateTimeString`, date102: true },
  { bt: 'BT-10', field: 'buyer_reference', path: `${AGREEMENT}/ram:BuyerReference` },
  { bt: 'BT-13', field: 'order_id', path: `${AGREEMENT}/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID` },
  {
    bt: 'BT-14',
    field: 'supplier_reference',
    path: `${AGREEMENT}/ram:SellerOrderReferencedDocument/ram:IssuerAssignedID`,
  },
  { bt: 'BT-46', field: 'customer_id', path: `${AGREEMENT}/ram:BuyerTradeParty/ram:ID` },
  { bt: 'BT-5', field: 'currency', path: `${SETTLEMENT}/ram:InvoiceCurrencyCode` },
  { bt: 'BT-83', field: 'payment_id', path: `${SETTLEMENT}/ram:PaymentReference` },
  { bt: 'BT-19', field: 'accounting_cost', path: `${SETTLEMENT}/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID` },
];

function indicator(el: XmlElement | undefined): boolean {
  return text(el, 'ram:ChargeIndicator/udt:Indicator') === 'true';
}

function readLine(li: XmlElement): ParsedLine {
  const product = child(li, 'ram:SpecifiedTradeProduct');
  const settle = child(li, 'ram:SpecifiedLineTradeSettlement');
  const qty = at(li, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity');
  const tax = child(settle, 'ram:ApplicableTradeTax');
  const line: ParsedLine = {
    name: text(product, 'ram:Name') ?? '',
    quantity: n(qty),
    unitCode: qty?.attrs.unitCode,
    amount: n(settle, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
    price: unitPrice(
      n(li, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'),
      num(text(li, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:BasisQuantity')),
    ),
    category: text(tax, 'ram:CategoryCode'),
    percent: n(tax, 'ram:RateApplicablePercent'),
    buyersId: text(product, 'ram:BuyerAssignedID'),
    sellersId: text(product, 'ram:SellerAssignedID'),
  };
  const allowance = lineAllowance(
    children(settle, 'ram:SpecifiedTradeAllowanceCharge').map((ac) => ({
      charge: indicator(ac),
      amount: n(ac, 'ram:ActualAmount'),
      percentage: num(text(ac, 'ram:CalculationPercent')),
    })),
  );
  if (allowance) line.allowance = allowance;
  return line;
}

export function readCii(root: XmlElement): ParsedDocument {
  const doc = child(root, 'rsm:ExchangedDocument');
  const tx = child(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = child(tx, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = child(tx, 'ram:ApplicableHeaderTradeSettlement');
  const sums = child(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const typeCode = text(doc, 'ram:TypeCode');
  const header = readHeader(root, CII_HEADER);
  const set = (k: keyof ParsedDocument['header'], v: string | undefined): void => {
    if (v !== undefined) header[k] = v;
  };
  const notes = all(doc, 'ram:IncludedNote/ram:Content')
    .map((e) => e.text.trim())
    .filter((t) => t !== '');
  if (notes.length > 0) header.note = notes.join('\n');
  // Several payment-terms blocks (instalments, skonto) may each carry a description or a due date:
  // the first block that has one gives it.
  const terms = children(settlement, 'ram:SpecifiedTradePaymentTerms');
  set(
    'payment_terms',
    terms.map((t) => text(t, 'ram:Description')).find((v) => v !== undefined),
  );
  set(
    'due_date',
    terms.map((t) => date(t, 'ram:DueDateDateTime/udt:DateTimeString')).find((v) => v !== undefined),
  );

  const subtotals: ParsedSubtotal[] = children(settlement, 'ram:ApplicableTradeTax').map((t) => ({
    category: text(t, 'ram:CategoryCode'),
    percent: n(t, 'ram:RateApplicablePercent'),
    taxable: n(t, 'ram:BasisAmount'),
    tax: n(t, 'ram:CalculatedAmount'),
    exemptionText: text(t, 'ram:ExemptionReason'),
    exemptionCode: text(t, 'ram:ExemptionReasonCode'),
  }));
  const charges: ParsedCharge[] = children(settlement, 'ram:SpecifiedTradeAllowanceCharge')
    .filter((ac) => n(ac, 'ram:ActualAmount') !== 0)
    .map((ac) => ({
      charge: indicator(ac),
      reason: text(ac, 'ram:Reason') ?? text(ac, 'ram:ReasonCode') ?? '',
      amount: n(ac, 'ram:ActualAmount'),
      category: text(ac, 'ram:CategoryTradeTax/ram:CategoryCode'),
      percent: n(ac, 'ram:CategoryTradeTax/ram:RateApplicablePercent'),
    }));
  const attachments: PeppolAttachment[] = [];
  for (const ref of children(agreement, 'ram:AdditionalReferencedDocument')) {
    const obj = child(ref, 'ram:AttachmentBinaryObject');
    if (!obj) continue;
    attachments.push({
      filename: obj.attrs.filename ?? text(ref, 'ram:IssuerAssignedID') ?? 'attachment',
      mime_code: obj.attrs.mimeCode ?? 'application/octet-stream',
      content: obj.text.replace(/\s+/g, ''),
    });
  }
  return {
    documentType: typeCode === '381' ? '381' : '380',
    header,
    seller: readParty(child(agreement, 'ram:SellerTradeParty'), CII_PARTY),
    buyer: readParty(child(agreement, 'ram:BuyerTradeParty'), CII_PARTY),
    lines: children(tx, 'ram:IncludedSupplyChainTradeLineItem').map(readLine),
    charges,
    subtotals,
    rounding: n(sums, 'ram:RoundingAmount'),
    lineExtension: n(sums, 'ram:LineTotalAmount'),
    prepaid: n(sums, 'ram:TotalPrepaidAmount'),
    payable: n(sums, 'ram:DuePayableAmount'),
    paymentMeans: children(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans').map((pm) => ({
      code: text(pm, 'ram:TypeCode'),
      account: (
        text(pm, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID') ??
        text(pm, 'ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID')
      )?.replace(/\s+/g, ''),
      branch: text(pm, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
    })),
    attachments,
  };
}
