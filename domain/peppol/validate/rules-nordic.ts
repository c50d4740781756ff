// National rules of Peppol BIS 3.0 for the other Nordic countries: Norway (NO-R-001/002),
// Denmark (DK-R-002…016) and Iceland (IS-R-001…010). Sweden has its own file (rules-se.ts).
// As in the official rules, NO uses the seller country derived VAT-prefix first; DK and IS use
// the postal address countries.

import { isValidNorwegianOrgNumber } from '../national-ids';
import type { XmlElement } from '../xml/tree';
import { all, child, children, exists, numAt, sellerVat, text, unless, type Rule, type RuleContext } from './context';

const isDk = (c: RuleContext) => c.sellerCountry === 'DK';
const dkDomestic = (c: RuleContext) => c.sellerCountry === 'DK' && c.buyerCountry === 'DK';
const isIs = (c: RuleContext) => c.sellerCountry === 'IS';
const noSeller = (c: RuleContext) => c.peppolSellerCountry === 'NO';
const dkPayments = (c: RuleContext) => (dkDomestic(c) && !c.credit ? children(c.root, 'cac:PaymentMeans') : []);
const code = (p: XmlElement) => text(p, 'cbc:PaymentMeansCode') ?? '';
const paymentId = (p: XmlElement) => text(p, 'cbc:PaymentID') ?? '';
const account = (p: XmlElement) => text(p, 'cac:PayeeFinancialAccount/cbc:ID') ?? '';
const eindagi = (c: RuleContext) =>
  children(c.root, 'cac:AdditionalDocumentReference').find((d) => text(d, 'cbc:DocumentDescription') === 'EINDAGI');
const DK_MEANS = new Set(['1', '10', '31', '42', '48', '49', '50', '58', '59', '93', '97']);
const UNSPSC_VERSIONS = new Set(['19.05.01', '19.0501', '26.08.01', '26.0801']);

export const NORDIC_RULES: Rule[] = [
  {
    id: 'NO-R-001',
    flag: 'fatal',
    message: "For Norwegian suppliers a VAT number MUST be 'NO' + a valid 9-digit organisation number + 'MVA'.",
    check: (c) => {
      const vat = sellerVat(c);
      if (!noSeller(c) || !vat || !vat.startsWith('NO')) return [];
      return /^NO\d{9}MVA$/.test(vat) && isValidNorwegianOrgNumber(vat.slice(2, 11)) ? [] : [c.seller as XmlElement];
    },
  },
  {
    id: 'NO-R-002',
    flag: 'warning',
    message: "Most Norwegian suppliers must state 'Foretaksregisteret' in the seller's tax registration (TAX scheme).",
    check: (c) =>
      noSeller(c)
        ? unless(
            c,
            children(c.seller, 'cac:PartyTaxScheme').some(
              (t) => text(t, 'cac:TaxScheme/cbc:ID') === 'TAX' && text(t, 'cbc:CompanyID') === 'Foretaksregisteret',
            ),
            c.seller,
          )
        : [],
  },
  {
    id: 'DK-R-002',
    flag: 'fatal',
    message: 'Danish suppliers MUST provide their legal entity identifier (CVR number).',
    check: (c) => (isDk(c) ? unless(c, text(c.seller, 'cac:PartyLegalEntity/cbc:CompanyID') !== undefined) : []),
  },
  {
    id: 'DK-R-003',
    flag: 'warning',
    message: 'Item classification by Danish suppliers should use UNSPSC version 19.05.01 or 26.08.01.',
    check: (c) =>
      dkDomestic(c)
        ? c.lines.filter((l) =>
            all(l, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode').some(
              (e) => e.attrs.listID === 'TST' && !UNSPSC_VERSIONS.has(e.attrs.listVersionID ?? ''),
            ),
          )
        : [],
  },
  {
    id: 'DK-R-004',
    flag: 'fatal',
    message:
      "Non-VAT taxes for Danish customers MUST use reason code ZZZ with a 4-digit tax code or 'code#text' as the reason.",
    check: (c) =>
      dkDomestic(c)
        ? [...c.docCharges, ...c.lines.flatMap((l) => children(l, 'cac:AllowanceCharge'))]
            .filter((a) => text(a, 'cbc:AllowanceChargeReasonCode') === 'ZZZ')
            .filter((a) => {
              const reason = child(a, 'cbc:AllowanceChargeReason')?.text ?? '';
              const fourDigits = /^\d{4}$/.test(reason.trim());
              const hashed = reason.includes('#') && !reason.startsWith('#') && !reason.endsWith('#');
              return !fourDigits && !hashed;
            })
        : [],
  },
  {
    id: 'DK-R-005',
    flag: 'fatal',
    message: 'For Danish suppliers only payment means codes 1, 10, 31, 42, 48, 49, 50, 58, 59, 93 and 97 are allowed.',
    check: (c) => dkPayments(c).filter((p) => !DK_MEANS.has(code(p))),
  },
  {
    id: 'DK-R-006',
    flag: 'fatal',
    message: 'For Danish suppliers bank account and registration number are mandatory with payment means 31 or 42.',
    check: (c) =>
      dkPayments(c).filter(
        (p) =>
          ['31', '42'].includes(code(p)) &&
          !(account(p) && text(p, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID')),
      ),
  },
  {
    id: 'DK-R-007',
    flag: 'fatal',
    message: 'For Danish suppliers the mandate id and payer account are mandatory with payment means 49.',
    check: (c) =>
      dkPayments(c).filter(
        (p) =>
          code(p) === '49' &&
          !(text(p, 'cac:PaymentMandate/cbc:ID') && text(p, 'cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID')),
      ),
  },
  {
    id: 'DK-R-008',
    flag: 'fatal',
    message:
      'For Danish suppliers with payment means 50 the PaymentID MUST start with 01#, 04# or 15# and the giro account have 7–8 digits.',
    check: (c) =>
      dkPayments(c).filter(
        (p) =>
          code(p) === '50' &&
          !(['01#', '04#', '15#'].includes(paymentId(p).slice(0, 3)) && /^\d{7,8}$/.test(account(p))),
      ),
  },
  {
    id: 'DK-R-009',
    flag: 'fatal',
    message: 'For Danish suppliers a PaymentID prefixed 04# or 15# MUST carry the 16-digit instruction id.',
    check: (c) =>
      dkPayments(c).filter(
        (p) => code(p) === '50' && ['04#', '15#'].includes(paymentId(p).slice(0, 3)) && paymentId(p).length !== 19,
      ),
  },
  {
    id: 'DK-R-010',
    flag: 'fatal',
    message:
      'For Danish suppliers with payment means 93 the PaymentID MUST start with 71#, 73# or 75# and the creditor number have 8 characters.',
    check: (c) =>
      dkPayments(c).filter(
        (p) =>
          code(p) === '93' && !(['71#', '73#', '75#'].includes(paymentId(p).slice(0, 3)) && account(p).length === 8),
      ),
  },
  {
    id: 'DK-R-011',
    flag: 'fatal',
    message: 'For Danish suppliers a PaymentID prefixed 71# or 75# MUST carry the 15–16 digit instruction id.',
    check: (c) =>
      dkPayments(c).filter(
        (p) =>
          code(p) === '93' &&
          ['71#', '75#'].includes(paymentId(p).slice(0, 3)) &&
          ![18, 19].includes(paymentId(p).length),
      ),
  },
  {
    id: 'DK-R-013',
    flag: 'fatal',
    message: 'For Danish suppliers a party identifier MUST have a scheme id.',
    check: (c) =>
      dkDomestic(c)
        ? [...children(c.seller, 'cac:PartyIdentification'), ...children(c.buyer, 'cac:PartyIdentification')].filter(
            (p) => exists(p, 'cbc:ID') && !(child(p, 'cbc:ID')?.attrs.schemeID ?? '').trim(),
          )
        : [],
  },
  {
    id: 'DK-R-014',
    flag: 'fatal',
    message: "For Danish suppliers the legal entity identifier MUST have scheme id '0184' (CVR).",
    check: (c) => {
      const id = child(child(c.seller, 'cac:PartyLegalEntity'), 'cbc:CompanyID');
      return isDk(c) && id && (id.attrs.schemeID ?? '').trim() !== '0184' ? [id] : [];
    },
  },
  {
    id: 'DK-R-016',
    flag: 'fatal',
    message: 'For Danish suppliers a credit note cannot have a negative total (PayableAmount).',
    check: (c) =>
      isDk(c) && c.credit && c.buyerCountry === 'DK'
        ? [child(c.totals, 'cbc:PayableAmount')].filter((e): e is XmlElement => e !== undefined && numAt(e) < 0)
        : [],
  },
  {
    id: 'IS-R-001',
    flag: 'warning',
    message: 'Icelandic sellers should use invoice type 380 or 381.',
    check: (c) =>
      isIs(c)
        ? unless(
            c,
            ['380', '381'].includes(
              text(c.root, 'cbc:InvoiceTypeCode') ?? text(c.root, 'cbc:CreditNoteTypeCode') ?? '',
            ),
          )
        : [],
  },
  {
    id: 'IS-R-002',
    flag: 'fatal',
    message: "Icelandic sellers shall give their legal id (kennitala) with scheme id '0196'.",
    check: (c) =>
      isIs(c)
        ? unless(c, child(child(c.seller, 'cac:PartyLegalEntity'), 'cbc:CompanyID')?.attrs.schemeID === '0196')
        : [],
  },
  {
    id: 'IS-R-003',
    flag: 'fatal',
    message: 'Icelandic sellers shall give their address with street name and post code.',
    check: (c) =>
      isIs(c)
        ? unless(
            c,
            exists(c.seller, 'cac:PostalAddress/cbc:StreetName') &&
              exists(c.seller, 'cac:PostalAddress/cbc:PostalZone'),
          )
        : [],
  },
  {
    id: 'IS-R-004',
    flag: 'fatal',
    message: "When seller and buyer are Icelandic, the buyer's legal id shall have scheme id '0196'.",
    check: (c) =>
      isIs(c) && c.buyerCountry === 'IS'
        ? unless(c, child(child(c.buyer, 'cac:PartyLegalEntity'), 'cbc:CompanyID')?.attrs.schemeID === '0196')
        : [],
  },
  {
    id: 'IS-R-005',
    flag: 'fatal',
    message: "When seller and buyer are Icelandic, the buyer's address shall have street name and post code.",
    check: (c) =>
      isIs(c) && c.buyerCountry === 'IS'
        ? unless(
            c,
            exists(c.buyer, 'cac:PostalAddress/cbc:StreetName') && exists(c.buyer, 'cac:PostalAddress/cbc:PostalZone'),
          )
        : [],
  },
  {
    id: 'IS-R-006',
    flag: 'fatal',
    message: 'For Icelandic sellers payment means code 9 needs a 12-digit account id.',
    check: (c) =>
      isIs(c) ? children(c.root, 'cac:PaymentMeans').filter((p) => code(p) === '9' && account(p).length !== 12) : [],
  },
  {
    id: 'IS-R-007',
    flag: 'fatal',
    message: 'For Icelandic sellers payment means code 42 needs a 12-digit account id.',
    check: (c) =>
      isIs(c) ? children(c.root, 'cac:PaymentMeans').filter((p) => code(p) === '42' && account(p).length !== 12) : [],
  },
  {
    id: 'IS-R-008',
    flag: 'fatal',
    message: "For Icelandic sellers an 'EINDAGI' supporting document id shall be a date YYYY-MM-DD.",
    check: (c) => {
      const d = eindagi(c);
      return isIs(c) && d && !/^\d{4}-\d{2}-\d{2}$/.test(text(d, 'cbc:ID') ?? '') ? [d] : [];
    },
  },
  {
    id: 'IS-R-009',
    flag: 'fatal',
    message: "For Icelandic sellers an 'EINDAGI' supporting document requires a due date.",
    check: (c) => {
      const d = eindagi(c);
      return isIs(c) && d && !exists(c.root, 'cbc:DueDate') ? [d] : [];
    },
  },
  {
    id: 'IS-R-010',
    flag: 'fatal',
    message: "For Icelandic sellers the 'EINDAGI' date shall be on or after the due date.",
    check: (c) => {
      const d = eindagi(c);
      const due = text(c.root, 'cbc:DueDate');
      return isIs(c) && d && due !== undefined && !((text(d, 'cbc:ID') ?? '') >= due) ? [d] : [];
    },
  },
];
