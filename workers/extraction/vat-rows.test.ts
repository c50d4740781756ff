// VAT rows as Nordic tools print them (docs/extraction.md step 126): the rate in its own cell, the
// rate before the VAT word, 'Heraf moms' under a total that includes it (step 127).
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;
const lines: Rows = [
  [[30, 'Testbolaget AB']],
  [[400, 'Fakturanummer 1001']],
  [],
  [
    [30, 'Beskrivning'],
    [300, 'Antal'],
    [380, 'Pris'],
    [470, 'Belopp'],
  ],
  [
    [30, 'Konsult'],
    [300, '10'],
    [380, '100,00'],
    [470, '1 000,00'],
  ],
  [
    [30, 'Bok'],
    [300, '5'],
    [380, '100,00'],
    [470, '500,00'],
  ],
  [],
];
const read = (totals: Rows) => formFromLines(buildDocumentLines([testPage([...lines, ...totals])])).form;
const twoRates = [
  { tax_percent: 25, taxable_amount: 1000, tax_amount: 250 },
  { tax_percent: 6, taxable_amount: 500, tax_amount: 30 },
];

describe('VAT rows', () => {
  it("reads the rate in its own cell between label and amount ('Moms | 25% | 250,00')", () => {
    const form = read([
      [
        [300, 'Exkl. moms'],
        [470, '1 500,00'],
      ],
      [
        [300, 'Moms'],
        [380, '25%'],
        [470, '250,00'],
      ],
      [
        [300, 'Moms'],
        [380, '6%'],
        [470, '30,00'],
      ],
      [
        [300, 'Att betala'],
        [470, '1 780,00'],
      ],
    ]);
    expect(form.tax_totals).toEqual(twoRates);
    expect(form.invoice_lines.map((l) => l.item.tax_percent)).toEqual([25, 6]);
  });

  it("reads a rate before the VAT word ('25% moms'), not an allowance row's '19% UST(S)'", () => {
    const form = read([
      [
        [300, 'Subtotal'],
        [470, '1 500,00'],
      ],
      [
        [300, '25% moms'],
        [470, '250,00'],
      ],
      [
        [300, '6% moms'],
        [470, '30,00'],
      ],
      [
        [300, 'Att betala'],
        [470, '1 780,00'],
      ],
    ]);
    expect(form.tax_totals).toEqual(twoRates);
    const allowance = read([
      [
        [30, 'Abschlag Sondernachlass'],
        [200, '10,00'],
        [300, '19% UST(S)'],
        [470, '-1,00'],
      ],
    ]);
    expect(allowance.tax_totals).toEqual([]);
  });

  it("reads 'Heraf moms 25%' under a total including VAT", () => {
    const form = read([
      [
        [300, 'Subtotal'],
        [470, '1 500,00'],
      ],
      [
        [300, 'Total DKK inkl. moms'],
        [470, '1 875,00'],
      ],
      [
        [300, 'Heraf moms 25%'],
        [470, '375,00'],
      ],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 1500, tax_amount: 375 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(1875);
  });

  it("reads 'Total inkl. moms' as the amount to pay and 'Heraf moms 25%' without a subtotal", () => {
    const form = read([
      [
        [300, 'Total inkl. moms'],
        [470, '1 875,00'],
      ],
      [
        [300, 'Heraf moms 25%'],
        [470, '375,00'],
      ],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 1500, tax_amount: 375 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(1875);
  });
});
