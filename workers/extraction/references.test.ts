// References (docs/extraction.md, step 30): the buyer's reference and order number under German
// labels, and a payment reference asked for at the end of a payment sentence; the French
// (Chorus Pro) reference labels and the accounting reference (step 32).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('references', () => {
  it("reads 'Referenz des Käufers' and 'Bestellung Nr. Kunde'", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Rechnung Nr. 7 vom 01.02.2024']],
        [
          [40, 'Referenz des Käufers:'],
          [300, '991-01484-64'],
        ],
        [
          [40, 'Bestellung Nr. Kunde:'],
          [300, '2025-471331'],
        ],
      ]),
    );
    expect([form.buyer_reference, form.order_reference.id]).toEqual(['991-01484-64', '2025-471331']);
  });

  it("reads an order number after a bare 'Bestellung:'", () =>
    expect(
      formFromLines(
        page([
          [
            [40, 'Bestellung:'],
            [260, '2018-471331'],
          ],
        ]),
      ).form.order_reference.id,
    ).toBe('2018-471331'));

  it('takes the reference a payment sentence asks for', () =>
    expect(
      formFromLines(
        page([[[40, 'Please wire the amount due to our bank account using the following reference: 000000042']]]),
      ).form.payment_id,
    ).toBe('000000042'));

  it('ignores a reference outside a payment sentence', () =>
    expect(formFromLines(page([[[40, 'See the product sheet for the reference: AB-12']]])).form.payment_id).toBeNull());

  it('reads the French references of a Chorus Pro invoice', () => {
    const { form } = formFromLines(
      page([
        [[40, 'SERVICE EXECUTANT : SERVEXEC']],
        [[40, 'REF COMPTABLE : BUYER ACCOUNT REF']],
        [[40, 'N° BON DE COMMANDE : PO201925478']],
        [[40, 'N° BON DE VENTE : SALES REF 2547']],
      ]),
    );
    expect([form.buyer_reference, form.accounting_cost, form.order_reference.id, form.supplier_reference]).toEqual([
      'SERVEXEC',
      'BUYER ACCOUNT REF',
      'PO201925478',
      'SALES REF 2547',
    ]);
  });

  it("reads an order number after 'Commande No :'", () =>
    expect(formFromLines(page([[[95, 'Commande No : CDE234']]])).form.order_reference.id).toBe('CDE234'));
});
