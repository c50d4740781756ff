// The party path tables cover every party business term the model carries, in both syntaxes, and
// the one reader picks values the way the per-syntax readers always did.

import type { PostalAddress } from '../../invoice-form';
import type { PeppolParty } from '../types';
import { NS } from '../xml/namespaces';
import { readXml } from '../xml/reader';
import { CII_PARTY, readParty, UBL_PARTY, type PartyPaths, type PartyTerm } from './party-paths';

/**
 * The EN 16931 terms of each model field. A new field on PeppolParty fails to compile here until
 * it is placed: [] marks a field that is no party business term.
 */
const MODEL_TERMS: Record<keyof PeppolParty, readonly PartyTerm[]> = {
  _id: [], // our own row id
  name: [{ seller: 'BT-27', buyer: 'BT-44' }],
  org_id: [{ seller: 'BT-30', buyer: 'BT-47' }],
  tax_number: [{ seller: 'BT-31', buyer: 'BT-48' }],
  peppol_id: [{ seller: 'BT-34', buyer: 'BT-49' }],
  gln: [{ seller: 'BT-29', buyer: 'BT-46' }], // a GLN is a party identifier with scheme 0088
  phone: [{ seller: 'BT-42', buyer: 'BT-57' }],
  address: [{ seller: 'BG-5', buyer: 'BG-8' }],
  payment_means: [], // BG-16, read with the payment instructions, not the party
  contact_emails: [], // company-row fields without a business term
  invoice_email: [],
  general_email: [{ seller: 'BT-43', buyer: 'BT-58' }],
  identifiers: [{ seller: 'BT-29', buyer: 'BT-46' }],
  f_skatt: [{ seller: 'BT-32' }],
};

const ADDRESS_TERMS: Record<keyof PostalAddress, PartyTerm> = {
  street: { seller: 'BT-35', buyer: 'BT-50' },
  zip: { seller: 'BT-38', buyer: 'BT-53' },
  city: { seller: 'BT-37', buyer: 'BT-52' },
  country: { seller: 'BT-40', buyer: 'BT-55' },
};

const same = (a: PartyTerm, b: PartyTerm): boolean => a.seller === b.seller && a.buyer === b.buyer;

/** Every term a table names, party rows and address rows. */
function termsOf(table: PartyPaths): PartyTerm[] {
  return table.flatMap((row) => [row.bt, ...(row.read === 'address' ? row.rows.map((r) => r.bt) : [])]);
}

/**
 * Terms a syntax's parse has never read, so the tables do not either (behaviour unchanged): the
 * F-skatt statement is the Peppol BIS (UBL) PartyTaxScheme convention; a CII seller's BT-32 is a
 * tax number (schemeID FC) that the form has no place for.
 */
const NOT_READ: Record<'UBL' | 'CII', readonly PartyTerm[]> = {
  UBL: [],
  CII: [{ seller: 'BT-32' }],
};

describe.each([
  ['UBL', UBL_PARTY],
  ['CII', CII_PARTY],
] as const)('the %s party table', (syntax, table) => {
  it('has a row for every party and address business term of the model', () => {
    const wanted = [...Object.values(MODEL_TERMS).flat(), ...Object.values(ADDRESS_TERMS)].filter(
      (t) => !NOT_READ[syntax].some((n) => same(n, t)),
    );
    const missing = wanted.filter((t) => !termsOf(table).some((have) => same(have, t)));
    expect(missing).toEqual([]);
  });

  it('labels each row with the terms of the field it fills', () => {
    for (const row of table) {
      expect(MODEL_TERMS[row.field].some((t) => same(t, row.bt))).toBe(true);
      if (row.read === 'address') for (const r of row.rows) expect(ADDRESS_TERMS[r.field]).toEqual(r.bt);
    }
  });

  it('fills every address field', () => {
    const address = table.find((row) => row.read === 'address');
    const fields = address?.read === 'address' ? address.rows.map((r) => r.field).sort() : [];
    expect(fields).toEqual(Object.keys(ADDRESS_TERMS).sort());
  });
});

describe('readParty', () => {
  it('UBL: the first VAT scheme gives the VAT number; F-skatt in a non-VAT scheme, any case', () => {
    const party = readXml(`<cac:Party xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">
      <cbc:EndpointID schemeID="0007">5567321707</cbc:EndpointID>
      <cac:PartyTaxScheme><cbc:CompanyID>GODKÄND  FÖR F-SKATT</cbc:CompanyID><cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyTaxScheme><cbc:CompanyID>SE556732170701</cbc:CompanyID><cac:TaxScheme><cbc:ID>vat</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyTaxScheme><cbc:CompanyID>SE000000000001</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PostalAddress><cac:AddressLine><cbc:Line>Storgatan 1</cbc:Line></cac:AddressLine></cac:PostalAddress>
    </cac:Party>`);
    expect(readParty(party, UBL_PARTY)).toEqual({
      peppol_id: '0007:5567321707',
      tax_number: 'SE556732170701',
      f_skatt: true,
      address: { street: 'Storgatan 1' },
    });
  });

  it('UBL: the F-skatt text under the VAT scheme is no statement', () => {
    const party = readXml(`<cac:Party xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">
      <cac:PartyTaxScheme><cbc:CompanyID>Godkänd för F-skatt</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    </cac:Party>`);
    expect(readParty(party, UBL_PARTY)).toEqual({ tax_number: 'Godkänd för F-skatt' });
  });

  it('CII: the last VA registration wins; the GLN only from the first global id; an empty address is kept', () => {
    const party = readXml(`<ram:SellerTradeParty xmlns:ram="${NS.ram}">
      <ram:ID>K-17</ram:ID>
      <ram:GlobalID schemeID="0088">7300010000001</ram:GlobalID>
      <ram:GlobalID schemeID="0088">7300010000002</ram:GlobalID>
      <ram:PostalTradeAddress/>
      <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE111</ram:ID></ram:SpecifiedTaxRegistration>
      <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">201/113/40209</ram:ID></ram:SpecifiedTaxRegistration>
      <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE222</ram:ID></ram:SpecifiedTaxRegistration>
    </ram:SellerTradeParty>`);
    expect(readParty(party, CII_PARTY)).toEqual({
      tax_number: 'DE222',
      gln: '7300010000001',
      identifiers: [{ id: 'K-17' }, { id: '7300010000001', scheme: '0088' }, { id: '7300010000002', scheme: '0088' }],
      address: {},
    });
  });

  it('reads nothing from a missing party', () => {
    expect(readParty(undefined, CII_PARTY)).toEqual({});
  });
});
