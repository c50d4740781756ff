// More Invoice Ninja-style designs read in Nordic languages (docs/extraction.md steps 150-):
// a caption over the recipient's block, label and amount pairs beside the seller's heading.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import type { PageWords, Word } from './types';

/** Words at explicit positions ([x, y, text, type size]; 9 pt unless given), 5/9 of the size a character. */
function page(runs: Array<[number, number, string] | [number, number, string, number]>): Line[] {
  const words: Word[] = [];
  for (const [x0, y, text, h = 9] of runs) {
    let x = x0;
    const cw = (h * 5) / 9;
    for (const t of text.split(' ')) {
      words.push({ text: t, page: 1, x, y, w: t.length * cw, h, conf: 1 });
      x += t.length * cw + 3;
    }
  }
  const p: PageWords = { page: 1, width: 595, height: 842, words };
  return buildDocumentLines([p]);
}

const table: Array<[number, number, string]> = [
  [33, 300, 'Tuote'],
  [180, 300, 'Kappalehinta'],
  [307, 300, 'Määrä'],
  [506, 300, 'Rivin summa'],
  [33, 314, 'Henkilökuljetus'],
  [180, 314, '100,00 €'],
  [307, 314, '5'],
  [506, 314, '500,00 €'],
  [380, 340, 'Välisumma'],
  [506, 340, '500,00 €'],
  [380, 354, 'Vero 24 %'],
  [506, 354, '120,00 €'],
  [380, 368, 'Loppusumma'],
  [506, 368, '620,00 €'],
];

describe('a caption over the recipient block', () => {
  it('takes the row under a caption ending in a colon as the name', () => {
    const { form } = formFromLines(
      page([
        [24, 19, 'Kuopion Data Oy'],
        [284, 19, 'Mannerheimintie 12'],
        [24, 32, '4792015-4'],
        [284, 32, '90100 Oulu'],
        [33, 75, 'Asiakkaalle toimitettu:'],
        [434, 85, 'Laskun numero'],
        [530, 85, '243035'],
        [33, 88, 'Rantanen Kiinteistöt Oy'],
        [33, 101, 'Hämeenkatu 4'],
        [33, 114, '33100 Tampere'],
        [33, 127, 'Suomi'],
        ...table,
      ]),
    );
    expect(form.customer_data.name).toBe('Rantanen Kiinteistöt Oy');
    expect(form.customer_data.address).toMatchObject({ street: 'Hämeenkatu 4', zip: '33100', city: 'Tampere' });
    expect(form.supplier_data.name).toBe('Kuopion Data Oy');
  });
});

describe("a label and its amount above the seller's heading", () => {
  it('does not take a label whose cell beside it is an amount for the seller', () => {
    const { form } = formFromLines(
      page([
        [438, 29, 'Laskun numero'],
        [521, 29, '8305'],
        [438, 51, 'Eräpäivä'],
        [521, 51, '17.10.2026'],
        [438, 62, 'Avoin saldo'],
        [521, 62, '620,00 €'],
        [28, 87, 'Lähettäjä:'],
        [310, 87, 'Vastaanottaja:'],
        [28, 116, 'Järvisen Rakennus Oy'],
        [157, 116, 'Hämeenkatu 4'],
        [310, 116, 'Savon Kuljetus Oy'],
        [28, 126, '6120338-9'],
        [157, 126, '00100 Helsinki'],
        [310, 126, 'Mannerheimintie 12'],
        [310, 136, '33100 Tampere'],
        ...table,
      ]),
    );
    expect(form.supplier_data.name).toBe('Järvisen Rakennus Oy');
    expect(form.customer_data.name).toBe('Savon Kuljetus Oy');
  });
});

describe("a title over the document's details", () => {
  it('does not take an unknown title word set large over the number and date labels for the seller', () => {
    const { form } = formFromLines(
      page([
        [298, 51, 'Kuopion Data Oy'],
        [426, 51, 'Teollisuuskatu 21'],
        [298, 65, '6956371-7'],
        [426, 65, '00100 Helsinki'],
        [54, 111, 'Helsingin Toimisto Oy'],
        [298, 111, 'Maksumuistutus', 19],
        [54, 125, '5033555-4'],
        [54, 134, 'Hämeenkatu 4'],
        [298, 134, 'Laskun numero'],
        [434, 134, '248873'],
        [54, 149, '00100 Helsinki'],
        [298, 149, 'Laskun päivämäärä'],
        [434, 149, '27.9.2026'],
        ...table,
      ]),
    );
    expect(form.supplier_data.name).toBe('Kuopion Data Oy');
    expect(form.invoice_id).toBe('248873');
  });
});

describe('a footer column headed by its caption', () => {
  it("reads the seller's address under an 'Adress' caption and keeps the heading's name", () => {
    const { form } = formFromLines(
      page([
        [40, 40, 'Norrsken Bygg AB', 16],
        [400, 40, 'Faktura', 16],
        [400, 70, 'Fakturanummer'],
        [490, 70, '10234'],
        [40, 110, 'Havsörnen Hotell AB'],
        [40, 124, 'Box 1234'],
        [40, 138, '582 24 Linköping'],
        ...table,
        [40, 760, 'Postadress'],
        [180, 760, 'Telefon'],
        [300, 760, 'Organisationsnr'],
        [40, 772, 'Sjövägen 21'],
        [180, 772, '090-123 45'],
        [300, 772, '556036-0793'],
        [40, 784, '903 26 Umeå'],
        [180, 784, 'info@norrsken.se'],
      ]),
    );
    expect(form.supplier_data.name).toBe('Norrsken Bygg AB');
    expect(form.supplier_data.address).toMatchObject({ street: 'Sjövägen 21', zip: '903 26', city: 'Umeå' });
  });
});

describe("a letterhead's address beside the seller's name", () => {
  it('reads street and postcode set at the other side of the heading band', () => {
    const { form } = formFromLines(
      page([
        [40, 40, 'Fjellheim Bygg AS', 18],
        [380, 36, 'Storgata 12'],
        [380, 48, '0155 Oslo'],
        [380, 60, 'Org.nr 923 609 016 MVA'],
        [40, 110, 'Faktura', 14],
        [380, 110, 'Fakturanr.'],
        [470, 110, '5501'],
        [40, 130, 'Sandvika Eiendom AS'],
        [40, 144, 'Strandveien 3'],
        [40, 158, '7010 Trondheim'],
        ...table,
      ]),
    );
    expect(form.supplier_data.name).toBe('Fjellheim Bygg AS');
    expect(form.supplier_data.address).toMatchObject({ street: 'Storgata 12', zip: '0155', city: 'Oslo' });
    expect(form.customer_data.address).toMatchObject({ street: 'Strandveien 3', zip: '7010', city: 'Trondheim' });
  });
});

describe("the buyer's ids in a recipient window", () => {
  it('reads a VAT number printed in the cell beside its label', () => {
    const { form } = formFromLines(
      page([
        [40, 40, 'Norrsken Bygg AB', 16],
        [40, 58, 'Sjövägen 21'],
        [40, 70, '903 26 Umeå'],
        [400, 70, 'Fakturanummer'],
        [490, 70, '10234'],
        [300, 110, 'Havsörnen Hotell AB'],
        [300, 124, 'Box 1234'],
        [300, 138, '582 24 Linköping'],
        [300, 152, 'Kundens VAT-nr'],
        [400, 152, 'SE556036079301'],
        ...table,
      ]),
    );
    expect(form.customer_data.name).toBe('Havsörnen Hotell AB');
    expect(form.customer_data.tax_number).toBe('SE556036079301');
    expect(form.customer_data.org_id).toBe('5560360793');
  });
});

/** A Swedish invoice with two lines whose VAT rows are `rows`. */
const withRows = (rows: Array<[number, number, string]>): Line[] =>
  page([
    [40, 40, 'Norrsken Bygg AB', 16],
    [40, 58, 'Sjövägen 21'],
    [40, 70, '903 26 Umeå'],
    [400, 70, 'Fakturanummer'],
    [490, 70, '10234'],
    [300, 110, 'Havsörnen Hotell AB'],
    [300, 124, 'Box 1234'],
    [300, 138, '582 24 Linköping'],
    [40, 220, 'Beskrivning'],
    [300, 220, 'Antal'],
    [380, 220, 'À-pris'],
    [480, 220, 'Belopp'],
    [40, 234, 'Konsulttimmar'],
    [300, 234, '10'],
    [380, 234, '1 000,00'],
    [480, 234, '10 000,00'],
    [40, 248, 'Hotell'],
    [300, 248, '2'],
    [380, 248, '500,00'],
    [480, 248, '1 000,00'],
    [380, 270, 'Summa exkl. moms'],
    [480, 270, '11 000,00'],
    ...rows,
    [380, 340, 'Att betala'],
    [480, 340, '12 620,00'],
  ]);

describe('a VAT row with its base before its tax', () => {
  it("takes the amount that is the rate of the one before it for the VAT ('Moms 25 % | 10 000,00 | 2 500,00')", () => {
    const { form } = formFromLines(
      withRows([
        [300, 284, 'Moms 25 %'],
        [400, 284, '10 000,00'],
        [480, 284, '2 500,00'],
        [300, 298, 'Moms 12 %'],
        [400, 298, '1 000,00'],
        [480, 298, '120,00'],
      ]),
    );
    expect(form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount])).toEqual([
      [25, 10000, 2500],
      [12, 1000, 120],
    ]);
  });
});

describe('VAT rows in two more shapes', () => {
  const read = (lines: Line[]): Array<[number | null, number | null]> =>
    formFromLines(lines).form.tax_totals.map((t) => [t.tax_percent, t.tax_amount]);

  it("reads a total word before the VAT word and its rate as a VAT row ('Summa moms 25%')", () => {
    const lines = withRows([
      [380, 284, 'Summa moms 25%'],
      [480, 284, '2 500,00'],
      [380, 298, 'Summa moms 12%'],
      [480, 298, '120,00'],
    ]);
    expect(read(lines)).toEqual([
      [25, 2500],
      [12, 120],
    ]);
  });

  it("reads the rate in its own cell before the VAT word ('25 % | Moms | 2 500,00')", () => {
    const lines = withRows([
      [330, 284, '25 %'],
      [380, 284, 'Moms'],
      [480, 284, '2 500,00'],
      [330, 298, '12 %'],
      [380, 298, 'Moms'],
      [480, 298, '120,00'],
    ]);
    expect(read(lines)).toEqual([
      [25, 2500],
      [12, 120],
    ]);
  });
});

describe('Nordic number and date labels (step 160)', () => {
  it.each([
    ['Faktura #', '10234', 'Fakturadato', '04.10.2026'],
    ['Lasku #', '10234', 'Pvm', '4.10.2026'],
    ['Fakturanr.', '10234', 'Udstedelsesdato', '04-10-2026'],
    ['Fakturanr.', '10234', 'Utstedelsesdato', '04.10.2026'],
  ])("reads '%s' and its date label", (idLabel, id, dateLabel, date) => {
    const { form } = formFromLines(
      page([
        [40, 40, 'Norrsken Bygg AB', 16],
        [40, 58, 'Sjövägen 21'],
        [40, 70, '903 26 Umeå'],
        [400, 70, idLabel],
        [490, 70, id],
        [400, 84, dateLabel],
        [490, 84, date],
        ...table,
      ]),
    );
    expect(form.invoice_id).toBe(id);
    expect(form.issue_date).toBe('2026-10-04');
  });
});

describe('a centred letterhead', () => {
  it("reads the seller's address centred under its centred name", () => {
    const { form } = formFromLines(
      page([
        [222, 30, 'Norrsken Bygg AB', 16],
        [260.5, 50, 'Sjövägen 21'],
        [261.5, 62, '903 26 Umeå'],
        [243, 74, 'Org.nr 556036-0793'],
        [400, 100, 'Fakturanummer'],
        [490, 100, '10234'],
        [40, 130, 'Havsörnen Hotell AB'],
        [40, 144, 'Box 1234'],
        [40, 158, '582 24 Linköping'],
        ...table,
      ]),
    );
    expect(form.supplier_data.name).toBe('Norrsken Bygg AB');
    expect(form.supplier_data.address).toMatchObject({ street: 'Sjövägen 21', zip: '903 26', city: 'Umeå' });
  });
});

describe("a footer column starting with the seller's street", () => {
  it('gives the seller named at the top its address', () => {
    const { form } = formFromLines(
      page([
        [40, 40, 'Norrsken Bygg AB', 16],
        [400, 100, 'Fakturanummer'],
        [490, 100, '10234'],
        [40, 130, 'Havsörnen Hotell AB'],
        [40, 144, 'Box 1234'],
        [40, 158, '582 24 Linköping'],
        ...table,
        [40, 760, 'Sjövägen 21'],
        [250, 760, 'Org.nr 556036-0793'],
        [420, 760, 'Bankgiro 5050-1055'],
        [40, 772, '903 26 Umeå'],
        [250, 772, 'Momsreg.nr SE556036079301'],
        [40, 784, 'Sverige'],
      ]),
    );
    expect(form.supplier_data.name).toBe('Norrsken Bygg AB');
    expect(form.supplier_data.address).toMatchObject({ street: 'Sjövägen 21', zip: '903 26', city: 'Umeå' });
  });
});
