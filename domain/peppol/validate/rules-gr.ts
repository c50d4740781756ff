// Greek national rules of Peppol BIS 3.0 (GR-R-001…010, GR-S-008/011): the invoice number that
// encodes the issuer's TIN, the issue date and the Greek document type, the myDATA MARK and
// invoice URL references, names and VAT numbers, and the 9933 (TIN) endpoint. A 'Greek supplier'
// is the seller country as the Peppol rules derive it (VAT prefix, then tax representative, then
// address), GR or EL; the endpoint rule GR-R-009 leaves the tax representative out, as the
// official rule does, and the MARK rules also need a Greek postal address.

import type { XmlElement } from '../xml/tree';
import { child, children, text, unless, type Rule, type RuleContext } from './context';

const greek = (country: string) => country === 'GR' || country === 'EL';
const greekSeller = (c: RuleContext) => greek(c.peppolSellerCountry);
const greekBuyer = (c: RuleContext) => greek(c.peppolBuyerCountry);

/** The seller country without the tax representative: VAT prefix, then address (GR-R-009). */
function accountingSellerCountry(c: RuleContext): string {
  const prefix = vatIds(c.seller)[0]?.text.slice(0, 2);
  if (prefix) return prefix.trim().toUpperCase();
  return text(c.seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')?.toUpperCase() ?? 'XX';
}

/** VAT identifiers of a party (TaxScheme ID 'VAT', blanks ignored). */
function vatIds(party: XmlElement | undefined): XmlElement[] {
  return children(party, 'cac:PartyTaxScheme')
    .filter((t) => (child(child(t, 'cac:TaxScheme'), 'cbc:ID')?.text.trim() ?? '') === 'VAT')
    .flatMap((t) => children(t, 'cbc:CompanyID'));
}

/**
 * The Greek TIN (AFM) check digit over the first nine characters: the first eight digits weighted
 * 256, 128 … 2; the sum mod 11, mod 10, is the ninth digit.
 */
export function isValidGreekTin(value: string): boolean {
  const d = value.slice(0, 9);
  if (!/^\d{9}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(d[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(d[8]);
}

/** A Greek VAT number: 'EL' + a valid TIN. */
const greekVat = (v: string) => v.startsWith('EL') && isValidGreekTin(v.slice(2));
/** Exactly one VAT identifier and it is a Greek VAT number (GR-S-011, GR-R-006). */
const oneGreekVat = (party: XmlElement | undefined) => {
  const ids = vatIds(party);
  return ids.length === 1 && greekVat((ids[0] as XmlElement).text);
};

const GREEK_DOCUMENT_TYPES = new Set(['1.1', '1.6', '2.1', '2.4', '5.1', '5.2']);
/** Day, month and a 19xx/20xx year, with optional '-', '/', '\' or blank separators (its start only). */
const ID_DATE = /^(0?[1-9]|[12][0-9]|3[01])[-\\/ ]?(0?[1-9]|1[0-2])[-\\/ ]?(19|20)[0-9]{2}/;

/** The invoice number's segments ('|'-separated), for a Greek supplier. */
function idSegments(c: RuleContext): { el: XmlElement; seg: string[] } | undefined {
  const el = child(c.root, 'cbc:ID');
  if (!el || !greekSeller(c)) return undefined;
  return { el, seg: el.text === '' ? [] : el.text.split('|') };
}

/** One GR-R-001-n rule: `ok` judges the segments of the invoice number. */
function idRule(n: number, message: string, ok: (seg: string[], c: RuleContext) => boolean): Rule {
  return {
    id: `GR-R-001-${n}`,
    flag: 'fatal',
    message,
    check: (c) => {
      const s = idSegments(c);
      return s && !ok(s.seg, c) ? [s.el] : [];
    },
  };
}

const blank = (v: string | undefined) => (v ?? '').trim() === '';
/** MARK and invoice URL references need a Greek supplier with a Greek postal address (GR-R-004, GR-S-008, GR-R-008-2). */
const markApplies = (c: RuleContext) =>
  greekSeller(c) && text(c.seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode') === 'GR';
const refsWith = (c: RuleContext, description: string) =>
  children(c.root, 'cac:AdditionalDocumentReference').filter((r) =>
    children(r, 'cbc:DocumentDescription').some((d) => d.text === description),
  );
const MARK = '##M.AR.K##';
const INVOICE_URL = '##INVOICE|URL##';
const partyName = (p: XmlElement | undefined) => child(child(p, 'cac:PartyName'), 'cbc:Name')?.text ?? '';
const tinEndpoint = (e: XmlElement) => e.attrs.schemeID === '9933' && isValidGreekTin(e.text);

export const GR_RULES: Rule[] = [
  idRule(
    1,
    'When the supplier is Greek, the invoice number (BT-1) shall have 6 segments separated by |.',
    (s) => s.length === 6,
  ),
  idRule(
    2,
    "When the supplier is Greek, the invoice number's first segment shall be a valid TIN equal to the supplier's or the tax representative's.",
    (s, c) => {
      const tin = s[0];
      if (tin === undefined || tin.trim().length !== 9 || !isValidGreekTin(tin)) return false;
      return [...vatIds(c.seller), ...vatIds(child(c.root, 'cac:TaxRepresentativeParty'))].some(
        (v) => v.text.slice(2, 11) === tin,
      );
    },
  ),
  idRule(
    3,
    "When the supplier is Greek, the invoice number's second segment shall be the issue date (dd/mm/yyyy).",
    (s, c) => {
      const d = s[1];
      if (d === undefined || blank(d) || !ID_DATE.test(d)) return false;
      const [day, month, year] = d.split('/');
      const [y, m, dd] = (child(c.root, 'cbc:IssueDate')?.text ?? '').split('-');
      return day === dd && month === m && year === y;
    },
  ),
  idRule(
    4,
    "When the supplier is Greek, the invoice number's third segment shall be a non-negative integer.",
    (s) => /^\s*[+-]?\d+\s*$/.test(s[2] ?? '') && Number(s[2]) >= 0,
  ),
  idRule(
    5,
    "When the supplier is Greek, the invoice number's fourth segment shall be a Greek document type (1.1, 1.6, 2.1, 2.4, 5.1, 5.2).",
    (s) => !blank(s[3]) && GREEK_DOCUMENT_TYPES.has(s[3] as string),
  ),
  idRule(
    6,
    "When the supplier is Greek, the invoice number's fifth segment shall not be empty.",
    (s) => (s[4] ?? '').length > 0,
  ),
  idRule(
    7,
    "When the supplier is Greek, the invoice number's sixth segment shall not be empty.",
    (s) => (s[5] ?? '').length > 0,
  ),
  {
    id: 'GR-R-002',
    flag: 'fatal',
    message: 'A Greek supplier shall give its full registered name (BT-28).',
    check: (c) => (greekSeller(c) && c.seller && partyName(c.seller).length === 0 ? [c.seller] : []),
  },
  {
    id: 'GR-R-003',
    flag: 'fatal',
    message: "A Greek supplier's VAT identifier (BT-31) shall start with 'EL' followed by a valid TIN.",
    check: (c) => (greekSeller(c) ? vatIds(c.seller).filter((v) => !greekVat(v.text)) : []),
  },
  {
    id: 'GR-R-004-1',
    flag: 'fatal',
    message:
      'When the supplier is Greek, the invoice shall carry exactly one MARK number (a document reference described ##M.AR.K##).',
    check: (c) => (markApplies(c) ? unless(c, refsWith(c, MARK).length === 1) : []),
  },
  {
    id: 'GR-R-004-2',
    flag: 'fatal',
    message: 'When the supplier is Greek, the MARK number shall be a positive integer.',
    check: (c) =>
      markApplies(c)
        ? refsWith(c, MARK)
            .flatMap((r) => children(r, 'cbc:ID'))
            .filter((e) => !/^[1-9]/.test(e.text))
        : [],
  },
  {
    id: 'GR-R-005',
    flag: 'fatal',
    message: 'A Greek supplier shall give the full name of the buyer (BT-45).',
    check: (c) => (greekSeller(c) && c.buyer && partyName(c.buyer).length === 0 ? [c.buyer] : []),
  },
  {
    id: 'GR-R-006',
    flag: 'fatal',
    message:
      "When supplier and buyer are Greek, the buyer's VAT identifier (BT-48) shall be given: 'EL' and a valid TIN.",
    check: (c) => (greekSeller(c) && greekBuyer(c) && c.buyer && !oneGreekVat(c.buyer) ? [c.buyer] : []),
  },
  {
    id: 'GR-S-008-1',
    flag: 'warning',
    message:
      'When the supplier is Greek, the invoice should carry one invoice URL (a document reference described ##INVOICE|URL##).',
    check: (c) => (markApplies(c) ? unless(c, refsWith(c, INVOICE_URL).length === 1) : []),
  },
  {
    id: 'GR-R-008-2',
    flag: 'fatal',
    message: 'When the supplier is Greek, the invoice shall carry at most one invoice URL.',
    check: (c) => (markApplies(c) ? unless(c, refsWith(c, INVOICE_URL).length <= 1) : []),
  },
  {
    id: 'GR-R-008-3',
    flag: 'fatal',
    message: 'When the supplier is Greek, an invoice URL reference shall give the URL (external reference URI).',
    check: (c) =>
      greekSeller(c)
        ? refsWith(c, INVOICE_URL).filter((r) => blank(text(r, 'cac:Attachment/cac:ExternalReference/cbc:URI')))
        : [],
  },
  {
    id: 'GR-R-009',
    flag: 'fatal',
    message: "A Greek supplier's electronic address (BT-34) shall be its TIN with scheme 9933.",
    check: (c) =>
      greek(accountingSellerCountry(c)) ? children(c.seller, 'cbc:EndpointID').filter((e) => !tinEndpoint(e)) : [],
  },
  {
    id: 'GR-R-010',
    flag: 'fatal',
    message:
      "When supplier and buyer are Greek, the buyer's electronic address (BT-49) shall be its TIN with scheme 9933.",
    check: (c) =>
      greekSeller(c) && greekBuyer(c) ? children(c.buyer, 'cbc:EndpointID').filter((e) => !tinEndpoint(e)) : [],
  },
  {
    id: 'GR-S-011',
    flag: 'warning',
    message: "A Greek supplier should give exactly one VAT identifier (BT-31): 'EL' and a valid TIN.",
    check: (c) => (greekSeller(c) && c.seller && !oneGreekVat(c.seller) ? [c.seller] : []),
  },
];
