// Where each party business term of EN 16931 (seller BG-4, buyer BG-7, their addresses BG-5/BG-8
// and contacts BG-6/BG-9) stands in UBL and in CII, as one table per syntax, and the one reader
// that applies a table to a party element. The same table serves the seller and the buyer: each
// row names both business terms. Payee, tax representative and delivery are not read (the form
// does not carry them; docs/peppol.md).

import { F_SKATT_TEXT, FORETAKSREGISTERET } from '../build/parties';
import type { PostalAddress } from '../../invoice-form';
import type { PartyIdentifier, PeppolParty } from '../types';
import { all, at, children, text, type XmlElement } from '../xml/tree';

/** The business term a row reads, for the seller and for the buyer (absent: seller only). */
export interface PartyTerm {
  seller: string;
  buyer?: string;
}

/**
 * A test on a candidate element: the text at `path` (or its attribute `attr`) is one of `oneOf`.
 * `fold` compares upper-cased with white space folded; `not` inverts (a missing value never matches).
 */
export interface Condition {
  path?: string;
  attr?: string;
  oneOf: readonly string[];
  fold?: boolean;
  not?: boolean;
}

type TextField = 'name' | 'org_id' | 'tax_number' | 'peppol_id' | 'gln' | 'phone' | 'general_email';

/** Which of the candidates gives the value: the first or last that passes, or the first only. */
export type Pick = 'first-match' | 'last-match' | 'first-only';

export interface AddressRow {
  bt: PartyTerm;
  field: keyof PostalAddress;
  /** Tried in order; the first with text gives the value. */
  paths: readonly string[];
}

export type PartyRow = { bt: PartyTerm } &
  /** The text of the first path that has one. */
  (
    | { field: TextField; read: 'text'; paths: readonly string[] }
    /** The element's text, prefixed with its schemeID ('0007:5567321707'). */
    | { field: TextField; read: 'scheme-value'; path: string }
    /** The text at `value` of one `each` element that passes every condition. */
    | { field: TextField; read: 'match'; each: string; value: string; when: readonly Condition[]; pick: Pick }
    /** True when any `each` element with text at `value` passes every condition. */
    | { field: 'f_skatt'; read: 'any-match'; each: string; value: string; when: readonly Condition[] }
    /** Every element at the paths, in order, with its schemeID. */
    | { field: 'identifiers'; read: 'identifiers'; paths: readonly string[] }
    /** The address element (kept, possibly empty, when present) and its own rows. */
    | { field: 'address'; read: 'address'; path: string; rows: readonly AddressRow[] }
  );

export type PartyPaths = readonly PartyRow[];

const term = (seller: string, buyer?: string): PartyTerm => (buyer ? { seller, buyer } : { seller });

const UBL_VAT: Condition = { path: 'cac:TaxScheme/cbc:ID', oneOf: ['VAT'], fold: true };
const UBL_NOT_VAT: Condition = { ...UBL_VAT, not: true };

/** UBL 2.1 cac:Party (under AccountingSupplierParty / AccountingCustomerParty). */
export const UBL_PARTY: PartyPaths = [
  {
    bt: term('BT-27', 'BT-44'),
    field: 'name',
    read: 'text',
    paths: ['cac:PartyLegalEntity/cbc:RegistrationName', 'cac:PartyName/cbc:Name'],
  },
  { bt: term('BT-34', 'BT-49'), field: 'peppol_id', read: 'scheme-value', path: 'cbc:EndpointID' },
  { bt: term('BT-29', 'BT-46'), field: 'identifiers', read: 'identifiers', paths: ['cac:PartyIdentification/cbc:ID'] },
  { bt: term('BT-30', 'BT-47'), field: 'org_id', read: 'text', paths: ['cac:PartyLegalEntity/cbc:CompanyID'] },
  {
    bt: term('BT-31', 'BT-48'),
    field: 'tax_number',
    read: 'match',
    each: 'cac:PartyTaxScheme',
    value: 'cbc:CompanyID',
    when: [UBL_VAT],
    pick: 'first-match',
  },
  {
    // The seller's non-VAT tax registration (BT-32) carries the F-skatt / Foretaksregisteret statement.
    bt: term('BT-32'),
    field: 'f_skatt',
    read: 'any-match',
    each: 'cac:PartyTaxScheme',
    value: 'cbc:CompanyID',
    when: [UBL_NOT_VAT, { path: 'cbc:CompanyID', oneOf: [F_SKATT_TEXT, FORETAKSREGISTERET], fold: true }],
  },
  {
    bt: term('BG-5', 'BG-8'),
    field: 'address',
    read: 'address',
    path: 'cac:PostalAddress',
    rows: [
      { bt: term('BT-35', 'BT-50'), field: 'street', paths: ['cbc:StreetName', 'cac:AddressLine/cbc:Line'] },
      { bt: term('BT-38', 'BT-53'), field: 'zip', paths: ['cbc:PostalZone'] },
      { bt: term('BT-37', 'BT-52'), field: 'city', paths: ['cbc:CityName'] },
      { bt: term('BT-40', 'BT-55'), field: 'country', paths: ['cac:Country/cbc:IdentificationCode'] },
    ],
  },
  { bt: term('BT-42', 'BT-57'), field: 'phone', read: 'text', paths: ['cac:Contact/cbc:Telephone'] },
  { bt: term('BT-43', 'BT-58'), field: 'general_email', read: 'text', paths: ['cac:Contact/cbc:ElectronicMail'] },
];

/** UN/CEFACT CII ram:SellerTradeParty / ram:BuyerTradeParty. */
export const CII_PARTY: PartyPaths = [
  { bt: term('BT-27', 'BT-44'), field: 'name', read: 'text', paths: ['ram:Name'] },
  { bt: term('BT-30', 'BT-47'), field: 'org_id', read: 'text', paths: ['ram:SpecifiedLegalOrganization/ram:ID'] },
  {
    bt: term('BT-31', 'BT-48'),
    field: 'tax_number',
    read: 'match',
    each: 'ram:SpecifiedTaxRegistration',
    value: 'ram:ID',
    when: [{ path: 'ram:ID', attr: 'schemeID', oneOf: ['VA'] }],
    pick: 'last-match',
  },
  {
    bt: term('BT-34', 'BT-49'),
    field: 'peppol_id',
    read: 'scheme-value',
    path: 'ram:URIUniversalCommunication/ram:URIID',
  },
  {
    // A GS1 GLN among the party's global ids (the first one only).
    bt: term('BT-29', 'BT-46'),
    field: 'gln',
    read: 'match',
    each: 'ram:GlobalID',
    value: '',
    when: [{ attr: 'schemeID', oneOf: ['0088'] }],
    pick: 'first-only',
  },
  { bt: term('BT-29', 'BT-46'), field: 'identifiers', read: 'identifiers', paths: ['ram:ID', 'ram:GlobalID'] },
  {
    bt: term('BG-5', 'BG-8'),
    field: 'address',
    read: 'address',
    path: 'ram:PostalTradeAddress',
    rows: [
      { bt: term('BT-35', 'BT-50'), field: 'street', paths: ['ram:LineOne'] },
      { bt: term('BT-38', 'BT-53'), field: 'zip', paths: ['ram:PostcodeCode'] },
      { bt: term('BT-37', 'BT-52'), field: 'city', paths: ['ram:CityName'] },
      { bt: term('BT-40', 'BT-55'), field: 'country', paths: ['ram:CountryID'] },
    ],
  },
  {
    bt: term('BT-42', 'BT-57'),
    field: 'phone',
    read: 'text',
    paths: ['ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber'],
  },
  {
    bt: term('BT-43', 'BT-58'),
    field: 'general_email',
    read: 'text',
    paths: ['ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID'],
  },
];

/** The element at a path; '' is the element itself. */
function locate(el: XmlElement, path: string): XmlElement | undefined {
  return path === '' ? el : at(el, path);
}

function firstText(el: XmlElement, paths: readonly string[]): string | undefined {
  for (const p of paths) {
    const v = text(el, p);
    if (v !== undefined) return v;
  }
  return undefined;
}

const fold = (s: string): string => s.replace(/\s+/g, ' ').toUpperCase();

function passes(el: XmlElement, c: Condition): boolean {
  const subject = c.path ? at(el, c.path) : el;
  const value = c.attr ? subject?.attrs[c.attr] : (text(subject) ?? '');
  const hit = value !== undefined && c.oneOf.some((o) => (c.fold ? fold(value) === fold(o) : value === o));
  return c.not ? !hit : hit;
}

/** Each candidate's value where it passes every condition, in document order. */
function matches(
  party: XmlElement,
  row: { each: string; value: string; when: readonly Condition[] },
  firstOnly: boolean,
): string[] {
  const candidates = children(party, row.each);
  const out: string[] = [];
  for (const c of firstOnly ? candidates.slice(0, 1) : candidates) {
    const target = locate(c, row.value);
    const v = target ? text(target) : undefined;
    if (v !== undefined && row.when.every((w) => passes(c, w))) out.push(v);
  }
  return out;
}

function identifier(e: XmlElement): PartyIdentifier {
  const id = e.text.trim();
  return e.attrs.schemeID ? { id, scheme: e.attrs.schemeID } : { id };
}

function readAddress(el: XmlElement, rows: readonly AddressRow[]): PostalAddress {
  const a: PostalAddress = {};
  for (const row of rows) {
    const v = firstText(el, row.paths);
    if (v !== undefined) a[row.field] = v;
  }
  return a;
}

/** Reads a party element with a syntax's table; terms that are absent stay absent. */
export function readParty(party: XmlElement | undefined, paths: PartyPaths): PeppolParty {
  const p: PeppolParty = {};
  if (!party) return p;
  for (const row of paths) {
    switch (row.read) {
      case 'text': {
        const v = firstText(party, row.paths);
        if (v !== undefined) p[row.field] = v;
        break;
      }
      case 'scheme-value': {
        const el = at(party, row.path);
        const v = text(el);
        if (el && v !== undefined) p[row.field] = el.attrs.schemeID ? `${el.attrs.schemeID}:${v}` : v;
        break;
      }
      case 'match': {
        const found = matches(party, row, row.pick === 'first-only');
        const v = row.pick === 'last-match' ? found[found.length - 1] : found[0];
        if (v !== undefined) p[row.field] = v;
        break;
      }
      case 'any-match':
        if (matches(party, row, false).length > 0) p[row.field] = true;
        break;
      case 'identifiers': {
        const ids = row.paths
          .flatMap((path) => all(party, path))
          .filter((e) => e.text.trim() !== '')
          .map(identifier);
        if (ids.length > 0) p[row.field] = ids;
        break;
      }
      case 'address': {
        const el = at(party, row.path);
        if (el) p[row.field] = readAddress(el, row.rows);
        break;
      }
    }
  }
  return p;
}
