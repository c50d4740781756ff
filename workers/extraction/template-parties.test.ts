// Party blocks of placeholder templates (docs/extraction.md, step 52): a 'LOGO Vendeur' heading over
// a 'SELLER TRADE NAME' caption, the seller's block beside a title block, a contact row over the
// buyer's name, a street row carrying its second line after a comma; a caption naming the party
// as its block's label (step 54); a heading's name wrapped onto a row ending in its legal form
// (step 63).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import type { Word } from './types';

/** Rows of [x, text] runs, each row with its own type size and y. */
function page(rows: Array<{ y: number; h: number; runs: Array<[number, string]> }>): Line[] {
  const words: Word[] = [];
  for (const { y, h, runs } of rows)
    for (const [x0, text] of runs) {
      let x = x0;
      for (const t of text.split(' ')) {
        words.push({ text: t, page: 1, x, y, w: t.length * h * 0.5, h, conf: 1 });
        x += t.length * h * 0.5 + h * 0.3;
      }
    }
  return buildDocumentLines([{ page: 1, width: 595, height: 842, words }]);
}

const template = page([
  { y: 32, h: 10, runs: [[300, 'FACTURE N° : F20200027']] },
  { y: 44, h: 14, runs: [[84, 'LOGO Vendeur']] },
  { y: 62, h: 9, runs: [[300, 'Date : 15/01/2020']] },
  {
    y: 76,
    h: 8,
    runs: [
      [76, 'SELLER TRADE NAME'],
      [300, 'Adresse du Client'],
    ],
  },
  {
    y: 87,
    h: 8,
    runs: [
      [76, 'LE FOURNISSEUR'],
      [306, 'Contact Acheteur'],
    ],
  },
  {
    y: 98,
    h: 8,
    runs: [
      [76, "35 rue d'ici, Seller line 2"],
      [306, 'LE CLIENT'],
    ],
  },
  {
    y: 109,
    h: 8,
    runs: [
      [76, '75018 PARIS, FR'],
      [306, '58 rue de la mer'],
    ],
  },
  { y: 120, h: 8, runs: [[306, '06000 NICE, FR']] },
]);

describe('placeholder template parties', () => {
  const { form } = formFromLines(template);

  it("names the seller from the block under a 'LOGO Vendeur' heading, past its caption", () =>
    expect(form.supplier_data.name).toBe('LE FOURNISSEUR'));

  it("reads the seller's address beside the title block, line one up to its comma", () =>
    expect(form.supplier_data.address).toEqual({ street: "35 rue d'ici", zip: '75018', city: 'PARIS', country: 'FR' }));

  it("does not take the buyer's contact row for its name", () => expect(form.customer_data.name).toBe('LE CLIENT'));
});

describe('a caption as the party label', () => {
  const { form } = formFromLines(
    page([
      { y: 48, h: 12, runs: [[40, 'Lieferant GmbH & Co. KG']] },
      { y: 150, h: 12, runs: [[40, 'Customer name / company']] },
      { y: 168, h: 8, runs: [[40, 'Musterkunde GmbH']] },
      { y: 178, h: 8, runs: [[40, 'VAT ID:N/A']] },
      { y: 188, h: 8, runs: [[40, 'Herr Test Monteur']] },
      { y: 198, h: 8, runs: [[40, 'Musterstrasse 44, 40789 Musterstadt, DE']] },
    ]),
  );

  it("reads the block under 'Customer name / company' as the customer", () =>
    expect([form.customer_data.name, form.customer_data.address?.street]).toEqual([
      'Musterkunde GmbH',
      'Musterstrasse 44',
    ]));
});

describe("a heading's name wrapped onto the row under it (step 63)", () => {
  const form = (second: string) =>
    formFromLines(
      page([
        { y: 100, h: 10, runs: [[71, 'MVM Musterhafter']] },
        { y: 112, h: 10, runs: [[71, second]] },
        { y: 124, h: 10, runs: [[71, 'Musterstr. 12']] },
        { y: 136, h: 10, runs: [[71, '12345 Musterstadt']] },
      ]),
    ).form.supplier_data;

  it('joins a row ending in the legal form to the name, and keeps it out of the address', () =>
    expect([
      form('Versicherungsverein Musterstadt a.G.').name,
      form('Versicherungsverein Musterstadt a.G.').address?.street,
    ]).toEqual(['MVM Musterhafter\nVersicherungsverein Musterstadt a.G.', 'Musterstr. 12']));

  it('leaves a row without a legal form to the address', () =>
    expect([form('Versicherungsbüro Nord').name, form('Versicherungsbüro Nord').address?.street]).toEqual([
      'MVM Musterhafter',
      'Versicherungsbüro Nord',
    ]));
});
