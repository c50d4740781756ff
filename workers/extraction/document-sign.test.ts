// One sign for the whole form (document-sign.ts): a credit-note title gives 381 with positive
// amounts; without one, a correction printed negative is a negative 380 and a returned item stays
// a negative row.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const header: Array<[number, string]> = [
  [40, 'Bezeichnung'],
  [260, 'Menge'],
  [330, 'Preis'],
  [400, 'MwSt.'],
  [480, 'Betrag'],
];

function correction(title: string, rows: Array<Array<[number, string]>>, total: string): Line[] {
  return page([
    [[40, title]],
    [[40, 'Nr. 2024-9 vom 01.02.2024']],
    header,
    ...rows,
    [
      [40, 'Summe netto'],
      [480, rows.length === 2 ? '-7,90' : '45,00'],
    ],
    [
      [40, 'Zu zahlen'],
      [480, total],
    ],
  ]);
}

const negativeRows: Array<Array<[number, string]>> = [
  [
    [40, 'Zitronensäure 100ml'],
    [262, '-5'],
    [332, '1,00'],
    [402, '19%'],
    [482, '-5,00'],
  ],
  [
    [40, 'Gelierzucker 250g'],
    [262, '-2'],
    [332, '1,45'],
    [402, '19%'],
    [482, '-2,90'],
  ],
];

describe('the sign of a document printed with negative amounts', () => {
  it('keeps a correction invoice without a credit-note title a negative 380', () => {
    const { form } = formFromLines(correction('Rechnungskorrektur', negativeRows, '-9,40'));
    expect(form.document_type).toBe('380');
    expect(form.invoice_lines.map((l) => [l.invoiced_quantity, l.price.amount, l.line_extension_amount])).toEqual([
      [-5, 1, -5],
      [-2, 1.45, -2.9],
    ]);
    expect(form.legal_monetary_total.line_extension_amount).toBe(-7.9);
    expect(form.legal_monetary_total.payable_amount).toBe(-9.4);
  });

  it('stores a credit note positive, as a UBL CreditNote carries it', () => {
    const { form } = formFromLines(correction('Gutschrift', negativeRows, '-9,40'));
    expect(form.document_type).toBe('381');
    expect(form.invoice_lines.map((l) => [l.invoiced_quantity, l.line_extension_amount])).toEqual([
      [5, 5],
      [2, 2.9],
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(9.4);
  });

  it('keeps a returned item negative inside a positive invoice', () => {
    const rows: Array<Array<[number, string]>> = [
      [
        [40, 'Toner'],
        [262, '1'],
        [332, '95,00'],
        [402, '19%'],
        [482, '95,00'],
      ],
      [
        [40, 'Rücknahme Toner'],
        [262, '-1'],
        [332, '50,00'],
        [402, '19%'],
        [482, '-50,00'],
      ],
    ];
    const { form } = formFromLines(correction('Rechnung', [...rows, [[40, 'Versand']]], '53,55'));
    expect(form.document_type).toBe('380');
    expect(form.invoice_lines.map((l) => l.line_extension_amount)).toEqual([95, -50]);
    expect(form.legal_monetary_total.payable_amount).toBe(53.55);
  });
});
