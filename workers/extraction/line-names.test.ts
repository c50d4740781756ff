// Line-table rows whose name is not one clean cell (docs/extraction.md, step 19): names wrapped
// over several lines beside reference columns, long detail blocks under an item, article-number
// columns, key-value detail rows, names under an article number. Each on a small hand-made page.
import { extractTableByColumns } from './columns';
import { buildDocumentLines, type Line } from './layout';
import { extractTable } from './table';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const names = (lines: readonly Line[]): string[] => extractTableByColumns(lines).lines.map((l) => l.item.name);

describe('names wrapped beside a reference column', () => {
  const header: Array<[number, string]> = [
    [40, 'Pos'],
    [70, 'Referenzen'],
    [170, 'Beschreibung'],
    [300, 'Preis'],
    [350, 'Menge'],
    [400, 'MwSt'],
    [450, 'Betrag'],
  ];
  const details: Array<Array<[number, string]>> = Array.from({ length: 10 }, (_, i) => [[170, `• Detail ${i + 1}`]]);
  const lines = page([
    header,
    [
      [40, '1'],
      [70, 'Art-Nr:'],
      [170, 'GWDSTG-DIN976-'],
      [300, '2,06'],
      [350, '25 Stk'],
      [400, '19%'],
      [450, '51,50'],
    ],
    [
      [70, 'Art-Nr-Lieferant: KR3M'],
      [170, 'A-4.8-M10'],
    ],
    [[70, '7711231873598 (GTIN)']],
    ...details,
    [
      [40, '2'],
      [70, 'POS 1 BT-156'],
      [170, 'Mineralwasser Medium'],
      [300, '5,49'],
      [350, '20 Stk'],
      [400, '7%'],
      [450, '109,80'],
    ],
    [
      [70, 'SE_GTRWA5'],
      [170, '12 x 1,0l PET'],
    ],
    [[170, 'Verpackung: Kiste']],
    [[170, 'Lieferung in 4 Kartons']],
  ]);

  it('joins a name broken after a hyphen without a space, and a plain wrap with one', () =>
    expect(names(lines)).toEqual(['GWDSTG-DIN976-A-4.8-M10', 'Mineralwasser Medium 12 x 1,0l PET']));

  it('keeps the table open through an indented detail block, and reads the row after it', () => {
    const rows = extractTableByColumns(lines).lines;
    expect(rows[1]).toMatchObject({ invoiced_quantity: 20, price: { amount: 5.49 }, line_extension_amount: 109.8 });
  });

  it('ends the table after a long run of rows from its left margin', () => {
    const margin: Array<Array<[number, string]>> = Array.from({ length: 10 }, (_, i) => [[40, `Hinweis ${i + 1}`]]);
    const late = page([
      header,
      [
        [40, '1'],
        [170, 'Schraube'],
        [300, '2,00'],
        [350, '5 Stk'],
        [400, '19%'],
        [450, '10,00'],
      ],
      ...margin,
      [
        [40, '2'],
        [170, 'Mutter'],
        [300, '1,00'],
        [350, '5 Stk'],
        [400, '19%'],
        [450, '5,00'],
      ],
    ]);
    expect(names(late)).toEqual(['Schraube']);
  });
});

describe('article numbers, repeated names and key-value rows', () => {
  it('does not take an article-number column for part of the name, nor the name printed again', () => {
    const lines = page([
      [
        [40, 'Description'],
        [200, 'EAN'],
        [300, 'Qty'],
        [350, 'Price'],
        [450, 'Amount'],
      ],
      [
        [40, 'Widget large'],
        [200, '0595810 25'],
        [300, '2'],
        [350, '10.00'],
        [450, '20.00'],
      ],
      [
        [40, 'Widget large'],
        [200, '7711231873598'],
      ],
    ]);
    expect(extractTableByColumns(lines).lines).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ name: 'Widget large' }), invoiced_quantity: 2 }),
    ]);
  });

  it('reads a row of keys and values under an item as a detail, and a name without its colon', () => {
    const lines = page([
      [
        [40, 'Bezeichnung'],
        [300, 'Menge'],
        [350, 'Preis'],
        [450, 'Betrag'],
      ],
      [
        [40, 'Heiße Luft pro Liter:'],
        [300, '2'],
        [350, '5,00'],
        [450, '10,00'],
      ],
      [
        [40, 'Artikelrabatt 1:'],
        [130, '2,00%'],
        [180, 'Basis: 75,00 €'],
        [300, 'Rabatt: -0,03 €'],
        [450, '-0,03'],
      ],
    ]);
    expect(names(lines)).toEqual(['Heiße Luft pro Liter']);
  });

  it("takes the name printed under a row's article number, and a 'MwSt-%' column's rate", () => {
    const lines = page([
      [
        [40, 'GTIN'],
        [130, 'Bezeichnung'],
        [300, 'Menge'],
        [350, 'Nettopreis'],
        [420, 'MwSt-%'],
        [470, 'Nettowert'],
      ],
      [
        [40, '4100130013294'],
        [130, '2031'],
        [300, '15 Stk'],
        [350, '12,00'],
        [420, '19,0'],
        [470, '180,00'],
      ],
      [
        [40, 'K4321'],
        [130, 'Bierbrau Pils 20/0500'],
      ],
    ]);
    expect(extractTableByColumns(lines).lines).toEqual([
      {
        item: { name: 'Bierbrau Pils 20/0500', tax_percent: 19 },
        price: { amount: 12 },
        invoiced_quantity: 15,
        line_extension_amount: 180,
      },
    ]);
  });
});

describe('a name finished on the line that carries the amount (step 34)', () => {
  const header: Array<[number, string]> = [
    [40, 'Pos'],
    [170, 'Beschreibung'],
    [300, 'Nettopreis'],
    [360, 'Menge'],
    [410, 'Steuersatz'],
    [480, 'Nettobetrag'],
  ];

  it('joins the second half of the name printed beside the amount', () => {
    const t = extractTableByColumns(
      page([
        header,
        [
          [40, '3'],
          [170, 'Mineralwasser Medium'],
          [300, '5,4900'],
          [360, '20 Stk'],
          [415, '7 %'],
        ],
        [
          [170, '12 x 1,0l PET'],
          [490, '109,80'],
        ],
      ]),
    );
    expect(t.lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount, l.line_extension_amount])).toEqual([
      ['Mineralwasser Medium 12 x 1,0l PET', 20, 5.49, 109.8],
    ]);
  });

  it('stops the name at an attribute on that line and at the detail rows below', () =>
    expect(
      names(
        page([
          header,
          [
            [40, '1'],
            [170, 'Stahlcoil'],
            [360, '10 Stk'],
            [415, '0 %'],
          ],
          [
            [170, 'Basismenge: 1 Stk'],
            [485, '1.000,00'],
          ],
          [[170, 'getLineTradeAgreementBruttopreis :']],
        ]),
      ),
    ).toEqual(['Stahlcoil']));
});

describe('a number opening a wrapped name (step 35)', () => {
  it('stays in the name when it stands in the description column', () =>
    expect(
      names(
        page([
          [
            [40, 'Pos'],
            [150, 'Bezeichnung'],
            [280, 'Preis'],
            [350, 'Menge'],
            [440, 'MwSt'],
            [500, 'Betrag'],
          ],
          [
            [40, '3'],
            [150, 'Kommissionierer'],
            [280, '10,5000'],
            [350, '27,5 Std'],
            [440, '19 %'],
            [500, '288,75'],
          ],
          [[150, '1250032 D. Muster']],
        ]),
      ),
    ).toEqual(['Kommissionierer 1250032 D. Muster']));
});

describe('a name printed under its numbers (step 40)', () => {
  const header: Array<[number, string]> = [
    [40, 'GTIN'],
    [110, 'Artikelbezeichnung'],
    [240, 'Menge'],
    [300, 'Nettopreis'],
    [380, 'MwSt'],
    [450, 'Nettowert'],
  ];
  const numbers = (code: string, qty: string, price: string, amount: string): Array<[number, string]> => [
    [40, '4260331811362'],
    ...(code ? ([[110, code]] as Array<[number, string]>) : []),
    [240, qty],
    [300, price],
    [380, '19,0'],
    [450, amount],
  ];

  it('takes the line under a row without a name as its whole name', () =>
    expect(
      names(
        page([
          header,
          numbers('', '27,5 Std.', '10,5000', '288,75'),
          [[110, 'Kommissionierer D. Muster']],
          [[110, 'Abrechnungszeitraum laut Anlage']],
          numbers('', '2 Stk.', '1,5000', '3,00'),
          [[110, 'Faltenbeutel']],
        ]),
      ),
    ).toEqual(['Kommissionierer D. Muster', 'Faltenbeutel']));

  it('ends a name that replaced an article code with that one line', () =>
    expect(
      names(
        page([
          header,
          numbers('GZ250', '10 Stk.', '0,0000', '0,00'),
          [[110, 'Gelierzucker Extra 250g']],
          [[110, 'Artikel wie vereinbart ohne Berechnung']],
        ]),
      ),
    ).toEqual(['Gelierzucker Extra 250g']));
});

describe('a wrapped name ending in a colon (step 42)', () => {
  it('ends there, without the colon', () =>
    expect(
      names(
        page([
          [
            [60, 'Menge'],
            [120, 'Produkt'],
            [290, 'USt.'],
            [346, 'Preis'],
            [421, 'Gesamtbetrag'],
          ],
          [
            [60, '1,00'],
            [120, 'Künstlerische Gestaltung'],
            [290, '7%'],
            [346, '160,00 €'],
            [421, '160,00 €'],
          ],
          [[120, '(Stunde):']],
          [[120, 'Einer Beispielrechnung']],
        ]),
      ),
    ).toEqual(['Künstlerische Gestaltung (Stunde)']));
});

describe('article codes with capitals beyond A-Z (step 43)', () => {
  it('give way to the name under them', () =>
    expect(
      names(
        page([
          [
            [40, 'GTIN'],
            [110, 'Artikelbezeichnung'],
            [240, 'Menge'],
            [300, 'Nettopreis'],
            [380, 'MwSt'],
            [450, 'Nettowert'],
          ],
          [
            [40, '4123456000021'],
            [110, 'ÖST250'],
            [240, '10000 KWh'],
            [300, '0,0205'],
            [380, '19,0'],
            [450, '205,00'],
          ],
          [[110, 'Ökosteuer Lieferant']],
        ]),
      ),
    ).toEqual(['Ökosteuer Lieferant']));
});

describe('an article code before the name with a spaced dash (step 135)', () => {
  const lines = page([
    [
      [40, 'Art.'],
      [70, 'Produit'],
      [250, 'Quantité'],
      [320, 'Prix unitaire'],
      [400, 'Taxe'],
      [480, 'Prix total'],
    ],
    [
      [40, '1'],
      [70, 'GG-SCRW-A4-01 - High-Grade Screws'],
      [250, '5'],
      [320, '18,00 €'],
      [400, '19 %'],
      [480, '90,00 €'],
    ],
    [
      [40, '2'],
      [70, '12345 - Toller Artikel'],
      [250, '1'],
      [320, '10,00 €'],
      [400, '19 %'],
      [480, '10,00 €'],
    ],
    [
      [40, '3'],
      [70, 'A4 - Papier'],
      [250, '2'],
      [320, '5,00 €'],
      [400, '19 %'],
      [480, '10,00 €'],
    ],
  ]);
  it('leaves the code out of the name, a short format in it', () =>
    expect(names(lines)).toEqual(['High-Grade Screws', 'Toller Artikel', 'A4 - Papier']));
  it('does so in the classic table reader too', () =>
    expect(extractTable(lines).lines.map((l) => l.item.name)).toEqual([
      'High-Grade Screws',
      'Toller Artikel',
      'A4 - Papier',
    ]));
});

describe('a year before a spaced dash stays in the name (step 147)', () => {
  const lines = page([
    [
      [40, 'Pos'],
      [70, 'Beschreibung'],
      [250, 'Menge'],
      [320, 'Einzelpreis'],
      [480, 'Gesamt'],
    ],
    [
      [40, '1'],
      [70, '2024 - Mitgliedsbeitrag'],
      [250, '1'],
      [320, '120,00 €'],
      [480, '120,00 €'],
    ],
  ]);
  it('keeps the year', () => expect(names(lines)).toEqual(['2024 - Mitgliedsbeitrag']));
});
