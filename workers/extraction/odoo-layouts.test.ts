// Invoices laid out as Odoo prints them, written from its standard invoice report (docs/extraction.md
// steps 266-268): an American city, state code and ZIP without a comma, an IBAN in the payment
// sentence without its label, and a Belgian structured communication as the payment reference.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

function odooPage(seller: Rows, buyer: Rows, closing: Rows): ExtractedForm {
  const rows: Rows = [
    ...seller,
    [],
    ...buyer,
    [],
    [[30, 'Invoice INV/2024/00012']],
    [],
    [
      [30, 'Invoice Date:'],
      [150, 'Due Date:'],
    ],
    [
      [30, '03/15/2024'],
      [150, '04/14/2024'],
    ],
    [],
    [
      [30, 'Description'],
      [260, 'Quantity'],
      [330, 'Unit Price'],
      [400, 'Taxes'],
      [480, 'Amount'],
    ],
    [
      [30, 'Consulting services'],
      [260, '10.00 Hours'],
      [330, '95.00'],
      [400, '21%'],
      [480, '950.00'],
    ],
    [],
    [
      [330, 'Untaxed Amount'],
      [480, '950.00'],
    ],
    [
      [330, 'VAT 21%'],
      [480, '199.50'],
    ],
    [
      [330, 'Total'],
      [480, '1,149.50'],
    ],
    [],
    ...closing,
  ];
  return formFromLines(buildDocumentLines([testPage(rows)])).form;
}

describe('Odoo-like invoices', () => {
  it("reads 'San Francisco CA 94134', a state's code and the ZIP without a comma", () => {
    const form = odooPage(
      [
        [[30, 'My Company (San Francisco)']],
        [[30, '250 Executive Park Blvd']],
        [[30, 'San Francisco CA 94134']],
        [[30, 'United States']],
      ],
      [
        [[330, 'Deco Addict']],
        [[330, '77 Santa Barbara Rd']],
        [[330, 'Pleasant Hill CA 94523']],
        [[330, 'United States']],
      ],
      [],
    );
    expect(form.supplier_data.address).toEqual({
      street: '250 Executive Park Blvd',
      zip: '94134',
      city: 'San Francisco',
      country: 'US',
    });
    expect(form.customer_data.name).toBe('Deco Addict');
    expect(form.customer_data.address).toEqual({
      street: '77 Santa Barbara Rd',
      zip: '94523',
      city: 'Pleasant Hill',
      country: 'US',
    });
  });

  it('reads an IBAN without its label and a structured communication as the payment reference', () => {
    const form = odooPage(
      [[[30, 'YourCompany']], [[30, 'Rue de la Loi 42']], [[30, '1000 Bruxelles']], [[30, 'VAT: BE0477472701']]],
      [[[330, 'Azure Interior']], [[330, '4557 De Silva St']], [[330, '9000 Gent']]],
      [
        [[30, 'Please use the following communication for your payment : +++123/4567/89002+++']],
        [[30, 'on this account: BE71 0961 2345 6769']],
      ],
    );
    expect(form.payment_means.iban).toBe('BE71096123456769');
    expect(form.payment_id).toBe('+++123/4567/89002+++');
  });

  it('takes no unlabelled IBAN whose check digits fail, nor one a direct debit takes from', () => {
    const closing = (text: string): ExtractedForm =>
      odooPage([[[30, 'YourCompany']], [[30, 'Rue de la Loi 42']], [[30, '1000 Bruxelles']]], [], [[[30, text]]]);
    expect(closing('on this account: BE71 0961 2345 6768').payment_means.iban).toBeNull();
    expect(
      closing('The amount will be debited from your account BE71 0961 2345 6769 (SEPA mandate 42)').payment_means.iban,
    ).toBeNull();
  });
});
