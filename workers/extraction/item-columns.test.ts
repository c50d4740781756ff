// Two item columns, 'Item | Description' (docs/extraction.md step 265): a name in the first column
// is the item's name (BT-153) and the second column its description; an article code there is not.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const head: Rows = [
  [
    [30, 'Pixel Works LLC'],
    [400, 'INVOICE'],
  ],
  [
    [30, '77 Market Street'],
    [400, 'Invoice No: 1001'],
  ],
  [
    [30, 'Portland, OR 97204'],
    [400, 'Date: March 3, 2024'],
  ],
  [],
];
const tail: Rows = [
  [],
  [
    [380, 'Subtotal'],
    [480, '300.50'],
  ],
  [
    [380, 'Total'],
    [480, '300.50'],
  ],
];

function names(table: Rows): Array<[string, number | null, number | null]> {
  const { form } = formFromLines(buildDocumentLines([testPage([...head, ...table, ...tail])]));
  return form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount]);
}

describe("'Item | Description' tables", () => {
  it.each([
    ['Item', 'Description', 30],
    ['Product', 'Description', 30],
    ['Activity', 'Description', 90],
    ['Product/Service', 'Description', 90],
  ])("reads the name under '%s' and leaves the '%s' column out", (first, second, x) => {
    const date: Rows[number] = x > 30 ? [[30, '01/15/2024']] : [];
    expect(
      names([
        [
          ...(x > 30 ? ([[30, 'Date']] as Rows[number]) : []),
          [x, first],
          [200, second],
          [300, 'Unit Cost'],
          [380, 'Qty'],
          [480, 'Amount'],
        ],
        [...date, [x, 'Rock Fountain'], [200, 'Granite, 1 m'], [300, '275.00'], [380, '1'], [480, '275.00']],
        [...date, [x, 'Fountain Pump'], [200, 'Solar pump'], [300, '12.75'], [380, '2'], [480, '25.50']],
      ]),
    ).toEqual([
      ['Rock Fountain', 1, 275],
      ['Fountain Pump', 2, 25.5],
    ]);
  });

  it('still takes the description for the name when the first column holds article codes', () => {
    expect(
      names([
        [
          [30, 'Item'],
          [130, 'Description'],
          [300, 'Unit Cost'],
          [380, 'Qty'],
          [480, 'Amount'],
        ],
        [
          [30, 'ZS997'],
          [130, 'Rock Fountain'],
          [300, '275.00'],
          [380, '1'],
          [480, '275.00'],
        ],
        [
          [30, 'TB100A4'],
          [130, 'Fountain Pump'],
          [300, '12.75'],
          [380, '2'],
          [480, '25.50'],
        ],
      ]),
    ).toEqual([
      ['Rock Fountain', 1, 275],
      ['Fountain Pump', 2, 25.5],
    ]);
  });

  it("keeps 'Article | Désignation' the article number's column even where its cells read as words", () => {
    expect(
      names([
        [
          [30, 'Article'],
          [130, 'Désignation'],
          [300, 'P.U.'],
          [380, 'Qté'],
          [480, 'Montant'],
        ],
        [
          [30, 'Fontaine'],
          [130, 'Rock Fountain'],
          [300, '275.00'],
          [380, '1'],
          [480, '275.00'],
        ],
        [
          [30, 'Pompe'],
          [130, 'Fountain Pump'],
          [300, '12.75'],
          [380, '2'],
          [480, '25.50'],
        ],
      ]),
    ).toEqual([
      ['Rock Fountain', 1, 275],
      ['Fountain Pump', 2, 25.5],
    ]);
  });
});
