// Payment references (docs/extraction.md, step 51): remittance text under a payment label, a value
// printed a point lower than its small label, and the invoice number when a sentence asks for it;
// more such sentences, the number also named before the request (step 64).
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';
import type { Word } from './types';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('payment references', () => {
  it('reads remittance text under a payment-reference label', () => {
    const { form } = formFromLines(
      page([
        [[40, 'Rechnung Nr. 6063 vom 01.02.2024']],
        [
          [40, 'Zahlungsreferenz:'],
          [300, 'Kundennummer:. 9900880077 Rechnungsnummer:. 6063'],
        ],
      ]),
    );
    expect(form.payment_id).toBe('Kundennummer:. 9900880077 Rechnungsnummer:. 6063');
  });

  it('quotes the invoice number when a sentence asks the payer to', () => {
    const { form } = formFromLines(
      page([
        [[40, 'Rechnungsnummer: 2014-03']],
        [[40, 'Zahlbar innerhalb von 30 Tagen netto. Bitte geben Sie dabei die']],
        [[40, 'Rechnungsnummer an. Skontoabzüge werden nicht akzeptiert.']],
      ]),
    );
    expect(form.payment_id).toBe('2014-03');
  });

  it('does not make the invoice number a payment reference unasked', () => {
    const { form } = formFromLines(
      page([[[40, 'Rechnungsnummer: 2014-03']], [[40, 'Zahlbar innerhalb von 30 Tagen netto.']]]),
    );
    expect(form.payment_id).toBeNull();
  });

  it('reads a value printed a point lower than its smaller label', () => {
    const word = (text: string, x: number, y: number, h: number): Word => ({
      text,
      page: 1,
      x,
      y,
      w: text.length * (h / 2),
      h,
      conf: 1,
    });
    const label = 'Referenz (bitte bei Zahlung angeben)'.split(' ');
    let x = 300;
    const words = label.map((t) => {
      const w = word(t, x, 120, 7);
      x += w.w + 2;
      return w;
    });
    const lines = buildDocumentLines([
      { page: 1, width: 595, height: 842, words: [...words, word('2013-471102', 500, 122, 11)] },
    ]);
    expect(lines).toHaveLength(2);
    expect(formFromLines(lines).form.payment_id).toBe('2013-471102');
  });
});

describe('more sentences asking for the invoice number (step 64)', () => {
  const asked = (sentence: string) =>
    formFromLines(page([[[40, 'Invoice number: INV-0042']], [[40, sentence]]])).form.payment_id;

  it("reads 'Please use the invoice number as your payment reference.'", () =>
    expect(asked('Please use the invoice number as your payment reference.')).toBe('INV-0042'));

  it("reads 'Bitte die Rechnungsnummer als Verwendungszweck angeben.'", () =>
    expect(asked('Bitte die Rechnungsnummer als Verwendungszweck angeben.')).toBe('INV-0042'));

  it("reads 'Merci de rappeler le numéro de facture lors du paiement.'", () =>
    expect(asked('Merci de rappeler le numéro de facture lors du paiement.')).toBe('INV-0042'));
});

describe('a payment reference labelled at the end of a payment sentence (step 100)', () => {
  it.each([
    ['Account name: Northgate Studio, Account 12345678. Payment reference: INV-0213', 'INV-0213'],
    ['Please quote reference FT-55012 with your payment. Payment ref: FT55012', 'FT55012'],
    ['Veuillez utiliser la communication suivante pour votre paiement : FAC/2026/00042', 'FAC/2026/00042'],
  ])('reads %s', (sentence, reference) => {
    const { form } = formFromLines(page([[[40, 'Invoice No: INV-0213']], [], [[40, sentence]]]));
    expect(form.payment_id).toBe(reference);
  });
});

describe('Nordic payment reference labels (step 156)', () => {
  it.each([
    ['KID-nr.', '1234567897'],
    ['KID-nr:', '00123456782'],
    ['Ange OCR vid betalning:', '45123456787'],
    ['Ange OCR-nummer vid betalning', '45123456787'],
  ])("reads the reference after '%s'", (label, value) => {
    const { form } = formFromLines(
      page([
        [[40, 'Fakturanummer: 10234']],
        [
          [40, label],
          [200, value],
        ],
      ]),
    );
    expect(form.payment_id).toBe(value);
  });
});
