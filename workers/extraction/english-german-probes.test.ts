// Shapes of English and German invoices found with hand-made probe pages (docs/extraction.md
// steps 240-): a line discount printed as an amount, an amount already paid taken off the total,
// a letterhead name over the buyer's block, payment terms over the footer's registration and bank
// details, English ordinal and dashed dates, the British tax point, a subtotal over the charges.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { GERMAN_HEAD, type Rows } from './german-probe-page';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

/** A seller, a customer under 'Invoice To', the number and date, then the given rows. */
function englishPage(rows: Rows): ExtractedForm {
  const head: Rows = [
    [
      [30, 'Northwind Supplies Ltd'],
      [380, 'INVOICE'],
    ],
    [
      [30, '40 Quay Street'],
      [380, 'Invoice No.'],
      [460, 'NW-88123'],
    ],
    [
      [30, 'Bristol BS1 6DZ'],
      [380, 'Invoice Date'],
      [460, '11 Mar 2024'],
    ],
    [],
    [[30, 'Invoice To']],
    [[30, 'Contoso plc']],
    [[30, '9 King Street']],
    [[30, 'Bath BA1 1AA']],
    [],
  ];
  return formFromLines(buildDocumentLines([testPage([...head, ...rows])])).form;
}

/** A German seller and customer, the number and date, a one-line table, then the given rows. */
function germanPage(rows: Rows): ExtractedForm {
  const head: Rows = [
    ...GERMAN_HEAD,
    [
      [30, 'Monteurstunde'],
      [300, '10'],
      [380, '100,00'],
      [460, '1.000,00'],
    ],
    [],
    [
      [300, 'Summe netto'],
      [460, '1.000,00'],
    ],
    [
      [300, 'zzgl. 19 % MwSt.'],
      [460, '190,00'],
    ],
    [
      [300, 'Rechnungsbetrag'],
      [460, '1.190,00'],
    ],
  ];
  return formFromLines(buildDocumentLines([testPage([...head, ...rows])])).form;
}

const lineRows = (form: ExtractedForm): Array<[string, number | null, number | null, number | null]> =>
  form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount, l.line_extension_amount]);

describe('a line discount printed as an amount (step 240)', () => {
  const header: Array<[number, string]> = [
    [30, 'Product'],
    [250, 'Qty'],
    [300, 'Unit Cost'],
    [380, 'Discount'],
    [470, 'Line Total'],
  ];
  it('is taken off quantity × price, never read as the price or the amount', () => {
    const form = englishPage([
      header,
      [
        [30, 'Copier paper A4'],
        [250, '10'],
        [300, '24.00'],
        [380, '2.40'],
        [470, '237.60'],
      ],
      [
        [30, 'Toner cartridge black'],
        [250, '2'],
        [300, '65.00'],
        [380, '0.00'],
        [470, '130.00'],
      ],
      [
        [30, 'Desk organiser'],
        [250, '4'],
        [300, '12.50'],
        [470, '50.00'],
      ],
      [],
      [
        [380, 'Net Total'],
        [470, '417.60'],
      ],
    ]);
    expect(lineRows(form)).toEqual([
      ['Copier paper A4', 10, 23.76, 237.6],
      ['Toner cartridge black', 2, 65, 130],
      ['Desk organiser', 4, 12.5, 50],
    ]);
  });
  it('is read printed negative too', () => {
    const form = englishPage([
      header,
      [
        [30, 'Consulting day'],
        [250, '3'],
        [300, '600.00'],
        [380, '-150.00'],
        [470, '1,650.00'],
      ],
    ]);
    expect(lineRows(form)).toEqual([['Consulting day', 3, 550, 1650]]);
  });
});

describe('an amount already paid, taken off the total (step 241)', () => {
  it.each([
    ['abzgl. Abschlagszahlung vom 05.04.2024', '-300,00'],
    ['abzgl. 1. Abschlagsrechnung Nr. 2024-100 vom 01.03.2024', '-300,00'],
    ['Abzüglich geleistete Akontozahlung', '300,00'],
    ['./. Teilzahlung vom 02.04.2024', '-300,00'],
  ])('%s', (label, amount) => {
    const form = germanPage([
      [
        [160, label],
        [460, amount],
      ],
      [
        [300, 'Zahlbetrag'],
        [460, '890,00'],
      ],
    ]);
    expect(form.legal_monetary_total).toMatchObject({ prepaid_amount: 300, payable_amount: 890 });
    expect(form.allowance_charges).toEqual([]);
  });
  it.each([
    ['Less deposit', '250.00'],
    ['Less: Deposit paid 01/03/2024', '(250.00)'],
    ['Less payment received', '-250.00'],
  ])('%s', (label, amount) => {
    const form = englishPage([
      [
        [30, 'Description'],
        [300, 'Qty'],
        [380, 'Price'],
        [470, 'Amount'],
      ],
      [
        [30, 'Boiler service'],
        [300, '2'],
        [380, '250.00'],
        [470, '500.00'],
      ],
      [],
      [
        [300, 'Sub-total'],
        [470, '500.00'],
      ],
      [
        [300, 'VAT @ 20%'],
        [470, '100.00'],
      ],
      [
        [300, 'Total'],
        [470, '600.00'],
      ],
      [
        [300, label],
        [470, amount],
      ],
      [
        [300, 'Balance Due'],
        [470, '£350.00'],
      ],
    ]);
    expect(form.legal_monetary_total).toMatchObject({ prepaid_amount: 250, payable_amount: 350 });
    expect(form.allowance_charges).toEqual([]);
  });
});

describe("a letterhead name with the buyer's block under it (step 242)", () => {
  const rows = (caption: string): Rows => [
    [
      [30, 'Northwind Supplies Ltd'],
      [380, 'INVOICE'],
    ],
    [
      [380, 'Invoice No.'],
      [460, 'NW-88123'],
    ],
    [
      [380, 'Invoice Date'],
      [460, '11 Mar 2024'],
    ],
    [
      [30, caption],
      [250, 'Deliver To'],
    ],
    [
      [30, 'Contoso plc'],
      [250, 'Contoso Warehouse'],
    ],
    [
      [30, '9 King Street'],
      [250, 'Unit 4, Dock Road'],
    ],
    [
      [30, 'Bath BA1 1AA'],
      [250, 'Avonmouth BS11 9AB'],
    ],
    [],
    [
      [30, 'Description'],
      [300, 'Qty'],
      [380, 'Price'],
      [470, 'Amount'],
    ],
    [
      [30, 'Widget'],
      [300, '2'],
      [380, '10.00'],
      [470, '20.00'],
    ],
  ];
  it.each([['Sold To'], ['Invoice To'], ['Rechnungsanschrift']])(
    "gives the seller no address from the block under '%s'",
    (caption) => {
      const { form } = formFromLines(buildDocumentLines([testPage(rows(caption))]));
      expect(form.customer_data).toMatchObject({ name: 'Contoso plc', address: { street: '9 King Street' } });
      expect(form.supplier_data).toMatchObject({ name: 'Northwind Supplies Ltd', address: null });
    },
  );
});

describe("payment terms over the footer's registration and bank details (step 243)", () => {
  it.each([
    ['Payment due within 30 days', 'Company No. 01234567   VAT Reg. No. GB 123 4567 89'],
    ['Payment due within 30 days', 'Sort Code 12-34-56   Account No. 12345678'],
    ['Zahlbar innerhalb 14 Tagen ohne Abzug', 'Steuernummer 215/5012/3456 · Amtsgericht Köln HRB 12345'],
    ['Zahlbar innerhalb 14 Tagen ohne Abzug', 'Sparkasse KölnBonn · IBAN DE89 3704 0044 0532 0130 00'],
  ])('%s / %s', (terms, footer) => {
    const form = englishPage([[[30, terms]], [[30, footer]]]);
    expect(form.payment_terms).toBe(terms);
  });
  it('still joins a wrapped sentence', () => {
    const form = englishPage([[[30, 'Zahlbar innerhalb 14 Tagen']], [[30, 'ohne Abzug']]]);
    expect(form.payment_terms).toBe('Zahlbar innerhalb 14 Tagen ohne Abzug');
  });
});

/** A page whose header box prints the given label and date rows. */
function datedPage(rows: Rows): ExtractedForm {
  return formFromLines(
    buildDocumentLines([
      testPage([
        [
          [30, 'Brightwater Plumbing Ltd'],
          [400, 'INVOICE'],
        ],
        [
          [30, '14 Mill Lane'],
          [400, 'Invoice No:'],
          [470, 'INV-0042'],
        ],
        [[30, 'Leeds LS1 4AP']],
        ...rows,
      ]),
    ]),
  ).form;
}

describe('English ordinal and dashed dates (step 244)', () => {
  it.each([
    ['3rd March 2024', '2024-03-03'],
    ['21st Nov 2024', '2024-11-21'],
    ['2nd of May, 2024', '2024-05-02'],
    ['March 3rd, 2024', '2024-03-03'],
    ['11-Mar-2024', '2024-03-11'],
    ['11-Mar-24', '2024-03-11'],
  ])('%s', (date, iso) => {
    const form = datedPage([
      [
        [360, 'Invoice Date:'],
        [470, date],
      ],
    ]);
    expect(form.issue_date).toBe(iso);
  });
});

describe('the British tax point (step 245)', () => {
  it.each([['Date/Tax point:'], ['Invoice date/tax point'], ['Tax point:']])('%s', (label) => {
    const form = datedPage([
      [
        [340, label],
        [470, '03/11/2024'],
      ],
    ]);
    expect(form.issue_date).toBe('2024-11-03');
  });
  it('gives way to the invoice date printed beside it', () => {
    const form = datedPage([
      [
        [340, 'Tax point:'],
        [470, '28/10/2024'],
      ],
      [
        [340, 'Invoice Date:'],
        [470, '03/11/2024'],
      ],
    ]);
    expect(form.issue_date).toBe('2024-11-03');
  });
});

describe('a subtotal printed over the charges of the totals block (step 246)', () => {
  const page = (charge: string): ReturnType<typeof formFromLines> =>
    formFromLines(
      buildDocumentLines([
        testPage([
          [
            [30, 'Pinecrest Design LLC'],
            [420, 'INVOICE'],
          ],
          [
            [30, '200 Main St'],
            [400, 'Invoice #'],
            [470, '1047'],
          ],
          [
            [30, 'Austin, TX 78701'],
            [400, 'Date'],
            [470, '11/03/2024'],
          ],
          [],
          [
            [30, 'Description'],
            [300, 'Qty'],
            [370, 'Rate'],
            [480, 'Amount'],
          ],
          [
            [30, 'Logo design'],
            [300, '10'],
            [370, '$85.00'],
            [480, '$850.00'],
          ],
          [],
          [
            [380, 'Subtotal'],
            [480, '$850.00'],
          ],
          [
            [380, 'Shipping'],
            [480, charge],
          ],
          [
            [380, 'Tax (8%)'],
            [480, '$70.00'],
          ],
          [
            [380, 'Total'],
            [480, '$945.00'],
          ],
        ]),
      ]),
    );
  it("is the lines' sum: the charges follow it and the invoice adds up", () => {
    const { form, checks } = page('$25.00');
    expect(form.allowance_charges).toMatchObject([{ charge: true, reason: 'Shipping', amount: 25 }]);
    expect(form.legal_monetary_total).toMatchObject({ line_extension_amount: 850, payable_amount: 945 });
    expect(checks.status).toBe('ok');
  });
  it('still sends the invoice to Check Invoice when the charges do not add up', () => {
    expect(page('$20.00').checks.findings.map((f) => f.code)).toContain('payable-sum');
  });
});
