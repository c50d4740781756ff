// Totals blocks as web invoicing tools print them in English and French (docs/extraction.md step
// 99): a deduction written '(-) 105.00', a discount qualified '(10% off)', 'Carriage' as a charge,
// the amount already paid after 'Payment', 'Payment Made', 'Total paid'.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { parseAmount } from './parsers';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

const table = (rows: Array<Array<[number, string]>>): Array<Array<[number, string]>> => [
  [
    [40, 'INVOICE'],
    [360, 'Invoice No: INV-87'],
  ],
  [[360, 'Invoice Date: 14 Nov 2026']],
  [],
  [
    [40, 'Description'],
    [300, 'Qty'],
    [380, 'Rate'],
    [480, 'Amount'],
  ],
  [
    [40, 'Process review'],
    [305, '2.00'],
    [380, '750.00'],
    [475, '1,500.00'],
  ],
  [
    [40, 'Staff training'],
    [305, '1.00'],
    [380, '600.00'],
    [480, '600.00'],
  ],
  [],
  ...rows,
];

describe('totals rows of web invoicing tools (step 99)', () => {
  it("reads '(-) 105.00' as a deduction", () => expect(parseAmount('(-) 105.00')).toBe(-105));

  it("reads a discount with '(5%)' or '(10% off)', a payment made and the balance due", () => {
    for (const discount of ['Discount(5%)', 'Discount (5% off)']) {
      const { form } = formFromLines(
        page(
          table([
            [
              [360, 'Sub Total'],
              [480, '2,100.00'],
            ],
            [
              [360, discount],
              [460, '(-) 105.00'],
            ],
            [
              [360, 'VAT (23%)'],
              [480, '458.85'],
            ],
            [
              [360, 'Total'],
              [470, '€2,453.85'],
            ],
            [
              [360, 'Payment Made'],
              [460, '(-) 313.35'],
            ],
            [
              [360, 'Balance Due'],
              [470, '€2,140.50'],
            ],
          ]),
        ),
      );
      expect(form.allowance_charges.map((c) => [c.charge, c.amount])).toEqual([[false, 105]]);
      expect(form.legal_monetary_total.prepaid_amount).toBe(313.35);
      expect(form.legal_monetary_total.payable_amount).toBe(2140.5);
    }
  });

  it("reads 'Carriage' as a charge and 'Payment' as the amount already paid", () => {
    const { form } = formFromLines(
      page(
        table([
          [
            [360, 'Net total'],
            [475, '2,100.00'],
          ],
          [
            [360, 'Carriage'],
            [485, '15.00'],
          ],
          [
            [360, 'VAT @ 20%'],
            [485, '423.00'],
          ],
          [
            [360, 'Total'],
            [475, '2,538.00'],
          ],
          [
            [360, 'Payment'],
            [485, '500.00'],
          ],
          [
            [360, 'Balance due'],
            [475, '2,038.00'],
          ],
        ]),
      ),
    );
    expect(form.allowance_charges.map((c) => [c.charge, c.amount])).toEqual([[true, 15]]);
    expect(form.legal_monetary_total.prepaid_amount).toBe(500);
  });
});

describe("a bare 'Net' row and VAT rows naming their base (step 106)", () => {
  it("ends the table at 'Net' and reads 'VAT at 20% on 194.60' with its base", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Invoice Number: K-118822']],
        [[40, 'Date: 19 November 2026']],
        [],
        [
          [40, 'Description'],
          [331, 'Unit Price'],
          [412, 'Quantity'],
          [478, 'VAT'],
          [532, 'Amount'],
        ],
        [
          [40, 'A4 copier paper'],
          [348, '21.95'],
          [443, '8'],
          [475, '20%'],
          [536, '175.60'],
        ],
        [
          [40, 'Ballpoint pens'],
          [353, '9.50'],
          [443, '2'],
          [475, '20%'],
          [541, '19.00'],
        ],
        [
          [40, "Children's books"],
          [353, '6.99'],
          [443, '3'],
          [481, '0%'],
          [541, '20.97'],
        ],
        [
          [200, 'Net'],
          [536, '215.57'],
        ],
        [
          [200, 'VAT at 20% on 194.60'],
          [541, '38.92'],
        ],
        [
          [200, 'VAT at 0% on 20.97'],
          [547, '0.00'],
        ],
        [
          [200, 'Total'],
          [536, '254.49'],
        ],
      ]),
    );
    expect(form.invoice_lines).toHaveLength(3);
    expect(form.tax_totals).toEqual([
      { tax_percent: 20, taxable_amount: 194.6, tax_amount: 38.92 },
      { tax_percent: 0, taxable_amount: 20.97, tax_amount: 0 },
    ]);
  });
});
