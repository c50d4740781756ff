// Failures of scanned pages in general layouts (docs/extraction.md S14, S15, S19): an amount of the
// totals that OCR sets on the line of the bank details under the items is no line item; a payable
// amount printed large at the top, a phone number whose OCR box came out tall and a logo OCR read
// as letters are not the supplier's name.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import type { Word } from './types';

/** Rows of [x, text] runs, each row with its own type size and y; `conf` below 1 for a scan. */
function page(rows: Array<{ y: number; h: number; runs: Array<[number, string]>; conf?: number }>, conf = 0.9): Line[] {
  const words: Word[] = [];
  for (const { y, h, runs, conf: rowConf } of rows)
    for (const [x0, text] of runs) {
      let x = x0;
      for (const t of text.split(' ')) {
        words.push({ text: t, page: 1, x, y, w: t.length * h * 0.5, h, conf: rowConf ?? conf });
        x += t.length * h * 0.5 + h * 0.3;
      }
    }
  return buildDocumentLines([{ page: 1, width: 595, height: 842, words }]);
}

const invoice = (rows: Array<{ y: number; h: number; runs: Array<[number, string]>; conf?: number }>): Line[] =>
  page([
    { y: 40, h: 14, runs: [[40, 'Norrsken Byggservice AB']] },
    { y: 58, h: 9, runs: [[40, 'Verkstadsgatan 18']] },
    { y: 70, h: 9, runs: [[40, '702 11 Örebro']] },
    { y: 100, h: 9, runs: [[360, 'Fakturanummer: 1042']] },
    { y: 112, h: 9, runs: [[360, 'Fakturadatum: 2026-11-03']] },
    ...rows,
    {
      y: 200,
      h: 9,
      runs: [
        [40, 'Beskrivning'],
        [300, 'Antal'],
        [380, 'Pris'],
        [480, 'Belopp'],
      ],
    },
    {
      y: 220,
      h: 9,
      runs: [
        [40, 'Konsulttimmar'],
        [300, '10'],
        [380, '950,00'],
        [480, '9 500,00'],
      ],
    },
    {
      y: 240,
      h: 9,
      runs: [
        [40, 'Resor'],
        [300, '1'],
        [380, '500,00'],
        [480, '500,00'],
      ],
    },
    {
      y: 270,
      h: 9,
      runs: [
        [40, 'IBAN: SE45 5000 0000 0583 9825 7466'],
        [480, '10 000,00'],
      ],
    },
    { y: 282, h: 9, runs: [[380, 'Delsumma']] },
    {
      y: 294,
      h: 9,
      runs: [
        [380, 'Moms 25 %'],
        [480, '2 500,00'],
      ],
    },
    {
      y: 306,
      h: 9,
      runs: [
        [380, 'Att betala'],
        [480, '12 500,00'],
      ],
    },
  ]);

describe('a scanned page in a general layout', () => {
  it('reads no item from the bank details line under the items', () => {
    const { form } = formFromLines(invoice([]));
    expect(form.invoice_lines.map((l) => l.line_extension_amount)).toEqual([9500, 500]);
  });

  it('does not take a payable amount printed large for the supplier name', () => {
    const { form } = formFromLines(invoice([{ y: 150, h: 24, runs: [[300, '12 500,00 kr']] }]));
    expect(form.supplier_data.name).toBe('Norrsken Byggservice AB');
  });

  it('does not take a phone number or a logo read as letters for the supplier name', () => {
    const phone = formFromLines(invoice([{ y: 150, h: 20, runs: [[300, 'fon (555) 23 78 -0']] }]));
    expect(phone.form.supplier_data.name).toBe('Norrsken Byggservice AB');
    const logo = formFromLines(invoice([{ y: 20, h: 16, runs: [[40, 'anal']], conf: 0.36 }]));
    expect(logo.form.supplier_data.name).toBe('Norrsken Byggservice AB');
  });

  it('does not take a caption ending in a colon for the supplier name', () => {
    // The seller's letterhead in light grey was lost by OCR: the caption over the buyer's block is
    // the largest run left at the top, and no name at all is better than a caption.
    const { form } = formFromLines(
      page([
        { y: 90, h: 12, runs: [[40, 'Faktura udstedt til:']] },
        {
          y: 106,
          h: 10,
          runs: [
            [40, 'Odense Kantine ApS'],
            [360, 'Fakturanummer 7412'],
          ],
        },
        {
          y: 120,
          h: 10,
          runs: [
            [40, 'Havnegade 3'],
            [360, 'Fakturadato 2026-10-11'],
          ],
        },
        { y: 134, h: 10, runs: [[40, '9990 Skagen']] },
        {
          y: 200,
          h: 9,
          runs: [
            [40, 'Beskrivelse'],
            [300, 'Antal'],
            [380, 'Pris'],
            [480, 'Beløb'],
          ],
        },
        {
          y: 220,
          h: 9,
          runs: [
            [40, 'Rengøring'],
            [300, '2'],
            [380, '500,00'],
            [480, '1 000,00'],
          ],
        },
        {
          y: 260,
          h: 9,
          runs: [
            [380, 'I alt'],
            [480, '1 250,00'],
          ],
        },
      ]),
    );
    expect(form.supplier_data.name).not.toBe('Faktura udstedt til:');
    expect(form.customer_data.name).toBe('Odense Kantine ApS');
  });

  it("joins a wrapped name whose OCR line box is a little lower than the name's", () => {
    // OCR gives each word its line box's height: 'natt 12' (no capital, no 'l') comes out about
    // 15 % lower than 'Hotellrum' in the same type. Printed text of that size is a description.
    const table = (conf: number): Line[] =>
      page(
        [
          { y: 40, h: 14, runs: [[40, 'Norrsken Byggservice AB']] },
          { y: 100, h: 9, runs: [[360, 'Fakturanummer: 1042']] },
          {
            y: 200,
            h: 9,
            runs: [
              [40, 'Artikel'],
              [300, 'Antal'],
              [380, 'Pris'],
              [480, 'Belopp'],
            ],
          },
          {
            y: 216,
            h: 12.6,
            runs: [
              [40, 'Installation elcentral'],
              [300, '1'],
              [380, '1 000,00'],
              [480, '1 000,00'],
            ],
          },
          {
            y: 236,
            h: 12.6,
            runs: [
              [40, 'Hotellrum'],
              [300, '2,5'],
              [380, '1 180,94'],
              [480, '2 952,35'],
            ],
          },
          { y: 252, h: 10.7, runs: [[40, 'natt 12']] },
          {
            y: 272,
            h: 12.6,
            runs: [
              [40, 'Lunchbuffé'],
              [300, '1'],
              [380, '100,00'],
              [480, '100,00'],
            ],
          },
          {
            y: 290,
            h: 9,
            runs: [
              [380, 'Att betala'],
              [480, '4 052,35'],
            ],
          },
        ],
        conf,
      );
    expect(formFromLines(table(0.9)).form.invoice_lines.map((l) => l.item.name)).toEqual([
      'Installation elcentral',
      'Hotellrum natt 12',
      'Lunchbuffé',
    ]);
    expect(formFromLines(table(1)).form.invoice_lines.map((l) => l.item.name)).toEqual([
      'Installation elcentral',
      'Hotellrum',
      'Lunchbuffé',
    ]);
  });
});
