// How French invoices name their fields, checked label by label on one hand-made page
// (docs/extraction.md steps 223-224): capitals set without accents, and the wordings of French
// sales and accounting software the label lists lacked.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

function page(header: Rows, totals: Rows, numberRow = 'N° de facture : F-1001'): ExtractedForm {
  const rows: Rows = [
    [
      [30, 'ATELIER MARTIN SAS'],
      [400, 'FACTURE'],
    ],
    [[30, '8 place Bellecour']],
    [[30, '69002 Lyon']],
    [],
    [[30, numberRow]],
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

describe('French wordings of the header fields (step 224)', () => {
  const field = (row: string): ExtractedForm => page([[[30, row]]], STANDARD);

  it.each([['N° commande'], ['Votre commande'], ['Réf. commande'], ['Commande client'], ['N° BC'], ['V/commande']])(
    'the order number after %s',
    (label) => expect(field(`${label} : BC-778`).order_reference.id).toBe('BC-778'),
  );

  it.each([['N° de client'], ['Compte client'], ['Réf. client'], ['Identifiant client']])(
    'the customer number after %s',
    (label) => expect(field(`${label} : CL00421`).customer_id).toBe('CL00421'),
  );

  it.each([['Votre réf.'], ['V/Réf.']])("the buyer's reference after %s", (label) =>
    expect(field(`${label} : PROJ-9`).buyer_reference).toBe('PROJ-9'),
  );

  it.each([['Notre réf.'], ['N/Réf.']])("the seller's reference after %s", (label) =>
    expect(field(`${label} : DEV-31`).supplier_reference).toBe('DEV-31'),
  );

  it.each([['À payer avant le'], ['Paiement au plus tard le'], ["Date d'exigibilité"]])(
    'the due date after %s',
    (label) => expect(field(`${label} : 21/12/2023`).due_date).toBe('2023-12-21'),
  );

  it.each([['Délai de règlement'], ['Termes de paiement']])('the terms after %s', (label) =>
    expect(field(`${label} : 30 jours fin de mois`).payment_terms).toBe('30 jours fin de mois'),
  );

  it.each([['N° avoir'], ["N° d'avoir"]])('a credit note by %s', (label) => {
    const form = page([], STANDARD, `${label} AV-2024-0007`);
    expect([form.invoice_id, form.document_type]).toEqual(['AV-2024-0007', '381']);
  });
});

describe('French wordings of the totals (step 224)', () => {
  it.each([['Solde dû'], ['Reste dû'], ['Reste à régler'], ['Montant restant dû'], ['Solde']])(
    'the amount left to pay after a deposit: %s',
    (label) => {
      const form = page(
        [],
        totals(
          ['Total HT', '1 000,00'],
          ['TVA 20 %', '200,00'],
          ['Total TTC', '1 200,00'],
          ['Acompte versé', '300,00'],
          [label, '900,00'],
        ),
      );
      expect(form.legal_monetary_total.payable_amount).toBe(900);
    },
  );

  it.each([['Payé'], ['Réglé'], ['Arrhes'], ['Avance'], ['Versement'], ['Acompte déduit'], ['Total acomptes']])(
    'an amount already paid: %s',
    (label) => {
      const form = page(
        [],
        totals(
          ['Total HT', '1 000,00'],
          ['TVA 20 %', '200,00'],
          ['Total TTC', '1 200,00'],
          [label, '-300,00'],
          ['Reste à payer', '900,00'],
        ),
      );
      expect(form.legal_monetary_total.prepaid_amount).toBe(300);
    },
  );

  it.each([
    ['Escompte', false],
    ['Frais de dossier', true],
    ['Emballage', true],
    ['Participation aux frais de port', true],
  ] as Array<[string, boolean]>)('%s in the totals block', (label, charge) => {
    const form = page(
      [],
      totals(
        ['Total HT brut', '1 050,00'],
        [label, charge ? '50,00' : '-50,00'],
        ['Total HT', charge ? '1 100,00' : '1 000,00'],
      ),
    );
    expect(form.allowance_charges.map((c) => [c.charge, c.amount])).toEqual([[charge, 50]]);
  });
});
