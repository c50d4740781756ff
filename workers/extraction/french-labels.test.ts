// How French invoices name their fields, checked label by label on one hand-made page
// (docs/extraction.md steps 223-224): capitals set without accents, and the wordings of French
// sales and accounting software the label lists lacked.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

function page(header: Rows, totals: Rows): ExtractedForm {
  const rows: Rows = [
    [
      [30, 'ATELIER MARTIN SAS'],
      [400, 'FACTURE'],
    ],
    [[30, '8 place Bellecour']],
    [[30, '69002 Lyon']],
    [],
    [[30, 'N° de facture : F-1001']],
    [[30, 'Date : 02/01/2024']],
    ...header,
    [],
    [[330, 'Facturé à']],
    [[330, 'Société Dubois SA']],
    [[330, '3 boulevard Haussmann']],
    [[330, '75009 Paris']],
    [],
    [
      [30, 'Désignation'],
      [300, 'Qté'],
      [360, 'PU HT'],
      [430, 'TVA'],
      [490, 'Montant HT'],
    ],
    [
      [30, 'Conseil'],
      [300, '4'],
      [360, '250,00'],
      [430, '20 %'],
      [490, '1 000,00'],
    ],
    [],
    ...totals.map((r) => r.map(([x, t]): [number, string] => [x, t])),
  ];
  return formFromLines(buildDocumentLines([testPage(rows, 9)])).form;
}

const totals = (...rows: Array<[string, string]>): Rows =>
  rows.map(([label, amount]) => [
    [330, label],
    [490, amount],
  ]);

const STANDARD = totals(['Total HT', '1 000,00'], ['TVA 20 %', '200,00'], ['Total TTC', '1 200,00']);

describe('labels set in capitals without their accents (step 223)', () => {
  it.each([["DATE D'ECHEANCE : 21/12/2023"], ['ECHEANCE : 21/12/2023'], ['Echeance : 21/12/2023']])('%s', (row) =>
    expect(page([[[30, row]]], STANDARD).due_date).toBe('2023-12-21'),
  );

  it("reads 'MODALITES DE REGLEMENT'", () =>
    expect(page([[[30, 'MODALITES DE REGLEMENT : 30 jours fin de mois']]], STANDARD).payment_terms).toBe(
      '30 jours fin de mois',
    ));
});
