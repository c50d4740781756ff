// Group lines named like totals (docs/extraction.md, step 39): a row whose quantity × price gives
// its amount is an item even when its name opens with 'Subtotal'; a subtotal row printing one sum
// still ends the table or is left out.
import { extractTableByColumns } from './columns';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const row = (name: string, price: string, qty: string, amount: string): Array<[number, string]> => [
  [80, name],
  [300, price],
  [360, qty],
  [420, '19%'],
  [480, amount],
];

describe('rows named like totals', () => {
  const lines = page([
    [
      [40, 'Pos'],
      [80, 'Beschreibung'],
      [300, 'Nettopreis'],
      [360, 'Menge'],
      [420, 'Steuersatz'],
      [480, 'Nettobetrag'],
    ],
    row('Laser printer', '300,00', '2 Stk', '600,00'),
    row('Subtotal hardware', '1.000,00', '1 Stk', '1.000,00'),
    row('Toner', '120,00', '3 Stk', '360,00'),
    [
      [80, 'Zwischensumme'],
      [480, '1.960,00'],
    ],
    row('Paper', '9,00', '10 Stk', '90,00'),
    [
      [80, 'Subtotal'],
      [480, '2.050,00'],
    ],
    row('Shipping note', '5,00', '1 Stk', '5,00'),
  ]);

  it('keeps a group line whose quantity × price is its amount, and stops at a printed sum', () =>
    expect(extractTableByColumns(lines).lines.map((l) => [l.item.name, l.line_extension_amount])).toEqual([
      ['Laser printer', 600],
      ['Subtotal hardware', 1000],
      ['Toner', 360],
      ['Paper', 90],
    ]));
});
