// A quantity with its unit and three digits after the mark (docs/extraction.md step 310): '5,000 kg'
// and SAP's '1,000 ST' are decimals, '1,000 pcs' in an English table a thousands group; the reading
// that makes quantity × price the amount wins.
import { extractTableByColumns } from './columns';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows): Array<[string, number | null, number | null, number | null]> =>
  extractTableByColumns(buildDocumentLines([testPage(rows, 9)])).lines.map((l) => [
    l.item.name,
    l.invoiced_quantity,
    l.price.amount,
    l.line_extension_amount,
  ]);

const header = (qty: string, price: string, amount: string): Rows[number] => [
  [30, 'Description'],
  [280, qty],
  [360, price],
  [480, amount],
];

const row = (name: string, qty: string, price: string, amount: string): Rows[number] => [
  [30, name],
  [285, qty],
  [365, price],
  [480, amount],
];

describe('a quantity whose three digits after the mark may be a thousands group (step 310)', () => {
  it("'1,000 pcs × 0.05 = 50.00' reads a thousand pieces", () => {
    expect(
      read([
        header('Quantity', 'Unit Price', 'Amount'),
        row('Business cards', '1,000 pcs', '0.05', '50.00'),
        row('Envelopes C5', '2,500 pcs', '0.04', '100.00'),
        [[330, 'Subtotal 150.00']],
      ]),
    ).toEqual([
      ['Business cards', 1000, 0.05, 50],
      ['Envelopes C5', 2500, 0.04, 100],
    ]);
  });

  it("'1,000 ST × 250,00 = 250,00' and '5,000 kg × 3,20 = 16,00' stay decimals", () => {
    expect(
      read([
        header('Menge', 'Preis', 'Betrag'),
        row('Kaffeemühle', '1,000 ST', '250,00', '250,00'),
        row('Kaffeebohnen', '5,000 kg', '3,20', '16,00'),
        [[330, 'Nettobetrag 266,00']],
      ]),
    ).toEqual([
      ['Kaffeemühle', 1, 250, 250],
      ['Kaffeebohnen', 5, 3.2, 16],
    ]);
  });
});
