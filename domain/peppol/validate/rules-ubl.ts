// UBL syntax rules of EN 16931: UBL-SR-* (how often an element may occur, and a few structural
// conditions) and UBL-DT-* (data types), as a declarative cardinality table plus a few checks
// that need more than a count.

import { decimalsOf } from '../format';
import type { XmlElement } from '../xml/tree';
import { all, child, children, els, exists, text, type Rule, type RuleContext } from './context';

/** Where a count applies: the document, each line, each document allowance/charge, or every element of a name. */
export type Scope = 'document' | 'line' | 'allowance' | 'charge' | `cac:${string}`;

function scopeElements(c: RuleContext, scope: Scope): XmlElement[] {
  switch (scope) {
    case 'document':
      return [c.root];
    case 'line':
      return c.lines;
    case 'allowance':
      return c.docCharges.filter((a) => text(a, 'cbc:ChargeIndicator') === 'false');
    case 'charge':
      return c.docCharges.filter((a) => text(a, 'cbc:ChargeIndicator') === 'true');
    default:
      return els(c, scope);
  }
}
const isVatScheme = (t: XmlElement) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT';

/** [id, what (for the message), scope, path counted from each scope element, maximum]. */
export const MAX_OCCURS: readonly [string, string, Scope, string, number][] = [
  ['UBL-SR-01', 'Contract identifier', 'document', 'cac:ContractDocumentReference/cbc:ID', 1],
  ['UBL-SR-02', 'Receive advice identifier', 'document', 'cac:ReceiptDocumentReference/cbc:ID', 1],
  ['UBL-SR-03', 'Despatch advice identifier', 'document', 'cac:DespatchDocumentReference/cbc:ID', 1],
  ['UBL-SR-05', 'Payment terms', 'document', 'cac:PaymentTerms/cbc:Note', 1],
  ['UBL-SR-08', 'Invoice period', 'document', 'cac:InvoicePeriod', 1],
  [
    'UBL-SR-09',
    'Seller name',
    'document',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    1,
  ],
  ['UBL-SR-10', 'Seller trading name', 'document', 'cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name', 1],
  [
    'UBL-SR-11',
    'Seller legal registration identifier',
    'document',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    1,
  ],
  [
    'UBL-SR-14',
    'Seller additional legal information',
    'document',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm',
    1,
  ],
  [
    'UBL-SR-15',
    'Buyer name',
    'document',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    1,
  ],
  [
    'UBL-SR-16',
    'Buyer identifier',
    'document',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
    1,
  ],
  [
    'UBL-SR-17',
    'Buyer legal registration identifier',
    'document',
    'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID',
    1,
  ],
  ['UBL-SR-24', 'Deliver to information', 'document', 'cac:Delivery', 1],
  ['UBL-SR-39', 'Project reference', 'document', 'cac:ProjectReference/cbc:ID', 1],
  ['UBL-SR-40', 'Buyer trade name', 'document', 'cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name', 1],
  ['UBL-SR-45', 'Payment due date', 'document', 'cac:PaymentMeans/cbc:PaymentDueDate', 1],
  ['UBL-SR-49', 'Value tax point date code', 'document', 'cac:InvoicePeriod/cbc:DescriptionCode', 1],
  [
    'UBL-SR-42',
    'Party tax scheme of the seller',
    'document',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme',
    2,
  ],
  ['UBL-SR-34', 'Invoice line note', 'line', 'cbc:Note', 1],
  ['UBL-SR-35', 'Referenced purchase order line identifier', 'line', 'cac:OrderLineReference/cbc:LineID', 1],
  ['UBL-SR-36', 'Invoice line period', 'line', 'cac:InvoicePeriod', 1],
  ['UBL-SR-37', 'Item price discount', 'line', 'cac:Price/cac:AllowanceCharge/cbc:Amount', 1],
  ['UBL-SR-50', 'Item description', 'line', 'cac:Item/cbc:Description', 1],
  ['UBL-SR-52', 'Line document reference', 'line', 'cac:DocumentReference', 1],
  ['UBL-SR-26', 'Payment reference', 'cac:PaymentMeans', 'cbc:PaymentID', 1],
  ['UBL-SR-27', 'Payment means code', 'cac:PaymentMeans', 'cbc:PaymentMeansCode', 1],
  ['UBL-SR-28', 'Mandate reference identifier', 'cac:PaymentMeans', 'cac:PaymentMandate/cbc:ID', 1],
  ['UBL-SR-06', 'Preceding invoice reference', 'cac:BillingReference', 'cac:InvoiceDocumentReference', 1],
  ['UBL-SR-22', 'Seller tax representative name', 'cac:TaxRepresentativeParty', 'cac:PartyName/cbc:Name', 1],
  [
    'UBL-SR-23',
    'Seller tax representative VAT identifier',
    'cac:TaxRepresentativeParty',
    'cac:PartyTaxScheme/cbc:CompanyID',
    1,
  ],
  ['UBL-SR-32', 'VAT exemption reason text', 'cac:TaxSubtotal', 'cac:TaxCategory/cbc:TaxExemptionReason', 1],
  ['UBL-SR-25', 'Deliver to party name', 'cac:Delivery', 'cac:DeliveryParty/cac:PartyName/cbc:Name', 1],
  ['UBL-SR-30', 'Document level allowance reason', 'allowance', 'cbc:AllowanceChargeReason', 1],
  ['UBL-SR-31', 'Document level charge reason', 'charge', 'cbc:AllowanceChargeReason', 1],
  ['UBL-SR-33', 'Supporting document description', 'cac:AdditionalDocumentReference', 'cbc:DocumentDescription', 1],
];

const countRules: Rule[] = MAX_OCCURS.map(([id, what, scope, path, max]) => ({
  id,
  flag: 'fatal',
  message: `${what} shall occur at most ${max === 1 ? 'once' : 'twice'}.`,
  check: (c: RuleContext) => scopeElements(c, scope).filter((e) => all(e, path).length > max),
}));

const partyVat = (c: RuleContext, party: XmlElement | undefined, vat: boolean) =>
  children(party, 'cac:PartyTaxScheme').filter((t) => isVatScheme(t) === vat && exists(t, 'cbc:CompanyID'));

const sameAsSeller = (c: RuleContext, payee: XmlElement) => {
  const name = text(payee, 'cac:PartyName/cbc:Name');
  return name !== undefined && name === text(c.seller, 'cac:PartyName/cbc:Name');
};

const AMOUNT_NAME = /Amount$/;

export const UBL_RULES: Rule[] = [
  ...countRules,
  {
    id: 'UBL-SR-04',
    flag: 'fatal',
    message: 'The invoiced object identifier shall occur at most once.',
    check: (c) =>
      unless1(
        c,
        children(c.root, 'cac:AdditionalDocumentReference').filter(
          (d) => text(d, 'cbc:DocumentTypeCode') === '130' && exists(d, 'cbc:ID'),
        ).length <= 1,
      ),
  },
  {
    id: 'UBL-SR-07',
    flag: 'fatal',
    message: 'A preceding invoice reference shall contain the preceding invoice number.',
    check: (c) => els(c, 'cac:BillingReference').filter((b) => !exists(b, 'cac:InvoiceDocumentReference/cbc:ID')),
  },
  {
    id: 'UBL-SR-12',
    flag: 'fatal',
    message: 'The seller VAT identifier shall occur at most once.',
    check: (c) => unless1(c, partyVat(c, c.seller, true).length <= 1),
  },
  {
    id: 'UBL-SR-13',
    flag: 'fatal',
    message: 'The seller tax registration identifier shall occur at most once.',
    check: (c) => unless1(c, partyVat(c, c.seller, false).length <= 1),
  },
  {
    id: 'UBL-SR-18',
    flag: 'fatal',
    message: 'The buyer VAT identifier shall occur at most once.',
    check: (c) => unless1(c, partyVat(c, c.buyer, true).length <= 1),
  },
  {
    id: 'UBL-SR-19',
    flag: 'fatal',
    message: 'The payee name shall occur at most once and only when the payee differs from the seller.',
    check: (c) =>
      els(c, 'cac:PayeeParty').filter((p) => all(p, 'cac:PartyName/cbc:Name').length > 1 || sameAsSeller(c, p)),
  },
  {
    id: 'UBL-SR-20',
    flag: 'fatal',
    message: 'The payee identifier shall occur at most once and only when the payee differs from the seller.',
    check: (c) =>
      els(c, 'cac:PayeeParty').filter(
        (p) =>
          all(p, 'cac:PartyIdentification/cbc:ID').filter((e) => (e.attrs.schemeID ?? '').toUpperCase() !== 'SEPA')
            .length > 1 || sameAsSeller(c, p),
      ),
  },
  {
    id: 'UBL-SR-21',
    flag: 'fatal',
    message:
      'The payee legal registration identifier shall occur at most once and only when the payee differs from the seller.',
    check: (c) =>
      els(c, 'cac:PayeeParty').filter(
        (p) => all(p, 'cac:PartyLegalEntity/cbc:CompanyID').length > 1 || sameAsSeller(c, p),
      ),
  },
  {
    id: 'UBL-SR-29',
    flag: 'fatal',
    message: 'The bank assigned creditor identifier (SEPA) shall occur at most once.',
    check: (c) =>
      unless1(
        c,
        els(c, 'cac:PartyIdentification')
          .map((p) => child(p, 'cbc:ID'))
          .filter((e) => (e?.attrs.schemeID ?? '').toUpperCase() === 'SEPA').length <= 1,
      ),
  },
  {
    id: 'UBL-SR-43',
    flag: 'fatal',
    message:
      'A scheme identifier on a document reference is only allowed for the invoiced object (130), or a project reference (50) on a credit note.',
    check: (c) =>
      children(c.root, 'cac:AdditionalDocumentReference').filter((d) => {
        const code = text(d, 'cbc:DocumentTypeCode');
        return child(d, 'cbc:ID')?.attrs.schemeID !== undefined && code !== '130' && !(c.credit && code === '50');
      }),
  },
  {
    id: 'UBL-SR-44',
    flag: 'fatal',
    message: 'An invoice may only have one distinct payment id (it may repeat on several payment means).',
    check: (c) => unless1(c, new Set(els(c, 'cbc:PaymentID').map((e) => e.text.trim())).size <= 1),
  },
  {
    id: 'UBL-SR-46',
    flag: 'fatal',
    message: 'The payment means text shall occur at most once.',
    check: (c) =>
      unless1(
        c,
        children(c.root, 'cac:PaymentMeans').filter((p) => child(p, 'cbc:PaymentMeansCode')?.attrs.name !== undefined)
          .length <= 1,
      ),
  },
  {
    id: 'UBL-SR-47',
    flag: 'fatal',
    message: 'When there is more than one payment means code, they shall be equal.',
    check: (c) => unless1(c, new Set(els(c, 'cbc:PaymentMeansCode').map((e) => e.text)).size <= 1),
  },
  {
    id: 'UBL-SR-48',
    flag: 'fatal',
    message: 'Invoice lines shall have exactly one classified tax category.',
    check: (c) => c.lines.filter((l) => all(l, 'cac:Item/cac:ClassifiedTaxCategory').length !== 1),
  },
  {
    id: 'UBL-SR-51',
    flag: 'fatal',
    message: 'An address can only have one third line.',
    check: (c) =>
      [...els(c, 'cac:PostalAddress'), ...els(c, 'cac:Address')].filter(
        (a) => children(a, 'cac:AddressLine').length > 1,
      ),
  },
  {
    id: 'UBL-SR-53',
    flag: 'fatal',
    message: 'A party tax scheme shall state both the company identifier and the tax scheme.',
    check: (c) =>
      els(c, 'cac:PartyTaxScheme').filter((t) => !exists(t, 'cac:TaxScheme/cbc:ID') || !exists(t, 'cbc:CompanyID')),
  },
  {
    id: 'UBL-DT-01',
    flag: 'fatal',
    message: 'Amounts shall have at most two decimals (prices excepted).',
    check: (c) =>
      c.elements.filter(
        (e) =>
          AMOUNT_NAME.test(e.local) &&
          !e.local.endsWith('PriceAmount') &&
          !(e.parent?.qname === 'cac:AllowanceCharge' && e.parent.parent?.qname === 'cac:Price') &&
          decimalsOf(e.text) > 2,
      ),
  },
  {
    id: 'UBL-DT-06',
    flag: 'fatal',
    message: 'Binary objects shall carry the mimeCode attribute.',
    check: (c) => c.elements.filter((e) => e.local.endsWith('BinaryObject') && e.attrs.mimeCode === undefined),
  },
  {
    id: 'UBL-DT-07',
    flag: 'fatal',
    message: 'Binary objects shall carry the filename attribute.',
    check: (c) => c.elements.filter((e) => e.local.endsWith('BinaryObject') && e.attrs.filename === undefined),
  },
];

function unless1(c: RuleContext, ok: boolean): XmlElement[] {
  return ok ? [] : [c.root];
}
