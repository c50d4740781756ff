// Whole amounts that say they are money (docs/extraction.md step 131): the Swedish '350:-', a
// figure with its currency after it, and the Danish 'I alt' total.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { looksLikeDecimalAmount } from './parsers';
import { testPage } from './test-page';

describe('whole money', () => {
  it.each(['350:-', '1 875:-', '1 350 kr', '450 SEK', '160 €', '0 €'])('%s is an amount', (t) =>
    expect(looksLikeDecimalAmount(t)).toBe(true),
  );
  it.each(['1350', '30 dagar', '12', '2026'])('%s is not', (t) => expect(looksLikeDecimalAmount(t)).toBe(false));

  it("reads a table and totals written in whole kronor ('700:-')", () => {
    const { form } = formFromLines(
      buildDocumentLines([
        testPage([
          [[30, 'Salong Sax AB']],
          [[400, 'Fakturanummer 1001']],
          [],
          [
            [30, 'Artikel'],
            [300, 'Antal'],
            [380, 'À-pris'],
            [470, 'Summa'],
          ],
          [
            [30, 'Klippning'],
            [300, '2'],
            [380, '350:-'],
            [470, '700:-'],
          ],
          [
            [30, 'Färgning'],
            [300, '1'],
            [380, '800:-'],
            [470, '800:-'],
          ],
          [],
          [
            [300, 'Moms 25%'],
            [470, '375:-'],
          ],
          [
            [300, 'Att betala'],
            [470, '1 875:-'],
          ],
        ]),
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount])).toEqual([
      ['Klippning', 2, 700],
      ['Färgning', 1, 800],
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(1875);
  });

  it("reads 'I alt DKK' as the amount to pay", () => {
    const { form } = formFromLines(
      buildDocumentLines([
        testPage([
          [[30, 'Rådgivning ApS']],
          [[400, 'Fakturanr. 77']],
          [],
          [
            [30, 'Beskrivelse'],
            [260, 'Antal'],
            [370, 'Enhedspris'],
            [470, 'Beløb'],
          ],
          [
            [30, 'Rådgivning'],
            [260, '7,5'],
            [370, '1.100,00'],
            [470, '8.250,00'],
          ],
          [],
          [
            [300, 'Moms 25%'],
            [470, '2.062,50'],
          ],
          [
            [300, 'I alt DKK'],
            [470, '10.312,50'],
          ],
        ]),
      ]),
    );
    expect(form.legal_monetary_total.payable_amount).toBe(10312.5);
  });
});
