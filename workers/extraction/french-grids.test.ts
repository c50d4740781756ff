// Line tables of French sales software found with hand-made probe pages (docs/extraction.md steps
// 221-): an article-code column named with an item word, the period an item covers under its name,
// a line discount column.
import { PARTIES, readPage, type Rows } from './french-probe-page';
import type { ExtractedForm } from './types';

const TOTALS: Rows = [
  [],
  [
    [330, 'Total HT'],
    [490, '1 120,00'],
  ],
  [
    [330, 'TVA 20 %'],
    [490, '224,00'],
  ],
  [
    [330, 'Net à payer'],
    [490, '1 344,00'],
  ],
];

function read(rows: Rows, rowHeight = 9): ExtractedForm {
  return readPage([...PARTIES, ...rows, ...TOTALS], rowHeight);
}

describe("an article code column named with an item word, the name's column by 'Nom' (step 221)", () => {
  it.each([
    ['Code article', 'Nom & désignation'],
    ['Réf. article', 'Nom du produit'],
    ['N° article', 'Nom'],
    ['Code article', 'Désignation'],
  ])('%s | %s', (code, name) => {
    const form = read([
      [
        [30, code],
        [130, name],
        [300, 'Qté'],
        [360, 'PU HT'],
        [480, 'Montant HT'],
      ],
      [
        [30, 'PS-01'],
        [130, 'Prestation support'],
        [305, '25'],
        [360, '40,00'],
        [485, '1 000,00'],
      ],
      [
        [30, 'FD-07'],
        [130, 'Fournitures diverses'],
        [305, '10'],
        [360, '12,00'],
        [490, '120,00'],
      ],
    ]);
    expect(form.invoice_lines.map((l) => l.item.name)).toEqual(['Prestation support', 'Fournitures diverses']);
  });
});

describe('the period an item covers, set under its name (step 221)', () => {
  it.each([
    ['Période du 01/01/2024 au 31/01/2024'],
    ['Période de 01/01/2024 au 31/01/2024'],
    ['Du 01/01/2024 au 31/01/2024'],
  ])('%s', (period) => {
    const form = read([
      [
        [30, 'Désignation'],
        [300, 'Qté'],
        [360, 'PU HT'],
        [480, 'Montant HT'],
      ],
      [
        [30, 'Maintenance logiciel'],
        [305, '1'],
        [360, '1 120,00'],
        [480, '1 120,00'],
      ],
      [[30, period]],
    ]);
    expect(form.invoice_lines.map((l) => l.item.name)).toEqual(['Maintenance logiciel']);
  });
});

describe('a line discount column (step 222)', () => {
  const header = (discount: string): Rows => [
    [
      [30, 'Désignation'],
      [250, 'Qté'],
      [300, 'P.U. HT'],
      [370, discount],
      [430, 'Montant HT'],
      [510, 'TVA'],
    ],
  ];

  it.each([['Rem. %'], ['Remise %'], ['Réd.'], ['Rem.']])(
    "reads quantity × price less the discount under '%s', never the discount as a factor",
    (discount) => {
      const form = read([
        ...header(discount),
        [
          [30, 'Beurre AOP 5 kg'],
          [255, '4'],
          [300, '40,00'],
          [375, '10,00'],
          [430, '144,00'],
          [510, '20,0'],
        ],
        [
          [30, 'Farine T65 sac 25 kg'],
          [255, '50'],
          [300, '19,52'],
          [430, '976,00'],
          [510, '20,0'],
        ],
      ]);
      expect(form.invoice_lines.map((l) => [l.invoiced_quantity, l.price.amount, l.line_extension_amount])).toEqual([
        [4, 36, 144],
        [50, 19.52, 976],
      ]);
    },
  );
});
