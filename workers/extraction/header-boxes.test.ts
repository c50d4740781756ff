// Header boxes of Nordic invoicing tools (docs/extraction.md step 124): labels in cells of their
// own over values set close enough to be one run, a title word with the number in the next cell,
// and more Nordic header words.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';
import type { PageWords, Word } from './types';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

const totals: Array<Array<[number, string]>> = [
  [],
  [
    [30, 'Beskrivning'],
    [300, 'Antal'],
    [380, 'Pris'],
    [470, 'Belopp'],
  ],
  [
    [30, 'Konferenslunch'],
    [300, '40'],
    [380, '145,00'],
    [470, '5 800,00'],
  ],
  [],
  [
    [380, 'Moms 25 %'],
    [470, '1 450,00'],
  ],
  [
    [380, 'Att betala'],
    [470, '7 250,00'],
  ],
];

describe('a row of label cells over values set as one run', () => {
  it('gives each label the value under it', () => {
    // Small labels 12 pt apart (cells of their own); values in larger type 8 pt apart (one run).
    const word = (text: string, x: number, y: number, h: number): Word => ({
      text,
      x,
      y,
      w: text.length * (h / 2),
      h,
      page: 1,
      conf: 1,
    });
    const box: PageWords = {
      page: 1,
      width: 595,
      height: 842,
      words: [
        word('Fakturanummer', 30, 60, 7),
        word('Fakturadatum', 87, 60, 7),
        word('Förfallodatum', 141, 60, 7),
        word('OCR', 198, 60, 7),
        word('3350', 30, 72, 12),
        word('2026-11-02', 87, 72, 12),
        word('2026-12-02', 141, 72, 12),
        word('335014', 198, 72, 12),
      ],
    };
    const lines = buildDocumentLines([
      box,
      { ...testPage(totals, 10), page: 2, words: testPage(totals, 10).words.map((w) => ({ ...w, page: 2 })) },
    ]);
    expect(lines.find((l) => l.text.includes('3350'))?.segments.length).toBeLessThan(4);
    const { form } = formFromLines(lines);
    expect(form.invoice_id).toBe('3350');
    expect(form.issue_date).toBe('2026-11-02');
    expect(form.due_date).toBe('2026-12-02');
    expect(form.payment_id).toBe('335014');
  });
});

describe('a title word with its number in the next cell', () => {
  const header = (cell: string): Array<Array<[number, string]>> => [
    [[30, 'Fjellheim Bygg AS']],
    [],
    [
      [300, 'Faktura'],
      [400, cell],
    ],
    [
      [300, 'Dato'],
      [400, '29.10.2026'],
    ],
    [
      [300, 'Forfall'],
      [400, '28.11.2026'],
    ],
    ...totals,
  ];

  it("reads 'Faktura | 20261044' as the invoice number, 'Forfall' as the due date", () => {
    const { form } = formFromLines(page(header('20261044')));
    expect(form.invoice_id).toBe('20261044');
    expect(form.due_date).toBe('2026-11-28');
  });

  it('takes no date or page count for a number', () => {
    expect(formFromLines(page(header('01.10.2026'))).form.invoice_id).toBeNull();
    expect(formFromLines(page(header('1/2'))).form.invoice_id).toBeNull();
  });
});

describe('more Nordic header words', () => {
  it("reads 'Laskunro', 'Viitenro' and 'Totalt å betale'", () => {
    const { form } = formFromLines(
      page([
        [[30, 'Savon Ruokapalvelu Oy']],
        [
          [300, 'Laskunro'],
          [400, '2026-0881'],
        ],
        [
          [300, 'Viitenro'],
          [400, '20260881'],
        ],
        [],
        [
          [30, 'Kuvaus'],
          [300, 'Määrä'],
          [380, 'Hinta'],
          [470, 'Yhteensä'],
        ],
        [
          [30, 'Lounas'],
          [300, '120'],
          [380, '9,50'],
          [470, '1 140,00'],
        ],
        [],
        [
          [380, 'ALV 14 %'],
          [470, '159,60'],
        ],
        [[380, 'Totalt å betale 1 299,60']],
      ]),
    );
    expect(form.invoice_id).toBe('2026-0881');
    expect(form.payment_id).toBe('20260881');
    expect(form.legal_monetary_total.payable_amount).toBe(1299.6);
  });
});
