// Unit prices below one with three decimals (docs/extraction.md, step 27).
import { extractTableByColumns } from './columns';
import { buildDocumentLines } from './layout';
import { parseAmount } from './parsers';
import { testPage } from './test-page';

describe('prices below one with three decimals', () => {
  it.each([
    ['0.025', 0.025],
    ['0,500', 0.5],
    ['-0.250', -0.25],
    ['1.025', 1025],
  ])('%s → %d', (s, v) => expect(parseAmount(s)).toBe(v));

  it('are the price of a row, the count with cents its quantity', () => {
    const lines = buildDocumentLines([
      testPage(
        [
          [
            [60, 'Amount'],
            [120, 'Product'],
            [290, 'VAT'],
            [346, 'Price'],
            [421, 'Total'],
          ],
          [
            [60, '800.00'],
            [120, 'Hot air (litres)'],
            [290, '19%'],
            [346, '0.025 €'],
            [421, '20.00 €'],
          ],
        ],
        9,
      ),
    ]);
    expect(extractTableByColumns(lines).lines).toEqual([
      {
        item: { name: 'Hot air (litres)', tax_percent: 19 },
        price: { amount: 0.025 },
        invoiced_quantity: 800,
        line_extension_amount: 20,
      },
    ]);
  });
});

describe('prices per 100 units (step 41)', () => {
  const row = (pos: string, name: string, price: string, qty: string, amount: string): Array<[number, string]> => [
    [40, pos],
    [120, name],
    [290, price],
    [350, qty],
    [420, '19%'],
    [480, amount],
  ];
  const lines = buildDocumentLines([
    testPage(
      [
        [
          [40, 'Pos'],
          [120, 'Beschreibung'],
          [290, 'Nettopreis'],
          [350, 'Menge'],
          [420, 'MwSt'],
          [480, 'Nettobetrag'],
        ],
        row('000004', 'Sechskantmutter M10', '9,16', '500 Stk', '45,80'),
        row('000005', 'Sechskantmutter M12', '13,32', '500 Stk', '66,60'),
        row('000006', 'Kaffee', '18,90', '2 Stk', '37,80'),
      ],
      9,
    ),
  ]);

  it('read as the price per unit when quantity × price is a hundred times the amount, never with the position number', () =>
    expect(
      extractTableByColumns(lines).lines.map((l) => [l.invoiced_quantity, l.price.amount, l.line_extension_amount]),
    ).toEqual([
      [500, 0.0916, 45.8],
      [500, 0.1332, 66.6],
      [2, 18.9, 37.8],
    ]));
});
