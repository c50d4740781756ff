// Document-level allowances and charges printed as their own table (docs/extraction.md, step 22).
import { findAllowanceTable } from './allowance-table';
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const table: Array<Array<[number, string]>> = [
  [[40, 'Zu- und Abschläge']],
  [
    [40, 'Art'],
    [200, 'Prozent'],
    [300, 'Steuer'],
    [450, 'Betrag'],
  ],
  [
    [40, 'Abschlag Sondernachlass'],
    [200, '10,00'],
    [300, '19 % UST (S)'],
    [450, '-1,00'],
  ],
  [
    [40, 'Zuschlag'],
    [120, 'Versandkosten'],
    [300, '7 % UST (S)'],
    [450, '5,80'],
  ],
  [
    [40, 'Transportkosten: Frachtbetrag'],
    [300, '19 % UST (S)'],
    [450, '15,00'],
  ],
  [[40, 'Vielen Dank für Ihren Auftrag']],
  [
    [40, 'Abschlag Später'],
    [450, '-9,00'],
  ],
];

describe('an allowances-and-charges table under its heading', () => {
  it('reads each row: kind, reason, VAT rate and amount, and stops at the first other row', () =>
    expect(findAllowanceTable(page(table)).charges).toEqual([
      { charge: false, reason: 'Sondernachlass', amount: 1, tax_category: 19 },
      { charge: true, reason: 'Versandkosten', amount: 5.8, tax_category: 7 },
      { charge: true, reason: 'Transportkosten', amount: 15, tax_category: 19 },
    ]));

  it('reads nothing without the heading', () => expect(findAllowanceTable(page(table.slice(1))).charges).toEqual([]));

  it('lets the lines, charges and the net total agree', () => {
    const lines = page([
      [[40, 'Rechnung Nr. 2024-17 vom 01.02.2024']],
      [
        [40, 'Beschreibung'],
        [300, 'Menge'],
        [350, 'Preis'],
        [450, 'Betrag'],
      ],
      [
        [40, 'Schraube'],
        [300, '10 Stk'],
        [350, '2,00'],
        [450, '20,00'],
      ],
      [
        [40, 'Rechnungssumme ohne USt.'],
        [450, '19,00'],
      ],
      [
        [40, 'Zahlbetrag'],
        [450, '19,00'],
      ],
      [[40, 'Zu- und Abschläge']],
      [
        [40, 'Abschlag Rabatt'],
        [450, '-1,00'],
      ],
    ]);
    const { form, checks } = formFromLines(lines);
    expect(form.allowance_charges).toEqual([{ charge: false, reason: 'Rabatt', amount: 1, tax_category: null }]);
    expect(checks.findings.map((f) => f.code)).not.toContain('lines-sum');
  });
});
