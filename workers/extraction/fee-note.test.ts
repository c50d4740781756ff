// A French fee note ('Note d'honoraires', as accountants' and lawyers' software prints it;
// docs/extraction.md step 138): the title is no party's name, and a discount row with its rate
// after 'de' ('Remise de 27,33 %') is an allowance of the totals block; a fee row printing only
// its amount is one unit at that price (step 139); a page printing no VAT whose gross equals its
// net has one zero rate on the net (step 141).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('a French fee note (step 138)', () => {
  const { form } = formFromLines(
    page([
      [[200, "NOTE D'HONORAIRES"]],
      [
        [40, 'Facture n° :'],
        [160, 'FH-2022-11'],
      ],
      [],
      [
        [40, 'Désignation'],
        [330, 'Quantité'],
        [390, 'Prix Unitaire'],
        [485, 'Montant HT'],
      ],
      [
        [40, 'Provision pour honoraires'],
        [510, '250,00'],
      ],
      [
        [40, 'Déclaration de services'],
        [515, '19,00'],
      ],
      [],
      [
        [340, 'Total HT'],
        [510, '269,00'],
      ],
      [
        [340, 'Remise de 27,33 %'],
        [515, '73,52'],
      ],
      [
        [340, 'Total HT Net'],
        [510, '195,48'],
      ],
      [
        [340, 'Net à payer'],
        [510, '195,48'],
      ],
    ]),
  );
  it('does not take the title for the supplier', () => expect(form.supplier_data.name).not.toBe("NOTE D'HONORAIRES"));
  it('reads a row printing only its amount as one unit at that price (step 139)', () =>
    expect(form.invoice_lines.map((l) => [l.invoiced_quantity, l.price.amount, l.line_extension_amount])).toEqual([
      [1, 250, 250],
      [1, 19, 19],
    ]));
  it("reads 'Remise de 27,33 %' as an allowance", () =>
    expect(form.allowance_charges.map((c) => [c.charge, c.amount])).toEqual([[false, 73.52]]));
});

describe('an invoice printing no VAT, its gross equal to its net (step 141)', () => {
  const rows = (gross: string): Array<Array<[number, string]>> => [
    [[40, 'FACTURE N° F-2024-10']],
    [],
    [
      [40, 'DÉSIGNATION'],
      [430, 'QTÉ'],
      [475, 'PU HT'],
      [525, 'TOTAL HT'],
    ],
    [
      [40, 'Conseil'],
      [430, '1,00'],
      [477, '10,00'],
      [534, '10,00 €'],
    ],
    [],
    [
      [320, 'TOTAL HT'],
      [525, '10,00 €'],
    ],
    [
      [320, 'TOTAL TTC'],
      [525, gross],
    ],
    [
      [320, 'NET À PAYER'],
      [525, gross],
    ],
  ];
  it('has one zero rate on the net', () =>
    expect(
      formFromLines(page(rows('10,00 €'))).form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount]),
    ).toEqual([[0, 10, 0]]));
  it('has none when the gross is more than the net', () =>
    expect(formFromLines(page(rows('12,00 €'))).form.tax_totals.filter((t) => t.tax_percent === 0)).toEqual([]));
});
