// eSynPay failed cases for admins (spec 3 'Failed case (eSynPay)'): shape, filters, sort, paging,
// one case, and who may read them.
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;
let sender: string;
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 1, n, 12, 0, 0));

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  const adminUser = await insertUser(db, { role: 'admin' });
  ids.admin = adminUser.id;
  ids.adminEmail = adminUser.email;
  admin = await api.http.login(adminUser.email);
  ids.nordvik = (await insertCompany(db, { name: 'Nordvik Bygg AB' })).id;
  ids.lulea = (await insertCompany(db, { name: 'Luleå Stålteknik AB', is_receiver: true })).id;
  sender = await api.http.login((await insertUser(db, { role: 'sender', company_id: ids.nordvik })).email);
  ids.invoice = (
    await insertInvoice(db, {
      sender_company_id: ids.nordvik,
      receiver_company_id: ids.lulea,
      invoice_id: 'NB-2026-1005',
    })
  ).id;
  ids.invoiceUuid = (await db('invoices').where({ id: ids.invoice }).first('invoice_uuid')).invoice_uuid;
  const insert = async (key: string, values: Record<string, unknown>) => {
    ids[key] = (await db('esynpay_failed_cases').insert(values).returning('id'))[0].id;
  };
  // Company and UUID from the invoice when the case has none of its own.
  await insert('refused', {
    invoice_id: ids.invoice,
    case: 'Financing refused: receiver credit limit reached',
    created_at: day(3),
  });
  await insert('timeout', {
    invoice_uuid: '5d0c7a52-0b5e-4c1e-9a55-1f2d3c4b5a69',
    company_id: ids.lulea,
    case: 'Provider did not answer in time',
    created_at: day(1),
  });
  await insert('done', {
    company_id: ids.nordvik,
    case: 'Settlement note missing',
    created_at: day(2),
    processed_by: ids.admin,
    processed_at: day(4),
  });
});
afterAll(async () => {
  await api?.close();
});

const cases = (body: { data: Array<{ case: string }> }) => body.data.map((c) => c.case);

describe('GET /api/esynpay-failed-cases', () => {
  it('lists the cases newest first in the spec shape', async () => {
    const res = await api.http.get('/api/esynpay-failed-cases', admin);
    expect(res.status).toBe(200);
    expect(cases(res.body)).toEqual([
      'Financing refused: receiver credit limit reached',
      'Settlement note missing',
      'Provider did not answer in time',
    ]);
    expect(res.headers.get('content-range')).toBe('esynpay-failed-cases 0-2/3');
    expect(res.body.data[0]).toEqual({
      id: ids.refused,
      _id: ids.refused,
      invoiceUUID: ids.invoiceUuid,
      company: { id: ids.nordvik, _id: ids.nordvik, name: 'Nordvik Bygg AB' },
      case: 'Financing refused: receiver credit limit reached',
      invoice: { id: ids.invoice, _id: ids.invoice, invoice_id: 'NB-2026-1005', format: 'pdf' },
      created_at: day(3).toISOString(),
      processed_by: null,
      processed_at: null,
    });
    expect(res.body.data[1].processed_by).toEqual({ id: ids.admin, _id: ids.admin, email: ids.adminEmail });
    expect(res.body.data[2]).toMatchObject({
      invoiceUUID: '5d0c7a52-0b5e-4c1e-9a55-1f2d3c4b5a69',
      company: { name: 'Luleå Stålteknik AB' },
      invoice: null,
    });
  });

  it('filters, sorts and pages', async () => {
    expect(cases((await api.http.get('/api/esynpay-failed-cases?q=REFUSED', admin)).body)).toEqual([
      'Financing refused: receiver credit limit reached',
    ]);
    expect(cases((await api.http.get('/api/esynpay-failed-cases?q=5d0c7a52', admin)).body)).toEqual([
      'Provider did not answer in time',
    ]);
    expect(cases((await api.http.get('/api/esynpay-failed-cases?processed=true', admin)).body)).toEqual([
      'Settlement note missing',
    ]);
    expect(cases((await api.http.get(`/api/esynpay-failed-cases?company_id=${ids.lulea}`, admin)).body)).toEqual([
      'Provider did not answer in time',
    ]);
    const page = await api.http.get('/api/esynpay-failed-cases?sort=created_at&order=ASC&limit=2&offset=1', admin);
    expect(cases(page.body)).toEqual(['Settlement note missing', 'Financing refused: receiver credit limit reached']);
    expect(page.body.total).toBe(3);
    expect((await api.http.get('/api/esynpay-failed-cases?processed=maybe', admin)).body).toMatchObject({
      code: 'bad_filter',
    });
    expect((await api.http.get('/api/esynpay-failed-cases?company_id=x', admin)).status).toBe(400);
  });

  it('reads one case; unknown ids are 404', async () => {
    expect((await api.http.get(`/api/esynpay-failed-cases/${ids.timeout}`, admin)).body.case).toBe(
      'Provider did not answer in time',
    );
    expect((await api.http.get('/api/esynpay-failed-cases/00000000-0000-4000-8000-000000000000', admin)).status).toBe(
      404,
    );
  });

  it('is for admins only', async () => {
    const res = await api.http.get('/api/esynpay-failed-cases', sender);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'error.forbidden', data: expect.any(String) });
    expect((await api.http.get(`/api/esynpay-failed-cases/${ids.refused}`, sender)).status).toBe(403);
  });
});
