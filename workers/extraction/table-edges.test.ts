// Where a line table's rows begin and end (docs/extraction.md step 101): a code or date column left
// of the description ('Réf. | Désignation', 'Date | Activity | Description') is no part of the
// name, and a VAT breakdown's header under the table ('Taux | Base HT | Montant TVA') ends it.
import { extractTableByColumns } from './columns';
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

describe('the edges of a line table (step 101)', () => {
  it('leaves codes out of the name and stops at the VAT breakdown', () => {
    const { form } = formFromLines(
      page([
        [[40, 'FACTURE N° FA-00912']],
        [[40, 'Date : 27/11/2026']],
        [],
        [
          [40, 'Réf.'],
          [100, 'Désignation'],
          [300, 'Qté'],
          [340, 'Prix unitaire HT'],
          [440, 'TVA'],
          [490, 'Total HT'],
        ],
        [
          [40, '9782070'],
          [100, 'Dictionnaire de français'],
          [305, '30'],
          [370, '18,96'],
          [440, '5,5 %'],
          [500, '568,80'],
        ],
        [
          [40, 'FOUR-12'],
          [100, "Cartouches d'encre (lot de 12)"],
          [310, '4'],
          [370, '41,50'],
          [445, '20 %'],
          [500, '166,00'],
        ],
        [],
        [
          [300, 'Taux'],
          [370, 'Base HT'],
          [460, 'Montant TVA'],
        ],
        [
          [300, '5,5 %'],
          [375, '568,80'],
          [490, '31,28'],
        ],
        [
          [300, '20 %'],
          [375, '166,00'],
          [490, '33,20'],
        ],
        [
          [370, 'Total TTC'],
          [480, '799,28 €'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount])).toEqual([
      ['Dictionnaire de français', 30, 568.8],
      ["Cartouches d'encre (lot de 12)", 4, 166],
    ]);
  });
});

describe('a discount row inside the line table (step 104)', () => {
  it('reads a row opening with a discount word, without quantity and price, as an allowance', () => {
    const { form } = formFromLines(
      page([
        [[40, 'FACTURE N° OC-2026-077']],
        [[40, 'Date : 12/11/2026']],
        [],
        [
          [40, 'Désignation'],
          [300, 'Quantité'],
          [380, 'Prix unitaire'],
          [480, 'Montant HT'],
        ],
        [
          [40, 'Création du logo'],
          [320, '1'],
          [390, '900,00 €'],
          [490, '900,00 €'],
        ],
        [
          [40, 'Déclinaison charte graphique'],
          [320, '1'],
          [390, '600,00 €'],
          [490, '600,00 €'],
        ],
        [
          [40, 'Remise fidélité'],
          [485, '-150,00 €'],
        ],
        [
          [380, 'Total HT'],
          [480, '1 350,00 €'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => l.item.name)).toEqual(['Création du logo', 'Déclinaison charte graphique']);
    expect(form.allowance_charges.map((c) => [c.charge, c.reason, c.amount])).toEqual([
      [false, 'Remise fidélité', 150],
    ]);
  });
});

describe("the first row's name begun on the line above its numbers (step 107)", () => {
  it('joins that line to the row, rather than reading it as a second header line', () => {
    const { form } = formFromLines(
      page([
        [[40, 'FACTURE N° 26-4471']],
        [[40, 'DATE : 23/11/2026']],
        [],
        [
          [30, 'DESIGNATION'],
          [323, 'QUANTITE'],
          [407, 'PRIX UNITAIRE'],
          [507, 'MONTANT HT'],
        ],
        [[30, 'Remplacement plaquettes de frein avant']],
        [
          [30, 'et disques ventilés'],
          [363, '1'],
          [442, '310,00'],
          [536, '310,00'],
        ],
        [
          [30, 'Huile moteur 5W30 (litres)'],
          [355, '5,5'],
          [447, '12,40'],
          [541, '68,20'],
        ],
        [
          [328, 'TOTAL HT'],
          [536, '378,20'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.line_extension_amount])).toEqual([
      ['Remplacement plaquettes de frein avant et disques ventilés', 1, 310],
      ['Huile moteur 5W30 (litres)', 5.5, 68.2],
    ]);
  });
});

describe('a VAT breakdown right under a table with no rows', () => {
  it('ends the table in the geometric reader too (a header row, not a second header line)', () => {
    const table = extractTableByColumns(
      page([
        [[40, 'Rechnung Nr. 471102']],
        [[40, 'Datum: 27.11.2026']],
        [],
        [
          [70, 'Pos'],
          [121, 'Art.-Nr.'],
          [191, 'Bezeichnung'],
          [341, 'Preis'],
          [402, 'Menge'],
          [438, 'MwSt'],
          [496, 'Betrag'],
        ],
        [[119, '(Art)']],
        [
          [72, 'Art (Kategorie)'],
          [220, 'Warenwert'],
          [284, 'Zu-/Abschlag'],
          [320, 'Basisbetrag'],
          [424, 'Steuersatz'],
          [493, 'Steuerbetrag'],
        ],
        [
          [72, 'Umsatzsteuer (S)'],
          [378, '16,90'],
          [467, '7'],
          [518, '1,18'],
        ],
        // Anything under the breakdown is no item, even a row whose numbers fit.
        [
          [191, 'Zuschlag Nachtfahrt'],
          [345, '2,00'],
          [410, '3'],
          [505, '6,00'],
        ],
      ]),
    );
    expect(table.lines).toEqual([]);
  });
});
