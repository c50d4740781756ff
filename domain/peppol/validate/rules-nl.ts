// Dutch national rules of Peppol BIS 3.0 (NL-R-001…009), for the Nordic platform's Dutch trading
// partners. 'Dutch supplier/customer' means the postal address country is NL, as in the official rules.

import type { XmlElement } from '../xml/tree';
import { at, child, children, els, exists, numAt, text, type Rule, type RuleContext } from './context';

const nl = (c: RuleContext) => c.sellerCountry?.toUpperCase() === 'NL';
const nlBoth = (c: RuleContext) => nl(c) && c.buyerCountry?.toUpperCase() === 'NL';
const fullAddress = (a: XmlElement) =>
  exists(a, 'cbc:StreetName') && exists(a, 'cbc:CityName') && exists(a, 'cbc:PostalZone');
const kvkOrOin = (e: XmlElement) => ['0106', '0190'].includes((e.attrs.schemeID ?? '').trim()) && e.text.trim() !== '';
const NL_MEANS = new Set(['30', '48', '49', '57', '58', '59']);

export const NL_RULES: Rule[] = [
  {
    id: 'NL-R-001',
    flag: 'fatal',
    message: 'For Dutch suppliers a credit note MUST reference the invoice it corrects (BillingReference).',
    check: (c) =>
      nl(c)
        ? els(c, 'cbc:CreditNoteTypeCode').filter(
            () => !exists(c.root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID'),
          )
        : [],
  },
  {
    id: 'NL-R-002',
    flag: 'fatal',
    message: "For Dutch suppliers the supplier's address MUST contain street name, city and post code.",
    check: (c) =>
      nl(c)
        ? [child(c.seller, 'cac:PostalAddress')].filter((a): a is XmlElement => a !== undefined && !fullAddress(a))
        : [],
  },
  {
    id: 'NL-R-003',
    flag: 'fatal',
    message: 'For Dutch suppliers the legal entity identifier MUST be a KVK or OIN number (schemeID 0106 or 0190).',
    check: (c) =>
      nl(c)
        ? [at(c.seller, 'cac:PartyLegalEntity/cbc:CompanyID')].filter(
            (e): e is XmlElement => e !== undefined && !kvkOrOin(e),
          )
        : [],
  },
  {
    id: 'NL-R-004',
    flag: 'fatal',
    message:
      "For Dutch suppliers with a Dutch customer, the customer's address MUST contain street name, city and post code.",
    check: (c) =>
      nlBoth(c)
        ? [child(c.buyer, 'cac:PostalAddress')].filter((a): a is XmlElement => a !== undefined && !fullAddress(a))
        : [],
  },
  {
    id: 'NL-R-005',
    flag: 'fatal',
    message:
      "For Dutch suppliers with a Dutch customer, the customer's legal entity identifier MUST be a KVK or OIN number.",
    check: (c) =>
      nlBoth(c)
        ? [at(c.buyer, 'cac:PartyLegalEntity/cbc:CompanyID')].filter(
            (e): e is XmlElement => e !== undefined && !kvkOrOin(e),
          )
        : [],
  },
  {
    id: 'NL-R-006',
    flag: 'fatal',
    message:
      "For Dutch suppliers with a Dutch fiscal representative, the representative's address MUST contain street name, city and post code.",
    check: (c) => {
      const a = at(c.root, 'cac:TaxRepresentativeParty/cac:PostalAddress');
      return nl(c) && a && text(a, 'cac:Country/cbc:IdentificationCode')?.toUpperCase() === 'NL' && !fullAddress(a)
        ? [a]
        : [];
    },
  },
  {
    id: 'NL-R-007',
    flag: 'fatal',
    message: 'For Dutch suppliers a payment means MUST be given when an amount is due.',
    check: (c) => {
      const m = c.totals;
      if (!nl(c) || !m) return [];
      const payable = numAt(m, 'cbc:PayableAmount');
      const nothingDue = c.credit ? payable >= 0 : payable <= 0;
      return nothingDue || children(c.root, 'cac:PaymentMeans').length > 0 ? [] : [m];
    },
  },
  {
    id: 'NL-R-008',
    flag: 'fatal',
    message: 'For Dutch suppliers with a Dutch customer the payment means code MUST be 30, 48, 49, 57, 58 or 59.',
    check: (c) =>
      nlBoth(c)
        ? children(c.root, 'cac:PaymentMeans').filter((p) => !NL_MEANS.has(text(p, 'cbc:PaymentMeansCode') ?? ''))
        : [],
  },
  {
    id: 'NL-R-009',
    flag: 'fatal',
    message: 'For Dutch suppliers an order line reference requires the order reference (BT-13).',
    check: (c) =>
      nl(c) && !exists(c.root, 'cac:OrderReference/cbc:ID')
        ? els(c, 'cac:OrderLineReference')
            .map((o) => child(o, 'cbc:LineID'))
            .filter((e): e is XmlElement => e !== undefined)
        : [],
  },
];
