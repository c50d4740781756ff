// Rows of German ERP line tables ('Pos. | Menge | ME | Art-Nr. | Bezeichnung | EP | GP'), written
// from how merchandise-management systems print them (docs/extraction.md steps 307-309): unit
// prices with four decimals, a line discount on a row of its own, a VAT notice under the header.
import { extractTableByColumns } from './columns';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows): Array<[string, number | null, number | null, number | null]> =>
  extractTableByColumns(buildDocumentLines([testPage(rows, 9)])).lines.map((l) => [
    l.item.name,
    l.invoiced_quantity,
    l.price.amount,
    l.line_extension_amount,
  ]);

const header: Rows[number] = [
  [57, 'Pos.'],
  [85, 'Menge'],
  [128, 'ME'],
  [170, 'Art-Nr.'],
  [255, 'Bezeichnung'],
  [429, 'EP'],
  [485, 'GP'],
];

const item = (pos: string, qty: string, code: string, name: string, price: string, amount: string): Rows[number] => [
  [57, pos],
  [85, qty],
  [128, 'Stück'],
  [170, code],
  [255, name],
  [408, price],
  [475, amount],
];

const totals: Rows = [
  [
    [57, 'Summe Waren'],
    [479, '97,50'],
  ],
  [
    [57, 'Rechnungssumme'],
    [479, '97,50'],
  ],
];

describe('German ERP rows (steps 307-309)', () => {
  it("a unit price with four decimals ('12,5000') is the price, the quantity with cents ('2,00') the quantity (step 307)", () => {
    expect(
      read([
        header,
        item('1', '2,00', '40021', 'Ordner breit blau', '12,5000', '25,00'),
        item('2', '10,00', '40087', 'Klarsichthüllen 100er', '7,2500', '72,50'),
        ...totals,
      ]),
    ).toEqual([
      ['Ordner breit blau', 2, 12.5, 25],
      ['Klarsichthüllen 100er', 10, 7.25, 72.5],
    ]);
  });

  it("a line discount on the row under its item ('10,00 % | - 2,50') makes the item's amount net of it (step 308)", () => {
    expect(
      read([
        header,
        item('1', '2,00', '40021', 'Ordner breit blau', '12,5000', '25,00'),
        [
          [414, '10,00 %'],
          [475, '- 2,50'],
        ],
        item('2', '10,00', '40087', 'Klarsichthüllen 100er', '7,5000', '75,00'),
        ...totals,
      ]),
    ).toEqual([
      ['Ordner breit blau', 2, 12.5, 22.5],
      ['Klarsichthüllen 100er', 10, 7.5, 75],
    ]);
  });

  it('a discount row that is no share of the item above changes nothing', () => {
    expect(
      read([
        header,
        item('1', '2,00', '40021', 'Ordner breit blau', '12,5000', '25,00'),
        [
          [414, '10,00 %'],
          [475, '- 3,00'],
        ],
        ...totals,
      ]),
    ).toEqual([['Ordner breit blau', 2, 12.5, 25]]);
  });

  it("a small business's VAT notice under the header is no text line (step 309)", () => {
    expect(
      read([
        header,
        [[57, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet, da Kleinunternehmer.']],
        item('1', '2,00', '40021', 'Ordner breit blau', '12,5000', '25,00'),
        ...totals,
      ]),
    ).toEqual([['Ordner breit blau', 2, 12.5, 25]]);
  });
});
