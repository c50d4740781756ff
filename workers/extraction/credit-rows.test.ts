// A 'Credit' row in an English totals block, its amount in brackets as accounting tools print a
// negative ('Credit ($50.00)', Stripe, QuickBooks; docs/extraction.md step 252): an allowance where
// the VAT is charged on the lines' sum less it; after the total it is no allowance.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

function read(totals: Rows): ReturnType<typeof formFromLines> {
  const rows: Rows = [
    [
      [30, 'Acme Cloud Inc.'],
      [400, 'Invoice'],
    ],
    [
      [30, '510 Townsend St'],
      [380, 'Invoice number'],
      [470, 'A1B2C3-0007'],
    ],
    [
      [30, 'San Francisco, CA 94103'],
      [380, 'Date of issue'],
      [470, 'Nov 21, 2022'],
    ],
    [],
    [[30, 'Bill to']],
    [[30, 'Contoso LLC']],
    [[30, '9 King Street']],
    [[30, 'Austin, TX 78701']],
    [],
    [
      [30, 'Description'],
      [300, 'Qty'],
      [380, 'Unit price'],
      [470, 'Amount'],
    ],
    [
      [30, 'Pro plan'],
      [300, '1'],
      [380, '$150.00'],
      [470, '$150.00'],
    ],
    [
      [30, 'Extra seats'],
      [300, '2'],
      [380, '$25.00'],
      [470, '$50.00'],
    ],
    [],
    ...totals,
  ];
  return formFromLines(buildDocumentLines([testPage(rows)]));
}

describe("a 'Credit' row in the totals block (step 252)", () => {
  it.each([['($50.00)'], ['-$50.00']])('is an allowance before the tax: Credit %s', (amount) => {
    const { form, checks } = read([
      [
        [380, 'Subtotal'],
        [470, '$200.00'],
      ],
      [
        [380, 'Credit'],
        [470, amount],
      ],
      [
        [380, 'Tax (10%)'],
        [470, '$15.00'],
      ],
      [
        [380, 'Total'],
        [470, '$165.00'],
      ],
    ]);
    expect(form.allowance_charges).toEqual([{ charge: false, reason: 'Credit', amount: 50, tax_category: 10 }]);
    expect(checks.status).toBe('ok');
  });
  it('is no allowance where the tax is charged on the whole subtotal', () => {
    const { form } = read([
      [
        [380, 'Subtotal'],
        [470, '$200.00'],
      ],
      [
        [380, 'Tax (10%)'],
        [470, '$20.00'],
      ],
      [
        [380, 'Total'],
        [470, '$220.00'],
      ],
      [
        [380, 'Credit'],
        [470, '($50.00)'],
      ],
      [
        [380, 'Amount due'],
        [470, '$170.00'],
      ],
    ]);
    expect(form.allowance_charges).toEqual([]);
  });
});
