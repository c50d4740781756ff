// A French probe page for tests (docs/extraction.md steps 225-): a seller and a buyer over the
// rows given, a totals block to put under them, and the lines read as name, quantity, price, amount.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

export type Rows = Array<Array<[number, string]>>;

export const PARTIES: Rows = [
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
  [[330, 'Facturé à']],
  [[330, 'Société Dubois SA']],
  [[330, '3 boulevard Haussmann']],
  [[330, '75009 Paris']],
  [],
];

/** The form read from a page of `rows` (no parties added). */
export function readPage(rows: Rows, rowHeight = 9): ExtractedForm {
  return formFromLines(buildDocumentLines([testPage(rows, rowHeight)])).form;
}

/** The form read from the parties over `rows`. */
export function read(rows: Rows, rowHeight = 9): ExtractedForm {
  return readPage([...PARTIES, ...rows], rowHeight);
}

/** 'Total HT', 'TVA 20 %', 'Net à payer' with their amounts. */
export function totals(net: string, tax: string, gross: string): Rows {
  return [
    [],
    [
      [330, 'Total HT'],
      [490, net],
    ],
    [
      [330, 'TVA 20 %'],
      [490, tax],
    ],
    [
      [330, 'Net à payer'],
      [490, gross],
    ],
  ];
}

type LineView = [string | undefined, number | null, number | null, number | null];

/** Each line as name, quantity, price, amount. */
export function lines(form: ExtractedForm): LineView[] {
  return form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount, l.line_extension_amount]);
}
