// VAT codes in the line table's VAT column, explained under it (docs/extraction.md step 304):
// probe pages written from how DATEV-, Sage-, EBP- and Sage 50-like tools print them.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const rates = (rows: Rows): Array<[string, number | null]> =>
  formFromLines(buildDocumentLines([testPage(rows, 9)])).form.invoice_lines.map((l) => [
    l.item.name,
    l.item.tax_percent,
  ]);

const GERMAN: Rows = [
  [[30, 'Rösterei Braun GmbH · Hafenweg 2 · 20457 Hamburg']],
  [
    [30, 'Café Lindner'],
    [380, 'Rechnung Nr.'],
    [470, '2024-0311'],
  ],
  [
    [30, 'Marktplatz 4'],
    [380, 'Datum:'],
    [470, '12.04.2024'],
  ],
  [[30, '21073 Hamburg']],
  [],
];

const row = (code: string, name: string, qty: string, price: string, tax: string, amount: string): Rows[number] => [
  [30, code],
  [90, name],
  [285, qty],
  [330, price],
  [405, tax],
  [490, amount],
];

describe('a VAT code in the line table is its legend’s rate (step 304)', () => {
  const germanTotals: Rows = [
    [],
    [
      [330, 'Netto'],
      [490, '458,60'],
    ],
    [
      [330, 'MwSt. 7 %'],
      [490, '4,17'],
    ],
    [
      [330, 'MwSt. 19 %'],
      [490, '75,81'],
    ],
    [
      [330, 'Gesamt'],
      [490, '538,58'],
    ],
  ];

  it("'MwSt' column of codes '1' and '2', explained 'MwSt: 1 = 19 %, 2 = 7 %'", () => {
    expect(
      rates([
        ...GERMAN,
        row('Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis', 'MwSt', 'Betrag'),
        row('4711', 'Kaffee Crema 1kg', '4', '14,90', '2', '59,60'),
        row('4712', 'Kaffeemaschine Pro', '1', '399,00', '1', '399,00'),
        [[30, 'MwSt: 1 = 19 %, 2 = 7 %']],
        ...germanTotals,
      ]),
    ).toEqual([
      ['Kaffee Crema 1kg', 7],
      ['Kaffeemaschine Pro', 19],
    ]);
  });

  it('codes nothing explains are no rates: the breakdown’s sums share them out', () => {
    expect(
      rates([
        ...GERMAN,
        row('Art.-Nr.', 'Bezeichnung', 'Menge', 'Preis', 'MwSt', 'Betrag'),
        row('4711', 'Kaffee Crema 1kg', '4', '14,90', '2', '59,60'),
        row('4712', 'Kaffeemaschine Pro', '1', '399,00', '1', '399,00'),
        ...germanTotals,
      ]),
    ).toEqual([
      ['Kaffee Crema 1kg', 7],
      ['Kaffeemaschine Pro', 19],
    ]);
  });

  it("French 'Code TVA' column explained 'Code TVA 1 : 5,5 %   Code TVA 2 : 20 %'; the legend is no name", () => {
    expect(
      rates([
        [
          [30, 'ATELIER MARTIN SAS'],
          [400, 'FACTURE N° FA-2024-118'],
        ],
        [
          [30, '8 place Bellecour'],
          [400, 'Date : 05/02/2024'],
        ],
        [[30, '69002 Lyon']],
        [],
        [
          [30, 'Code'],
          [80, 'Désignation'],
          [260, 'Qté'],
          [310, 'PU HT'],
          [380, 'Montant HT'],
          [470, 'Code TVA'],
        ],
        [
          [30, 'P001'],
          [80, 'Pain de campagne'],
          [265, '10'],
          [315, '2,50'],
          [390, '25,00'],
          [480, '1'],
        ],
        [
          [30, 'V002'],
          [80, 'Vin rouge AOC'],
          [265, '6'],
          [315, '8,00'],
          [390, '48,00'],
          [480, '2'],
        ],
        [[30, 'Code TVA 1 : 5,5 %   Code TVA 2 : 20 %']],
        [],
        [
          [330, 'Total HT'],
          [490, '73,00'],
        ],
        [
          [330, 'TVA 5,5 %'],
          [490, '1,38'],
        ],
        [
          [330, 'TVA 20 %'],
          [490, '9,60'],
        ],
        [
          [330, 'Total TTC'],
          [490, '83,98'],
        ],
      ]),
    ).toEqual([
      ['Pain de campagne', 5.5],
      ['Vin rouge AOC', 20],
    ]);
  });
});
