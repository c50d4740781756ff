// A row between a party's name and its street that is no address line (docs/extraction.md step
// 250): the owner of a sole trader's firm printed under its name ('Inh. Klaus Meier', as German
// craftsmen's and shops' letterheads print it; the firm is the supplier, its owner no street).
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

function read(rows: Rows): ExtractedForm {
  return formFromLines(buildDocumentLines([testPage(rows)])).form;
}

const table: Rows = [
  [],
  [
    [30, 'Bezeichnung'],
    [300, 'Menge'],
    [380, 'Einzelpreis'],
    [460, 'Gesamtpreis'],
  ],
  [
    [30, 'Malerarbeiten'],
    [300, '10'],
    [380, '100,00'],
    [460, '1.000,00'],
  ],
  [],
  [
    [300, 'Rechnungsbetrag'],
    [460, '1.000,00'],
  ],
];

describe("an owner's row under the firm's name (step 250)", () => {
  it.each([['Inh. Klaus Meier'], ['Inhaberin: Anna Meier'], ['Owner: Klaus Meier']])('%s', (owner) => {
    const form = read([
      [
        [30, 'Malerbetrieb Meier'],
        [380, 'RECHNUNG'],
      ],
      [
        [30, owner],
        [380, 'Rechnung Nr.'],
        [470, '2024-117'],
      ],
      [
        [30, 'Werkstraße 9'],
        [380, 'Datum:'],
        [470, '12.04.2024'],
      ],
      [[30, '50667 Köln']],
      [],
      [[30, 'Peter Hoffmann']],
      [[30, 'Gartenstraße 14']],
      [[30, '50999 Köln']],
      ...table,
    ]);
    expect(form.supplier_data).toMatchObject({
      name: 'Malerbetrieb Meier',
      address: { street: 'Werkstraße 9', zip: '50667', city: 'Köln' },
    });
  });
});
