// Step 207: the VAT breakdown of lines at several rates under a VAT total printed without a rate.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { netOfGrossLines, taxesOfLineRates } from './rates-from-lines';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

function page(vatLabel: string, vat: string): Rows {
  return [
    [[30, 'Norrsken Bygg AB']],
    [[30, 'Sjövägen 21']],
    [[30, '903 26 Umeå']],
    [],
    [
      [30, 'Fakturanummer'],
      [150, '10234'],
    ],
    [],
    [
      [30, 'Benämning'],
      [200, 'Antal'],
      [260, 'À-pris'],
      [350, 'Moms'],
      [470, 'Belopp'],
    ],
    [
      [30, 'Konsult'],
      [200, '10'],
      [260, '1 000,00'],
      [350, '25 %'],
      [470, '10 000,00'],
    ],
    [
      [30, 'Lunch'],
      [200, '10'],
      [260, '200,00'],
      [350, '12 %'],
      [470, '2 000,00'],
    ],
    [],
    [
      [300, 'Summa exkl. moms'],
      [470, '12 000,00'],
    ],
    [
      [300, vatLabel],
      [470, vat],
    ],
    [
      [300, 'Att betala'],
      [470, '14 740,00'],
    ],
  ];
}

describe('VAT per rate from the lines under an unrated VAT total', () => {
  it.each([['Moms'], ['Summa moms'], ['Total moms']])("reads '%s 2 740,00' over lines at 25 %% and 12 %%", (label) => {
    const { form } = formFromLines(buildDocumentLines([testPage(page(label, '2 740,00'))]));
    expect(form.tax_totals).toEqual([
      { tax_percent: 25, taxable_amount: 10000, tax_amount: 2500 },
      { tax_percent: 12, taxable_amount: 2000, tax_amount: 240 },
    ]);
  });

  it('makes no breakdown when the VAT total does not agree with the lines', () => {
    const { form } = formFromLines(buildDocumentLines([testPage(page('Moms', '2 800,00'))]));
    expect(form.tax_totals).toEqual([]);
  });

  it('needs every line rated and the bases to add up to the net', () => {
    expect(
      taxesOfLineRates(
        [
          { rate: 25, amount: 100 },
          { rate: null, amount: 50 },
        ],
        150,
        25,
      ),
    ).toBeNull();
    expect(
      taxesOfLineRates(
        [
          { rate: 25, amount: 100 },
          { rate: 12, amount: 50 },
        ],
        160,
        31,
      ),
    ).toBeNull();
    expect(
      taxesOfLineRates(
        [
          { rate: 25, amount: -100 },
          { rate: 12, amount: -50 },
        ],
        -150,
        -31,
      ),
    ).toEqual([
      { tax_percent: 25, taxable_amount: 100, tax_amount: 25 },
      { tax_percent: 12, taxable_amount: 50, tax_amount: 6 },
    ]);
  });
});

describe('a VAT total no rule could place (step 208)', () => {
  it('leaves the breakdown empty instead of a zero rate on the net', () => {
    // One line total with its VAT, one without, a subtotal equal to the amount to pay: no rule places 'Moms'.
    const swap: Record<string, string> = {
      '10 000,00': '12 500,00',
      '12 000,00': '14 500,00',
      '2 740,00': '2 500,00',
      '14 740,00': '14 500,00',
    };
    const rows = page('Moms', '2 740,00').map((r) => r.map(([x, t]): [number, string] => [x, swap[t] ?? t]));
    const { form } = formFromLines(buildDocumentLines([testPage(rows)]));
    expect(form.tax_totals).toEqual([]);
  });
});

describe('line totals printed with their VAT (step 209)', () => {
  const gross = (rows: Rows, swap: Record<string, string>): Rows =>
    rows.map((r) => r.map(([x, t]): [number, string] => [x, swap[t] ?? t]));

  it('reads the lines net and the breakdown per rate under a subtotal with VAT', () => {
    const rows = gross(page('Moms', '2 740,00'), {
      '10 000,00': '12 500,00',
      '2 000,00': '2 240,00',
      '12 000,00': '14 740,00',
    });
    const { form } = formFromLines(buildDocumentLines([testPage(rows)]));
    expect(form.invoice_lines.map((l) => l.line_extension_amount)).toEqual([10000, 2000]);
    expect(form.tax_totals).toEqual([
      { tax_percent: 25, taxable_amount: 10000, tax_amount: 2500 },
      { tax_percent: 12, taxable_amount: 2000, tax_amount: 240 },
    ]);
  });

  it('reads one rate the same way', () => {
    const rows = gross(page('Moms', '3 000,00'), {
      '10 000,00': '12 500,00',
      '12 %': '25 %',
      '2 000,00': '2 500,00',
      '12 000,00': '15 000,00',
      '14 740,00': '15 000,00',
    });
    const { form } = formFromLines(buildDocumentLines([testPage(rows)]));
    expect(form.invoice_lines.map((l) => l.line_extension_amount)).toEqual([10000, 2000]);
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 12000, tax_amount: 3000 }]);
  });

  it('leaves lines as printed when one of them is net', () => {
    const lines = [
      {
        item: { name: 'a', tax_percent: 25 },
        price: { amount: 1000 },
        invoiced_quantity: 10,
        line_extension_amount: 12500,
      },
      {
        item: { name: 'b', tax_percent: 12 },
        price: { amount: 200 },
        invoiced_quantity: 10,
        line_extension_amount: 2000,
      },
    ];
    expect(netOfGrossLines(lines)).toBeNull();
  });
});
