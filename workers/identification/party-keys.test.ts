import { invoicePartiesOf, type PartyFacts } from './invoice-parties';
import { emailDomain, orgFormsOfNordicVat, orgNumberOfSwedishVat, partyLookups, swedishOrgForms } from './party-keys';
import type { CompanyLookup } from './types';

const NONE: PartyFacts = {
  name: null,
  orgIds: [],
  vatNumbers: [],
  peppolIds: [],
  emails: [],
  bankgiros: [],
  plusgiros: [],
  ibans: [],
};
const facts = (f: Partial<PartyFacts>): PartyFacts => ({ ...NONE, ...f });
const forms = (lookups: CompanyLookup[], key: string, column: string) =>
  lookups.find((l) => l.key === key && l.column === column)?.forms;

describe('Swedish identifiers', () => {
  it('spells an org number every way companies.org_id may hold it', () => {
    expect(swedishOrgForms('5566778899')).toEqual([
      '5566778899',
      '556677-8899',
      '165566778899',
      '16556677-8899',
      '195566778899',
      '19556677-8899',
      '205566778899',
      '20556677-8899',
    ]);
  });

  it.each(['556677-8899', '5566778899', '16556677-8899', ' 556677 8899 '])(
    'reads the org number %j as 5566778899 and looks it up in org_id, tax_number and peppol_id',
    (printed) => {
      const lookups = partyLookups(facts({ orgIds: [printed] }));
      expect(forms(lookups, 'org_id', 'org_id')).toContain('5566778899');
      expect(forms(lookups, 'org_id', 'org_id')).toContain('556677-8899');
      expect(forms(lookups, 'org_id', 'tax_number')).toEqual(['SE556677889901', 'se556677889901']);
      expect(forms(lookups, 'org_id', 'peppol_id')).toEqual(
        expect.arrayContaining(['0007:5566778899', '9955:SE556677889901']),
      );
    },
  );

  it('takes a VAT number to its org number and back (SE…01 ↔ org number)', () => {
    expect(orgNumberOfSwedishVat('SE 5566 7788 9901')).toBe('5566778899');
    expect(orgNumberOfSwedishVat('SE556677889902')).toBe('5566778899');
    expect(orgNumberOfSwedishVat('SE556677889801')).toBeNull();
    const lookups = partyLookups(facts({ vatNumbers: ['SE 556677-8899 01'] }));
    expect(forms(lookups, 'vat_number', 'org_id')).toContain('556677-8899');
    expect(forms(lookups, 'vat_number', 'tax_number')).toContain('SE556677889901');
  });

  it('does not look up a Swedish-looking number that fails its check digit', () => {
    expect(partyLookups(facts({ orgIds: ['556677-8898'] }))).toEqual([]);
    expect(partyLookups(facts({ vatNumbers: ['SE556677889801'] }))).toEqual([]);
  });

  it('looks up Nordic numbers as printed and VAT numbers by their org number', () => {
    expect(orgFormsOfNordicVat('NO 923 609 016 MVA')).toEqual(['923609016']);
    expect(orgFormsOfNordicVat('DK13585628')).toEqual(['13585628']);
    expect(orgFormsOfNordicVat('FI 0112 0389')).toEqual(['0112038-9', '01120389']);
    const lookups = partyLookups(facts({ orgIds: ['923 609 016'], vatNumbers: ['NO923609016MVA'] }));
    expect(forms(lookups, 'org_id', 'org_id')).toEqual(['923609016']);
    expect(forms(lookups, 'vat_number', 'tax_number')).toEqual(['NO923609016MVA']);
    expect(forms(lookups, 'vat_number', 'org_id')).toEqual(['923609016']);
  });
});

describe('Peppol ids, payment means, names, e-mail', () => {
  it('looks up a Peppol id in its spellings and, for 0007, as an org number', () => {
    const lookups = partyLookups(facts({ peppolIds: ['iso6523-actorid-upis::0007:5566778899'] }));
    expect(forms(lookups, 'peppol_id', 'peppol_id')).toEqual([
      '0007:5566778899',
      'iso6523-actorid-upis::0007:5566778899',
    ]);
    expect(forms(lookups, 'peppol_id', 'org_id')).toContain('556677-8899');
    expect(partyLookups(facts({ peppolIds: ['not a peppol id'] }))).toEqual([]);
  });

  it('keys bankgiro and plusgiro by their digits after the check digit passes', () => {
    expect(partyLookups(facts({ bankgiros: ['505-1057'] }))).toEqual([
      { key: 'bankgiro', value: '505-1057', column: 'payment_keys', forms: ['giro:5051057'] },
    ]);
    expect(partyLookups(facts({ plusgiros: ['443216-7'] }))).toEqual([
      { key: 'plusgiro', value: '443216-7', column: 'payment_keys', forms: ['giro:4432167'] },
    ]);
    expect(partyLookups(facts({ bankgiros: ['505-1058'] }))).toEqual([]);
    expect(partyLookups(facts({ ibans: ['se45 5000 0000 0583 9825 7466'] }))[0]?.forms).toEqual([
      'iban:SE4550000000058398257466',
    ]);
    expect(partyLookups(facts({ ibans: ['SE45 5000 0000 0583 9825 7467'] }))).toEqual([]);
  });

  it('looks a name up by name and by alias, and ignores names without two letters', () => {
    expect(partyLookups(facts({ name: 'Leverantören AB' })).map((l) => [l.key, l.column])).toEqual([
      ['name', 'name_key'],
      ['alias', 'alias_keys'],
    ]);
    expect(partyLookups(facts({ name: '-' }))).toEqual([]);
  });

  it('takes e-mail domains once each, lower-cased', () => {
    expect(emailDomain('Faktura@Leverantoren.SE')).toBe('leverantoren.se');
    expect(emailDomain('no-at-sign.se')).toBeNull();
    expect(emailDomain('a@localhost')).toBeNull();
    expect(partyLookups(facts({ emails: ['a@x.se', 'b@X.se', 'c@y.se'] })).map((l) => l.forms)).toEqual([
      ['x.se'],
      ['y.se'],
    ]);
  });

  it('lists lookups strongest key first', () => {
    const keys = partyLookups(
      facts({
        name: 'Acme AB',
        emails: ['a@acme.se'],
        bankgiros: ['505-1057'],
        orgIds: ['5566778899'],
        peppolIds: ['0007:5566778899'],
      }),
    ).map((l) => l.key);
    expect([...new Set(keys)]).toEqual(['peppol_id', 'org_id', 'bankgiro', 'name', 'alias', 'email_domain']);
  });
});

describe('reading the parties of an invoice', () => {
  const ie = {
    supplier_data: { name: 'Engine Name AB', org_id: '5566778899', tax_number: null },
    customer_data: { name: 'Kunden AB', org_id: '5560360793' },
    payment_means: { bankgiro: '505-1057', plusgiro: null, iban: null },
  };

  it('reads the engine result when there is no corrected form', () => {
    const p = invoicePartiesOf(null, ie);
    expect(p.supplier).toEqual({
      source: 'ie_raw_result',
      facts: { ...NONE, name: 'Engine Name AB', orgIds: ['5566778899'], bankgiros: ['505-1057'] },
    });
    expect(p.customer.facts.orgIds).toEqual(['5560360793']);
  });

  it('prefers the corrected form per party', () => {
    const raw = { customer_data: { name: 'Rättad Kund AB', org_id: '5591234561', peppol_id: '0007:5591234561' } };
    const p = invoicePartiesOf(raw, ie);
    expect(p.customer).toEqual({
      source: 'raw_result',
      facts: { ...NONE, name: 'Rättad Kund AB', orgIds: ['5591234561'], peppolIds: ['0007:5591234561'] },
    });
    expect(p.supplier.source).toBe('ie_raw_result');
  });

  it('reads e-mail addresses wherever a party carries them, and ignores values of the wrong type', () => {
    const raw = {
      supplier_data: {
        name: 42,
        email: 'a@x.se',
        contact_emails: [{ email: 'b@y.se', type: 'Invoice' }, 'c@z.se', null],
        org_id: { nested: true },
      },
    };
    expect(invoicePartiesOf(raw, null).supplier.facts).toEqual({
      ...NONE,
      name: '42',
      emails: ['a@x.se', 'b@y.se', 'c@z.se'],
    });
  });

  it('knows a supplier by its payment means alone', () => {
    expect(invoicePartiesOf(null, { payment_means: { bankgiro: '505-1057' } }).supplier.facts.bankgiros).toEqual([
      '505-1057',
    ]);
  });

  it('answers no facts for results that are not objects', () => {
    expect(invoicePartiesOf('x', [1, 2])).toEqual({
      supplier: { facts: NONE, source: null },
      customer: { facts: NONE, source: null },
    });
  });
});
