// Tables of names and amounts only, as simple invoice templates print them in Nordic languages
// (docs/extraction.md step 98): the amount cell set right under a short header, 'kr' before the
// figure, a Finnish 'Määrä' header over the amounts, 'Sum' and 'Avgift 25 %' under the table.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

const head: Array<Array<[number, string]>> = [
  [[40, 'Faktura']],
  [[400, 'Fakturanummer: 20276']],
  [[400, 'Fakturadato: 08.10.2026']],
  [],
];

describe('a table of names and amounts (step 98)', () => {
  it('reads an amount set right in a cell wider than its header as the amount, not as a sentence', () => {
    const { form } = formFromLines(
      page([
        ...head,
        [
          [33, 'Vare'],
          [530, 'Beløb'],
        ],
        [
          [33, 'Leje af lift pr. dag'],
          [498, '15.460,05 kr.'],
        ],
        [[437, 'Subtotal: 15.460,05 kr.']],
        [[427, 'Moms 25 %: 3.865,01 kr.']],
        [[465, 'I alt: 19.325,06 kr.']],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.line_extension_amount])).toEqual([
      ['Leje af lift pr. dag', 15460.05],
    ]);
  });

  it("reads 'kr' before the figure as the amount's currency, and 'Sum' and 'Avgift' under the table", () => {
    const { form } = formFromLines(
      page([
        ...head,
        [
          [33, 'Artikkel'],
          [530, 'Beløp'],
        ],
        [
          [33, 'Montering av varmepumpe'],
          [497, 'kr 27 239,32'],
        ],
        [[462, 'Sum: kr 27 239,32']],
        [[430, 'Avgift 25 %: kr 6 809,83']],
        [[456, 'Totalt: kr 34 049,15']],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.line_extension_amount])).toEqual([
      ['Montering av varmepumpe', 27239.32],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 27239.32, tax_amount: 6809.83 }]);
  });

  it("takes the one number column for the amount whatever its header calls it ('Tuote | Määrä')", () => {
    const { form } = formFromLines(
      page([
        ...head,
        [
          [33, 'Tuote'],
          [529, 'Määrä'],
        ],
        [
          [33, 'Hotellimajoitus'],
          [507, '9 766,60 €'],
        ],
        [
          [33, 'Lounasbuffet'],
          [507, '1 184,06 €'],
        ],
        [[422, 'Välisumma: 10 950,66 €']],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.line_extension_amount])).toEqual([
      ['Hotellimajoitus', 9766.6],
      ['Lounasbuffet', 1184.06],
    ]);
  });
});
