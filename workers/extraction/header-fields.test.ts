// Header fields as web and French sales tools print them (docs/extraction.md steps 102-103): the
// invoice number under a title that stands alone, and more date and discount-column words.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

describe('the invoice number under a title that stands alone (step 102)', () => {
  it.each([
    [[[[400, 'INVOICE']], [[400, '# INV-000087']]], 'INV-000087'],
    [[[[400, 'FACTURE']], [[400, 'N° F-2026-318']]], 'F-2026-318'],
    [
      [
        [[400, 'FACTURE']],
        [
          [400, 'Numéro'],
          [460, 'FA-00912'],
        ],
      ],
      'FA-00912',
    ],
    // A grid under the title: the bare number cell heads its column (step 322).
    [
      [
        [[30, 'FACTURE']],
        [
          [30, 'Numéro'],
          [150, 'Date'],
          [270, 'Code client'],
        ],
        [
          [30, 'FA240118'],
          [150, '14/03/2024'],
          [270, 'C0042'],
        ],
      ],
      'FA240118',
    ],
  ] as Array<[Array<Array<[number, string]>>, string]>)('reads %j', (rows, id) => {
    const { form } = formFromLines(page([[[40, 'Cedar Lane Consulting']], ...rows, [[400, 'Date: 14/11/2026']]]));
    expect(form.invoice_id).toBe(id);
  });

  it('reads no number without a title over it', () => {
    const { form } = formFromLines(page([[[40, 'Cedar Lane Consulting']], [[400, 'N° F-2026-318']]]));
    expect(form.invoice_id).toBeNull();
  });
});

describe('more date and discount-column words (steps 103, 105)', () => {
  it.each([
    ['Issued', '26/11/2026', 'Due', '10/12/2026'],
    ['Émise le', '25/11/2026', 'Date échéance :', '25/12/2026'],
    ['Dato', '21-11-2026', 'Forfaldsdato', '05-12-2026'],
  ])('reads %s and %s', (issuedLabel, issued, dueLabel, due) => {
    const { form } = formFromLines(
      page([
        [[40, 'INVOICE 2026-044']],
        [
          [40, issuedLabel],
          [140, issued],
        ],
        [
          [40, dueLabel],
          [140, due],
        ],
      ]),
    );
    expect([form.issue_date, form.due_date]).toEqual([
      issued.split(/[/-]/).reverse().join('-'),
      due.split(/[/-]/).reverse().join('-'),
    ]);
  });

  it("reads 'Réduc.' as a discount column: the price is the net price", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Facture FA2611-0042']],
        [],
        [
          [40, 'Désignation'],
          [240, 'TVA'],
          [290, 'P.U. HT'],
          [350, 'Qté'],
          [400, 'Réduc.'],
          [470, 'Total HT'],
        ],
        [
          [40, 'Ordinateur portable'],
          [240, '20%'],
          [290, '890,00'],
          [355, '2'],
          [405, '10%'],
          [475, '1 602,00'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.invoiced_quantity, l.price.amount, l.line_extension_amount])).toEqual([
      [2, 801, 1602],
    ]);
  });
});

describe("a number sign in a cell of its own: 'Facture' | 'n° :' | '20221100001' (step 137)", () => {
  it('reads the two cells as the invoice number label, not the file number under it', () => {
    const lines = buildDocumentLines([
      testPage(
        [
          [[40, 'Cabinet Test']],
          [
            [40, 'Facture'],
            [92, 'n° :'],
            [122, '20221100001'],
          ],
          [
            [40, 'Dossier'],
            [92, 'n° :'],
            [122, '000003'],
          ],
        ],
        9,
      ),
    ]);
    expect(formFromLines(lines).form.invoice_id).toBe('20221100001');
  });
});

describe("'Invoice # … issued at <date>' over 'Date of delivery <date>' (step 140)", () => {
  it('reads the issue date from the number line, not the delivery date', () => {
    const lines = buildDocumentLines([
      testPage(
        [
          [[40, 'Bei Spiel GmbH']],
          [[40, 'Invoice # RE-20201121/508 issued at 2020-11-21']],
          [[40, 'Date of delivery 2020-11-10']],
        ],
        9,
      ),
    ]);
    const { form } = formFromLines(lines);
    expect([form.invoice_id, form.issue_date]).toEqual(['RE-20201121/508', '2020-11-21']);
  });

  it.each([
    ['Échéance de paiement : 15/02/2020', '2020-02-15'],
    ['Date de facturation 01/02/2020', '2020-02-01'],
  ])("keeps a label going on with its own field's words: %s", (row, date) => {
    const lines = buildDocumentLines([testPage([[[40, 'Facture n° F-1']], [[40, row]]], 9)]);
    const { form } = formFromLines(lines);
    expect(form.due_date ?? form.issue_date).toBe(date);
  });
});
