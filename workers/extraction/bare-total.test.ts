// A bare total row as the payable amount when no payable label names one (docs/extraction.md, step 33).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('a bare total row', () => {
  it("reads 'Total EUR' at the end of the document", () =>
    expect(
      formFromLines(
        page([
          [[54, 'Rechnungsnr. 30064443']],
          [
            [411, 'Total EUR'],
            [550, '34,73'],
          ],
        ]),
      ).form.legal_monetary_total.payable_amount,
    ).toBe(34.73));

  it("reads 'Total for this invoice'", () =>
    expect(
      formFromLines(
        page([
          [
            [40, 'Total for this invoice'],
            [548, '$4.11'],
          ],
        ]),
      ).form.legal_monetary_total.payable_amount,
    ).toBe(4.11));

  it('gives way to a payable label', () =>
    expect(
      formFromLines(
        page([
          [
            [40, 'Amount due'],
            [548, '12.00'],
          ],
          [
            [40, 'Total'],
            [548, '10.00'],
          ],
        ]),
      ).form.legal_monetary_total.payable_amount,
    ).toBe(12));
});
