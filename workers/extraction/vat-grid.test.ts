// The VAT breakdown on grid layouts and a single rate on the net (docs/extraction.md, step 23).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { taxOnNet } from './solver';
import { testPage } from './test-page';
import { vatGridRows } from './vat-grid';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('a VAT grid under its header', () => {
  it('reads a zero-rated row by its columns, and a row split from its label', () => {
    const lines = page([
      [
        [40, 'Art (Kategorie)'],
        [200, 'Basisbetrag'],
        [300, 'Steuersatz [%]'],
        [420, 'Steuerbetrag'],
      ],
      [[40, 'Umsatzsteuer ( K )']],
      [
        [40, 'Steuerbefreit'],
        [215, '2.000,00'],
        [340, '0'],
        [440, '0,00'],
      ],
      [
        [40, 'Umsatzsteuer ( S )'],
        [225, '64,46'],
        [335, '19'],
        [440, '12,25'],
      ],
    ]);
    expect(vatGridRows(lines).taxes).toEqual([
      { tax_percent: 0, taxable_amount: 2000, tax_amount: 0 },
      { tax_percent: 19, taxable_amount: 64.46, tax_amount: 12.25 },
    ]);
  });

  it('reads a French grid, and skips a row whose tax is not base × rate', () => {
    const lines = page([
      [
        [40, 'Taux de TVA'],
        [160, 'Base Montant HT EUR'],
        [300, 'Montant de TVA EUR'],
        [420, 'Montant TTC EUR'],
      ],
      [
        [40, '20%'],
        [160, '27 946,00'],
        [300, '5 589,20'],
        [420, '33 535,20'],
      ],
      [
        [40, '10%'],
        [160, '100,00'],
        [300, '12,00'],
        [420, '112,00'],
      ],
    ]);
    expect(vatGridRows(lines).taxes).toEqual([{ tax_percent: 20, taxable_amount: 27946, tax_amount: 5589.2 }]);
  });

  it('needs all three columns named', () => {
    const lines = page([
      [
        [40, 'Beschreibung'],
        [300, 'Steuersatz'],
        [420, 'Betrag'],
      ],
      [
        [40, 'Beratung'],
        [300, '0'],
        [420, '0,00'],
      ],
    ]);
    expect(vatGridRows(lines).taxes).toEqual([]);
  });
});

describe('one VAT rate on the net', () => {
  const lines = page([
    [[40, 'Rechnung Nr. 2024-17 vom 01.02.2024']],
    [
      [300, 'Rechnungssumme netto'],
      [480, '845,00'],
    ],
    [
      [300, 'zuzüglich 19% MwSt.'],
      [480, '160,55'],
    ],
    [
      [300, 'Rechnungssumme brutto'],
      [480, '1.005,55'],
    ],
  ]);

  it('is the breakdown, its base the net', () =>
    expect(formFromLines(lines).form.tax_totals).toEqual([
      { tax_percent: 19, taxable_amount: 845, tax_amount: 160.55 },
    ]));

  it('is not taken when the amount is not net × rate', () => expect(taxOnNet(lines, new Set(), 800)).toBeNull());
});
