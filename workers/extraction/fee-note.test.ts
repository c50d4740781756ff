// A French fee note ('Note d'honoraires', as accountants' and lawyers' software prints it;
// docs/extraction.md step 138): the title is no party's name, and a discount row with its rate
// after 'de' ('Remise de 27,33 %') is an allowance of the totals block; a page printing no VAT whose gross equals its
// net has one zero rate on the net (step 141); a page counter is no supplier name (step 143).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';
import type { Word } from './types';

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

/** Words of one run at (x, y) in type of height h, 5 pt per character and 3 pt spaces. */
function run(text: string, x0: number, y: number, h: number): Word[] {
  let x = x0;
  return text.split(' ').map((t) => {
    const w = { text: t, page: 1, x, y, w: t.length * 5, h, conf: 1 };
    x += t.length * 5 + 3;
    return w;
  });
}

describe('a page counter beside the title is no supplier name (step 143)', () => {
  it("takes the seller's heading, not 'Page 1/ 2'", () => {
    const words = [
      ...run('FACTURE n° 2200566', 257, 33, 9),
      ...run('Page 1/ 2', 496, 33, 9),
      ...run('SA IFR QUALIAC', 28, 51, 7),
      ...run('14 avenue du Garric', 28, 62, 7),
    ];
    const { form } = formFromLines(buildDocumentLines([{ page: 1, width: 595, height: 842, words }]));
    expect(form.supplier_data.name).toBe('SA IFR QUALIAC');
  });
});
