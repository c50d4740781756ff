// French and English layouts of common invoicing tools (docs/extraction.md, steps 66-69): a
// discount column beside the VAT column, British company numbers, allowances and charges in the
// totals block, sample SIRETs that fail their check.
import { britishCompanyNumber, frenchCompanyId } from '../../domain/identifiers';
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

function page(rows: Rows): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const FRENCH: Rows = [
  [
    [40, 'ACME SARL'],
    [380, 'FACTURE N° F2024-0153'],
  ],
  [
    [40, '12 rue des Lilas'],
    [380, 'Date : 01/12/2024'],
  ],
  [
    [40, '75011 Paris'],
    [380, 'Client'],
  ],
  [
    [40, 'SIRET : 123 456 789 00014'],
    [380, 'Dupont Industries SAS'],
  ],
  [[380, '4 avenue Foch']],
  [[380, '69006 Lyon']],
  [[380, 'SIREN / SIRET : 987 654 321 00029']],
  [],
  [
    [40, 'Réf.'],
    [90, 'Désignation'],
    [260, 'Qté'],
    [300, 'Unité'],
    [345, 'PU HT'],
    [400, 'Remise'],
    [450, 'Montant HT'],
    [520, 'TVA'],
  ],
  [
    [40, 'A-101'],
    [90, 'Chaise de bureau'],
    [265, '4'],
    [300, 'pce'],
    [345, '120,00'],
    [400, '10 %'],
    [455, '432,00'],
    [520, '20 %'],
  ],
  [
    [40, 'B-220'],
    [90, 'Livraison express'],
    [265, '1'],
    [300, 'forfait'],
    [350, '30,00'],
    [460, '30,00'],
    [520, '20 %'],
  ],
  [
    [40, 'C-300'],
    [90, 'Livre technique'],
    [265, '2'],
    [300, 'pce'],
    [350, '25,00'],
    [460, '50,00'],
    [520, '5,5 %'],
  ],
  [],
  [
    [380, 'Total HT'],
    [480, '512,00'],
  ],
  [
    [380, 'Remise globale'],
    [485, '-12,00'],
  ],
  [
    [380, 'Frais de port'],
    [485, '10,00'],
  ],
  [
    [40, 'Base HT'],
    [120, 'Taux'],
    [180, 'Montant TVA'],
    [380, 'Total HT net'],
    [480, '510,00'],
  ],
  [
    [40, '460,00'],
    [120, '20 %'],
    [180, '92,00'],
    [380, 'Total TVA'],
    [485, '94,75'],
  ],
  [
    [40, '50,00'],
    [120, '5,5 %'],
    [185, '2,75'],
    [380, 'Net à payer'],
    [480, '604,75'],
  ],
];

const ENGLISH: Rows = [
  [
    [40, 'Northwind Traders Ltd'],
    [400, 'INVOICE'],
  ],
  [
    [40, '12 High Street'],
    [400, 'Invoice No: INV-0042'],
  ],
  [
    [40, 'London SW1A 1AA'],
    [400, 'Date: Nov 27, 2026'],
  ],
  [
    [40, 'Company No.'],
    [120, '01234567'],
  ],
  [],
  [[40, 'Bill to']],
  [[40, 'Contoso Ltd']],
  [[40, '5 Queen Street']],
  [[40, 'Leeds LS1 2AB']],
  [[40, 'Company number: SC076543']],
  [],
  [
    [40, 'Description'],
    [260, 'Qty'],
    [310, 'Unit price'],
    [390, 'Tax'],
    [460, 'Amount'],
  ],
  [
    [40, 'Consulting services'],
    [265, '10'],
    [315, '95.00'],
    [390, '20%'],
    [460, '950.00'],
  ],
  [
    [40, 'Travel expenses'],
    [265, '1'],
    [315, '50.00'],
    [390, '20%'],
    [465, '50.00'],
  ],
  [],
  [
    [390, 'Subtotal'],
    [460, '1,000.00'],
  ],
  [
    [390, 'Discount (10%)'],
    [470, '-100.00'],
  ],
  [
    [390, 'Tax (20%)'],
    [465, '180.00'],
  ],
  [
    [390, 'Balance due'],
    [460, '1,080.00'],
  ],
];

describe('a discount column beside the VAT column (step 66)', () => {
  it("takes the line's VAT rate from the VAT column, not the discount's percentage", () =>
    expect(formFromLines(page(FRENCH)).form.invoice_lines.map((l) => l.item.tax_percent)).toEqual([20, 20, 5.5]));
});

describe('British company numbers after their label (step 67)', () => {
  it('reads the supplier\'s beside its label and the customer\'s in the "Bill to" block', () => {
    const { form } = formFromLines(page(ENGLISH));
    expect([form.supplier_data.org_id, form.customer_data.org_id]).toEqual(['01234567', 'SC076543']);
  });

  it('reads the usual labels, and no number without one', () => {
    expect(britishCompanyNumber('Registered in England and Wales No. 1234567')).toBe('1234567');
    expect(britishCompanyNumber('Company Reg. No: 09876543')).toBe('09876543');
    expect(britishCompanyNumber('Registration number 09876543')).toBe('09876543');
    expect(britishCompanyNumber('Order number 09876543')).toBeNull();
  });
});

describe('allowances and charges in the totals block (step 68)', () => {
  it('reads a discount and a freight charge, with the rate whose base they explain together', () =>
    expect(formFromLines(page(FRENCH)).form.allowance_charges).toEqual([
      { charge: false, reason: 'Remise globale', amount: 12, tax_category: 20 },
      { charge: true, reason: 'Frais de port', amount: 10, tax_category: 20 },
    ]));

  it("reads 'Discount (10%)' with the document's only VAT rate", () =>
    expect(formFromLines(page(ENGLISH)).form.allowance_charges).toEqual([
      { charge: false, reason: 'Discount', amount: 100, tax_category: 20 },
    ]));

  it('guesses no rate when no base explains the amount', () => {
    const rows = FRENCH.map((r) => r.map(([x, t]): [number, string] => [x, t === '-12,00' ? '-7,00' : t]));
    expect(formFromLines(page(rows)).form.allowance_charges.map((c) => c.tax_category)).toEqual([null, null]);
  });
});

describe('SIRET numbers failing their check on a text layer (step 69)', () => {
  it('reads both parties\' as printed after "SIRET" / "SIREN / SIRET"', () => {
    const { form } = formFromLines(page(FRENCH));
    expect([form.supplier_data.org_id, form.customer_data.org_id]).toEqual(['12345678900014', '98765432100029']);
  });

  it('still refuses them from OCR, and prefers a number that passes', () => {
    expect(frenchCompanyId('SIRET 123 456 789 00014')).toBeNull();
    expect(frenchCompanyId('SIRET 123 456 789 00014 SIREN 732 829 320', { printed: true })).toBe('732829320');
  });
});

describe('more prepaid and payment-terms labels (step 70)', () => {
  const totals = (label: string): Rows => [
    [[40, 'Invoice No. F1']],
    [
      [300, 'Total'],
      [420, '120.00'],
    ],
    [
      [300, label],
      [425, '20.00'],
    ],
    [
      [300, 'Balance due'],
      [420, '100.00'],
    ],
  ];

  it.each(['Paid', 'Less: amount paid', 'Payments/Credits', 'Payment received', 'Paiement reçu', 'Déjà versé'])(
    "reads '%s' as the amount already paid",
    (label) => expect(formFromLines(page(totals(label))).form.legal_monetary_total.prepaid_amount).toBe(20),
  );

  it("reads the terms after 'Modalités de paiement'", () =>
    expect(formFromLines(page([[[40, 'Modalités de paiement : 30 jours nets']]])).form.payment_terms).toBe(
      '30 jours nets',
    ));
});

describe('month-first dates on an American page (step 71)', () => {
  const rows = (city: string, extra: string): Rows => [
    [[40, 'INVOICE']],
    [[40, 'Invoice Date: 11/05/2026']],
    [[40, city]],
    [[40, extra]],
  ];

  it('reads 11/05/2026 as November 5 under an American address', () =>
    expect(formFromLines(page(rows('Springfield, IL 62704', 'Thank you'))).form.issue_date).toBe('2026-11-05'));

  it('keeps day-first with a European currency or without a state', () => {
    expect(formFromLines(page(rows('Springfield, IL 62704', 'Total 100,00 EUR'))).form.issue_date).toBe('2026-05-11');
    expect(formFromLines(page(rows('Leeds LS1 2AB', 'Thank you'))).form.issue_date).toBe('2026-05-11');
  });
});

describe("the customer's block under 'Vendu à', 'Adressé à' (step 72)", () => {
  it.each(['Vendu à', 'Adressé à', 'Facture adressée à'])("reads the block under '%s', not the label", (label) => {
    const { form } = formFromLines(
      page([
        [
          [40, 'Alpha Services SARL'],
          [380, 'FACTURE N° F-77'],
        ],
        [[40, '1 rue A']],
        [[40, '75001 Paris']],
        [],
        [[300, label]],
        [[300, 'Beta Conseil SAS']],
        [[300, '9 quai B']],
        [[300, '13002 Marseille']],
      ]),
    );
    expect(form.customer_data.name).toBe('Beta Conseil SAS');
  });
});

describe('a VAT total printed without its rate (steps 73, 85)', () => {
  const rows = (tva: string, second: string, label = 'TVA'): Rows => [
    [[40, 'FACTURE N° F-77']],
    [
      [40, 'Désignation'],
      [220, 'Qté'],
      [260, 'PU HT'],
      [320, 'Total HT'],
      [390, 'TVA %'],
    ],
    [
      [40, 'Maintenance annuelle'],
      [225, '2'],
      [260, '150,00'],
      [320, '300,00'],
      [395, '20 %'],
    ],
    [
      [40, 'Formation'],
      [225, '1'],
      [260, '500,00'],
      [320, '500,00'],
      [395, second],
    ],
    [],
    [
      [320, 'Total HT'],
      [450, '800,00'],
    ],
    [
      [320, label],
      [450, tva],
    ],
  ];

  it("takes the lines' one rate when the row's amount is the net at that rate", () =>
    expect(formFromLines(page(rows('160,00', '20 %'))).form.tax_totals).toEqual([
      { tax_percent: 20, taxable_amount: 800, tax_amount: 160 },
    ]));

  it.each(['Total TVA', 'Montant TVA', 'Total VAT', 'Sales tax'])('reads the row labelled %s the same way', (label) =>
    expect(formFromLines(page(rows('160,00', '20 %', label))).form.tax_totals).toEqual([
      { tax_percent: 20, taxable_amount: 800, tax_amount: 160 },
    ]),
  );

  it('takes none when the lines carry two rates or the amount does not fit', () => {
    expect(formFromLines(page(rows('160,00', '10 %'))).form.tax_totals).toEqual([]);
    expect(formFromLines(page(rows('150,00', '20 %'))).form.tax_totals).toEqual([]);
  });
});

describe("an article code column under 'Item' before 'Description' (step 74)", () => {
  it('reads the name from the second description column only', () => {
    const { form } = formFromLines(
      page([
        [[40, 'INVOICE INV-1']],
        [
          [40, 'Item'],
          [220, 'Description'],
          [330, 'Quantity'],
          [390, 'Price'],
          [490, 'Total'],
        ],
        [
          [40, 'TWL-01'],
          [220, 'Bath towels'],
          [340, '50'],
          [390, '4.00'],
          [490, '200.00'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => l.item.name)).toEqual(['Bath towels']);
  });
});
