// Error answers in the request's language: the console sends Accept-Language, and validation
// failures, conflicts and not-found answers come back in Swedish when it asks for Swedish.
import { renderMessage } from '../../domain/i18n/messages';
import { insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await api?.close();
});

const sv = { 'accept-language': 'sv-SE,sv;q=0.9' };

describe('error messages follow Accept-Language', () => {
  it('renders validation field errors and data in Swedish, English by default', async () => {
    const english = await api.http.request('POST', '/api/operators', { token: admin, body: {} });
    const swedish = await api.http.request('POST', '/api/operators', { token: admin, body: {}, headers: sv });
    expect(english.status).toBe(422);
    expect(swedish.status).toBe(422);
    const enErrors = english.body.errors as Record<string, { code: string; message: string }>;
    const svErrors = swedish.body.errors as Record<string, { code: string; message: string }>;
    expect(Object.keys(svErrors)).toEqual(Object.keys(enErrors));
    expect(svErrors.name?.message).toBe(renderMessage('validation.required', undefined, 'sv'));
    expect(enErrors.name?.message).toBe(renderMessage('validation.required', undefined, 'en'));
    for (const [field, e] of Object.entries(svErrors)) {
      expect(e.code).toBe(enErrors[field]?.code);
      expect(Object.keys(e).sort()).toEqual(['code', 'message']);
    }
    expect(swedish.body.data).toBe(Object.values(svErrors)[0]?.message);
  });

  it('answers a taken value in Swedish on its field', async () => {
    const body = { name: 'Språkoperatören', email: 'sprak@x.se' };
    expect((await api.http.post('/api/operators', body, admin)).status).toBe(201);
    const again = await api.http.request('POST', '/api/operators', { token: admin, body, headers: sv });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicate');
    expect(again.body.data).toBe(renderMessage('error.valueTaken', undefined, 'sv'));
    expect(again.body.errors).toEqual({
      name: { code: 'duplicate', message: renderMessage('error.valueTaken', undefined, 'sv') },
    });
  });

  it('answers not found in Swedish', async () => {
    const res = await api.http.request('GET', '/api/operators/00000000-0000-4000-8000-000000000000', {
      token: admin,
      headers: sv,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ data: renderMessage('error.notFound', undefined, 'sv'), code: 'error.notFound' });
  });

  it.each([
    ['a bad sort', '/api/companies?sort=%5B%22nope%22%2C%22ASC%22%5D', 400, 'bad_sort', 'Okänt sorteringsfält'],
    ['an unknown filter', '/api/companies?filter=%7B%22nope%22%3A1%7D', 400, 'bad_filter', 'Okänt filter'],
    [
      'a repeated parameter',
      '/api/companies?range=%5B0%2C9%5D&range=%5B0%2C9%5D',
      400,
      'bad_query',
      'anges mer än en gång',
    ],
    ['a range of the wrong shape', '/api/companies?range=%5B0%5D', 400, 'bad_query', 'Frågeparametern range'],
  ])('answers %s in Swedish', async (_what, path, status, code, svText) => {
    const res = await api.http.request('GET', path, { token: admin, headers: sv });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(String(res.body.data)).toContain(svText);
    const english = await api.http.request('GET', path, { token: admin });
    expect(String(english.body.data)).not.toContain(svText);
  });

  it('answers missing, malformed and forged tokens in Swedish', async () => {
    const none = await api.http.request('GET', '/api/me', { headers: sv });
    expect(none.status).toBe(401);
    expect(none.body.data).toBe(renderMessage('api.authRequired', undefined, 'sv'));
    const malformed = await api.http.request('GET', '/api/me', { headers: { ...sv, authorization: 'Basic abc' } });
    expect(malformed.body.data).toBe(renderMessage('api.bearerExpected', undefined, 'sv'));
    const forged = await api.http.request('GET', '/api/me', {
      headers: { ...sv, authorization: `Bearer ${admin.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('token_invalid');
    expect(String(forged.body.data)).toMatch(/^Ogiltig token/);
  });

  it('answers malformed JSON and the method in Swedish', async () => {
    const res = await api.http.request('POST', '/api/operators', {
      token: admin,
      rawBody: '{"name":',
      headers: { ...sv, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ data: renderMessage('api.malformedJson', undefined, 'sv'), code: 'malformed_json' });
  });
});
