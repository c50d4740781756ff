// The recipient's window at the right without a label (docs/extraction.md, step 56), and a party
// word in a table's column header that opens no block.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

const header: Array<[number, string]> = [
  [34, 'No'],
  [69, 'Fournis-'],
  [126, 'Client'],
  [183, 'EAN'],
  [236, 'Désignation'],
  [305, 'Quantité'],
  [403, 'Remise'],
  [495, 'Montant'],
];

describe('a recipient window at the right', () => {
  it('reads the customer from the window, not from a column header', () => {
    const { form } = formFromLines(
      page([
        [[221, 'FOURNISSEUR F']],
        [[347, 'Issy les Moulineaux, le 31 octobre 2017']],
        [],
        [[333, 'CLIENT 1']],
        [[333, '1 rue du Client']],
        [[333, '75015 PARIS']],
        [[333, 'SIRET 777 888 991 00018']],
        [[266, 'FACTURE']],
        header,
        [
          [34, '1'],
          [126, 'AAA'],
          [236, 'PRODUIT 1'],
          [495, '16471,00'],
        ],
      ]),
    );
    expect([form.customer_data.name, form.customer_data.address?.zip]).toEqual(['CLIENT 1', '75015']);
  });

  it("does not take a letterhead's address with its contact rows for the customer", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Muster GmbH']],
        [[400, 'Muster GmbH']],
        [[400, 'Hauptstr. 5']],
        [[400, '10115 Berlin']],
        [[400, 'Tel. 030 123456']],
      ]),
    );
    expect(form.customer_data.name).toBeNull();
  });
});
