// One test per implemented rule id (except the VAT-category families, see rules-vat.test.ts):
// the clean base document passes every rule, and each entry breaks exactly its rule's condition
// on a fresh copy of the base tree and expects a finding with that id.

import { buildUbl } from '../build/build-ubl';
import { creditNoteInput, richInput } from '../fixtures/bases';
import { add, docCharge, get, remove, setAttr, setText, subtotals } from '../fixtures/tree-edit';
import { readTree } from '../parse';
import type { XmlElement } from '../xml/tree';
import { IMPLEMENTED_RULE_IDS, validateTree } from '.';

const RICH = buildUbl(richInput());
const CREDIT = buildUbl(creditNoteInput());
const S = 'cac:AccountingSupplierParty/cac:Party';
const B = 'cac:AccountingCustomerParty/cac:Party';
const L1 = 'cac:InvoiceLine';
const LMT = 'cac:LegalMonetaryTotal';
const line = (r: XmlElement, n: number) => r.children.filter((c) => c.qname === 'cac:InvoiceLine')[n - 1] as XmlElement;
const tr = (r: XmlElement, children: (p: XmlElement) => void) => children(add(r, 'cac:TaxRepresentativeParty'));

type Edit = (root: XmlElement) => void;
/** [rule id, edit that breaks it, base ('credit' for a credit note)]. */
export const BREAKS: [string, Edit, ('credit' | undefined)?][] = [
  [
    'ESYN-S-001',
    (r) => {
      r.ns = 'urn:example:not-ubl';
    },
  ],
  ['ESYN-S-002', (r) => setText(r, 'cbc:InvoiceTypeCode', '381')],
  ['ESYN-S-003', (r) => setText(r, 'cbc:CreditNoteTypeCode', '380'), 'credit'],
  [
    'ESYN-S-004',
    (r) => {
      add(r, '{urn:example:other}Extra', 'x');
    },
  ],
  ['ESYN-S-005', (r) => setText(r, `${LMT}/cbc:PayableAmount`, '12,50')],
  [
    'ESYN-S-006',
    (r) => {
      add(r, 'cbc:BuyerReference', 'second');
    },
  ],
  ['ESYN-S-007', (r) => remove(line(r, 1), 'cac:Price')],
  [
    'ESYN-S-008',
    (r) => {
      const [a, b] = [get(r, 'cbc:ID'), get(r, 'cbc:IssueDate')];
      r.children = r.children.map((c) => (c === a ? b : c === b ? a : c));
    },
  ],
  [
    'ESYN-S-009',
    (r) => {
      add(get(r, S), 'cbc:Note', 'not a party element');
    },
  ],
  ['BR-01', (r) => remove(r, 'cbc:CustomizationID')],
  ['BR-02', (r) => remove(r, 'cbc:ID')],
  ['BR-03', (r) => remove(r, 'cbc:IssueDate')],
  ['BR-04', (r) => remove(r, 'cbc:InvoiceTypeCode')],
  ['BR-05', (r) => remove(r, 'cbc:DocumentCurrencyCode')],
  ['BR-06', (r) => remove(r, `${S}/cac:PartyLegalEntity/cbc:RegistrationName`)],
  ['BR-07', (r) => remove(r, `${B}/cac:PartyLegalEntity/cbc:RegistrationName`)],
  ['BR-08', (r) => remove(r, `${S}/cac:PostalAddress`)],
  ['BR-09', (r) => remove(r, `${S}/cac:PostalAddress/cac:Country`)],
  ['BR-10', (r) => remove(r, `${B}/cac:PostalAddress`)],
  ['BR-11', (r) => remove(r, `${B}/cac:PostalAddress/cac:Country`)],
  ['BR-12', (r) => remove(r, `${LMT}/cbc:LineExtensionAmount`)],
  ['BR-13', (r) => remove(r, `${LMT}/cbc:TaxExclusiveAmount`)],
  ['BR-14', (r) => remove(r, `${LMT}/cbc:TaxInclusiveAmount`)],
  ['BR-15', (r) => remove(r, `${LMT}/cbc:PayableAmount`)],
  ['BR-16', (r) => remove(r, L1)],
  [
    'BR-17',
    (r) => {
      add(r, 'cac:PayeeParty/cac:PartyIdentification/cbc:ID', 'P1');
    },
  ],
  [
    'BR-18',
    (r) =>
      tr(r, (p) => {
        add(p, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode', 'SE');
        add(p, 'cac:PartyTaxScheme/cbc:CompanyID', 'SE556036079301');
      }),
  ],
  [
    'BR-19',
    (r) =>
      tr(r, (p) => {
        add(p, 'cac:PartyName/cbc:Name', 'Rep');
      }),
  ],
  [
    'BR-20',
    (r) =>
      tr(r, (p) => {
        add(p, 'cac:PartyName/cbc:Name', 'Rep');
        add(p, 'cac:PostalAddress/cbc:StreetName', 'Gatan');
      }),
  ],
  ['BR-21', (r) => remove(line(r, 1), 'cbc:ID')],
  ['BR-22', (r) => remove(line(r, 1), 'cbc:InvoicedQuantity')],
  ['BR-23', (r) => setAttr(line(r, 1), 'cbc:InvoicedQuantity', 'unitCode', undefined)],
  ['BR-24', (r) => remove(line(r, 1), 'cbc:LineExtensionAmount')],
  ['BR-25', (r) => remove(line(r, 1), 'cac:Item/cbc:Name')],
  ['BR-26', (r) => remove(line(r, 1), 'cac:Price/cbc:PriceAmount')],
  ['BR-27', (r) => setText(line(r, 1), 'cac:Price/cbc:PriceAmount', '-100')],
  [
    'BR-28',
    (r) => {
      const a = add(get(line(r, 1), 'cac:Price'), 'cac:AllowanceCharge');
      add(a, 'cbc:ChargeIndicator', 'false');
      add(a, 'cbc:Amount', '0');
      add(a, 'cbc:BaseAmount', '-1');
    },
  ],
  [
    'BR-29',
    (r) => {
      add(r, 'cac:InvoicePeriod/cbc:StartDate', '2026-11-10');
      add(get(r, 'cac:InvoicePeriod'), 'cbc:EndDate', '2026-11-01');
    },
  ],
  [
    'BR-30',
    (r) => {
      const p = add(line(r, 1), 'cac:InvoicePeriod');
      add(p, 'cbc:StartDate', '2026-11-10');
      add(p, 'cbc:EndDate', '2026-11-01');
    },
  ],
  ['BR-31', (r) => remove(docCharge(r, false), 'cbc:Amount')],
  ['BR-32', (r) => remove(docCharge(r, false), 'cac:TaxCategory')],
  [
    'BR-33',
    (r) => {
      remove(docCharge(r, false), 'cbc:AllowanceChargeReason');
      remove(docCharge(r, false), 'cbc:AllowanceChargeReasonCode');
    },
  ],
  ['BR-36', (r) => remove(docCharge(r, true), 'cbc:Amount')],
  ['BR-37', (r) => remove(docCharge(r, true), 'cac:TaxCategory')],
  [
    'BR-38',
    (r) => {
      remove(docCharge(r, true), 'cbc:AllowanceChargeReason');
      remove(docCharge(r, true), 'cbc:AllowanceChargeReasonCode');
    },
  ],
  ['BR-41', (r) => remove(line(r, 1), 'cac:AllowanceCharge/cbc:Amount')],
  [
    'BR-42',
    (r) => {
      remove(line(r, 1), 'cac:AllowanceCharge/cbc:AllowanceChargeReason');
      remove(line(r, 1), 'cac:AllowanceCharge/cbc:AllowanceChargeReasonCode');
    },
  ],
  ['BR-43', (r) => remove(line(r, 2), 'cac:AllowanceCharge/cbc:Amount')],
  [
    'BR-44',
    (r) => {
      remove(line(r, 2), 'cac:AllowanceCharge/cbc:AllowanceChargeReason');
      remove(line(r, 2), 'cac:AllowanceCharge/cbc:AllowanceChargeReasonCode');
    },
  ],
  ['BR-45', (r) => remove(r, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')],
  ['BR-46', (r) => remove(r, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')],
  ['BR-47', (r) => remove(r, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')],
  ['BR-48', (r) => remove(r, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')],
  ['BR-49', (r) => remove(r, 'cac:PaymentMeans/cbc:PaymentMeansCode')],
  ['BR-50', (r) => remove(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')],
  [
    'BR-51',
    (r) => {
      add(get(r, 'cac:PaymentMeans'), 'cac:CardAccount/cbc:PrimaryAccountNumberID', '1234567890123456');
    },
  ],
  [
    'BR-52',
    (r) => {
      add(r, 'cac:AdditionalDocumentReference/cbc:DocumentDescription', 'no id');
    },
  ],
  [
    'BR-53',
    (r) => {
      add(r, 'cbc:TaxCurrencyCode', 'EUR');
    },
  ],
  [
    'BR-54',
    (r) => {
      add(get(line(r, 1), 'cac:Item'), 'cac:AdditionalItemProperty/cbc:Name', 'Colour');
    },
  ],
  [
    'BR-55',
    (r) => {
      add(r, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate', '2026-01-01');
    },
  ],
  [
    'BR-56',
    (r) =>
      tr(r, (p) => {
        add(p, 'cac:PartyName/cbc:Name', 'Rep');
        add(p, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode', 'SE');
      }),
  ],
  [
    'BR-57',
    (r) => {
      add(r, 'cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:StreetName', 'Gatan 1');
    },
  ],
  ['BR-61', (r) => remove(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount')],
  ['BR-62', (r) => setAttr(r, `${S}/cbc:EndpointID`, 'schemeID', undefined)],
  ['BR-63', (r) => setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', undefined)],
  [
    'BR-64',
    (r) => {
      add(get(line(r, 1), 'cac:Item'), 'cac:StandardItemIdentification/cbc:ID', '7300010000001');
    },
  ],
  [
    'BR-65',
    (r) => {
      add(get(line(r, 1), 'cac:Item'), 'cac:CommodityClassification/cbc:ItemClassificationCode', '12345');
    },
  ],
  [
    'BR-66',
    (r) => {
      for (let i = 0; i < 2; i += 1) {
        const p = add(r, 'cac:PaymentMeans');
        add(p, 'cbc:PaymentMeansCode', '48');
        add(p, 'cac:CardAccount/cbc:PrimaryAccountNumberID', '1234');
      }
    },
  ],
  [
    'BR-67',
    (r) => {
      for (let i = 0; i < 2; i += 1) {
        const p = add(r, 'cac:PaymentMeans');
        add(p, 'cbc:PaymentMeansCode', '59');
        add(p, 'cac:PaymentMandate/cbc:ID', `M${i}`);
      }
    },
  ],
  [
    'BR-CO-03',
    (r) => {
      add(r, 'cbc:TaxPointDate', '2026-11-20');
      add(r, 'cac:InvoicePeriod/cbc:DescriptionCode', '3');
    },
  ],
  ['BR-CO-04', (r) => remove(line(r, 1), 'cac:Item/cac:ClassifiedTaxCategory')],
  ['BR-CO-09', (r) => setText(r, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, '556036079301')],
  ['BR-CO-10', (r) => setText(r, `${LMT}/cbc:LineExtensionAmount`, '266.00')],
  ['BR-CO-11', (r) => setText(r, `${LMT}/cbc:AllowanceTotalAmount`, '11.00')],
  ['BR-CO-12', (r) => setText(r, `${LMT}/cbc:ChargeTotalAmount`, '48.00')],
  ['BR-CO-13', (r) => setText(r, `${LMT}/cbc:TaxExclusiveAmount`, '305.00')],
  ['BR-CO-14', (r) => setText(r, 'cac:TaxTotal/cbc:TaxAmount', '63.16')],
  ['BR-CO-15', (r) => setText(r, `${LMT}/cbc:TaxInclusiveAmount`, '367.00')],
  ['BR-CO-16', (r) => setText(r, `${LMT}/cbc:PayableAmount`, '368.00')],
  ['BR-CO-17', (r) => setText(subtotals(r, 'S')[0] as XmlElement, 'cbc:TaxAmount', '60.00')],
  ['BR-CO-18', (r) => remove(r, 'cac:TaxTotal/cac:TaxSubtotal')],
  [
    'BR-CO-19',
    (r) => {
      add(r, 'cac:InvoicePeriod/cbc:Description', 'period');
    },
  ],
  [
    'BR-CO-20',
    (r) => {
      add(line(r, 1), 'cac:InvoicePeriod/cbc:Description', 'period');
    },
  ],
  [
    'BR-CO-21',
    (r) => {
      remove(docCharge(r, false), 'cbc:AllowanceChargeReason');
      remove(docCharge(r, false), 'cbc:AllowanceChargeReasonCode');
    },
  ],
  [
    'BR-CO-22',
    (r) => {
      remove(docCharge(r, true), 'cbc:AllowanceChargeReason');
      remove(docCharge(r, true), 'cbc:AllowanceChargeReasonCode');
    },
  ],
  [
    'BR-CO-23',
    (r) => {
      remove(line(r, 1), 'cac:AllowanceCharge/cbc:AllowanceChargeReason');
      remove(line(r, 1), 'cac:AllowanceCharge/cbc:AllowanceChargeReasonCode');
    },
  ],
  [
    'BR-CO-24',
    (r) => {
      remove(line(r, 2), 'cac:AllowanceCharge/cbc:AllowanceChargeReason');
      remove(line(r, 2), 'cac:AllowanceCharge/cbc:AllowanceChargeReasonCode');
    },
  ],
  [
    'BR-CO-25',
    (r) => {
      remove(r, 'cbc:DueDate');
      remove(r, 'cac:PaymentTerms');
    },
  ],
  [
    'BR-CO-26',
    (r) => {
      remove(r, `${S}/cac:PartyTaxScheme`);
      remove(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`);
    },
  ],
  ['BR-DEC-01', (r) => setText(docCharge(r, false), 'cbc:Amount', '10.001')],
  [
    'BR-DEC-02',
    (r) => {
      add(docCharge(r, false), 'cbc:BaseAmount', '100.001', { currencyID: 'SEK' });
    },
  ],
  ['BR-DEC-05', (r) => setText(docCharge(r, true), 'cbc:Amount', '49.001')],
  [
    'BR-DEC-06',
    (r) => {
      add(docCharge(r, true), 'cbc:BaseAmount', '100.001', { currencyID: 'SEK' });
    },
  ],
  ['BR-DEC-09', (r) => setText(r, `${LMT}/cbc:LineExtensionAmount`, '265.001')],
  ['BR-DEC-10', (r) => setText(r, `${LMT}/cbc:AllowanceTotalAmount`, '10.001')],
  ['BR-DEC-11', (r) => setText(r, `${LMT}/cbc:ChargeTotalAmount`, '49.001')],
  ['BR-DEC-12', (r) => setText(r, `${LMT}/cbc:TaxExclusiveAmount`, '304.001')],
  ['BR-DEC-13', (r) => setText(r, 'cac:TaxTotal/cbc:TaxAmount', '63.151')],
  ['BR-DEC-14', (r) => setText(r, `${LMT}/cbc:TaxInclusiveAmount`, '367.151')],
  [
    'BR-DEC-15',
    (r) => {
      add(r, 'cbc:TaxCurrencyCode', 'EUR');
      add(r, 'cac:TaxTotal/cbc:TaxAmount', '5.501', { currencyID: 'EUR' });
    },
  ],
  [
    'BR-DEC-16',
    (r) => {
      add(get(r, LMT), 'cbc:PrepaidAmount', '0.001', { currencyID: 'SEK' });
    },
  ],
  ['BR-DEC-17', (r) => setText(r, `${LMT}/cbc:PayableRoundingAmount`, '-0.151')],
  ['BR-DEC-18', (r) => setText(r, `${LMT}/cbc:PayableAmount`, '367.001')],
  ['BR-DEC-19', (r) => setText(r, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount', '219.001')],
  ['BR-DEC-20', (r) => setText(r, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount', '54.751')],
  ['BR-DEC-23', (r) => setText(line(r, 1), 'cbc:LineExtensionAmount', '180.001')],
  ['BR-DEC-24', (r) => setText(line(r, 1), 'cac:AllowanceCharge/cbc:Amount', '20.001')],
  ['BR-DEC-25', (r) => setText(line(r, 1), 'cac:AllowanceCharge/cbc:BaseAmount', '200.001')],
  ['BR-DEC-27', (r) => setText(line(r, 2), 'cac:AllowanceCharge/cbc:Amount', '5.001')],
  [
    'BR-DEC-28',
    (r) => {
      add(get(line(r, 2), 'cac:AllowanceCharge'), 'cbc:BaseAmount', '5.001', { currencyID: 'SEK' });
    },
  ],
  ['BR-CL-01', (r) => setText(r, 'cbc:InvoiceTypeCode', '999')],
  ['BR-CL-03', (r) => setAttr(r, `${LMT}/cbc:PayableAmount`, 'currencyID', 'XYZ')],
  ['BR-CL-04', (r) => setText(r, 'cbc:DocumentCurrencyCode', 'XYZ')],
  [
    'BR-CL-05',
    (r) => {
      add(r, 'cbc:TaxCurrencyCode', 'XYZ');
    },
  ],
  [
    'BR-CL-06',
    (r) => {
      add(r, 'cac:InvoicePeriod/cbc:DescriptionCode', '99');
    },
  ],
  [
    'BR-CL-07',
    (r) => {
      const d = add(r, 'cac:AdditionalDocumentReference');
      add(d, 'cbc:ID', 'OBJ-1', { schemeID: 'QQQ' });
      add(d, 'cbc:DocumentTypeCode', '130');
    },
  ],
  [
    'BR-CL-10',
    (r) => {
      add(get(r, B), 'cac:PartyIdentification/cbc:ID', '123', { schemeID: '9999' });
    },
  ],
  ['BR-CL-11', (r) => setAttr(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, 'schemeID', '9999')],
  [
    'BR-CL-13',
    (r) => {
      add(get(line(r, 1), 'cac:Item'), 'cac:CommodityClassification/cbc:ItemClassificationCode', '1', {
        listID: 'QQQ',
      });
    },
  ],
  ['BR-CL-14', (r) => setText(r, `${S}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, 'XX')],
  [
    'BR-CL-15',
    (r) => {
      add(get(line(r, 1), 'cac:Item'), 'cac:OriginCountry/cbc:IdentificationCode', 'XX');
    },
  ],
  ['BR-CL-16', (r) => setText(r, 'cac:PaymentMeans/cbc:PaymentMeansCode', '999')],
  ['BR-CL-17', (r) => setText(docCharge(r, true), 'cac:TaxCategory/cbc:ID', 'Q')],
  ['BR-CL-18', (r) => setText(line(r, 1), 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID', 'Q')],
  ['BR-CL-19', (r) => setText(docCharge(r, false), 'cbc:AllowanceChargeReasonCode', '999')],
  ['BR-CL-20', (r) => setText(docCharge(r, true), 'cbc:AllowanceChargeReasonCode', 'QQQ')],
  [
    'BR-CL-21',
    (r) => {
      add(get(line(r, 1), 'cac:Item'), 'cac:StandardItemIdentification/cbc:ID', '1', { schemeID: '9999' });
    },
  ],
  [
    'BR-CL-22',
    (r) => {
      add(get(subtotals(r, 'S')[0] as XmlElement, 'cac:TaxCategory'), 'cbc:TaxExemptionReasonCode', 'VATEX-XX');
    },
  ],
  ['BR-CL-23', (r) => setAttr(line(r, 1), 'cbc:InvoicedQuantity', 'unitCode', 'not a code')],
  [
    'BR-CL-24',
    (r) =>
      setAttr(
        r,
        'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject',
        'mimeCode',
        'application/x-foo',
      ),
  ],
  ['BR-CL-25', (r) => setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '9955')],
  [
    'BR-CL-26',
    (r) => {
      const d = add(r, 'cac:Delivery/cac:DeliveryLocation');
      add(d, 'cbc:ID', 'L1', { schemeID: '9999' });
      add(d, 'cac:Address/cac:Country/cbc:IdentificationCode', 'SE');
    },
  ],
  [
    'PEPPOL-EN16931-CL001',
    (r) =>
      setAttr(
        r,
        'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject',
        'mimeCode',
        'application/zip',
      ),
  ],
  ['PEPPOL-EN16931-CL002', (r) => setText(docCharge(r, false), 'cbc:AllowanceChargeReasonCode', 'FC')],
  ['PEPPOL-EN16931-CL003', (r) => setText(docCharge(r, true), 'cbc:AllowanceChargeReasonCode', '95')],
  [
    'PEPPOL-EN16931-CL006',
    (r) => {
      add(r, 'cac:InvoicePeriod/cbc:DescriptionCode', '1');
    },
  ],
  ['PEPPOL-EN16931-CL007', (r) => setAttr(line(r, 1), 'cbc:LineExtensionAmount', 'currencyID', 'KRONOR')],
  ['PEPPOL-EN16931-CL008', (r) => setAttr(r, `${S}/cbc:EndpointID`, 'schemeID', '9955')],
  ['PEPPOL-EN16931-P0100', (r) => setText(r, 'cbc:InvoiceTypeCode', '385')],
  ['PEPPOL-EN16931-P0101', (r) => setText(r, 'cbc:CreditNoteTypeCode', '380'), 'credit'],
  ...(
    [
      ['P0104', 'VATEX-EU-G'],
      ['P0105', 'VATEX-EU-O'],
      ['P0106', 'VATEX-EU-IC'],
      ['P0107', 'VATEX-EU-AE'],
      ['P0108', 'VATEX-EU-D'],
      ['P0109', 'VATEX-EU-F'],
      ['P0110', 'VATEX-EU-I'],
      ['P0111', 'VATEX-EU-J'],
    ] as const
  ).map(([id, code]): [string, Edit] => [
    `PEPPOL-EN16931-${id}`,
    (r) => {
      add(get(subtotals(r, 'S')[0] as XmlElement, 'cac:TaxCategory'), 'cbc:TaxExemptionReasonCode', code);
    },
  ]),
  ['PEPPOL-EN16931-P0112', (r) => setText(r, 'cbc:InvoiceTypeCode', '326')],
  ['PEPPOL-EN16931-F001', (r) => setText(r, 'cbc:IssueDate', '2026-02-30')],
  ['PEPPOL-EN16931-R001', (r) => remove(r, 'cbc:ProfileID')],
  [
    'PEPPOL-EN16931-R002',
    (r) => {
      add(r, 'cbc:Note', 'one');
      add(r, 'cbc:Note', 'two');
    },
  ],
  [
    'PEPPOL-EN16931-R003',
    (r) => {
      remove(r, 'cbc:BuyerReference');
      remove(r, 'cac:OrderReference');
    },
  ],
  ['PEPPOL-EN16931-R004', (r) => setText(r, 'cbc:CustomizationID', 'urn:cen.eu:en16931:2017')],
  [
    'PEPPOL-EN16931-R005',
    (r) => {
      add(r, 'cbc:TaxCurrencyCode', 'SEK');
    },
  ],
  ['PEPPOL-EN16931-R007', (r) => setText(r, 'cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:1.0')],
  [
    'PEPPOL-EN16931-R008',
    (r) => {
      add(r, 'cbc:Note', '  ');
    },
  ],
  ['PEPPOL-EN16931-R010', (r) => remove(r, `${B}/cbc:EndpointID`)],
  ['PEPPOL-EN16931-R020', (r) => remove(r, `${S}/cbc:EndpointID`)],
  ['PEPPOL-EN16931-R040', (r) => setText(line(r, 1), 'cac:AllowanceCharge/cbc:Amount', '25.00')],
  ['PEPPOL-EN16931-R041', (r) => remove(line(r, 1), 'cac:AllowanceCharge/cbc:BaseAmount')],
  ['PEPPOL-EN16931-R042', (r) => remove(line(r, 1), 'cac:AllowanceCharge/cbc:MultiplierFactorNumeric')],
  ['PEPPOL-EN16931-R043', (r) => setText(docCharge(r, true), 'cbc:ChargeIndicator', 'TRUE')],
  [
    'PEPPOL-EN16931-R044',
    (r) => {
      const a = add(get(line(r, 3), 'cac:Price'), 'cac:AllowanceCharge');
      add(a, 'cbc:ChargeIndicator', 'true');
      add(a, 'cbc:Amount', '1', { currencyID: 'SEK' });
    },
  ],
  [
    'PEPPOL-EN16931-R046',
    (r) => {
      const a = add(get(line(r, 3), 'cac:Price'), 'cac:AllowanceCharge');
      add(a, 'cbc:ChargeIndicator', 'false');
      add(a, 'cbc:Amount', '1', { currencyID: 'SEK' });
      add(a, 'cbc:BaseAmount', '12', { currencyID: 'SEK' });
    },
  ],
  ['PEPPOL-EN16931-R051', (r) => setAttr(line(r, 1), 'cbc:LineExtensionAmount', 'currencyID', 'EUR')],
  [
    'PEPPOL-EN16931-R053',
    (r) => {
      const t = add(r, 'cac:TaxTotal');
      add(t, 'cbc:TaxAmount', '0', { currencyID: 'SEK' });
      add(t, 'cac:TaxSubtotal/cbc:TaxAmount', '0', { currencyID: 'SEK' });
    },
  ],
  [
    'PEPPOL-EN16931-R054',
    (r) => {
      add(r, 'cac:TaxTotal/cbc:TaxAmount', '63.15', { currencyID: 'SEK' });
    },
  ],
  [
    'PEPPOL-EN16931-R055',
    (r) => {
      add(r, 'cbc:TaxCurrencyCode', 'EUR');
      add(r, 'cac:TaxTotal/cbc:TaxAmount', '-5.50', { currencyID: 'EUR' });
    },
  ],
  ['PEPPOL-EN16931-R061', (r) => setText(r, 'cac:PaymentMeans/cbc:PaymentMeansCode', '59')],
  [
    'PEPPOL-EN16931-R080',
    (r) => {
      for (const id of ['P1', 'P2']) {
        const d = add(r, 'cac:AdditionalDocumentReference');
        add(d, 'cbc:ID', id);
        add(d, 'cbc:DocumentTypeCode', '50');
      }
    },
    'credit',
  ],
  [
    'PEPPOL-EN16931-R100',
    (r) => {
      for (const id of ['O1', 'O2']) {
        const d = add(line(r, 1), 'cac:DocumentReference');
        add(d, 'cbc:ID', id);
        add(d, 'cbc:DocumentTypeCode', '130');
      }
    },
  ],
  [
    'PEPPOL-EN16931-R101',
    (r) => {
      const d = add(line(r, 1), 'cac:DocumentReference');
      add(d, 'cbc:ID', 'O1');
      add(d, 'cbc:DocumentTypeCode', '916');
    },
  ],
  [
    'PEPPOL-EN16931-R110',
    (r) => {
      const p = add(r, 'cac:InvoicePeriod');
      add(p, 'cbc:StartDate', '2026-11-01');
      add(p, 'cbc:EndDate', '2026-11-30');
      add(line(r, 1), 'cac:InvoicePeriod/cbc:StartDate', '2026-10-01');
    },
  ],
  [
    'PEPPOL-EN16931-R111',
    (r) => {
      const p = add(r, 'cac:InvoicePeriod');
      add(p, 'cbc:StartDate', '2026-11-01');
      add(p, 'cbc:EndDate', '2026-11-30');
      add(line(r, 1), 'cac:InvoicePeriod/cbc:EndDate', '2026-12-31');
    },
  ],
  ['PEPPOL-EN16931-R120', (r) => setText(line(r, 3), 'cbc:LineExtensionAmount', '31.00')],
  [
    'PEPPOL-EN16931-R121',
    (r) => {
      add(get(line(r, 3), 'cac:Price'), 'cbc:BaseQuantity', '0', { unitCode: 'H87' });
    },
  ],
  [
    'PEPPOL-EN16931-R130',
    (r) => {
      add(get(line(r, 3), 'cac:Price'), 'cbc:BaseQuantity', '1', { unitCode: 'KGM' });
    },
  ],
  [
    'PEPPOL-COMMON-R040',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0088');
      setText(r, `${B}/cbc:EndpointID`, '7300010000002');
    },
  ],
  [
    'PEPPOL-COMMON-R041',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0192');
      setText(r, `${B}/cbc:EndpointID`, '123456789');
    },
  ],
  [
    'PEPPOL-COMMON-R042',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0184');
      setText(r, `${B}/cbc:EndpointID`, 'DK1234');
    },
  ],
  [
    'PEPPOL-COMMON-R043',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0208');
      setText(r, `${B}/cbc:EndpointID`, '0123456788');
    },
  ],
  [
    'PEPPOL-COMMON-R044',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0201');
      setText(r, `${B}/cbc:EndpointID`, 'ABC12');
    },
  ],
  [
    'PEPPOL-COMMON-R045',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0210');
      setText(r, `${B}/cbc:EndpointID`, 'RSSMRA85T10A56');
    },
  ],
  [
    'PEPPOL-COMMON-R046',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '9907');
      setText(r, `${B}/cbc:EndpointID`, '1234567890');
    },
  ],
  [
    'PEPPOL-COMMON-R047',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0211');
      setText(r, `${B}/cbc:EndpointID`, 'IT12345678901');
    },
  ],
  ['PEPPOL-COMMON-R049', (r) => setText(r, `${B}/cbc:EndpointID`, '2021006884')],
  [
    'PEPPOL-COMMON-R050',
    (r) => {
      setAttr(r, `${B}/cbc:EndpointID`, 'schemeID', '0151');
      setText(r, `${B}/cbc:EndpointID`, '12345678901');
    },
  ],
  ['SE-R-001', (r) => setText(r, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, 'SE55603607930')],
  ['SE-R-002', (r) => setText(r, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, 'SE5560360793AB')],
  ['SE-R-003', (r) => setText(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, '556036-079')],
  ['SE-R-004', (r) => setText(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, '55603607')],
  [
    'SE-R-005',
    (r) =>
      setText(
        get(r, S).children.filter((c) => c.qname === 'cac:PartyTaxScheme')[1] as XmlElement,
        'cbc:CompanyID',
        'Innehar F-skattsedel',
      ),
  ],
  ['SE-R-006', (r) => setText(line(r, 1), 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent', '20')],
  [
    'SE-R-007',
    (r) => {
      setText(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID', 'SE:PLUSGIRO');
      setText(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', '44321-6');
    },
  ],
  ['SE-R-008', (r) => setText(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', '505-1057')],
  ['SE-R-009', (r) => setText(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', '505105')],
  [
    'SE-R-010',
    (r) => {
      setText(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID', 'SE:PLUSGIRO');
      setText(r, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', '123456789');
    },
  ],
  ['SE-R-011', (r) => setText(r, 'cac:PaymentMeans/cbc:PaymentMeansCode', '50')],
  ['SE-R-012', (r) => setText(r, 'cac:PaymentMeans/cbc:PaymentMeansCode', '31')],
  ['SE-R-013', (r) => setText(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, '5560360794')],
];

describe('rule checks (one breaking document per rule)', () => {
  it('the base documents pass every rule', () => {
    expect(validateTree(readTree(RICH))).toEqual([]);
    expect(validateTree(readTree(CREDIT))).toEqual([]);
  });

  it.each(BREAKS.map(([id, edit, base]) => [id, edit, base] as const))('%s', (id, edit, base) => {
    const root = readTree(base === 'credit' ? CREDIT : RICH);
    edit(root);
    const findings = validateTree(root);
    expect(findings.map((f) => f.id)).toContain(id);
    const f = findings.find((x) => x.id === id);
    expect(f?.location.startsWith('/')).toBe(true);
    expect(f?.message.length).toBeGreaterThan(10);
  });
});

export const NON_VAT_RULE_IDS = new Set(BREAKS.map(([id]) => id));

describe('rule index', () => {
  it('every implemented rule id has a breaking test (here, in rules-vat.test.ts or rules-ubl.test.ts)', () => {
    // VAT-category families: rules-vat.test.ts; UBL-SR/UBL-DT: rules-ubl.test.ts; NO/DK/IS/NL/IT: rules-nordic.test.ts;
    // DE/GR: rules-de-gr.test.ts.
    const elsewhere =
      /^(BR-(S|Z|E|AE|IC|G|O|AF|AG)-\d\d|UBL-(SR|DT)-\d\d|(NO|DK|IS|NL|IT)-R-\d{3}|DE-R-\d{3}(-\d)?|GR-[RS]-\d{3}(-\d)?)$/;
    const missing = IMPLEMENTED_RULE_IDS.filter((id) => !NON_VAT_RULE_IDS.has(id) && !elsewhere.test(id));
    expect(missing).toEqual([]);
    expect(new Set(IMPLEMENTED_RULE_IDS).size).toBe(IMPLEMENTED_RULE_IDS.length);
  });
});
