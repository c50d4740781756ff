// Bookkeeping lists (spec 2, spec 3 'Bookkeeping item'): admins see every activated invoice of the
// format, receivers' companies their own incoming ones (and their children's), others 403; solved
// filter, sorts, paging, and who/when solved only for the roles that may see them.
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 8, 0, 0));

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  ids.alfa = (await insertCompany(db, { name: 'Alfa AB', is_receiver: true })).id;
  ids.alfaChild = (await insertCompany(db, { name: 'Alfa Dotter AB', parent_company_id: ids.alfa })).id;
  ids.beta = (await insertCompany(db, { name: 'Beta AB', is_receiver: true })).id;
  ids.gamma = (await insertCompany(db, { name: 'Gamma AB' })).id;
  const solver = await insertUser(db, { role: 'receiver', company_id: ids.alfa });
  ids.solverEmail = solver.email;
  for (const [key, values] of Object.entries({
    admin: { role: 'admin' },
    receiver: { role: 'receiver', company_id: ids.alfa },
    user: { role: 'user', company_id: ids.alfa },
    betaReceiver: { role: 'receiver', company_id: ids.beta },
    gammaSender: { role: 'sender', company_id: ids.gamma },
    gammaUser: { role: 'user', company_id: ids.gamma },
  } as const)) {
    tokens[key] = await api.http.login((await insertUser(db, values)).email);
  }
  const bk = (values: Record<string, unknown>) => insertInvoice(db, { bookkeeping_is_activated: true, ...values });
  ids.toAlfa = (
    await bk({
      sender_company_id: ids.beta,
      receiver_company_id: ids.alfa,
      invoice_id: 'B-1',
      created_at: day(3),
      invoice_sent: day(4),
    })
  ).id;
  ids.toAlfaSolved = (
    await bk({
      sender_company_id: ids.gamma,
      receiver_company_id: ids.alfa,
      invoice_id: 'G-1',
      document_type: '381',
      created_at: day(1),
      bookkeeping_is_solved: true,
      bookkeeping_solved_by: solver.id,
      bookkeeping_solved_at: day(2),
    })
  ).id;
  ids.toChild = (
    await bk({ sender_company_id: ids.beta, receiver_company_id: ids.alfaChild, invoice_id: 'B-2', created_at: day(2) })
  ).id;
  ids.toBeta = (
    await bk({ sender_company_id: ids.alfa, receiver_company_id: ids.beta, invoice_id: 'A-1', created_at: day(5) })
  ).id;
  ids.peppolToAlfa = (
    await bk({
      format: 'peppol',
      sender_company_id: ids.beta,
      receiver_company_id: ids.alfa,
      invoice_id: 'BP-1',
      created_at: day(6),
    })
  ).id;
  // Not activated: never listed.
  await insertInvoice(db, {
    sender_company_id: ids.beta,
    receiver_company_id: ids.alfa,
    invoice_id: 'B-OFF',
    created_at: day(7),
  });
});
afterAll(async () => {
  await api?.close();
});

const numbers = (body: { data: Array<{ invoice_id: string }> }) => body.data.map((i) => i.invoice_id);

describe('GET /api/bookkeeping', () => {
  it('admins: every activated invoice of the format, newest first, in the Bookkeeping item shape', async () => {
    const res = await api.http.get('/api/bookkeeping?format=pdf', tokens.admin);
    expect(res.status).toBe(200);
    expect(numbers(res.body)).toEqual(['A-1', 'B-1', 'B-2', 'G-1']);
    expect(res.headers.get('content-range')).toBe('bookkeeping 0-3/4');
    expect(res.body.data[3]).toEqual({
      id: ids.toAlfaSolved,
      _id: ids.toAlfaSolved,
      invoice_id: 'G-1',
      file_name: null,
      format: 'pdf',
      document_type: '381',
      type: 'Credit note',
      status: 'Processing',
      company: { id: ids.gamma, _id: ids.gamma, name: 'Gamma AB' },
      customer: { id: ids.alfa, _id: ids.alfa, name: 'Alfa AB' },
      created_at: day(1).toISOString(),
      invoice_sent: null,
      bookkeeping_is_activated: true,
      bookkeeping_is_solved: true,
      bookkeeping_who_solved: ids.solverEmail,
      bookkeeping_solved_at: day(2).toISOString(),
    });
    expect(numbers((await api.http.get('/api/bookkeeping?format=peppol', tokens.admin)).body)).toEqual(['BP-1']);
  });

  it('filters solved / unsolved, sorts and pages', async () => {
    expect(numbers((await api.http.get('/api/bookkeeping?format=pdf&solved=true', tokens.admin)).body)).toEqual([
      'G-1',
    ]);
    expect(
      numbers(
        (
          await api.http.get(
            `/api/bookkeeping?filter=${encodeURIComponent(JSON.stringify({ format: 'pdf', solved: false }))}`,
            tokens.admin,
          )
        ).body,
      ),
    ).toEqual(['A-1', 'B-1', 'B-2']);
    expect(numbers((await api.http.get('/api/bookkeeping?format=pdf&type=Credit%20note', tokens.admin)).body)).toEqual([
      'G-1',
    ]);
    const byNumber = await api.http.get(
      `/api/bookkeeping?format=pdf&sort=${encodeURIComponent('["invoice_id","ASC"]')}&range=${encodeURIComponent('[1,2]')}`,
      tokens.admin,
    );
    expect(numbers(byNumber.body)).toEqual(['B-1', 'B-2']);
    expect(byNumber.body.total).toBe(4);
    expect(byNumber.headers.get('content-range')).toBe('bookkeeping 1-2/4');
    const bySolved = await api.http.get(
      '/api/bookkeeping?format=pdf&sort=bookkeeping_solved_at&order=DESC&solved=true',
      tokens.admin,
    );
    expect(numbers(bySolved.body)).toEqual(['G-1']);
  });

  it('needs exactly one format', async () => {
    const missing = await api.http.get('/api/bookkeeping', tokens.admin);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'bad_filter', data: 'Filter format is required (pdf, peppol)' });
    const sv = await api.http.request(
      'GET',
      '/api/bookkeeping?filter=%7B%22format%22%3A%5B%22pdf%22%2C%22peppol%22%5D%7D',
      { token: tokens.admin, headers: { 'accept-language': 'sv' } },
    );
    expect(sv.body).toEqual({ code: 'bad_filter', data: 'Filtret format måste anges (pdf, peppol)' });
    expect((await api.http.get('/api/bookkeeping?format=xml', tokens.admin)).status).toBe(400);
  });

  it('receivers: only invoices their company or its children received; who/when solved hidden', async () => {
    const res = await api.http.get('/api/bookkeeping?format=pdf', tokens.receiver);
    expect(res.status).toBe(200);
    expect(numbers(res.body)).toEqual(['B-1', 'B-2', 'G-1']);
    for (const item of res.body.data) {
      expect(item).not.toHaveProperty('bookkeeping_who_solved');
      expect(item).not.toHaveProperty('bookkeeping_solved_at');
    }
    expect(res.body.data[2]).toMatchObject({ bookkeeping_is_solved: true });
    // Sorting by a hidden column still works (the rows are theirs).
    expect((await api.http.get('/api/bookkeeping?format=pdf&sort=bookkeeping_solved_at', tokens.receiver)).status).toBe(
      200,
    );
    expect(numbers((await api.http.get('/api/bookkeeping?format=pdf', tokens.betaReceiver)).body)).toEqual(['A-1']);
    // A filter naming another company's invoices finds nothing.
    expect(
      (await api.http.get(`/api/bookkeeping?format=pdf&receiver_company_id=${ids.beta}`, tokens.receiver)).body.data,
    ).toEqual([]);
    expect(numbers((await api.http.get('/api/bookkeeping?format=pdf', tokens.user)).body)).toEqual([
      'B-1',
      'B-2',
      'G-1',
    ]);
  });

  it('users of a company without a receiver agreement get 403', async () => {
    for (const who of ['gammaSender', 'gammaUser']) {
      const res = await api.http.get('/api/bookkeeping?format=pdf', tokens[who]);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'error.forbidden', data: expect.any(String) });
    }
    expect((await api.http.get('/api/bookkeeping?format=pdf')).status).toBe(401);
  });
});
