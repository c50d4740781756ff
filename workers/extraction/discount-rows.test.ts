// Document-level discounts printed as labelled rows with their VAT rate (docs/extraction.md, step 37).
import { findDiscountRows } from './discount-rows';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('discount rows', () => {
  const lines = page([
    [
      [40, 'Rechnungsrabatt 1:'],
      [160, '2,00% Basisbetrag: 280,00, MwSt.-% 19,0, Rabattbetrag:'],
      [450, '-5,60'],
    ],
    [
      [165, 'Basisbetrag: 130,70, MwSt.-%'],
      [320, '7,0, Rabattbetrag:'],
      [450, '-2,61'],
    ],
    [
      [40, 'Transportkosten:'],
      [266, 'MwSt.-% 19,0, Frachtbetrag:'],
      [450, '3,00'],
    ],
  ]);

  it('reads each rate of a discount as an allowance, the indented row continuing the one above', () =>
    expect(findDiscountRows(lines, new Set()).charges).toEqual([
      { charge: false, reason: 'Rechnungsrabatt 1', amount: 5.6, tax_category: 19 },
      { charge: false, reason: 'Rechnungsrabatt 1', amount: 2.61, tax_category: 7 },
    ]));

  it('needs a rate: a labelled discount without one is not read', () =>
    expect(
      findDiscountRows(
        page([
          [
            [40, 'Rabatt:'],
            [450, '-5,60'],
          ],
        ]),
        new Set(),
      ).charges,
    ).toEqual([]));
});
