// The buyer's VAT number after a label that names the buyer after the VAT words
// (docs/extraction.md, step 65).
import { findBuyerVat } from './buyer-ids';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe("the buyer's VAT number named after the VAT words", () => {
  it("reads 'N° TVA intracommunautaire client'", () =>
    expect(
      findBuyerVat(
        page([
          [
            [40, 'N° TVA intracommunautaire client :'],
            [260, 'FR 37 200 000 008'],
          ],
        ]),
      ),
    ).toBe('FR37200000008'));

  it("reads 'USt-IdNr. des Kunden'", () =>
    expect(findBuyerVat(page([[[40, 'USt-IdNr. des Kunden: DE123456789']]]))).toBe('DE123456789'));

  it("does not take the seller's 'N° TVA' for the buyer's", () =>
    expect(findBuyerVat(page([[[40, 'N° TVA : FR 88 100 000 009']]]))).toBeNull());
});
