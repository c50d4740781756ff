// Header words of Nordic invoices, each beside its value (docs/extraction.md step 128), and the
// creditor reference (ISO 11649) as a payment reference.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;
const table: Rows = [
  [],
  [
    [30, 'Beskrivning'],
    [300, 'Antal'],
    [380, 'Pris'],
    [470, 'Belopp'],
  ],
  [
    [30, 'Konsult'],
    [300, '10'],
    [380, '100,00'],
    [470, '1 000,00'],
  ],
  [],
  [
    [300, 'Moms 25 %'],
    [470, '250,00'],
  ],
  [
    [300, 'Att betala'],
    [470, '1 250,00'],
  ],
];

function read(label: string, value: string): Record<string, unknown> {
  const rows: Rows = [
    [[30, 'Testbolaget AB']],
    [
      [300, label],
      [420, value],
    ],
    ...table,
  ];
  const { form } = formFromLines(buildDocumentLines([testPage(rows)]));
  return {
    invoice_id: form.invoice_id,
    issue_date: form.issue_date,
    due_date: form.due_date,
    payment_id: form.payment_id,
    customer_id: form.customer_id,
    buyer_reference: form.buyer_reference,
    order: form.order_reference.id,
  };
}

describe('Nordic header words', () => {
  it.each([
    ['Fakt.nr', '4711', 'invoice_id', '4711'],
    ['Sidste rettidige betalingsdag', '15.12.2026', 'due_date', '2026-12-15'],
    ['Betales senest', '15.12.2026', 'due_date', '2026-12-15'],
    ['Betalas senast', '2026-12-15', 'due_date', '2026-12-15'],
    ['Förfaller', '2026-12-15', 'due_date', '2026-12-15'],
    ['Maksupäivä', '15.12.2026', 'due_date', '2026-12-15'],
    ['Laskutuspäivä', '15.11.2026', 'issue_date', '2026-11-15'],
    ['Fakt.dato', '15.11.2026', 'issue_date', '2026-11-15'],
    ['OCR-referens', '4711', 'payment_id', '4711'],
    ['Asiakasnro', '1001', 'customer_id', '1001'],
    ['Tilaajan viite', 'Anna', 'buyer_reference', 'Anna'],
    ['Ordrenr.', 'PO-55', 'order', 'PO-55'],
    ['Bestillingsnr.', 'PO-55', 'order', 'PO-55'],
    // Step 201: 'issued' beside the date.
    ['Utfärdad', '2026-11-15', 'issue_date', '2026-11-15'],
    ['Utstedt', '15.11.2026', 'issue_date', '2026-11-15'],
    ['Udstedt', '15.11.2026', 'issue_date', '2026-11-15'],
    // Step 200: KID written out, the Danish payment id.
    ['Kundeidentifikasjon', '1234567890128', 'payment_id', '1234567890128'],
    ['Betalings-id', '000000012345678', 'payment_id', '000000012345678'],
  ])('%s', (label, value, field, want) => {
    expect(read(label, value)[field]).toBe(want);
  });
});

describe('creditor reference', () => {
  it("reads 'RF18 5390 0754 7034' after 'Viite' compacted, and no reference whose check digits fail", () => {
    expect(read('Viite', 'RF18 5390 0754 7034').payment_id).toBe('RF18539007547034');
    expect(read('Viite', 'RF19 5390 0754 7034').payment_id).not.toBe('RF19539007547034');
  });
});

describe('Danish FIK code line (step 200)', () => {
  it("reads the payment id of '+71<…+…<' under its label and alone on a line, not the creditor's number", () => {
    expect(read('FIK', '+71<000000012345678+85740013<').payment_id).toBe('000000012345678');
    expect(read('Betalingsoplysninger:', '+71< 000000012345678 +85740013<').payment_id).toBe('000000012345678');
    expect(read('Betalingsoplysninger:', '+75<0000000123456789+85740013<').payment_id).toBe('0000000123456789');
    // A type 71 line with a 16-digit id is no FIK line.
    expect(read('Kortart', '+71<0000000123456789+85740013<').payment_id).toBeNull();
  });
});
