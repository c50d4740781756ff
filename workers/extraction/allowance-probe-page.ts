// Probe pages for document-level allowances and charges in a totals block (docs/extraction.md steps
// 280-): a German, French and English head with a line table, and totals rows set as invoicing
// tools print them (label left, amount right; or label, rate and amount in three cells).
import { formFromLines } from './extract';
import { PARTIES } from './french-probe-page';
import { GERMAN_HEAD } from './german-probe-page';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

export type Rows = Array<Array<[number, string]>>;
type Row = Array<[number, string]>;

/** A run set right, ending at `x`. */
const right = (x: number, t: string): [number, string] => [x - t.length * 5, t];
const END = 545;

/** A totals row: label, amount set right. */
export const row = (label: string, amount: string): Row => [[330, label], right(END, amount)];
/** A totals row in three cells: label, a rate, amount. */
export const row3 = (label: string, rate: string, amount: string): Row => [
  [330, label],
  [440, rate],
  right(END, amount),
];

const HEADS: Record<'de' | 'fr' | 'en', Rows> = {
  // The German head without its table header, the French parties.
  de: GERMAN_HEAD.slice(0, -1),
  fr: PARTIES,
  en: [
    [
      [40, 'Brightline Studio Ltd'],
      [400, 'INVOICE'],
    ],
    [
      [40, '12 Market Street'],
      [360, 'Invoice No: INV-2087'],
    ],
    [
      [40, 'Leeds LS1 6DT'],
      [360, 'Invoice Date: 14/11/2026'],
    ],
    [],
    [[40, 'Bill To']],
    [[40, 'Harper & Cole Ltd']],
    [[40, 'Bristol BS1 5LL']],
    [],
  ],
};
const HEADERS = {
  de: ['Bezeichnung', 'Menge', 'Einzelpreis', 'USt.', 'Gesamtpreis'],
  fr: ['Désignation', 'Qté', 'PU HT', 'TVA', 'Montant HT'],
  en: ['Description', 'Qty', 'Unit Price', 'VAT', 'Amount'],
} as const;

/**
 * The head and line table of a page in `lang`: items as name, quantity, price, amount, or with the
 * VAT rate before the amount (a fifth cell).
 */
export function probeTable(lang: 'de' | 'fr' | 'en', items: string[][]): Rows {
  const rated = items.some((i) => i.length === 5);
  const [desc, qty, price, vat, amount] = HEADERS[lang];
  const header: Row = rated
    ? [
        [30, desc],
        [270, qty],
        [330, price],
        [420, vat],
        [470, amount],
      ]
    : [
        [30, desc],
        [300, qty],
        [360, price],
        [470, amount],
      ];
  const body = items.map((i): Row =>
    rated
      ? [
          [30, i[0] as string],
          [270, i[1] as string],
          right(385, i[2] as string),
          [420, i[3] as string],
          right(END, i[4] as string),
        ]
      : [[30, i[0] as string], [300, i[1] as string], right(415, i[2] as string), right(END, i[3] as string)],
  );
  return [...HEADS[lang], header, ...body, []];
}

/** The form read from a page of `rows`. */
export function readProbe(rows: Rows): ExtractedForm {
  return formFromLines(buildDocumentLines([testPage(rows, 9)])).form;
}

/** The allowances and charges as [charge, amount, rate], by amount. */
export function chargesOf(form: ExtractedForm): Array<[boolean, number, number | null]> {
  return form.allowance_charges
    .map((c): [boolean, number, number | null] => [c.charge, c.amount, c.tax_category])
    .sort((a, b) => a[1] - b[1]);
}
