// Inbound mail for admins (spec 3 'Email record', spec 7 'Emails'): list shape, text filter, sorts,
// paging, the failed-case list, one email, and who may read them.
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;
let receiver: string;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 0, 0));

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  const adminUser = await insertUser(db, { role: 'admin' });
  ids.admin = adminUser.id;
  ids.adminEmail = adminUser.email;
  admin = await api.http.login(adminUser.email);
  ids.nordvik = (await insertCompany(db, { name: 'Nordvik Bygg AB', is_receiver: true })).id;
  ids.gbg = (await insertCompany(db, { name: 'Göteborgs Kontorsservice AB', is_receiver: true })).id;
  receiver = await api.http.login((await insertUser(db, { role: 'receiver', company_id: ids.gbg })).email);
  ids.invoice = (
    await insertInvoice(db, {
      sender_company_id: ids.nordvik,
      receiver_company_id: ids.gbg,
      invoice_id: 'NB-2026-1001',
    })
  ).id;
  const insert = async (key: string, values: Record<string, unknown>) => {
    ids[key] = (await db('emails').insert(values).returning('id'))[0].id;
  };
  // Names come from the mail itself…
  await insert('named', {
    message_id: '<1@nordvik.se>',
    subject: 'Faktura NB-2026-1001',
    from_address: 'faktura@nordvik.se',
    to_addresses: JSON.stringify(['inbox@gbg.se']),
    receive_time: day(3),
    created_at: day(3),
    company_id: ids.nordvik,
    customer_company_id: ids.gbg,
    source_kind: 'User',
    invoice_id: ids.invoice,
    invoice_sent: day(4),
  });
  // …or from the invoice it produced.
  await insert('viaInvoice', {
    message_id: '<2@nordvik.se>',
    subject: 'Invoice March',
    from_address: 'billing@nordvik.se',
    to_addresses: JSON.stringify(['other@gbg.se', 'cc@gbg.se']),
    receive_time: day(5),
    created_at: day(1),
    invoice_id: ids.invoice,
  });
  await insert('failedOpen', {
    message_id: '<3@rederi.se>',
    subject: 'Fakturor oktober',
    from_address: 'karin@rederi.se',
    to_addresses: JSON.stringify(['inbox@gbg.se']),
    receive_time: day(2),
    created_at: day(2),
    customer_company_id: ids.gbg,
    case: 'No PDF attachment',
    is_failed_case: true,
  });
  await insert('failedDone', {
    message_id: '<4@rederi.se>',
    subject: 'Påminnelse',
    from_address: 'karin@rederi.se',
    to_addresses: JSON.stringify(['inbox@gbg.se']),
    receive_time: day(1),
    created_at: day(5),
    case: 'Password-protected PDF',
    is_failed_case: true,
    processed_by: ids.admin,
    processed_at: day(6),
  });
});
afterAll(async () => {
  await api?.close();
});

const subjects = (body: { data: Array<{ subject: string }> }) => body.data.map((e) => e.subject);

describe('GET /api/emails', () => {
  it('lists every mail, newest received first, in the Email record shape', async () => {
    const res = await api.http.get('/api/emails', admin);
    expect(res.status).toBe(200);
    expect(subjects(res.body)).toEqual(['Invoice March', 'Faktura NB-2026-1001', 'Fakturor oktober', 'Påminnelse']);
    expect(res.body.total).toBe(4);
    expect(res.headers.get('content-range')).toBe('emails 0-3/4');
    expect(res.body.data[1]).toEqual({
      id: ids.named,
      _id: ids.named,
      subject: 'Faktura NB-2026-1001',
      from: 'faktura@nordvik.se',
      to: ['inbox@gbg.se'],
      receive_time: day(3).toISOString(),
      messageId: '<1@nordvik.se>',
      company: { id: ids.nordvik, _id: ids.nordvik, name: 'Nordvik Bygg AB' },
      customer: { id: ids.gbg, _id: ids.gbg, name: 'Göteborgs Kontorsservice AB' },
      case: null,
      case_detail: null,
      intake_status: null,
      is_failed_case: false,
      source_kind: 'User',
      mail_file_path: null,
      invoice: { id: ids.invoice, _id: ids.invoice, invoice_id: 'NB-2026-1001', format: 'pdf' },
      invoice_sent: day(4).toISOString(),
      processed_by: null,
      processed_at: null,
      created_at: day(3).toISOString(),
    });
    // Without names on the mail, the linked invoice's sender and receiver.
    expect(res.body.data[0].company.name).toBe('Nordvik Bygg AB');
    expect(res.body.data[0].customer.name).toBe('Göteborgs Kontorsservice AB');
    expect(res.body.data[3].processed_by).toEqual({ id: ids.admin, _id: ids.admin, email: ids.adminEmail });
  });

  it('filters by text in subject, sender or recipients', async () => {
    expect(subjects((await api.http.get('/api/emails?q=faktur', admin)).body).sort()).toEqual([
      'Faktura NB-2026-1001',
      'Fakturor oktober',
    ]);
    expect(subjects((await api.http.get('/api/emails?q=billing@', admin)).body)).toEqual(['Invoice March']);
    expect(
      subjects(
        (await api.http.get(`/api/emails?filter=${encodeURIComponent(JSON.stringify({ q: 'cc@gbg' }))}`, admin)).body,
      ),
    ).toEqual(['Invoice March']);
    // LIKE wildcards are literal.
    expect((await api.http.get('/api/emails?q=%25', admin)).body.data).toEqual([]);
    expect(subjects((await api.http.get('/api/emails?is_failed_case=false', admin)).body)).toEqual([
      'Invoice March',
      'Faktura NB-2026-1001',
    ]);
  });

  it('sorts by created_at and receive_time, pages, and refuses unknown sorts and filters', async () => {
    const byCreated = await api.http.get(`/api/emails?sort=${encodeURIComponent('["created_at","ASC"]')}`, admin);
    expect(subjects(byCreated.body)).toEqual([
      'Invoice March',
      'Fakturor oktober',
      'Faktura NB-2026-1001',
      'Påminnelse',
    ]);
    const page = await api.http.get(
      `/api/emails?sort=receive_time&order=ASC&range=${encodeURIComponent('[1,2]')}`,
      admin,
    );
    expect(subjects(page.body)).toEqual(['Fakturor oktober', 'Faktura NB-2026-1001']);
    expect(page.body.total).toBe(4);
    expect(page.headers.get('content-range')).toBe('emails 1-2/4');
    const badSort = await api.http.get('/api/emails?sort=subject', admin);
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({ code: 'bad_sort', data: expect.stringContaining('receive_time') });
    const badFilter = await api.http.request('GET', '/api/emails?nope=1', {
      token: admin,
      headers: { 'accept-language': 'sv' },
    });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body).toEqual({ code: 'bad_filter', data: "Okänt filter 'nope'" });
  });

  it('reads one email; unknown ids are 404', async () => {
    const one = await api.http.get(`/api/emails/${ids.failedOpen}`, admin);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      subject: 'Fakturor oktober',
      case: 'No PDF attachment',
      company: null,
      customer: { name: 'Göteborgs Kontorsservice AB' },
    });
    expect((await api.http.get('/api/emails/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await api.http.get('/api/emails/not-an-id', admin)).status).toBe(404);
  });
});

describe('GET /api/emails/failed-cases', () => {
  it('lists only the mails flagged as failed cases, open or processed', async () => {
    const res = await api.http.get('/api/emails/failed-cases', admin);
    expect(res.status).toBe(200);
    expect(subjects(res.body)).toEqual(['Fakturor oktober', 'Påminnelse']);
    expect(res.headers.get('content-range')).toBe('emails/failed-cases 0-1/2');
    expect(subjects((await api.http.get('/api/emails/failed-cases?processed=false', admin)).body)).toEqual([
      'Fakturor oktober',
    ]);
    expect(subjects((await api.http.get('/api/emails/failed-cases?processed=true', admin)).body)).toEqual([
      'Påminnelse',
    ]);
    expect(
      subjects(
        (await api.http.get('/api/emails/failed-cases?sort=processed_at&order=DESC&processed=true', admin)).body,
      ),
    ).toEqual(['Påminnelse']);
    // The flag is the list itself, not a filter.
    expect((await api.http.get('/api/emails/failed-cases?is_failed_case=false', admin)).status).toBe(400);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    for (const path of ['/api/emails', '/api/emails/failed-cases', `/api/emails/${ids.named}`]) {
      const res = await api.http.get(path, receiver);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'error.forbidden', data: expect.any(String) });
      expect((await api.http.get(path)).status).toBe(401);
    }
  });
});
