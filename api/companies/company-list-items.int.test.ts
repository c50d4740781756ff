// The companies' list items PostgreSQL builds (company-list-items.ts): each view's fields and rules,
// read as a client reads them, and the admin list agreeing with the admin record it links to.
import { insertCompany, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;
let sender: string;
let partnerId: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
  const own = await insertCompany(api.db, { name: 'Egna bolaget AB' });
  sender = await api.http.login((await insertUser(api.db, { role: 'sender', company_id: own.id })).email);
  partnerId = (
    await insertCompany(api.db, {
      name: 'Partnerbolaget "Norr" AB',
      org_id: '5560001111',
      is_receiver: true,
      invoice_email: 'faktura@partner.se',
      general_email: null,
      esynpay_receive_disabled: true,
      esynsend_enabled: true,
      address: JSON.stringify({ street: 'Kungsgatan 2', extra: 'Port B' }),
    })
  ).id;
});

afterAll(async () => {
  await api.close();
});

const byName = (name: string) => `filter=${encodeURIComponent(JSON.stringify({ name }))}`;

describe('company list items built by the database', () => {
  it('admin list: the row equals the record it links to, field for field', async () => {
    const list = await api.http.get(`/api/companies?${byName('Partnerbolaget')}`, admin);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    const [row] = list.body.data as Array<Record<string, unknown>>;
    const record = (await api.http.get(`/api/companies/${partnerId}`, admin)).body as Record<string, unknown>;
    for (const [key, value] of Object.entries(row ?? {})) expect([key, value]).toEqual([key, record[key]]);
    expect(row).toMatchObject({
      name: 'Partnerbolaget "Norr" AB',
      address: { street: 'Kungsgatan 2', zip: null, city: null, country: null, extra: 'Port B' },
      general_email: null,
      invoice_email: 'faktura@partner.se',
    });
  });

  it('partner list and record: general email falls back to the invoice email, eSynPay negated', async () => {
    const list = await api.http.get(`/api/receivers?${byName('Partnerbolaget')}`, sender);
    expect(list.status).toBe(200);
    const expected = {
      id: partnerId,
      _id: partnerId,
      name: 'Partnerbolaget "Norr" AB',
      org_id: '5560001111',
      general_email: 'faktura@partner.se',
      is_receiver: true,
      is_eSynPay: false,
      eSynSend: { is_enabled: true },
      address: { street: 'Kungsgatan 2', zip: null, city: null, country: null, extra: 'Port B' },
    };
    expect(list.body.data).toEqual([expect.objectContaining(expected)]);
    expect(list.body.data[0]).not.toHaveProperty('invoice_email');
    const one = await api.http.get(`/api/receivers/${partnerId}`, sender);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toMatch(/^application\/json/);
    expect(one.body).toEqual(list.body.data[0]);
  });

  it('lookup: id, name and what the upload form needs', async () => {
    const res = await api.http.get(`/api/lookups/receivers?${byName('Partnerbolaget')}`, sender);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: partnerId,
        _id: partnerId,
        name: 'Partnerbolaget "Norr" AB',
        org_id: '5560001111',
        tax_number: null,
        peppol_id: null,
        is_receiver: true,
        eSynPay: { is_enabled: false, status: expect.any(String), type: expect.any(String) },
        is_eSynPay: false,
        eSynSend: { is_enabled: true, status: expect.any(String) },
      },
    ]);
  });
});
