// The console's HTTP client against a fake fetch: list bodies unwrapped with a Content-Range for
// ra-data-simple-rest, the bearer token sent, and api errors turned into HttpErrors whose
// body.errors carry one message per field path (react-admin puts them on the form fields).
import { fieldErrors, httpClient } from './httpClient';
import { answer, installLocalStorage } from './fakeFetch';

beforeAll(() => {
  installLocalStorage();
});

describe('httpClient', () => {
  it('unwraps a list body and adds Content-Range when the api left it out', async () => {
    answer(200, { data: [{ id: 'a' }, { id: 'b' }], total: 7, count: 7 });
    const res = await httpClient('/api/companies');
    expect(res.json).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(res.headers.get('content-range')).toBe('items 0-1/7');
  });

  it('keeps the api Content-Range and plain records', async () => {
    answer(200, { data: [], total: 0 }, { 'content-range': 'companies 0-0/0' });
    expect((await httpClient('/api/companies')).headers.get('content-range')).toBe('companies 0-0/0');
    answer(200, { id: 'x', data: { nested: true } });
    expect((await httpClient('/api/companies/x')).json).toEqual({ id: 'x', data: { nested: true } });
  });

  it('sends the bearer token from localStorage', async () => {
    localStorage.setItem('esyn.token', 'tok');
    const fetchMock = answer(200, { ok: true });
    await httpClient('/api/me');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    localStorage.removeItem('esyn.token');
  });

  it('turns {data: message, errors} into an HttpError with field messages', async () => {
    answer(422, {
      data: 'Validation failed: name: This field is required',
      errors: {
        name: { code: 'required', message: 'This field is required' },
        'payment_means.0.iban': { code: 'format', message: 'Enter a valid IBAN' },
      },
    });
    await expect(httpClient('/api/companies/x', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      message: 'Validation failed: name: This field is required',
      status: 422,
      body: { errors: { name: 'This field is required', 'payment_means.0.iban': 'Enter a valid IBAN' } },
    });
  });

  it('falls back to the status text when the body has no message', async () => {
    globalThis.fetch = (async () =>
      new Response('', { status: 500, statusText: 'Internal Server Error' })) as typeof fetch;
    await expect(httpClient('/api/x')).rejects.toMatchObject({ message: 'Internal Server Error', status: 500 });
  });
});

describe('fieldErrors', () => {
  it('is undefined without errors', () => {
    expect(fieldErrors(undefined)).toBeUndefined();
    expect(fieldErrors({})).toBeUndefined();
  });
});
