// Layouts of Nordic invoicing tools (docs/extraction.md step 125): a recipient window whose rows
// sit between the rows of the column beside it, a seller block at the right under the letterhead's
// name, a seller named only in a footer line, a discount column whose numbers carry no '%'.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import type { PageWords, Word } from './types';

/** Words at explicit positions ([x, y, text]), 9 pt type, 5 pt a character. */
function page(runs: Array<[number, number, string]>): Line[] {
  const words: Word[] = [];
  for (const [x0, y, text] of runs) {
    let x = x0;
    for (const t of text.split(' ')) {
      words.push({ text: t, page: 1, x, y, w: t.length * 5, h: 9, conf: 1 });
      x += t.length * 5 + 3;
    }
  }
  const p: PageWords = { page: 1, width: 595, height: 842, words };
  return buildDocumentLines([p]);
}

const table: Array<[number, number, string]> = [
  [50, 300, 'Beskrivning'],
  [300, 300, 'Antal'],
  [380, 300, 'Pris'],
  [470, 300, 'Belopp'],
  [50, 314, 'Fönsterputs'],
  [300, 314, '12'],
  [380, 314, '450,00'],
  [470, 314, '5 400,00'],
  [380, 340, 'Moms 25 %'],
  [470, 340, '1 350,00'],
  [380, 354, 'Att betala'],
  [470, 354, '6 750,00'],
];

describe('a recipient window between the rows of the column beside it', () => {
  it('reads the block at the right although the left column sets its rows between', () => {
    const { form } = formFromLines(
      page([
        [46, 47, 'Norrlands Fönsterputs AB'],
        [416, 64, 'Fakturanr'],
        [476, 64, '7731'],
        [50, 110, 'Er referens'],
        [119, 110, 'Karin Lund'],
        [390, 110, 'Bostadsrättsföreningen Eken'],
        [390, 120, 'Ekvägen 4'],
        [50, 125, 'Vår referens'],
        [119, 125, 'Per Ek'],
        [390, 131, '831 40 Östersund'],
        [50, 138, 'Betalningsvillkor 30 dagar netto'],
        ...table,
      ]),
    );
    expect(form.customer_data.name).toBe('Bostadsrättsföreningen Eken');
    expect(form.customer_data.address).toMatchObject({ street: 'Ekvägen 4', zip: '831 40', city: 'Östersund' });
    expect(form.supplier_data.name).toBe('Norrlands Fönsterputs AB');
  });
});

describe('the seller block at the right under the letterhead’s name', () => {
  it('is the seller’s, and the window at the left the customer’s', () => {
    const { form } = formFromLines(
      page([
        [46, 47, 'Fjellheim Bygg AS'],
        [450, 47, 'Fjellheim Bygg AS'],
        [450, 58, 'Industrivegen 22'],
        [475, 69, '2815 Gjøvik'],
        [46, 111, 'Gjøvik Kommune'],
        [46, 121, 'Postboks 630'],
        [444, 126, 'Dato'],
        [495, 126, '29.10.2026'],
        [46, 132, '2810 Gjøvik'],
        ...table,
      ]),
    );
    expect(form.customer_data.name).toBe('Gjøvik Kommune');
    expect(form.supplier_data.name).toBe('Fjellheim Bygg AS');
    expect(form.supplier_data.address).toMatchObject({ street: 'Industrivegen 22', zip: '2815', city: 'Gjøvik' });
  });
});

describe('a seller named only in a footer line', () => {
  it('takes the name and address from the footer, not a row of the customer’s block', () => {
    const { form } = formFromLines(
      page([
        [475, 49, 'Faktura'],
        [419, 72, 'Fakturanr.'],
        [523, 72, '1187'],
        [46, 92, 'Vestland Regnskap AS'],
        [46, 99, 'Att: Ola Hansen'],
        [411, 99, 'Forfallsdato'],
        [495, 99, '17.11.2026'],
        [46, 112, 'Kaigaten 9'],
        [46, 123, '5015 Bergen'],
        ...table,
        [40, 794, 'Bergen Digital Økonomi AS · Nygårdsgaten 5, 5008 Bergen · Org.nr. 923 456 783 MVA'],
      ]),
    );
    expect(form.customer_data.name).toBe('Vestland Regnskap AS');
    expect(form.supplier_data.name).toBe('Bergen Digital Økonomi AS');
    expect(form.supplier_data.address).toMatchObject({ street: 'Nygårdsgaten 5', zip: '5008', city: 'Bergen' });
  });
});

describe('a discount column whose numbers carry no percent sign', () => {
  it("reads 'Rabatt %' over '10' as the line's discount, 'Sum eks. mva' as one amount column", () => {
    const { form } = formFromLines(
      page([
        [46, 47, 'Fjellheim Bygg AS'],
        [50, 196, 'Produkt'],
        [176, 196, 'Ant.'],
        [264, 196, 'Enhetspris'],
        [338, 196, 'Rabatt %'],
        [404, 196, 'Mva-sats'],
        [470, 196, 'Sum eks. mva'],
        [50, 210, 'Tømrerarbeid'],
        [177, 210, '37,5'],
        [286, 210, '690,00'],
        [438, 210, '25'],
        [500, 210, '25 875,00'],
        [50, 224, 'Materialer, gips'],
        [185, 224, '40'],
        [286, 224, '112,50'],
        [373, 224, '10'],
        [438, 224, '25'],
        [506, 224, '4 050,00'],
        [390, 252, 'Sum eks. mva'],
        [500, 252, '29 925,00'],
        [390, 266, 'Mva 25 %'],
        [506, 266, '7 481,25'],
        [390, 279, 'Totalt å betale NOK 37 406,25'],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount])).toEqual([
      ['Tømrerarbeid', 37.5, 25875],
      ['Materialer, gips', 40, 4050],
    ]);
    expect(form.invoice_lines[1]?.price.amount).toBe(101.25);
  });
});
