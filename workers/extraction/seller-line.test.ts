// The seller's name from the address it prints on one line (docs/extraction.md, step 118): a
// logo's word over the full name, or a page whose only seller block is a footer line.
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
