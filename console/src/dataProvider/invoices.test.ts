// The typed invoice calls of the data provider against a fake fetch: each action posts to its path
// with its body and an Idempotency-Key, the answer is the action result and the fresh invoice, a
// refusal becomes an HttpError with the api's message, duplicates read their total.
import { HttpError } from 'ra-core';
import { invoiceMethods } from './invoices';
import { answer, installLocalStorage } from './fakeFetch';
import { isInvoiceQuery } from '../invoices/actions/invoiceQueries';

beforeAll(() => {
  installLocalStorage({ 'esyn.token': 't0k' });
});

describe('invoice actions on the data provider', () => {
  it('posts the action with its body and the given Idempotency-Key, and answers result and invoice', async () => {
    const fetchMock = answer(200, {
      result: { invoiceId: 'i-1', action: 'resend', status: 'Processing', inProgress: true },
      invoice: { id: 'i-1', status: 'Processing' },
    });
    const out = await invoiceMethods.invoiceAction('i-1', 'resend', { withChange: true }, 'key-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/invoices/i-1/actions/resend');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ withChange: true });
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(out.result.inProgress).toBe(true);
    expect(out.invoice).toEqual({ id: 'i-1', status: 'Processing' });
  });

  it('makes a new key per call when none is given', async () => {
    const fetchMock = answer(200, { result: {}, invoice: {} });
    await invoiceMethods.invoiceAction('i-1', 'cancel', {});
    await invoiceMethods.invoiceAction('i-1', 'cancel', {});
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("turns a refusal into an HttpError with the api's message and status", async () => {
    answer(409, { data: "'cancel' is not possible while the invoice is Sent", code: 'action_not_allowed' });
    const err = await invoiceMethods.invoiceAction('i-1', 'cancel', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(409);
    expect((err as HttpError).message).toBe("'cancel' is not possible while the invoice is Sent");
  });

  it('reads a page of duplicates with its total', async () => {
    const fetchMock = answer(200, { data: [{ id: 'd-1' }], total: 6 });
    const page = await invoiceMethods.getInvoiceDuplicates('i-1', { limit: 5, offset: 5 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/invoices/i-1/duplicates?limit=5&offset=5');
    expect(page).toEqual({ data: [{ id: 'd-1' }], total: 6 });
  });
});

describe('isInvoiceQuery', () => {
  it('matches the queries an action makes stale and nothing else', () => {
    for (const head of ['invoices', 'invoices/outgoing', 'invoices/incoming', 'bookkeeping', 'dashboard']) {
      expect(isInvoiceQuery({ queryKey: [head, 'getList', {}] })).toBe(true);
    }
    expect(isInvoiceQuery({ queryKey: ['companies', 'getList', {}] })).toBe(false);
    expect(isInvoiceQuery({ queryKey: ['auth', 'getPermissions'] })).toBe(false);
  });
});
