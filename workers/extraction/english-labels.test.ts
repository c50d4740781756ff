// More party and payment-reference labels (docs/extraction.md, step 61): 'Billing address',
// 'Issued by', 'Payment ref', 'Bitte bei Zahlung angeben'.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('more party and payment-reference labels', () => {
  const { form } = formFromLines(
    page([
      [[40, 'INVOICE']],
      [
        [40, 'Issued by'],
        [300, 'Billing address'],
      ],
      [
        [40, 'Northwind Traders Ltd'],
        [300, 'Contoso Inc.'],
      ],
      [
        [40, '12 High Street'],
        [300, '500 Main Street'],
      ],
      [
        [40, 'London SW1A 1AA'],
        [300, 'Springfield, IL 62704'],
      ],
      [],
      [
        [40, 'Payment ref:'],
        [200, 'INV-2024-001'],
      ],
    ]),
  );

  it("reads the customer under 'Billing address'", () =>
    expect([form.customer_data.name, form.customer_data.address?.city]).toEqual(['Contoso Inc.', 'Springfield']));

  it("reads the supplier under 'Issued by'", () =>
    expect([form.supplier_data.name, form.supplier_data.address?.zip]).toEqual(['Northwind Traders Ltd', 'SW1A 1AA']));

  it("reads the payment reference after 'Payment ref'", () => expect(form.payment_id).toBe('INV-2024-001'));

  it("reads the payment reference after 'Bitte bei Zahlung angeben'", () =>
    expect(formFromLines(page([[[40, 'Bitte bei Zahlung angeben: RE-2024/17']]])).form.payment_id).toBe('RE-2024/17'));
});
