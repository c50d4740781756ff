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
