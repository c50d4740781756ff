// What an invoice action makes stale, and when the forward countdown is asked.
import {
  COUNTDOWN_REFRESH_MS,
  countdownQuery,
  invoiceDetailKey,
  invoiceDocumentKey,
  isInvoiceQuery,
} from './invoiceQueries';

describe('isInvoiceQuery', () => {
  it('holds for the invoice lists, the detail and the countdown, which an action changes', () => {
    expect(isInvoiceQuery({ queryKey: ['invoices/outgoing', 'getList', {}] })).toBe(true);
    expect(isInvoiceQuery({ queryKey: invoiceDetailKey('a') })).toBe(true);
    expect(
      isInvoiceQuery({
        queryKey: countdownQuery({ id: 'a', status: 'Processing', countdown: { applies: true } }).queryKey,
      }),
    ).toBe(true);
  });

  it('leaves the open PDF or XML alone: an action does not fetch the file again', () => {
    expect(isInvoiceQuery({ queryKey: invoiceDocumentKey('/api/invoices/a/documents/pdf') })).toBe(false);
  });
});

describe('invoiceDocumentKey', () => {
  it('is another key when a new file stands behind the same address (the XML of a resend)', () => {
    const href = '/api/invoices/a/documents/xml';
    expect(invoiceDocumentKey(href, 'v1')).not.toEqual(invoiceDocumentKey(href, 'v2'));
    expect(invoiceDocumentKey(href, 'v1')).toEqual(invoiceDocumentKey(href, 'v1'));
  });
});

describe('countdownQuery', () => {
  it('asks every minute while the countdown applies', () => {
    expect(countdownQuery({ id: 'a', status: 'Processing', countdown: { applies: true } })).toMatchObject({
      enabled: true,
      refetchInterval: COUNTDOWN_REFRESH_MS,
    });
  });

  it('never asks when it does not apply', () => {
    expect(countdownQuery({ id: 'a', status: 'Delivered', countdown: { applies: false } })).toMatchObject({
      enabled: false,
      refetchInterval: false,
    });
  });
});
