// Line-table headers of shops, trades and time sheets (docs/extraction.md steps 302-303, 306).
// A column of article numbers right of the item's name (steps 302-303): shop
// and ERP tools print 'Product | SKU | Qty | Price | Total' (WooCommerce, Shopify) and
// 'Artikelname | Art.-Nr. | Menge | Einzelpreis | Gesamt' (JTL, Shopware); the code is the item's
// id (BT-155), not part of its name (BT-153).
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const lines = (rows: Rows): Array<[string, number | null, number | null, number | null]> =>
  formFromLines(buildDocumentLines([testPage(rows, 9)])).form.invoice_lines.map((l) => [
    l.item.name,
    l.invoiced_quantity,
    l.price.amount,
    l.line_extension_amount,
  ]);

describe('an article-number column right of the name (steps 302-303)', () => {
  it("'Product | SKU | Quantity | Price | Total': the SKU column ends the name", () => {
    expect(
      lines([
        [
          [30, 'Acme Design Ltd'],
          [400, 'Invoice # INV-0042'],
        ],
        [
          [30, '12 High Street'],
          [400, 'Date: 12 Mar 2024'],
        ],
        [[30, 'London EC1A 1BB']],
        [],
        [
          [30, 'Product'],
          [250, 'SKU'],
          [320, 'Quantity'],
          [400, 'Price'],
          [480, 'Total'],
        ],
        [
          [30, 'Ceramic Mug 350 ml'],
          [250, 'MUG-350'],
          [330, '4'],
          [400, '£9.50'],
          [480, '£38.00'],
        ],
        [
          [30, 'Loose Leaf Tea Tin'],
          [250, 'TEA-01'],
          [330, '2'],
          [400, '£6.25'],
          [480, '£12.50'],
        ],
        [],
        [
          [330, 'Subtotal'],
          [480, '£50.50'],
        ],
        [
          [330, 'VAT 20%'],
          [480, '£10.10'],
        ],
        [
          [330, 'Total'],
          [480, '£60.60'],
        ],
      ]),
    ).toEqual([
      ['Ceramic Mug 350 ml', 4, 9.5, 38],
      ['Loose Leaf Tea Tin', 2, 6.25, 12.5],
    ]);
  });

  it("'Artikelname | Art.-Nr. | Menge': 'Artikelname' heads the name's column", () => {
    expect(
      lines([
        [[30, 'Garten Schmidt GmbH · Feldweg 3 · 49074 Osnabrück']],
        [
          [30, 'Peter Hoffmann'],
          [380, 'Rechnung Nr.'],
          [470, 'RE-20411'],
        ],
        [
          [30, 'Gartenstraße 14'],
          [380, 'Datum:'],
          [470, '12.04.2024'],
        ],
        [[30, '50999 Köln']],
        [],
        [
          [30, 'Artikelname'],
          [230, 'Art.-Nr.'],
          [300, 'Menge'],
          [370, 'Einzelpreis'],
          [480, 'Gesamt'],
        ],
        [
          [30, 'Gartenschlauch 20 m'],
          [230, 'GS-2020'],
          [305, '2'],
          [375, '29,90 €'],
          [485, '59,80 €'],
        ],
        [
          [30, 'Schlauchtrommel mit Kurbel'],
          [230, 'ST-110'],
          [305, '1'],
          [375, '49,00 €'],
          [485, '49,00 €'],
        ],
        [],
        [
          [330, 'Gesamtsumme'],
          [485, '108,80 €'],
        ],
        [
          [330, 'enthaltene MwSt. 19 %'],
          [485, '17,37 €'],
        ],
      ]),
    ).toEqual([
      ['Gartenschlauch 20 m', 2, 29.9, 59.8],
      ['Schlauchtrommel mit Kurbel', 1, 49, 49],
    ]);
  });
});

const GERMAN_HEAD: Rows = [
  [[30, 'Meisterbetrieb Krause · Ringstraße 8 · 04109 Leipzig']],
  [
    [30, 'Peter Hoffmann'],
    [380, 'Rechnung Nr.'],
    [470, 'RE-20411'],
  ],
  [
    [30, 'Gartenstraße 14'],
    [380, 'Datum:'],
    [470, '12.04.2024'],
  ],
  [[30, '50999 Köln']],
  [],
];

const GERMAN_TOTALS = (net: string, tax: string, gross: string): Rows => [
  [],
  [
    [330, 'Nettobetrag'],
    [490, net],
  ],
  [
    [330, 'zzgl. 19 % MwSt.'],
    [490, tax],
  ],
  [
    [330, 'Rechnungsbetrag'],
    [490, gross],
  ],
];

describe('trade and time-sheet headers (step 306)', () => {
  it("'Pos. | Bezeichnung | Menge | ME | EP | GP' with sub-positions '1.1', '1.2'", () => {
    expect(
      lines([
        ...GERMAN_HEAD,
        [
          [30, 'Pos.'],
          [70, 'Bezeichnung'],
          [290, 'Menge'],
          [330, 'ME'],
          [380, 'EP'],
          [490, 'GP'],
        ],
        [
          [30, '1.1'],
          [70, 'Fliesen verlegen'],
          [295, '24,50'],
          [330, 'm²'],
          [385, '42,00'],
          [490, '1.029,00'],
        ],
        [
          [30, '1.2'],
          [70, 'Fugen ausfüllen'],
          [295, '24,50'],
          [330, 'm²'],
          [390, '8,50'],
          [495, '208,25'],
        ],
        ...GERMAN_TOTALS('1.237,25', '235,08', '1.472,33'),
      ]),
    ).toEqual([
      ['Fliesen verlegen', 24.5, 42, 1029],
      ['Fugen ausfüllen', 24.5, 8.5, 208.25],
    ]);
  });

  it("'Datum | Tätigkeit | Dauer | Stundensatz | Betrag'", () => {
    expect(
      lines([
        ...GERMAN_HEAD,
        [
          [30, 'Datum'],
          [90, 'Tätigkeit'],
          [300, 'Dauer'],
          [360, 'Stundensatz'],
          [480, 'Betrag'],
        ],
        [
          [30, '02.04.2024'],
          [90, 'Konzeption Datenbank'],
          [300, '3,5 h'],
          [370, '95,00 €'],
          [480, '332,50 €'],
        ],
        [
          [30, '03.04.2024'],
          [90, 'Implementierung API'],
          [300, '6,0 h'],
          [370, '95,00 €'],
          [480, '570,00 €'],
        ],
        ...GERMAN_TOTALS('902,50 €', '171,48 €', '1.073,98 €'),
      ]),
    ).toEqual([
      ['Konzeption Datenbank', 3.5, 95, 332.5],
      ['Implementierung API', 6, 95, 570],
    ]);
  });
});
