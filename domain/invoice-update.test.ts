// Tests: the invoice update rule (only changed fields among the updatable ones) and its schema.
import { fieldErrorsFromZod } from './validation/issues';
import { INVOICE_UPDATE_FIELDS, changedInvoiceFields, invoiceUpdateSchema } from './invoice-update';

describe('changedInvoiceFields', () => {
  const before = {
    sender_company: { _id: 's1', name: 'A' },
    receiver_company: null,
    is_eSynSend: false,
    is_eSynPay: false,
    status: 'Processing',
    raw_result: { invoice_id: '1', lines: [1, 2] },
    is_manual_parsing: false,
    customer_data: null,
    exception: 'x',
  };
  it('lists the spec fields', () => {
    expect(INVOICE_UPDATE_FIELDS).toEqual([
      'sender_company',
      'receiver_company',
      'is_eSynSend',
      'is_eSynPay',
      'status',
      'raw_result',
      'is_manual_parsing',
      'customer_data',
    ]);
  });
  it('sends only what changed', () => {
    expect(changedInvoiceFields(before, { ...before })).toEqual({});
    expect(changedInvoiceFields(before, { ...before, raw_result: { lines: [1, 2], invoice_id: '1' } })).toEqual({});
    expect(changedInvoiceFields(before, { ...before, customer_data: undefined })).toEqual({});
    expect(
      changedInvoiceFields(before, {
        ...before,
        status: 'Invalid PDF',
        exception: 'y',
        raw_result: { invoice_id: '2', lines: [1, 2] },
      }),
    ).toEqual({ status: 'Invalid PDF', raw_result: { invoice_id: '2', lines: [1, 2] } });
    expect(changedInvoiceFields(before, { ...before, raw_result: { invoice_id: '1', lines: [2, 1] } })).toHaveProperty(
      'raw_result',
    );
  });
});

describe('invoiceUpdateSchema', () => {
  it('accepts the updatable fields and normalises company refs and status case', () => {
    expect(
      invoiceUpdateSchema.parse({
        sender_company: { _id: 's1', name: 'A' },
        receiver_company: '',
        status: 'invalid pdf',
        is_eSynSend: true,
      }),
    ).toEqual({ sender_company: 's1', receiver_company: null, status: 'Invalid PDF', is_eSynSend: true });
    expect(invoiceUpdateSchema.parse({})).toEqual({});
  });
  it('refuses unknown keys and statuses', () => {
    expect(invoiceUpdateSchema.safeParse({ exception: 'x' }).success).toBe(false);
    const r = invoiceUpdateSchema.safeParse({ status: 'Paid' });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrorsFromZod(r.error).status?.messageKey).toBe('validation.invalidOption');
    expect(invoiceUpdateSchema.safeParse({ raw_result: 'x' }).success).toBe(false);
  });
});
