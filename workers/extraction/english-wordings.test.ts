// English label wordings of bookkeeping tools (QuickBooks, Xero, Sage, MYOB, Zoho), found with a
// label-by-label probe page (docs/extraction.md step 274): one label in a fixed page each.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

function read(label: string, value: string): ExtractedForm {
  const rows: Rows = [
    [
      [30, 'Northwind Ltd'],
      [400, 'INVOICE'],
    ],
    [[30, '40 Quay Street']],
    [[30, 'Bristol BS1 6DZ']],
    [],
    [
      [300, label],
      [420, value],
    ],
    [],
    [
      [30, 'Description'],
      [300, 'Qty'],
      [370, 'Price'],
      [470, 'Amount'],
    ],
    [
      [30, 'Widget'],
      [300, '2'],
      [370, '12.50'],
      [470, '25.00'],
    ],
    [
      [370, 'Total'],
      [470, '25.00'],
    ],
  ];
  return formFromLines(buildDocumentLines([testPage(rows)])).form;
}

describe('English label wordings', () => {
  it.each([
    'Inv. No.',
    'Inv #',
    'Invoice Num',
    'Invoice Ref',
    'Our Invoice No.',
    'Tax Invoice No.',
    'Bill No.',
    'Document No.',
  ])('reads the invoice number after %s', (label) => expect(read(label, 'A-1001').invoice_id).toBe('A-1001'));

  it.each(['Credit Note #', 'Credit Memo No.'])('reads a credit note’s number after %s', (label) => {
    const form = read(label, 'CN-7');
    expect(form.invoice_id).toBe('CN-7');
    expect(form.document_type).toBe('381');
  });

  it.each(['Bill Date', 'Inv. Date', 'Document Date'])('reads the issue date after %s', (label) =>
    expect(read(label, '05/03/2024').issue_date).toBe('2024-03-05'),
  );

  it.each(['Pay By', 'Please pay by', 'Payable by'])('reads the due date after %s', (label) =>
    expect(read(label, '05/04/2024').due_date).toBe('2024-04-05'),
  );

  it.each(['P.O. #', 'PO No.', 'Your Order', 'Customer PO', 'Order No.'])(
    'reads the order reference after %s',
    (label) => expect(read(label, 'PO-778').order_reference.id).toBe('PO-778'),
  );

  it.each(['Customer #', 'Client No.', 'Client ID'])('reads the customer number after %s', (label) =>
    expect(read(label, 'C-42').customer_id).toBe('C-42'),
  );

  it('reads the payment terms after Credit Terms', () =>
    expect(read('Credit Terms', 'Net 30').payment_terms).toBe('Net 30'));
});
