// List totals are what the database holds, also on a page past the end (offset=1e3 answered total
// 1000 for 42 rows), for plain lists and for the company text search that picks its plan from the
// count; paging far past MAX_LIST_OFFSET is refused.
import { insertCompany, insertOperator, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
  for (let i = 0; i < 42; i++) await insertOperator(api.db, { name: `Totals operator ${String(i).padStart(2, '0')}` });
  for (let i = 0; i < 30; i++) await insertCompany(api.db, { name: `Totalbolaget ${String(i).padStart(2, '0')} AB` });
});
afterAll(async () => {
  await api?.close();
});

describe('list totals', () => {
  it('are the row count on a page past the end, in both dialects', async () => {
    for (const query of [
      'offset=1e3',
      'offset=1000&limit=25',
      `range=${encodeURIComponent('[1000,1024]')}`,
      'page=9&limit=25',
      'offset=42',
    ]) {
      const res = await api.http.get(`/api/operators?${query}`, admin);
      expect({
        query,
        status: res.status,
        rows: res.body.data.length,
        total: res.body.total,
        exact: res.body.total_exact,
      }).toEqual({ query, status: 200, rows: 0, total: 42, exact: true });
      expect(res.headers.get('content-range')).toMatch(/\/42$/);
    }
  });

  it('are the count on a full page and on the last, short page', async () => {
    const full = await api.http.get('/api/operators?offset=0&limit=10', admin);
    expect([full.body.data.length, full.body.total]).toEqual([10, 42]);
    const last = await api.http.get('/api/operators?offset=40&limit=10', admin);
    expect([last.body.data.length, last.body.total]).toEqual([2, 42]);
  });

  it('hold for a company text search past the end (the plan is picked from the count)', async () => {
    const res = await api.http.get(
      `/api/companies?filter=${encodeURIComponent('{"q":"totalbolaget"}')}&sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[500,524]')}`,
      admin,
    );
    expect({ rows: res.body.data.length, total: res.body.total }).toEqual({ rows: 0, total: 30 });
  });

  it('refuse pages starting past row 100,000 and huge ranges', async () => {
    for (const query of [
      'offset=1e9',
      'offset=100001',
      `range=${encodeURIComponent('[0,999999999]')}`,
      'limit=1000000000',
      'page=100000000',
    ]) {
      const res = await api.http.get(`/api/operators?${query}`, admin);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'bad_query' });
    }
  });
});
