// A French fee note ('Note d'honoraires', as accountants' and lawyers' software prints it;
// docs/extraction.md step 138): the title is no party's name, and a discount row with its rate
// after 'de' ('Remise de 27,33 %') is an allowance of the totals block; a fee row printing only
// its amount is one unit at that price (step 139).
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
