// Gross-price invoices that print the VAT as included in the total (German shops and insurers,
// English receipts; docs/extraction.md step 248): 'enthaltene MwSt. 19 %', 'inkl. 19 % MwSt.',
// 'Includes VAT 20%', the rate maybe printed once on the gross. The base is the gross less the VAT.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { GERMAN_HEAD, type Rows } from './german-probe-page';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

/** A shop's invoice with one gross line of 119,00 €, then the given totals rows. */
function grossPage(rows: Rows): ExtractedForm {
  const head: Rows = [
    ...GERMAN_HEAD,
    [
      [30, 'Kaffeemaschine'],
      [300, '1'],
      [380, '119,00 €'],
      [460, '119,00 €'],
    ],
    [],
  ];
  return formFromLines(buildDocumentLines([testPage([...head, ...rows])])).form;
}

const total: Array<[number, string]> = [
  [250, 'Gesamtbetrag'],
  [460, '119,00 €'],
];

describe('VAT printed as included in the gross (step 248)', () => {
  it.each([
    ['enthaltene MwSt. 19 %', '19,00 €'],
    ['darin enthaltene USt. 19 %:', '19,00 €'],
    ['inkl. 19 % MwSt.', '19,00 €'],
    ['im Betrag enthaltene USt. 19 %', '(19,00 €)'],
  ])('%s | %s', (label, amount) => {
    const form = grossPage([
      total,
      [
        [250, label],
        [460, amount],
      ],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 19, taxable_amount: 100, tax_amount: 19 }]);
    expect(form.invoice_lines[0]?.item.tax_percent).toBe(19);
  });
  it('takes the rate printed once on the gross', () => {
    const form = grossPage([
      [
        [160, 'Gesamtbetrag inklusive 19 % Versicherungsteuer'],
        [460, '119,00 €'],
      ],
      [
        [160, 'in diesem Betrag enthaltene Versicherungsteuer'],
        [460, '(19,00 €)'],
      ],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 19, taxable_amount: 100, tax_amount: 19 }]);
  });
  it('reads English receipts', () => {
    const form = grossPage([
      [
        [250, 'Total'],
        [460, '£119.00'],
      ],
      [
        [250, 'Includes VAT 20%'],
        [460, '£19.83'],
      ],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 20, taxable_amount: 99.17, tax_amount: 19.83 }]);
  });
  it('takes no gross amount for the VAT', () => {
    const form = grossPage([
      [
        [250, 'inkl. 19 % MwSt.'],
        [460, '119,00 €'],
      ],
    ]);
    expect(form.tax_totals).toEqual([]);
  });
  it('takes no VAT whose gross the page does not print', () => {
    const form = grossPage([
      total,
      [
        [250, 'enthaltene MwSt. 19 %'],
        [460, '17,00 €'],
      ],
    ]);
    expect(form.tax_totals).toEqual([]);
  });
});
