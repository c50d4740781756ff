// Line tables whose header cells are set centred over their columns (docs/extraction.md, steps
// 108 onwards): names set from the column's left edge begin left of the header word.
import { descSpan, headerColumns } from './column-header';
import { extractTableByColumns } from './columns';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const rows = (lines: readonly Line[]): Array<[string, number | null, number | null, number | null]> =>
  extractTableByColumns(lines).lines.map((l) => [
    l.item.name,
    l.invoiced_quantity,
    l.price.amount,
    l.line_extension_amount,
  ]);

describe('a description header centred over its column', () => {
  it('reads names that begin left of the header word', () => {
    const lines = page([
      [
        [40, 'Pos.'],
        [150, 'Bezeichnung'],
        [300, 'Menge'],
        [380, 'Einzelpreis'],
        [470, 'Gesamt'],
      ],
      [
        [40, '1'],
        [80, 'Montage vor Ort'],
        [300, '2 Stk'],
        [390, '67,10'],
        [470, '134,20'],
      ],
      [[80, 'inkl. Anfahrt']],
      [
        [40, '2'],
        [80, 'Schrankbeschlag'],
        [300, '4 Stk'],
        [385, '376,64'],
        [465, '1.506,56'],
      ],
    ]);
    expect(rows(lines)).toEqual([
      ['Montage vor Ort inkl. Anfahrt', 2, 67.1, 134.2],
      ['Schrankbeschlag', 4, 376.64, 1506.56],
    ]);
  });
});

describe('header cells of several words in one run', () => {
  const lines = page([
    [
      [40, 'Description'],
      [200, 'Qty'],
      [250, 'Unit Price'],
      [330, 'Rabatt %'],
      [400, 'USt. %'],
      [470, 'Amount'],
    ],
    [
      [40, 'Oak table'],
      [200, '4'],
      [250, '221,92'],
      // Set right under their header cells, as the percent signs end them.
      [355, '5 %'],
      [410, '19 %'],
      [470, '843,30'],
    ],
  ]);

  it("reads 'Unit Price', 'Rabatt %' and 'USt. %' as one column each", () => {
    const kinds = headerColumns(lines[0] as Line)?.map((c) => c.kind);
    expect(kinds).toEqual(['desc', 'qty', 'price', 'discount', 'vat', 'amount']);
  });

  it('takes the rate from the VAT column and the net price after the discount', () => {
    const [row] = extractTableByColumns(lines).lines;
    expect(row?.item.tax_percent).toBe(19);
    expect(row?.price.amount).toBeCloseTo(210.82, 2);
  });
});

describe('an item description printed under its name in a smaller type', () => {
  // Row 1 holds the name and numbers at 9 pt; rows 2 and 3 describe the item at 7 pt.
  const words = testPage(
    [
      [
        [40, 'Description'],
        [250, 'Qty'],
        [320, 'Price'],
        [420, 'Amount'],
      ],
      [
        [40, 'Oak table top'],
        [250, '2'],
        [320, '100,00'],
        [420, '200,00'],
      ],
      [[40, 'Solid wood, 40 mm']],
      [[40, 'Size 1200 x 600 mm']],
      [
        [40, 'Cabinet hinge, stainless'],
        [250, '4'],
        [320, '5,00'],
        [420, '20,00'],
      ],
      [[40, 'steel, brushed']],
    ],
    9,
  );
  const small = new Set([40 + 2 * 14, 40 + 3 * 14]);
  const lines = buildDocumentLines([
    { ...words, words: words.words.map((w) => (small.has(w.y) ? { ...w, y: w.y + 2, h: 7 } : w)) },
  ]);

  it('keeps the description out of the name, and a wrap in the same type in it', () =>
    expect(extractTableByColumns(lines).lines.map((l) => l.item.name)).toEqual([
      'Oak table top',
      'Cabinet hinge, stainless steel, brushed',
    ]));
});

describe('a labelled article number where the name goes', () => {
  const lines = page([
    [
      [40, 'Pos.'],
      [80, 'Bezeichnung'],
      [250, 'Menge'],
      [320, 'Preis'],
      [420, 'Gesamt'],
    ],
    [
      [40, '1'],
      [80, 'Art.-Nr. 49961'],
      [250, '2'],
      [320, '100,00'],
      [420, '200,00'],
    ],
    [[80, 'Eichenplatte geölt']],
    [
      [40, '2'],
      [80, 'Art.-Nr. 4711 Kabelkanal weiß'],
      [250, '4'],
      [320, '5,00'],
      [420, '20,00'],
    ],
  ]);

  it('gives way to the name under it, and is no part of a name after it', () =>
    expect(extractTableByColumns(lines).lines.map((l) => l.item.name)).toEqual([
      'Eichenplatte geölt',
      'Kabelkanal weiß',
    ]));
});

describe('items grouped under headings with a subtotal each', () => {
  const lines = page([
    [
      [40, 'Description'],
      [250, 'Qty'],
      [320, 'Unit Price'],
      [420, 'Amount'],
    ],
    [[40, 'Materials']],
    [
      [40, 'Design time'],
      [250, '2'],
      [320, '234.90'],
      [420, '469.80'],
    ],
    [
      [320, 'Subtotal'],
      [420, '469.80'],
    ],
    [[40, 'Services']],
    [
      [40, 'Printed manual'],
      [250, '7'],
      [320, '346.29'],
      [420, '2,424.03'],
    ],
    [
      [320, 'Subtotal'],
      [420, '2,424.03'],
    ],
    [],
    [
      [320, 'Net total'],
      [420, '2,893.83'],
    ],
  ]);

  it('reads the items after a group subtotal', () =>
    expect(rows(lines)).toEqual([
      ['Design time', 2, 234.9, 469.8],
      ['Printed manual', 7, 346.29, 2424.03],
    ]));
});

describe('a name over numbers set at the middle of its two-line cell, after another item', () => {
  // Row 3's numbers sit 6 pt under row 2's name (vertically centred between it and the description).
  const words = testPage(
    [
      [
        [40, 'Description'],
        [250, 'Qty'],
        [320, 'Unit Price'],
        [420, 'Amount'],
      ],
      [
        [40, 'Design time'],
        [250, '2'],
        [320, '234.90'],
        [420, '469.80'],
      ],
      [[40, 'Poster A2 gloss']],
      [
        [250, '2'],
        [320, '137.78'],
        [420, '275.56'],
      ],
    ],
    9,
  );
  const lines = buildDocumentLines([
    { ...words, words: words.words.map((w) => (w.y === 40 + 3 * 14 ? { ...w, y: w.y - 8 } : w)) },
  ]);

  it('gives the name to the numbers under it, not to the item above', () =>
    expect(rows(lines)).toEqual([
      ['Design time', 2, 234.9, 469.8],
      ['Poster A2 gloss', 2, 137.78, 275.56],
    ]));
});

describe('a description header with no header cell on its left', () => {
  it('lets the names begin near it, not anywhere left of it', () => {
    const [from] = descSpan([
      { kind: 'desc', x0: 80, x1: 135 },
      { kind: 'qty', x0: 300, x1: 315 },
      { kind: 'amount', x0: 470, x1: 500 },
    ]);
    expect(from).toBe(60);
  });
});
