// Rows under an item that name its delivery note, serial number or date (docs/extraction.md step
// 301): the item's details, not the rest of its name (EN 16931 BT-153). Probe pages written from
// how German, French and English ERP tools print them (SAP Business One, JTL, Sage, EBP, Xero).
import { extractTableByColumns } from './columns';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const names = (rows: Rows): string[] =>
  extractTableByColumns(buildDocumentLines([testPage(rows, 9)])).lines.map((l) => l.item.name);

const header: Rows[number] = [
  [30, 'Pos.'],
  [60, 'Bezeichnung'],
  [290, 'Menge'],
  [380, 'Einzelpreis'],
  [490, 'Gesamtpreis'],
];

/** An item row with a long name, then the rows under it, then a second item. */
const table = (name: string, under: string[]): Rows => [
  header,
  [
    [30, '1'],
    [60, name],
    [295, '1'],
    [385, '189,00'],
    [495, '189,00'],
  ],
  ...under.map((t): Rows[number] => [[60, t]]),
  [
    [30, '2'],
    [60, 'Bitset 32-teilig'],
    [295, '3'],
    [390, '19,90'],
    [500, '59,70'],
  ],
];

describe('a delivery note, serial number or date under an item ends its name (step 301)', () => {
  it.each([
    ['Lieferschein Nr. 80123 vom 02.04.2024'],
    ['Lieferschein 80123 vom 02.04.'],
    ['Seriennummer 4711-0815-2231'],
    ['Serial no. 7XK2L93, 7XK2L94'],
    ['BL n° 2024-0456 du 02/02/2024'],
    ['Order #10442 shipped 2024-03-02'],
    ['Ausgeliefert am 03.04.2024 an Lager Süd'],
  ])("'%s'", (detail) => {
    expect(names(table('Akku-Bohrschrauber BS18 Brushless', [detail]))).toEqual([
      'Akku-Bohrschrauber BS18 Brushless',
      'Bitset 32-teilig',
    ]);
  });

  it('a wrapped name still goes on, also with a number in it', () => {
    expect(names(table('Akku-Bohrschrauber mit zwei', ['Akkus 18 V und Ladegerät']))).toEqual([
      'Akku-Bohrschrauber mit zwei Akkus 18 V und Ladegerät',
      'Bitset 32-teilig',
    ]);
  });
});
