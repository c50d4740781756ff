// Party blocks: a postcode line with a trailing country code, a GLN row named in German
// (docs/extraction.md, step 26).
import { addressFrom } from './fields';
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
});
