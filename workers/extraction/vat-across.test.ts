// The VAT breakdown printed across: rates in a row, bases and taxes under them (docs/extraction.md,
// step 170).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';
import { vatAcrossRows } from './vat-across';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('a VAT breakdown printed across', () => {
  it('gives the breakdown and, through it, each line its rate', () => {
    const lines = page([
      [
        [40, 'Nordljus Konsult AB'],
        [400, 'FAKTURA'],
      ],
      [
        [40, 'Storgatan 12'],
        [400, 'Fakturanummer 20261187'],
      ],
      [
        [40, '111 22 Stockholm'],
        [400, 'Fakturadatum 2026-10-01'],
      ],
      [[40, 'Kund: Bergkvist Bygg AB']],
      [],
      [
        [40, 'Beskrivning'],
        [300, 'Antal'],
        [380, 'À-pris'],
        [480, 'Belopp'],
      ],
      [
        [40, 'Konsulttimmar'],
        [300, '8'],
        [380, '100,00'],
        [480, '800,00'],
      ],
      [
        [40, 'Trycksaker'],
        [300, '2'],
        [380, '100,00'],
        [480, '200,00'],
      ],
      [
        [40, 'Böcker'],
        [300, '1'],
        [380, '100,00'],
        [480, '100,00'],
      ],
      [],
      [
        [40, 'Momssats'],
        [200, '25%'],
        [300, '12%'],
        [400, '6%'],
      ],
      [
        [40, 'Underlag'],
        [200, '800,00'],
        [300, '200,00'],
        [400, '100,00'],
      ],
      [
        [40, 'Moms'],
        [200, '200,00'],
        [300, '24,00'],
        [400, '6,00'],
      ],
      [],
      [
        [300, 'Summa exkl. moms'],
        [480, '1 100,00'],
      ],
      [
        [300, 'Att betala SEK'],
        [480, '1 330,00'],
      ],
    ]);
    const { form } = formFromLines(lines);
    expect(form.tax_totals).toEqual([
      { tax_percent: 25, taxable_amount: 800, tax_amount: 200 },
      { tax_percent: 12, taxable_amount: 200, tax_amount: 24 },
      { tax_percent: 6, taxable_amount: 100, tax_amount: 6 },
    ]);
    expect(form.invoice_lines?.map((l) => l.item?.tax_percent)).toEqual([25, 12, 6]);
  });

  it('reads rates without % after a rate label, with the taxes over the bases', () => {
    const lines = page([
      [
        [40, 'MwSt.-Satz'],
        [220, '19'],
        [320, '7'],
      ],
      [
        [40, 'MwSt.'],
        [210, '38,00'],
        [310, '3,50'],
      ],
      [
        [40, 'Netto'],
        [205, '200,00'],
        [310, '50,00'],
      ],
    ]);
    expect(vatAcrossRows(lines).taxes).toEqual([
      { tax_percent: 19, taxable_amount: 200, tax_amount: 38 },
      { tax_percent: 7, taxable_amount: 50, tax_amount: 3.5 },
    ]);
  });

  it('takes nothing when base × rate = tax fails in a column, or the numbers are not labelled rates', () => {
    const wrong = page([
      [
        [40, 'VAT rate'],
        [200, '20%'],
        [300, '5%'],
      ],
      [
        [40, 'Net'],
        [200, '100,00'],
        [300, '40,00'],
      ],
      [
        [40, 'VAT'],
        [200, '20,00'],
        [300, '4,00'],
      ],
    ]);
    expect(vatAcrossRows(wrong).taxes).toEqual([]);
    const plain = page([
      [
        [40, 'Pages'],
        [200, '10'],
        [300, '5'],
      ],
      [
        [40, 'Net'],
        [200, '100,00'],
        [300, '40,00'],
      ],
      [
        [40, 'VAT'],
        [200, '10,00'],
        [300, '2,00'],
      ],
    ]);
    expect(vatAcrossRows(plain).taxes).toEqual([]);
  });
});
