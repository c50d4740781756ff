// Two party blocks side by side and the buyer's identifiers in their own section, as French
// templates print them (docs/extraction.md, step 31).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const sideBySide = page([
  [[300, 'FACTURE N° F-2023-7']],
  [[300, 'Date : 01/01/2023']],
  [
    [40, 'LE FOURNISSEUR'],
    [300, 'Adresse du client'],
  ],
  [
    [40, '1 rue du fournisseur'],
    [300, "L'ACHETEUR SA"],
  ],
  [
    [40, '29000 Quimper'],
    [300, "1 rue de l'acheteur"],
  ],
  [
    [40, 'SIRET : 10000000900017'],
    [300, '38000 Grenoble'],
  ],
  [
    [40, 'SIREN : 100 000 009'],
    [300, 'Tel. 01 02 03 04 05'],
  ],
  [[40, 'N° TVA : FR 88 100 000 009']],
  [
    [40, 'Nos références'],
    [300, 'Vos identifiants'],
  ],
  [[306, 'SIRET : 20000000800025']],
  [[306, 'SIREN : 200 000 008']],
  [[306, 'N° TVA : FR 37 200 000 008']],
]);

describe('party blocks side by side', () => {
  it("keeps the left block's VAT number out of the right block", () => {
    const { form } = formFromLines(sideBySide);
    expect(form.customer_data.name).toBe("L'ACHETEUR SA");
    expect([form.supplier_data.tax_number, form.customer_data.tax_number]).toEqual(['FR88100000009', 'FR37200000008']);
  });

  it("gives the ids under 'Vos identifiants' to the customer, each party's SIREN over its SIRET", () => {
    const { form } = formFromLines(sideBySide);
    expect([form.supplier_data.org_id, form.customer_data.org_id]).toEqual(['100000009', '200000008']);
  });
});
