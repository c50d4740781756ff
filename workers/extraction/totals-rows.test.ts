// Totals rows and header labels of invoicing tools (docs/extraction.md, steps 112 onwards):
// 'Anzahlung' and 'Deposit' as the amount already paid, 'Account No.' as the customer number.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('the amount already paid and the account number', () => {
  it("reads 'Anzahlung' printed negative under the total", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Rechnung']],
        [
          [40, 'Rechnungs-Nr.'],
          [200, 'RE-2026-101'],
        ],
        [
          [40, 'Rechnungsdatum'],
          [200, '12.02.2026'],
        ],
        [],
        [
          [300, 'Nettobetrag'],
          [450, '3.190,16 €'],
        ],
        [
          [300, 'USt. 19 %'],
          [450, '606,13 €'],
        ],
        [
          [300, 'Gesamtbetrag'],
          [450, '3.796,29 €'],
        ],
        [
          [300, 'Anzahlung'],
          [450, '-1.138,00 €'],
        ],
        [
          [300, 'Zahlbetrag'],
          [450, '2.658,29 €'],
        ],
      ]),
    );
    expect([form.legal_monetary_total.prepaid_amount, form.legal_monetary_total.payable_amount]).toEqual([
      1138, 2658.29,
    ]);
  });

  it("reads 'Deposit' and 'Account No.'", () => {
    const { form } = formFromLines(
      page([
        [[40, 'INVOICE']],
        [
          [300, 'Invoice No.'],
          [450, 'INV-3003'],
        ],
        [
          [300, 'Account No.'],
          [450, 'ACC-377'],
        ],
        [],
        [
          [300, 'Total'],
          [450, '5,769.08'],
        ],
        [
          [300, 'Deposit'],
          [450, '-1,730.00'],
        ],
        [
          [300, 'Balance due'],
          [450, '4,039.08'],
        ],
      ]),
    );
    expect([form.legal_monetary_total.prepaid_amount, form.customer_id]).toEqual([1730, 'ACC-377']);
  });
});

describe('a British return-address line over the address window', () => {
  const { form } = formFromLines(
    page([
      [[40, 'HARBOUR']],
      [
        [40, 'Harbour Print Ltd · 14 Wharf Road · Bristol BS1 4RN'],
        [400, 'Invoice No.'],
        [480, 'INV-3003'],
      ],
      [
        [40, 'Northwind Traders'],
        [400, 'Invoice Date'],
        [480, '13/04/2026'],
      ],
      [[40, '77 Station Road']],
      [[40, 'Leeds LS1 5DL']],
    ]),
  );

  it('names the supplier and the customer under it', () =>
    expect([
      form.supplier_data.name,
      form.supplier_data.address?.city,
      form.customer_data.name,
      form.customer_data.address?.zip,
    ]).toEqual(['Harbour Print Ltd', 'Bristol', 'Northwind Traders', 'LS1 5DL']));
});

describe('a VAT grid beside the totals block, sharing its header line', () => {
  const lines = page([
    [
      [40, 'Désignation'],
      [250, 'Qté'],
      [320, 'PU HT'],
      [400, 'TVA'],
      [460, 'Total HT'],
    ],
    [
      [40, 'Vidange moteur'],
      [250, '3'],
      [320, '345,00'],
      [400, '20%'],
      [460, '1 035,00'],
    ],
    [
      [40, 'Filtre à air'],
      [250, '4'],
      [320, '370,36'],
      [400, '10%'],
      [460, '1 481,44'],
    ],
    [],
    [
      [40, 'Code'],
      [80, 'Base'],
      [150, 'Taux'],
      [210, 'Montant'],
      [330, 'Remise 5%'],
      [460, '-125,82'],
    ],
    [
      [40, 'A'],
      [80, '983,25'],
      [150, '20%'],
      [210, '196,65'],
      [330, 'Total HT'],
      [460, '2 390,62'],
    ],
    [
      [40, 'B'],
      [80, '1 407,37'],
      [150, '10%'],
      [210, '140,74'],
      [330, 'TVA'],
      [460, '337,39'],
    ],
    [
      [330, 'Total TTC'],
      [460, '2 728,01'],
    ],
  ]);

  it('reads the grid, ends the line table there and keeps the discount out of the lines', () => {
    const { form } = formFromLines(lines);
    expect(form.invoice_lines.map((l) => l.item.name)).toEqual(['Vidange moteur', 'Filtre à air']);
    expect(form.tax_totals).toEqual([
      { tax_percent: 20, taxable_amount: 983.25, tax_amount: 196.65 },
      { tax_percent: 10, taxable_amount: 1407.37, tax_amount: 140.74 },
    ]);
  });
});

describe("VAT rows that say the tax is added ('zzgl.')", () => {
  it('reads each rate and its amount', () => {
    const { form } = formFromLines(
      page([
        [[40, 'Rechnung']],
        [
          [40, 'Rechnungs-Nr.'],
          [200, 'RE-2026-131'],
        ],
        [],
        [
          [300, 'Nettobetrag'],
          [450, '5.147,24 €'],
        ],
        [
          [300, 'zzgl. Umsatzsteuer 19 %'],
          [450, '414,13 €'],
        ],
        [
          [300, 'zzgl. Umsatzsteuer 7 %'],
          [450, '207,73 €'],
        ],
        [
          [300, 'Gesamtbetrag'],
          [450, '5.769,10 €'],
        ],
      ]),
    );
    expect(form.tax_totals.map((t) => [t.tax_percent, t.tax_amount])).toEqual([
      [19, 414.13],
      [7, 207.73],
    ]);
  });
});
