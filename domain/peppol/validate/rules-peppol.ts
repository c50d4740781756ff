// Peppol BIS Billing 3.0 rules: PEPPOL-EN16931-R* (transaction rules on top of EN 16931) and the
// PEPPOL-COMMON-R04x identifier checks (GLN, Norwegian, Danish, Belgian, Swedish, Australian numbers).

import { luhnValid, normalizeOrgNumber } from '../../identifiers';
import { isValidBelgianEnterpriseNumber, isValidNorwegianOrgNumber } from '../national-ids';
import type { XmlElement } from '../xml/tree';
import { CUSTOMIZATION_ID } from '../build/build-ubl';
import { child, children, els, exists, has, isTrue, numAt, text, unless, type Rule, type RuleContext } from './context';

const PROFILE = /^urn:fdc:peppol\.eu:2017:poacc:billing:\d\d:1\.0$/;
const AMOUNTS = [
  'cbc:Amount',
  'cbc:BaseAmount',
  'cbc:PriceAmount',
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
const ALL_AC = (c: RuleContext) => [...c.docCharges, ...c.lines.flatMap((l) => children(l, 'cac:AllowanceCharge'))];

/** Identifiers with a given scheme: endpoint, party identification and company ids. */
function schemed(c: RuleContext, scheme: string): XmlElement[] {
  return [
    ...els(c, 'cbc:EndpointID'),
    ...els(c, 'cac:PartyIdentification').map((p) => child(p, 'cbc:ID')),
    ...els(c, 'cbc:CompanyID'),
  ].filter((e): e is XmlElement => e !== undefined && e.attrs.schemeID === scheme);
}

/** GS1 mod-10 over any length, as the official u:gln (weights 3,1 from the right of the data digits). */
function gs1(v: string): boolean {
  if (!/^\d{2,}$/.test(v)) return false;
  let total = 0;
  for (let i = v.length - 2, w = 3; i >= 0; i -= 1, w = 4 - w) total += Number(v[i]) * w;
  return (10 - (total % 10)) % 10 === Number(v[v.length - 1]);
}

/** Italian IPA code: exactly 6 letters or digits. */
const ipaCode = (v: string) => /^[A-Za-z0-9]{6}$/.test(v);

/** Italian codice fiscale: 11 digits (companies) or the 16-character personal pattern. */
function codiceFiscale(v: string): boolean {
  if (/^\d{11}$/.test(v)) return true;
  return /^[A-Za-z]{6}\d{2}[A-Za-z]\d{2}.{3}\d[A-Za-z]$/.test(v);
}

/** Italian VAT (partita IVA): with an IT prefix, 11 digits whose check digit is the Luhn digit. */
function partitaIva(v: string): boolean {
  if (!/^it/i.test(v)) return true;
  const code = v.slice(2);
  return /^\d{11}$/.test(code) && luhnValid(code);
}

function abn(v: string): boolean {
  if (!/^\d{11}$/.test(v)) return false;
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const s = w.reduce((acc, x, i) => acc + x * (Number(v[i]) - (i === 0 ? 1 : 0)), 0);
  return s % 89 === 0;
}

/** Like the official rule: a missing amount or price counts 0, a missing quantity or base quantity 1. */
function lineNetOk(l: XmlElement): boolean {
  const or = (v: number, d: number) => (Number.isNaN(v) ? d : v);
  const qtyEl = child(l, 'cbc:InvoicedQuantity') ?? child(l, 'cbc:CreditedQuantity');
  const qty = qtyEl ? numAt(qtyEl) : 1;
  const price = or(numAt(l, 'cac:Price/cbc:PriceAmount'), 0);
  const bq = numAt(l, 'cac:Price/cbc:BaseQuantity');
  const baseQ = Number.isNaN(bq) || bq === 0 ? 1 : bq;
  const amount = or(numAt(l, 'cbc:LineExtensionAmount'), 0);
  if (Number.isNaN(qty)) return true; // ESYN-S-005 reports a quantity that is not a number
  let adj = 0;
  for (const ac of children(l, 'cac:AllowanceCharge')) adj += (isTrue(ac) ? 1 : -1) * or(numAt(ac, 'cbc:Amount'), 0);
  return Math.abs(amount - (qty * (price / baseQ) + Math.round(adj * 100) / 100)) <= 0.02 + 1e-9;
}

export const PEPPOL_RULES: Rule[] = [
  {
    id: 'PEPPOL-EN16931-R001',
    flag: 'fatal',
    message: 'Business process (ProfileID) MUST be provided.',
    check: (c) => unless(c, exists(c.root, 'cbc:ProfileID')),
  },
  {
    id: 'PEPPOL-EN16931-R002',
    flag: 'fatal',
    message: 'No more than one note is allowed on document level, unless buyer and seller are both German.',
    check: (c) =>
      children(c.root, 'cbc:Note').length > 1 &&
      !(c.sellerCountry?.toUpperCase() === 'DE' && c.buyerCountry?.toUpperCase() === 'DE')
        ? children(c.root, 'cbc:Note').slice(1)
        : [],
  },
  {
    id: 'PEPPOL-EN16931-R003',
    flag: 'fatal',
    message: 'A buyer reference (BT-10) or a purchase order reference (BT-13) MUST be provided.',
    check: (c) => unless(c, exists(c.root, 'cbc:BuyerReference') || exists(c.root, 'cac:OrderReference/cbc:ID')),
  },
  {
    id: 'PEPPOL-EN16931-R004',
    flag: 'fatal',
    message: `Specification identifier MUST start with '${CUSTOMIZATION_ID}'.`,
    check: (c) =>
      unless(
        c,
        (text(c.root, 'cbc:CustomizationID') ?? '').startsWith(CUSTOMIZATION_ID),
        child(c.root, 'cbc:CustomizationID'),
      ),
  },
  {
    id: 'PEPPOL-EN16931-R005',
    flag: 'fatal',
    message: 'The VAT accounting currency (BT-6) MUST differ from the invoice currency (BT-5) when provided.',
    check: (c) =>
      c.taxCurrency !== undefined && c.taxCurrency === c.currency
        ? [child(c.root, 'cbc:TaxCurrencyCode') as XmlElement]
        : [],
  },
  {
    id: 'PEPPOL-EN16931-R007',
    flag: 'fatal',
    message: "Business process MUST be in the format 'urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0'.",
    check: (c) => {
      const p = child(c.root, 'cbc:ProfileID');
      return p && !PROFILE.test(p.text.trim()) ? [p] : [];
    },
  },
  {
    id: 'PEPPOL-EN16931-R008',
    flag: 'fatal',
    message: 'Document MUST not contain empty elements.',
    check: (c) => c.elements.filter((e) => e.children.length === 0 && !/\S/.test(e.text)),
  },
  {
    id: 'PEPPOL-EN16931-R010',
    flag: 'fatal',
    message: 'Buyer electronic address (BT-49) MUST be provided.',
    check: (c) => unless(c, exists(c.buyer, 'cbc:EndpointID'), c.buyer),
  },
  {
    id: 'PEPPOL-EN16931-R020',
    flag: 'fatal',
    message: 'Seller electronic address (BT-34) MUST be provided.',
    check: (c) => unless(c, exists(c.seller, 'cbc:EndpointID'), c.seller),
  },
  {
    id: 'PEPPOL-EN16931-R040',
    flag: 'fatal',
    message: 'Allowance/charge amount must equal base amount × percentage / 100 when both are given.',
    check: (c) =>
      ALL_AC(c).filter((a) => {
        if (!has(a, 'cbc:MultiplierFactorNumeric') || !has(a, 'cbc:BaseAmount')) return false;
        const expected = (numAt(a, 'cbc:BaseAmount') * numAt(a, 'cbc:MultiplierFactorNumeric')) / 100;
        return !(Math.abs((numAt(a, 'cbc:Amount') || 0) - expected) <= 0.02 + 1e-9);
      }),
  },
  {
    id: 'PEPPOL-EN16931-R041',
    flag: 'fatal',
    message: 'Allowance/charge base amount MUST be provided when the percentage is provided.',
    check: (c) => ALL_AC(c).filter((a) => has(a, 'cbc:MultiplierFactorNumeric') && !has(a, 'cbc:BaseAmount')),
  },
  {
    id: 'PEPPOL-EN16931-R042',
    flag: 'fatal',
    message: 'Allowance/charge percentage MUST be provided when the base amount is provided.',
    check: (c) => ALL_AC(c).filter((a) => !has(a, 'cbc:MultiplierFactorNumeric') && has(a, 'cbc:BaseAmount')),
  },
  {
    id: 'PEPPOL-EN16931-R043',
    flag: 'fatal',
    message: "Allowance/charge ChargeIndicator MUST be 'true' or 'false'.",
    check: (c) => ALL_AC(c).filter((a) => !['true', 'false'].includes(text(a, 'cbc:ChargeIndicator') ?? '')),
  },
  {
    id: 'PEPPOL-EN16931-R044',
    flag: 'fatal',
    message: "Charge on price level is NOT allowed; only 'false' is allowed.",
    check: (c) =>
      c.lines
        .flatMap((l) => children(child(l, 'cac:Price'), 'cac:AllowanceCharge'))
        .filter((a) => text(a, 'cbc:ChargeIndicator') !== 'false'),
  },
  {
    id: 'PEPPOL-EN16931-R046',
    flag: 'fatal',
    message: 'Item net price MUST equal gross price − allowance amount when the gross price is provided.',
    check: (c) =>
      c.lines
        .flatMap((l) => children(child(l, 'cac:Price'), 'cac:AllowanceCharge'))
        .filter((a) => {
          if (!has(a, 'cbc:BaseAmount')) return false;
          const price = numAt(a.parent ?? undefined, 'cbc:PriceAmount');
          return Math.abs(price - (numAt(a, 'cbc:BaseAmount') - (numAt(a, 'cbc:Amount') || 0))) > 1e-9;
        }),
  },
  {
    id: 'PEPPOL-EN16931-R051',
    flag: 'fatal',
    message: 'All currencyID attributes must equal the invoice currency code (BT-5), except BT-111.',
    check: (c) =>
      [
        ...AMOUNTS.flatMap((q) => els(c, q)),
        ...c.subtotals.map((s) => child(s, 'cbc:TaxAmount')).filter((e): e is XmlElement => e !== undefined),
        ...children(c.root, 'cac:TaxTotal')
          .filter((t) => child(t, 'cac:TaxSubtotal'))
          .map((t) => child(t, 'cbc:TaxAmount'))
          .filter((e): e is XmlElement => e !== undefined),
      ].filter((e) => c.currency !== undefined && e.attrs.currencyID !== c.currency),
  },
  {
    id: 'PEPPOL-EN16931-R053',
    flag: 'fatal',
    message: 'Exactly one tax total with tax subtotals MUST be provided.',
    check: (c) => unless(c, children(c.root, 'cac:TaxTotal').filter((t) => child(t, 'cac:TaxSubtotal')).length === 1),
  },
  {
    id: 'PEPPOL-EN16931-R054',
    flag: 'fatal',
    message:
      'Exactly one tax total without subtotals MUST be provided when a tax currency code is provided (none otherwise).',
    check: (c) =>
      unless(
        c,
        children(c.root, 'cac:TaxTotal').filter((t) => !child(t, 'cac:TaxSubtotal')).length ===
          (exists(c.root, 'cbc:TaxCurrencyCode') ? 1 : 0),
      ),
  },
  {
    id: 'PEPPOL-EN16931-R055',
    flag: 'fatal',
    message: 'Total VAT and total VAT in accounting currency MUST have the same sign.',
    check: (c) => {
      if (!c.taxCurrency) return [];
      const amounts = children(c.root, 'cac:TaxTotal')
        .map((t) => child(t, 'cbc:TaxAmount'))
        .filter((e): e is XmlElement => e !== undefined);
      const doc = amounts.find((e) => e.attrs.currencyID === c.currency);
      const acc = amounts.find((e) => e.attrs.currencyID === c.taxCurrency);
      if (!doc || !acc) return [];
      const a = numAt(doc);
      const b = numAt(acc);
      return (a <= 0 && b <= 0) || (a >= 0 && b >= 0) ? [] : [acc];
    },
  },
  {
    id: 'PEPPOL-EN16931-R061',
    flag: 'fatal',
    message: 'Mandate reference MUST be provided for direct debit (49, 59).',
    check: (c) =>
      children(c.root, 'cac:PaymentMeans').filter(
        (p) => ['49', '59'].includes(text(p, 'cbc:PaymentMeansCode') ?? '') && !exists(p, 'cac:PaymentMandate/cbc:ID'),
      ),
  },
  {
    id: 'PEPPOL-EN16931-R080',
    flag: 'fatal',
    message: 'Only one project reference is allowed on document level.',
    check: (c) =>
      c.credit
        ? unless(
            c,
            children(c.root, 'cac:AdditionalDocumentReference').filter((d) => text(d, 'cbc:DocumentTypeCode') === '50')
              .length <= 1,
          )
        : [],
  },
  {
    id: 'PEPPOL-EN16931-R100',
    flag: 'fatal',
    message: 'Only one invoiced object is allowed per line.',
    check: (c) => c.lines.filter((l) => children(l, 'cac:DocumentReference').length > 1),
  },
  {
    id: 'PEPPOL-EN16931-R101',
    flag: 'fatal',
    message: 'A line document reference can only be used for the invoiced object (DocumentTypeCode 130).',
    check: (c) =>
      c.lines
        .flatMap((l) => children(l, 'cac:DocumentReference'))
        .filter((d) => text(d, 'cbc:DocumentTypeCode') !== '130'),
  },
  {
    id: 'PEPPOL-EN16931-R110',
    flag: 'fatal',
    message: 'Start date of a line period MUST be within the invoice period.',
    check: (c) => {
      const start = text(c.root, 'cac:InvoicePeriod/cbc:StartDate');
      if (!start) return [];
      return c.lines
        .map((l) => child(child(l, 'cac:InvoicePeriod'), 'cbc:StartDate'))
        .filter((e): e is XmlElement => e !== undefined && e.text.trim() < start);
    },
  },
  {
    id: 'PEPPOL-EN16931-R111',
    flag: 'fatal',
    message: 'End date of a line period MUST be within the invoice period.',
    check: (c) => {
      const end = text(c.root, 'cac:InvoicePeriod/cbc:EndDate');
      if (!end) return [];
      return c.lines
        .map((l) => child(child(l, 'cac:InvoicePeriod'), 'cbc:EndDate'))
        .filter((e): e is XmlElement => e !== undefined && e.text.trim() > end);
    },
  },
  {
    id: 'PEPPOL-EN16931-R120',
    flag: 'fatal',
    message:
      'Invoice line net amount MUST equal quantity × (net price / base quantity) + line charges − line allowances.',
    check: (c) => c.lines.filter((l) => !lineNetOk(l)),
  },
  {
    id: 'PEPPOL-EN16931-R121',
    flag: 'fatal',
    message: 'Base quantity MUST be a positive number above zero.',
    check: (c) =>
      c.lines
        .map((l) => child(child(l, 'cac:Price'), 'cbc:BaseQuantity'))
        .filter((e): e is XmlElement => e !== undefined && !(numAt(e) > 0)),
  },
  {
    id: 'PEPPOL-EN16931-R130',
    flag: 'fatal',
    message: 'Unit code of the price base quantity MUST be the same as of the invoiced quantity.',
    check: (c) =>
      c.lines.filter((l) => {
        const bq = child(child(l, 'cac:Price'), 'cbc:BaseQuantity');
        const q = child(l, 'cbc:InvoicedQuantity') ?? child(l, 'cbc:CreditedQuantity');
        return bq?.attrs.unitCode !== undefined && q !== undefined && bq.attrs.unitCode !== q.attrs.unitCode;
      }),
  },
  {
    id: 'PEPPOL-COMMON-R040',
    flag: 'fatal',
    message: 'GLN (scheme 0088) must have a valid format according to GS1 rules.',
    check: (c) => schemed(c, '0088').filter((e) => !gs1(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R041',
    flag: 'fatal',
    message: 'Norwegian organization number (0192) MUST be 9 digits with a valid mod-11 check digit.',
    check: (c) => schemed(c, '0192').filter((e) => !isValidNorwegianOrgNumber(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R042',
    flag: 'fatal',
    message: 'Danish organization number (CVR, 0184) MUST be 8 digits, optionally prefixed DK.',
    check: (c) => schemed(c, '0184').filter((e) => !/^(DK)?\d{8}$/.test(e.text)),
  },
  {
    id: 'PEPPOL-COMMON-R043',
    flag: 'fatal',
    message: 'Belgian enterprise number (0208) MUST be 10 digits with a valid mod-97 check.',
    check: (c) => schemed(c, '0208').filter((e) => !isValidBelgianEnterpriseNumber(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R044',
    flag: 'warning',
    message: 'IPA code (Codice Univoco Unità Organizzativa, 0201) must be 6 letters or digits.',
    check: (c) => schemed(c, '0201').filter((e) => !ipaCode(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R045',
    flag: 'warning',
    message: 'Tax code (Codice Fiscale, 0210) must be stated in the correct format.',
    check: (c) => schemed(c, '0210').filter((e) => !codiceFiscale(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R046',
    flag: 'warning',
    message: 'Tax code (Codice Fiscale, endpoint scheme 9907) must be stated in the correct format.',
    check: (c) => els(c, 'cbc:EndpointID').filter((e) => e.attrs.schemeID === '9907' && !codiceFiscale(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R047',
    flag: 'warning',
    message: 'Italian VAT code (Partita IVA, 0211) must be stated in the correct format.',
    check: (c) => schemed(c, '0211').filter((e) => !partitaIva(e.text.trim())),
  },
  {
    id: 'PEPPOL-COMMON-R049',
    flag: 'fatal',
    message: 'Swedish organization number (0007) MUST be 10 digits with a valid Luhn check digit.',
    check: (c) =>
      schemed(c, '0007').filter((e) => {
        const v = e.text.trim();
        return !/^\d{10}$/.test(v) || normalizeOrgNumber(v) !== v;
      }),
  },
  {
    id: 'PEPPOL-COMMON-R050',
    flag: 'fatal',
    message: 'Australian Business Number (0151) MUST be 11 digits with a valid check.',
    check: (c) => schemed(c, '0151').filter((e) => !abn(e.text.trim())),
  },
];
