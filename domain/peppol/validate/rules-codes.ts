// Code-list rules: EN 16931 BR-CL-* and the Peppol code-list, profile and format rules
// (PEPPOL-EN16931-CL*, -P01xx, -F001), all against the sets in codelists.ts.

import {
  CREDIT_NOTE_TYPE_CODES,
  EAS,
  ICD,
  INVOICE_TYPE_CODES,
  ISO3166,
  ISO4217,
  MIME_CODES,
  UNCL2005,
  UNCL4461,
  UNCL5189,
  UNCL5305,
  UNCL7161,
  UNTDID7143,
  VATEX,
} from '../codelists';
import { CEF_EAS, UNCL1153_FULL, UNECE_REC20_21 } from '../codelists-data';
import type { XmlElement } from '../xml/tree';
import { child, els, isTrue, profileNumber, text, type Rule, type RuleContext } from './context';

const AMOUNTS = [
  'cbc:Amount',
  'cbc:BaseAmount',
  'cbc:PriceAmount',
  'cbc:TaxAmount',
  'cbc:TaxableAmount',
  'cbc:LineExtensionAmount',
  'cbc:TaxExclusiveAmount',
  'cbc:TaxInclusiveAmount',
  'cbc:AllowanceTotalAmount',
  'cbc:ChargeTotalAmount',
  'cbc:PrepaidAmount',
  'cbc:PayableRoundingAmount',
  'cbc:PayableAmount',
];

const notIn = (set: ReadonlySet<string>) => (e: XmlElement) => !set.has(e.text.trim());
const attrNotIn = (attr: string, set: ReadonlySet<string>) => (e: XmlElement) =>
  e.attrs[attr] !== undefined && !set.has(e.attrs[attr] as string);
const reasonCodes = (c: RuleContext, charge: boolean) =>
  els(c, 'cac:AllowanceCharge')
    .filter((a) => isTrue(a) === charge)
    .map((a) => child(a, 'cbc:AllowanceChargeReasonCode'))
    .filter((e): e is XmlElement => e !== undefined);
const DATES = [
  'cbc:IssueDate',
  'cbc:DueDate',
  'cbc:TaxPointDate',
  'cbc:StartDate',
  'cbc:EndDate',
  'cbc:ActualDeliveryDate',
  'cbc:PaymentDueDate',
];

function validDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const vatex =
  (code: string, category: string): ((c: RuleContext) => XmlElement[]) =>
  (c) =>
    els(c, 'cac:TaxCategory').filter(
      (t) => (text(t, 'cbc:TaxExemptionReasonCode') ?? '').toUpperCase() === code && text(t, 'cbc:ID') !== category,
    );

export const CODE_RULES: Rule[] = [
  {
    id: 'BR-CL-01',
    flag: 'fatal',
    message: 'The document type code (BT-3) shall be a UNTDID 1001 code allowed by EN 16931.',
    check: (c) =>
      [...els(c, 'cbc:InvoiceTypeCode'), ...els(c, 'cbc:CreditNoteTypeCode')].filter(
        (e) => !INVOICE_TYPE_CODES.has(e.text.trim()) && !CREDIT_NOTE_TYPE_CODES.has(e.text.trim()),
      ),
  },
  {
    id: 'BR-CL-03',
    flag: 'fatal',
    message: 'currencyID shall be an ISO 4217 alpha-3 code.',
    check: (c) => AMOUNTS.flatMap((q) => els(c, q)).filter(attrNotIn('currencyID', ISO4217)),
  },
  {
    id: 'BR-CL-04',
    flag: 'fatal',
    message: 'The invoice currency code (BT-5) shall be an ISO 4217 alpha-3 code.',
    check: (c) => els(c, 'cbc:DocumentCurrencyCode').filter(notIn(ISO4217)),
  },
  {
    id: 'BR-CL-05',
    flag: 'fatal',
    message: 'The VAT accounting currency code (BT-6) shall be an ISO 4217 alpha-3 code.',
    check: (c) => els(c, 'cbc:TaxCurrencyCode').filter(notIn(ISO4217)),
  },
  {
    id: 'BR-CL-06',
    flag: 'fatal',
    message: 'The VAT point date code (BT-8) shall be a UNTDID 2005 code (3, 35, 432).',
    check: (c) => els(c, 'cbc:DescriptionCode').filter(notIn(UNCL2005)),
  },
  {
    id: 'BR-CL-07',
    flag: 'fatal',
    message: 'The object identifier scheme (BT-18) shall be a UNTDID 1153 code.',
    check: (c) =>
      [...els(c, 'cac:AdditionalDocumentReference'), ...els(c, 'cac:DocumentReference')]
        .filter((d) => text(d, 'cbc:DocumentTypeCode') === '130')
        .map((d) => child(d, 'cbc:ID'))
        .filter(
          (e): e is XmlElement =>
            e !== undefined && e.attrs.schemeID !== undefined && !UNCL1153_FULL.has(e.attrs.schemeID.trim()),
        ),
  },
  {
    id: 'BR-CL-10',
    flag: 'fatal',
    message: 'A party identifier scheme shall be an ISO 6523 ICD code (or SEPA).',
    check: (c) =>
      els(c, 'cac:PartyIdentification')
        .map((p) => child(p, 'cbc:ID'))
        .filter(
          (e): e is XmlElement =>
            e !== undefined &&
            e.attrs.schemeID !== undefined &&
            e.attrs.schemeID !== 'SEPA' &&
            !ICD.has(e.attrs.schemeID),
        ),
  },
  {
    id: 'BR-CL-11',
    flag: 'fatal',
    message: 'A legal registration identifier scheme shall be an ISO 6523 ICD code.',
    check: (c) =>
      els(c, 'cac:PartyLegalEntity')
        .map((p) => child(p, 'cbc:CompanyID'))
        .filter(
          (e): e is XmlElement => e !== undefined && e.attrs.schemeID !== undefined && !ICD.has(e.attrs.schemeID),
        ),
  },
  {
    id: 'BR-CL-13',
    flag: 'fatal',
    message: 'The item classification scheme (BT-158-1) shall be a UNTDID 7143 code.',
    check: (c) => els(c, 'cbc:ItemClassificationCode').filter(attrNotIn('listID', UNTDID7143)),
  },
  {
    id: 'BR-CL-14',
    flag: 'fatal',
    message: 'Country codes shall be ISO 3166-1 alpha-2 codes.',
    check: (c) =>
      els(c, 'cac:Country')
        .map((x) => child(x, 'cbc:IdentificationCode'))
        .filter((e): e is XmlElement => e !== undefined && !ISO3166.has(e.text.trim())),
  },
  {
    id: 'BR-CL-15',
    flag: 'fatal',
    message: 'The item country of origin (BT-159) shall be an ISO 3166-1 alpha-2 code.',
    check: (c) =>
      els(c, 'cac:OriginCountry')
        .map((x) => child(x, 'cbc:IdentificationCode'))
        .filter((e): e is XmlElement => e !== undefined && !ISO3166.has(e.text.trim())),
  },
  {
    id: 'BR-CL-16',
    flag: 'fatal',
    message: 'The payment means code (BT-81) shall be a UNTDID 4461 code.',
    check: (c) => els(c, 'cbc:PaymentMeansCode').filter(notIn(UNCL4461)),
  },
  {
    id: 'BR-CL-17',
    flag: 'fatal',
    message: 'Tax category codes shall be UNTDID 5305 codes (S, Z, E, AE, K, G, O, L, M, B).',
    check: (c) =>
      els(c, 'cac:TaxCategory')
        .map((t) => child(t, 'cbc:ID'))
        .filter((e): e is XmlElement => e !== undefined && !UNCL5305.has(e.text.trim())),
  },
  {
    id: 'BR-CL-18',
    flag: 'fatal',
    message: 'Invoiced item tax category codes shall be UNTDID 5305 codes (S, Z, E, AE, K, G, O, L, M, B).',
    check: (c) =>
      els(c, 'cac:ClassifiedTaxCategory')
        .map((t) => child(t, 'cbc:ID'))
        .filter((e): e is XmlElement => e !== undefined && !UNCL5305.has(e.text.trim())),
  },
  {
    id: 'BR-CL-19',
    flag: 'fatal',
    message: 'Allowance reason codes shall be UNTDID 5189 codes.',
    check: (c) => reasonCodes(c, false).filter(notIn(UNCL5189)),
  },
  {
    id: 'BR-CL-20',
    flag: 'fatal',
    message: 'Charge reason codes shall be UNTDID 7161 codes.',
    check: (c) => reasonCodes(c, true).filter(notIn(UNCL7161)),
  },
  {
    id: 'BR-CL-21',
    flag: 'fatal',
    message: 'The item standard identifier scheme (BT-157-1) shall be an ISO 6523 ICD code.',
    check: (c) =>
      els(c, 'cac:StandardItemIdentification')
        .map((s) => child(s, 'cbc:ID'))
        .filter(
          (e): e is XmlElement => e !== undefined && e.attrs.schemeID !== undefined && !ICD.has(e.attrs.schemeID),
        ),
  },
  {
    id: 'BR-CL-22',
    flag: 'fatal',
    message: 'The VAT exemption reason code (BT-121) shall be a CEF VATEX code.',
    check: (c) => els(c, 'cbc:TaxExemptionReasonCode').filter((e) => !VATEX.has(e.text.trim().toUpperCase())),
  },
  {
    id: 'BR-CL-23',
    flag: 'fatal',
    message: 'Unit codes (BT-130) shall be UN/ECE Recommendation 20 or 21 codes.',
    check: (c) =>
      [...els(c, 'cbc:InvoicedQuantity'), ...els(c, 'cbc:CreditedQuantity'), ...els(c, 'cbc:BaseQuantity')].filter(
        (e) => e.attrs.unitCode !== undefined && !UNECE_REC20_21.has(e.attrs.unitCode.trim()),
      ),
  },
  {
    id: 'BR-CL-24',
    flag: 'fatal',
    message: 'The attachment mime code (BT-125-1) shall be an allowed IANA MIME code.',
    check: (c) => els(c, 'cbc:EmbeddedDocumentBinaryObject').filter((e) => !MIME_CODES.has(e.attrs.mimeCode ?? '')),
  },
  {
    id: 'BR-CL-25',
    flag: 'fatal',
    message: 'The electronic address scheme (BT-34-1, BT-49-1) shall be a CEF EAS code.',
    check: (c) => els(c, 'cbc:EndpointID').filter(attrNotIn('schemeID', CEF_EAS)),
  },
  {
    id: 'BR-CL-26',
    flag: 'fatal',
    message: 'The delivery location identifier scheme (BT-71-1) shall be an ISO 6523 ICD code.',
    check: (c) =>
      els(c, 'cac:DeliveryLocation')
        .map((d) => child(d, 'cbc:ID'))
        .filter(
          (e): e is XmlElement => e !== undefined && e.attrs.schemeID !== undefined && !ICD.has(e.attrs.schemeID),
        ),
  },
  {
    id: 'PEPPOL-EN16931-CL001',
    flag: 'fatal',
    message: 'The attachment mime code shall be in the Peppol subset of IANA MIME codes.',
    check: (c) =>
      els(c, 'cbc:EmbeddedDocumentBinaryObject').filter(
        (e) => e.attrs.mimeCode !== undefined && !MIME_CODES.has(e.attrs.mimeCode),
      ),
  },
  {
    id: 'PEPPOL-EN16931-CL002',
    flag: 'fatal',
    message: 'An allowance reason code shall be in the UNCL 5189 subset.',
    check: (c) => reasonCodes(c, false).filter(notIn(UNCL5189)),
  },
  {
    id: 'PEPPOL-EN16931-CL003',
    flag: 'fatal',
    message: 'A charge reason code shall be in UNCL 7161.',
    check: (c) => reasonCodes(c, true).filter(notIn(UNCL7161)),
  },
  {
    id: 'PEPPOL-EN16931-CL006',
    flag: 'fatal',
    message: 'The invoice period description code shall be in UNCL 2005.',
    check: (c) =>
      els(c, 'cac:InvoicePeriod')
        .map((p) => child(p, 'cbc:DescriptionCode'))
        .filter((e): e is XmlElement => e !== undefined && !UNCL2005.has(e.text.trim())),
  },
  {
    id: 'PEPPOL-EN16931-CL007',
    flag: 'fatal',
    message: 'Currency codes shall be ISO 4217 codes.',
    check: (c) => AMOUNTS.flatMap((q) => els(c, q)).filter((e) => !ISO4217.has(e.attrs.currencyID ?? '')),
  },
  {
    id: 'PEPPOL-EN16931-CL008',
    flag: 'fatal',
    message: 'The electronic address scheme shall be in the Peppol EAS code list (9955 was removed).',
    check: (c) => els(c, 'cbc:EndpointID').filter(attrNotIn('schemeID', EAS)),
  },
  {
    id: 'PEPPOL-EN16931-P0100',
    flag: 'fatal',
    message: 'The invoice type code shall be one the billing profile allows.',
    check: (c) =>
      profileNumber(c.root) === '01' ? els(c, 'cbc:InvoiceTypeCode').filter(notIn(INVOICE_TYPE_CODES)) : [],
  },
  {
    id: 'PEPPOL-EN16931-P0101',
    flag: 'fatal',
    message: 'The credit note type code shall be one the billing profile allows.',
    check: (c) =>
      profileNumber(c.root) === '01' ? els(c, 'cbc:CreditNoteTypeCode').filter(notIn(CREDIT_NOTE_TYPE_CODES)) : [],
  },
  {
    id: 'PEPPOL-EN16931-P0104',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-G requires VAT category G.',
    check: vatex('VATEX-EU-G', 'G'),
  },
  {
    id: 'PEPPOL-EN16931-P0105',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-O requires VAT category O.',
    check: vatex('VATEX-EU-O', 'O'),
  },
  {
    id: 'PEPPOL-EN16931-P0106',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-IC requires VAT category K.',
    check: vatex('VATEX-EU-IC', 'K'),
  },
  {
    id: 'PEPPOL-EN16931-P0107',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-AE requires VAT category AE.',
    check: vatex('VATEX-EU-AE', 'AE'),
  },
  {
    id: 'PEPPOL-EN16931-P0108',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-D requires VAT category E.',
    check: vatex('VATEX-EU-D', 'E'),
  },
  {
    id: 'PEPPOL-EN16931-P0109',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-F requires VAT category E.',
    check: vatex('VATEX-EU-F', 'E'),
  },
  {
    id: 'PEPPOL-EN16931-P0110',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-I requires VAT category E.',
    check: vatex('VATEX-EU-I', 'E'),
  },
  {
    id: 'PEPPOL-EN16931-P0111',
    flag: 'fatal',
    message: 'Exemption reason code VATEX-EU-J requires VAT category E.',
    check: vatex('VATEX-EU-J', 'E'),
  },
  {
    id: 'PEPPOL-EN16931-P0112',
    flag: 'fatal',
    message: 'Invoice type codes 326 and 384 are only allowed between German parties.',
    check: (c) =>
      els(c, 'cbc:InvoiceTypeCode').filter(
        (e) =>
          ['326', '384'].includes(e.text.trim()) &&
          !(c.sellerCountry?.toUpperCase() === 'DE' && c.buyerCountry?.toUpperCase() === 'DE'),
      ),
  },
  {
    id: 'PEPPOL-EN16931-F001',
    flag: 'fatal',
    message: 'A date shall be formatted YYYY-MM-DD.',
    check: (c) => DATES.flatMap((q) => els(c, q)).filter((e) => !validDate(e.text.trim())),
  },
];
