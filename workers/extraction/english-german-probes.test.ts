// Shapes of English and German invoices found with hand-made probe pages (docs/extraction.md
// steps 240-): a line discount printed as an amount.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

/** A seller, a customer under 'Invoice To', the number and date, then the given rows. */
function englishPage(rows: Rows): ExtractedForm {
  const head: Rows = [
    [
      [30, 'Northwind Supplies Ltd'],
      [380, 'INVOICE'],
    ],
    [
      [30, '40 Quay Street'],
      [380, 'Invoice No.'],
      [460, 'NW-88123'],
    ],
    [
      [30, 'Bristol BS1 6DZ'],
      [380, 'Invoice Date'],
      [460, '11 Mar 2024'],
    ],
    [],
    [[30, 'Invoice To']],
    [[30, 'Contoso plc']],
    [[30, '9 King Street']],
    [[30, 'Bath BA1 1AA']],
    [],
  ];
  return formFromLines(buildDocumentLines([testPage([...head, ...rows])])).form;
}

const lineRows = (form: ExtractedForm): Array<[string, number | null, number | null, number | null]> =>
  form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount, l.line_extension_amount]);

describe('a line discount printed as an amount (step 240)', () => {
  const header: Array<[number, string]> = [
    [30, 'Product'],
    [250, 'Qty'],
    [300, 'Unit Cost'],
    [380, 'Discount'],
    [470, 'Line Total'],
  ];
  it('is taken off quantity × price, never read as the price or the amount', () => {
    const form = englishPage([
      header,
      [
        [30, 'Copier paper A4'],
        [250, '10'],
        [300, '24.00'],
        [380, '2.40'],
        [470, '237.60'],
      ],
      [
        [30, 'Toner cartridge black'],
        [250, '2'],
        [300, '65.00'],
        [380, '0.00'],
        [470, '130.00'],
      ],
      [
        [30, 'Desk organiser'],
        [250, '4'],
        [300, '12.50'],
        [470, '50.00'],
      ],
      [],
      [
        [380, 'Net Total'],
        [470, '417.60'],
      ],
    ]);
    expect(lineRows(form)).toEqual([
      ['Copier paper A4', 10, 23.76, 237.6],
      ['Toner cartridge black', 2, 65, 130],
      ['Desk organiser', 4, 12.5, 50],
    ]);
  });
  it('is read printed negative too', () => {
    const form = englishPage([
      header,
      [
        [30, 'Consulting day'],
        [250, '3'],
        [300, '600.00'],
        [380, '-150.00'],
        [470, '1,650.00'],
      ],
    ]);
    expect(lineRows(form)).toEqual([['Consulting day', 3, 550, 1650]]);
  });
});
