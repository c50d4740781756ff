// Party blocks: a postcode line with a trailing country code, a GLN row named in German
// (docs/extraction.md, step 26); the street as the address's first line (step 29), not a row
// repeating the name (step 62).
import { addressFrom } from './party-fields';
import { buildDocumentLines } from './layout';
import { nameFirst } from './parties';
import { testPage } from './test-page';

const segs = (rows: string[]) =>
  buildDocumentLines([
    testPage(
      rows.map((r) => [[40, r] as [number, string]]),
      9,
    ),
  ]).map((l) => l.segments[0]!);

describe('party blocks', () => {
  it("reads '06000 NICE, FR' as postcode, city and country", () =>
    expect(addressFrom(segs(['LE CLIENT', '58 rue de la mer', '06000 NICE, FR'])).data.address).toEqual({
      street: '58 rue de la mer',
      zip: '06000',
      city: 'NICE',
      country: 'FR',
    }));

  it("does not take a 'Globale Nummer' row for the name", () =>
    expect(nameFirst(segs(['Globale Nummer: 4304171000002 (GTIN)', 'MUSTER-KUNDE GMBH']))[0]?.text).toBe(
      'MUSTER-KUNDE GMBH',
    ));

  it('takes the first address line for the street, not the one above the postcode', () =>
    expect(
      addressFrom(segs(['Das Company', 'ZUG Business Center', 'Highway 1', 'BE-9000 Ghent'])).data.address?.street,
    ).toBe('ZUG Business Center'));

  it('does not take a row repeating the name in another case for the street', () =>
    expect(
      addressFrom(segs(["L'ACHETEUR", "L'acheteur", "1, rue de l'acheteur", '38000 Grenoble, FR'])).data.address
        ?.street,
    ).toBe("1, rue de l'acheteur"));

  it('skips a contact row inside the address', () =>
    expect(
      addressFrom(segs(['Kunden AG', 'z. Hd. Frau Muster', 'Tel. 030 123456', 'Hauptstr. 5', '10115 Berlin'])).data
        .address?.street,
    ).toBe('Hauptstr. 5'));
});

describe('a contact person inside an address block (step 132)', () => {
  it('takes the street under a contact person, not the person', () =>
    expect(
      addressFrom(segs(['Papierflieger-Vertriebs-GmbH', 'Helga Musterfrau', 'Rabattstr. 25', '34567 Osterhausen'])).data
        .address?.street,
    ).toBe('Rabattstr. 25'));

  it("skips a row with 'ATTN' inside it", () =>
    expect(
      addressFrom(segs(['Buyer Company', 'Einkauf ATTN Erika Mustermann', '456 Buyer St', '12345 Buyer City'])).data
        .address?.street,
    ).toBe('456 Buyer St'));

  it('reads an Irish Eircode as the postcode', () =>
    expect(
      addressFrom(segs(['Prime Tech Solutions', 'Aoife Kelly', '10 Tech Park Avenue', 'D02 XA00 Dublin'])).data.address,
    ).toEqual({ street: '10 Tech Park Avenue', zip: 'D02 XA00', city: 'Dublin', country: 'IE' }));

  it('keeps a two-word street without a number when no numbered row follows', () =>
    expect(addressFrom(segs(['Kunden AG', 'Am Markt', '10115 Berlin'])).data.address?.street).toBe('Am Markt'));
});
