// Text rows of a line table (docs/extraction.md, step 38): a sentence set across the table right
// under its header is a line of its own with nothing to pay; the items after it keep their order.
import { extractTableByColumns } from './columns';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const header: Array<[number, string]> = [
  [40, 'Pos'],
  [80, 'Beschreibung'],
  [300, 'Menge'],
  [360, 'Preis'],
  [420, 'MwSt'],
  [480, 'Betrag'],
];
const item = (pos: string, name: string, qty: string, price: string, amount: string): Array<[number, string]> => [
  [40, pos],
  [80, name],
  [300, qty],
  [360, price],
  [420, '19%'],
  [480, amount],
];

describe('a sentence across the table under its header', () => {
  it('is a line with nothing to pay before the items, its wrapped end joined to it', () => {
    const { lines } = extractTableByColumns(
      page([
        header,
        [[40, 'Gemäß Ihrem Schreiben vom 10.09.2013 erhalten Sie die folgenden Leistungen']],
        [[40, 'gutgeschrieben.']],
        item('1', 'Zitronensäure 100ml', '5 Stk', '1,00', '5,00'),
        item('2', 'Gelierzucker Extra', '2 Stk', '1,45', '2,90'),
      ]),
    );
    expect(lines).toEqual([
      {
        item: {
          name: 'Gemäß Ihrem Schreiben vom 10.09.2013 erhalten Sie die folgenden Leistungen gutgeschrieben.',
          tax_percent: null,
        },
        price: { amount: 0 },
        invoiced_quantity: 0,
        line_extension_amount: 0,
      },
      {
        item: { name: 'Zitronensäure 100ml', tax_percent: 19 },
        price: { amount: 1 },
        invoiced_quantity: 5,
        line_extension_amount: 5,
      },
      {
        item: { name: 'Gelierzucker Extra', tax_percent: 19 },
        price: { amount: 1.45 },
        invoiced_quantity: 2,
        line_extension_amount: 2.9,
      },
    ]);
  });

  it('is no line after an item, nor inside the description column, nor away from the header', () => {
    const names = (rows: Array<Array<[number, string]>>): string[] =>
      extractTableByColumns(page(rows)).lines.map((l) => l.item.name);
    const first = item('1', 'Zitronensäure 100ml', '5 Stk', '1,00', '5,00');
    expect(
      names([header, first, [[40, 'Wir danken Ihnen für Ihren Auftrag und freuen uns auf weitere Bestellungen']]]),
    ).toEqual(['Zitronensäure 100ml']);
    expect(names([header, [[40, 'Lieferung vom 01.09. bis 30.09.']], first])).toEqual(['Zitronensäure 100ml']);
    expect(
      names([
        header,
        [[80, 'Lieferschein 4711 vom 01.09.']],
        [[40, 'Wir danken Ihnen für Ihren Auftrag und freuen uns auf weitere Bestellungen']],
        first,
      ]),
    ).toEqual(['Zitronensäure 100ml']);
  });
});
