// Party names and addresses from where invoicing tools print them (docs/extraction.md, steps
// 118-121): the seller's one-line address under a logo's word or alone in a footer line, a footer
// column, and an American house number that reads like a postcode.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe("the seller's one-line address", () => {
  it("gives the full name under a logo's word", () => {
    const { form } = formFromLines(
      page([
        [[40, 'ELEKTRO']],
        [[40, 'Elektro Vogt e.K. · Am Anger 27 · 99084 Erfurt']],
        [],
        [
          [300, 'Rechnungsnummer'],
          [450, 'RE-2026-116'],
        ],
        [
          [300, 'Datum'],
          [450, '12.02.2026'],
        ],
      ]),
    );
    expect([form.supplier_data.name, form.supplier_data.address?.city]).toEqual(['Elektro Vogt e.K.', 'Erfurt']);
  });

  it('names the seller when it prints no block but that line', () => {
    const { form } = formFromLines(
      page([
        [[40, 'RECHNUNG']],
        [
          [40, 'Rechnungsnummer'],
          [200, 'Datum'],
        ],
        [
          [40, 'RE-2026-117'],
          [200, '12.02.2026'],
        ],
        [],
        [
          [300, 'Summe brutto'],
          [450, '1.520,70'],
        ],
        [],
        [[40, 'Kanzlei Reuter & Partner · Marktplatz 3 · 04109 Leipzig · DE312345678']],
      ]),
    );
    expect([form.supplier_data.name, form.supplier_data.address?.street]).toEqual([
      'Kanzlei Reuter & Partner',
      'Marktplatz 3',
    ]);
  });
});

describe('a seller printed only in the footer, as a column', () => {
  const { form } = formFromLines(
    page([
      [
        [40, 'Facture'],
        [360, 'Boulangerie Martin'],
      ],
      [[360, '7 place du Marché']],
      [[360, '33000 Bordeaux']],
      [],
      [
        [40, 'N° facture: FA20260008'],
        [250, 'Date de facture: 18/01/2026'],
      ],
      [],
      [
        [40, 'Désignation'],
        [250, 'Qté'],
        [320, 'PU HT'],
        [420, 'Montant HT'],
      ],
      [
        [40, 'Plateau chêne massif'],
        [250, '2'],
        [320, '100,00'],
        [420, '200,00'],
      ],
      [
        [320, 'Total HT'],
        [420, '200,00'],
      ],
      [],
      [
        [40, 'Imprimerie Dubois'],
        [250, 'N° TVA intracom. FR73423456789'],
      ],
      [[40, '4 avenue Jean Jaurès']],
      [[40, '31000 Toulouse']],
    ]),
  );

  it('names the supplier from the footer, never from the customer window', () =>
    expect([form.supplier_data.name, form.supplier_data.address?.street, form.supplier_data.address?.city]).toEqual([
      'Imprimerie Dubois',
      '4 avenue Jean Jaurès',
      'Toulouse',
    ]));
});

describe('an American street whose house number reads like a postcode', () => {
  const { form } = formFromLines(
    page([
      [[40, 'INVOICE']],
      [
        [40, 'Bill To'],
        [300, 'Invoice No.'],
        [420, 'INV-3006'],
      ],
      [[40, 'Blue Ridge Dental']],
      [[40, '1200 Elm Avenue']],
      [[40, 'Asheville, NC 28801']],
    ]),
  );

  it('reads the street, and the postcode from the row under it', () =>
    expect([
      form.customer_data.address?.street,
      form.customer_data.address?.zip,
      form.customer_data.address?.city,
    ]).toEqual(['1200 Elm Avenue', '28801', 'Asheville']));
});
