// The tenancy matrix: every endpoint × every kind of user. Allowed roles get 2xx, others 403, and a
// user of another company gets 404 for this company's rows; lists never carry other tenants' rows.
import {
  insertCompany,
  insertInvoice,
  insertOperator,
  insertUser,
  startTestApi,
  unique,
  type TestApi,
} from '../../test-support/api-harness';

type Who = 'anonymous' | 'admin' | 'sender' | 'receiver' | 'user' | 'esynpay_user' | 'companyAdmin' | 'other';
const WHO: Who[] = ['anonymous', 'admin', 'sender', 'receiver', 'user', 'esynpay_user', 'companyAdmin', 'other'];

let api: TestApi;
const tokens = {} as Record<Who, string | undefined>;
const ids = {} as Record<string, string>;

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  // Company A (ours): receiver, shows outgoing, with a child. Company B (another tenant) sends to A
  // and receives from A. Company C has nothing to do with either.
  ids.A = (await insertCompany(db, { name: 'Alfa AB', is_receiver: true, manual_parsing_allowed: true })).id;
  ids.Achild = (await insertCompany(db, { name: 'Alfa Dotter AB', parent_company_id: ids.A })).id;
  ids.B = (await insertCompany(db, { name: 'Beta AB', is_receiver: true })).id;
  ids.C = (await insertCompany(db, { name: 'Gamma AB' })).id;
  const users: Array<[Who, Record<string, unknown>]> = [
    ['admin', { role: 'admin' }],
    ['sender', { role: 'sender', company_id: ids.A }],
    ['receiver', { role: 'receiver', company_id: ids.A }],
    ['user', { role: 'user', company_id: ids.A }],
    ['esynpay_user', { role: 'esynpay_user', company_id: ids.A }],
    ['companyAdmin', { role: 'user', company_id: ids.A, is_company_admin: true }],
    ['other', { role: 'receiver', company_id: ids.B, is_company_admin: true }],
  ];
  for (const [who, values] of users) {
    const u = await insertUser(db, values as Parameters<typeof insertUser>[1]);
    ids[`user_${who}`] = u.id;
    ids[`email_${who}`] = u.email;
    tokens[who] = await api.http.login(u.email);
  }
  tokens.anonymous = undefined;
  ids.invAtoC = (
    await insertInvoice(db, {
      sender_company_id: ids.A,
      receiver_company_id: ids.C,
      invoice_id: 'A-C-1',
      sender_user_id: ids.user_sender,
    })
  ).id;
  ids.invBtoA = (
    await insertInvoice(db, {
      sender_company_id: ids.B,
      receiver_company_id: ids.A,
      invoice_id: 'B-A-1',
      format: 'peppol',
    })
  ).id;
  ids.invBtoChild = (
    await insertInvoice(db, { sender_company_id: ids.B, receiver_company_id: ids.Achild, invoice_id: 'B-Ach-1' })
  ).id;
  ids.invBtoC = (
    await insertInvoice(db, { sender_company_id: ids.B, receiver_company_id: ids.C, invoice_id: 'B-C-1' })
  ).id;
  ids.operator = (await insertOperator(db)).id;
  ids.domain = (
    await db('domains').insert({ kind: 'allowed', name: 'alfa.se', company_id: ids.A }).returning('id')
  )[0].id;
  ids.connection = (
    await db('connection_systems').insert({ kind: 'pdf', name: 'IE', url: 'https://ie.example.se' }).returning('id')
  )[0].id;
  ids.request = (await db('user_access_requests').insert({ email: 'ask@alfa.se' }).returning('id'))[0].id;
  ids.email = (
    await db('emails')
      .insert({ subject: 'Faktura', from_address: 'faktura@beta.se', company_id: ids.B, customer_company_id: ids.A })
      .returning('id')
  )[0].id;
  ids.esynpayCase = (
    await db('esynpay_failed_cases')
      .insert({ invoice_id: ids.invAtoC, company_id: ids.A, case: 'Financing refused' })
      .returning('id')
  )[0].id;
});
afterAll(async () => {
  await api?.close();
});

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: () => string;
  body?: (who: Who) => unknown;
  /** Expected status per user; anything not listed is 403 (signed in) or 401 (anonymous). */
  expect: Partial<Record<Who, number>>;
}

const allCompanyUsers = (status: number): Partial<Record<Who, number>> => ({
  sender: status,
  receiver: status,
  user: status,
  esynpay_user: status,
  companyAdmin: status,
});

const ROUTES: Route[] = [
  { method: 'GET', path: () => '/api/me', expect: { admin: 200, ...allCompanyUsers(200), other: 200 } },
  // the OpenAPI document (api/openapi): public, the same for everyone
  {
    method: 'GET',
    path: () => '/api/openapi.json',
    expect: { anonymous: 200, admin: 200, ...allCompanyUsers(200), other: 200 },
  },
  { method: 'GET', path: () => '/api/dashboard/counts', expect: { admin: 200, ...allCompanyUsers(200), other: 200 } },
  // companies (admin)
  { method: 'GET', path: () => '/api/companies', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/companies/${ids.A}`, expect: { admin: 200 } },
  { method: 'POST', path: () => '/api/companies', body: () => ({ name: unique('New Co') }), expect: { admin: 201 } },
  { method: 'PUT', path: () => `/api/companies/${ids.C}`, body: () => ({ name: 'Gamma AB' }), expect: { admin: 200 } },
  // partner lists
  { method: 'GET', path: () => '/api/receivers', expect: { ...allCompanyUsers(200), other: 200 } },
  { method: 'GET', path: () => `/api/receivers/${ids.B}`, expect: { ...allCompanyUsers(200), other: 404 } },
  { method: 'GET', path: () => '/api/senders', expect: { ...allCompanyUsers(200), other: 200 } },
  { method: 'GET', path: () => `/api/senders/${ids.B}`, expect: { ...allCompanyUsers(200), other: 404 } },
  { method: 'GET', path: () => `/api/senders/${ids.C}`, expect: { ...allCompanyUsers(404), other: 404 } },
  // settings
  { method: 'GET', path: () => '/api/settings/company', expect: { ...allCompanyUsers(200), other: 200 } },
  {
    method: 'PUT',
    path: () => '/api/settings/company',
    body: (who) => ({ name: who === 'other' ? 'Beta AB' : 'Alfa AB', phone: '+46701234567' }),
    expect: { companyAdmin: 200, other: 200 },
  },
  // lookups
  { method: 'GET', path: () => '/api/lookups/companies', expect: { admin: 200 } },
  { method: 'GET', path: () => '/api/lookups/receivers', expect: { sender: 200 } },
  { method: 'GET', path: () => '/api/lookups/senders', expect: { sender: 200 } },
  { method: 'GET', path: () => '/api/lookups/children', expect: { receiver: 200, other: 200 } },
  // users (admin)
  { method: 'GET', path: () => '/api/users', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/users/${ids.user_sender}`, expect: { admin: 200 } },
  {
    method: 'POST',
    path: () => '/api/users',
    body: () => ({
      email: `${unique('n')}@alfa.se`,
      password: 'long-enough-password',
      role: 'user',
      company_id: ids.A,
    }),
    expect: { admin: 201 },
  },
  {
    method: 'PUT',
    path: () => `/api/users/${ids.user_user}`,
    body: () => ({ sendNotificationByEmail: true }),
    expect: { admin: 200 },
  },
  { method: 'DELETE', path: () => `/api/users/${ids.deletable}`, expect: { admin: 200 } },
  // company users
  { method: 'GET', path: () => '/api/company-users', expect: { admin: 200, companyAdmin: 200, other: 200 } },
  {
    method: 'GET',
    path: () => `/api/company-users/${ids.user_user}`,
    expect: { admin: 200, companyAdmin: 200, other: 404 },
  },
  {
    method: 'PUT',
    path: () => `/api/company-users/${ids.user_user}`,
    body: () => ({
      id: ids.user_user,
      email: ids.email_user,
      sendConfirmationByEmail: true,
      sendNotificationByEmail: false,
      eSynPay: { is_enabled: false, is_admin: false },
    }),
    expect: { admin: 200, companyAdmin: 200, other: 404 },
  },
  {
    method: 'POST',
    path: () => `/api/company-users?company_id=${ids.A}`,
    body: () => ({ email: `${unique('cu')}@alfa.se`, password: 'long-enough-password' }),
    expect: { admin: 201, companyAdmin: 201, other: 201 },
  },
  // operators (admin)
  { method: 'GET', path: () => '/api/operators', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/operators/${ids.operator}`, expect: { admin: 200 } },
  {
    method: 'POST',
    path: () => '/api/operators',
    body: () => ({ name: unique('Op'), email: 'op@alfa.se' }),
    expect: { admin: 201 },
  },
  {
    method: 'PATCH',
    path: () => `/api/operators/${ids.operator}`,
    body: () => ({ is_active: true }),
    expect: { admin: 200 },
  },
  { method: 'GET', path: () => `/api/operators/${ids.operator}/companies`, expect: { admin: 200 } },
  // domains, connections (admin)
  { method: 'GET', path: () => '/api/domains?kind=allowed', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/domains/${ids.domain}`, expect: { admin: 200 } },
  {
    method: 'POST',
    path: () => '/api/domains',
    body: () => ({ kind: 'general', name: `${unique('d').toLowerCase()}.se` }),
    expect: { admin: 201 },
  },
  {
    method: 'PUT',
    path: () => `/api/domains/${ids.domain}`,
    body: () => ({ description: 'Alfa staff' }),
    expect: { admin: 200 },
  },
  { method: 'DELETE', path: () => `/api/domains/${ids.deletableDomain}`, expect: { admin: 200 } },
  { method: 'GET', path: () => '/api/connections?kind=pdf', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/connections/${ids.connection}`, expect: { admin: 200 } },
  {
    method: 'POST',
    path: () => '/api/connections',
    body: () => ({ kind: 'peppol', name: unique('AP'), url: 'https://ap.example.se' }),
    expect: { admin: 201 },
  },
  {
    method: 'PUT',
    path: () => `/api/connections/${ids.connection}`,
    body: () => ({ name: 'IE' }),
    expect: { admin: 200 },
  },
  { method: 'DELETE', path: () => `/api/connections/${ids.deletableConnection}`, expect: { admin: 200 } },
  // access requests
  { method: 'GET', path: () => '/api/user-requests', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/user-requests/${ids.request}`, expect: { admin: 200 } },
  {
    method: 'PUT',
    path: () => `/api/user-requests/${ids.request}`,
    body: () => ({ status: 'approved' }),
    expect: { admin: 200 },
  },
  {
    method: 'POST',
    path: () => '/api/user-requests',
    body: () => ({ email: `${unique('r')}@alfa.se`, name: 'Anna Andersson', company_name: 'Alfa AB' }),
    expect: { anonymous: 201, admin: 201, ...allCompanyUsers(201), other: 201 },
  },
  // invoices
  { method: 'GET', path: () => '/api/invoices', expect: { admin: 200 } },
  { method: 'GET', path: () => '/api/invoices/outgoing', expect: { ...allCompanyUsers(200), other: 200 } },
  { method: 'GET', path: () => '/api/invoices/incoming', expect: { ...allCompanyUsers(200), other: 200 } },
  {
    method: 'GET',
    path: () => `/api/invoices/${ids.invAtoC}`,
    expect: { admin: 200, ...allCompanyUsers(200), other: 404 },
  },
  {
    method: 'GET',
    path: () => `/api/invoices/${ids.invBtoChild}`,
    expect: { admin: 200, ...allCompanyUsers(200), other: 200 },
  },
  {
    method: 'GET',
    path: () => `/api/invoices/${ids.invBtoC}`,
    expect: { admin: 200, ...allCompanyUsers(404), other: 200 },
  },
  {
    method: 'GET',
    path: () => `/api/invoices/outgoing/${ids.invAtoC}`,
    expect: { ...allCompanyUsers(200), other: 404 },
  },
  {
    method: 'GET',
    path: () => `/api/invoices/incoming/${ids.invBtoA}`,
    expect: { ...allCompanyUsers(200), other: 404 },
  },
  // invoice detail extras: duplicates (admin), the countdown (from the record: no Temporal here), documents (none stored: 404)
  { method: 'GET', path: () => `/api/invoices/${ids.invAtoC}/duplicates`, expect: { admin: 200 } },
  {
    method: 'GET',
    path: () => `/api/invoices/${ids.invAtoC}/countdown`,
    expect: { admin: 200, ...allCompanyUsers(200), other: 404 },
  },
  {
    method: 'GET',
    path: () => `/api/invoices/${ids.invBtoC}/countdown`,
    expect: { admin: 200, ...allCompanyUsers(404), other: 200 },
  },
  {
    method: 'GET',
    path: () => `/api/invoices/${ids.invAtoC}/documents/pdf`,
    expect: { admin: 404, ...allCompanyUsers(404), other: 404 },
  },
  // invoice actions: the rule is checked before Temporal (which this api has none of: 503 for who may act)
  { method: 'POST', path: () => `/api/invoices/${ids.invAtoC}/actions/cancel`, expect: { sender: 503, other: 404 } },
  {
    method: 'POST',
    path: () => `/api/invoices/${ids.invAtoC}/actions/setStatus`,
    body: () => ({ status: 'Canceled' }),
    expect: { admin: 503, other: 404 },
  },
  // B sent this one: it sees it, but only the receiving side may answer (409, not 404).
  {
    method: 'POST',
    path: () => `/api/invoices/${ids.invBtoA}/actions/approve`,
    expect: { admin: 409, receiver: 409, other: 409 },
  },
  {
    method: 'POST',
    path: () => `/api/invoices/${ids.invAtoC}/actions/unknown`,
    expect: { admin: 404, ...allCompanyUsers(404), other: 404 },
  },
  {
    method: 'PUT',
    path: () => `/api/invoices/${ids.invAtoC}`,
    body: () => ({ is_eSynPay: true }),
    expect: { admin: 409, sender: 409, receiver: 409, other: 404 },
  },
  // uploads: who may upload where (a JSON body is then refused as not multipart: 415)
  { method: 'POST', path: () => '/api/admin/invoices/upload', body: () => ({}), expect: { admin: 415 } },
  {
    method: 'POST',
    path: () => '/api/invoices/outgoing/upload',
    body: () => ({}),
    expect: { ...allCompanyUsers(415), other: 415 },
  },
  { method: 'POST', path: () => '/api/invoices/incoming/upload', body: () => ({}), expect: { receiver: 415 } },
  // emails and failed cases (admin)
  { method: 'GET', path: () => '/api/emails', expect: { admin: 200 } },
  { method: 'GET', path: () => '/api/emails/failed-cases', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/emails/${ids.email}`, expect: { admin: 200 } },
  // admin actions on a mail (this one is no failed case and has no raw mail kept: 409 / 404 for admins)
  { method: 'POST', path: () => `/api/emails/${ids.email}/processed`, expect: { admin: 409 } },
  { method: 'POST', path: () => `/api/emails/${ids.email}/reprocess`, expect: { admin: 409 } },
  { method: 'GET', path: () => `/api/emails/${ids.email}/raw`, expect: { admin: 404 } },
  { method: 'GET', path: () => `/api/emails/${ids.email}/attachments`, expect: { admin: 404 } },
  { method: 'GET', path: () => `/api/emails/${ids.email}/attachments/0`, expect: { admin: 404 } },
  { method: 'GET', path: () => '/api/esynpay-failed-cases', expect: { admin: 200 } },
  { method: 'GET', path: () => `/api/esynpay-failed-cases/${ids.esynpayCase}`, expect: { admin: 200 } },
  // bookkeeping: admins, and users of a company with the sidebar's 'receiver' flag (A and B here)
  {
    method: 'GET',
    path: () => '/api/bookkeeping?format=pdf',
    expect: { admin: 200, ...allCompanyUsers(200), other: 200 },
  },
  {
    method: 'GET',
    path: () => '/api/bookkeeping?format=peppol',
    expect: { admin: 200, ...allCompanyUsers(200), other: 200 },
  },
];

describe('tenancy matrix', () => {
  beforeAll(async () => {
    ids.deletable = (await insertUser(api.db, { role: 'user', company_id: ids.C })).id;
    ids.deletableDomain = (await api.db('domains').insert({ kind: 'general', name: 'gone.se' }).returning('id'))[0].id;
    ids.deletableConnection = (
      await api
        .db('connection_systems')
        .insert({ kind: 'pdf', name: 'Gone', url: 'https://gone.example.se' })
        .returning('id')
    )[0].id;
  });

  const cases = ROUTES.flatMap((route) => WHO.map((who) => ({ route, who })));
  it.each(
    cases.map((c) => [`${c.route.method} ${c.route.path.toString().replace(/^\(\) => /, '')} as ${c.who}`, c] as const),
  )('%s', async (_name, { route, who }) => {
    const expected = route.expect[who] ?? (who === 'anonymous' ? 401 : 403);
    const res = await api.http.request(route.method, route.path(), { token: tokens[who], body: route.body?.(who) });
    if (res.status !== expected)
      throw new Error(
        `${route.method} ${route.path()} as ${who}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`,
      );
    if (expected >= 400) expect(typeof res.body.data).toBe('string');
  });
});

describe('lists carry only the own tenant', () => {
  it('outgoing: invoices the own company sent', async () => {
    const res = await api.http.get('/api/invoices/outgoing', tokens.sender);
    expect(res.body.data.map((i: { invoice_id: string }) => i.invoice_id)).toEqual(['A-C-1']);
    const other = await api.http.get('/api/invoices/outgoing', tokens.other);
    expect(other.body.data.map((i: { invoice_id: string }) => i.invoice_id).sort()).toEqual([
      'B-A-1',
      'B-Ach-1',
      'B-C-1',
    ]);
  });

  it('incoming: invoices to the own company and its children', async () => {
    const res = await api.http.get('/api/invoices/incoming', tokens.receiver);
    expect(res.body.data.map((i: { invoice_id: string }) => i.invoice_id).sort()).toEqual(['B-A-1', 'B-Ach-1']);
    const other = await api.http.get('/api/invoices/incoming', tokens.other);
    expect(other.body.data).toEqual([]);
  });

  it('senders: companies that sent to the own company', async () => {
    const res = await api.http.get('/api/senders', tokens.receiver);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Beta AB']);
    expect(res.body.data[0].aliases).toBeUndefined();
    expect(res.body.data[0].invoice_email).toBeUndefined();
  });

  it('receivers: companies with a receiver agreement, never the own one', async () => {
    const res = await api.http.get('/api/receivers', tokens.sender);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Beta AB']);
    const byEmail = await api.http.get(
      `/api/receivers?sort=${encodeURIComponent('["invoice_email","DESC"]')}`,
      tokens.sender,
    );
    expect(byEmail.status).toBe(200);
  });

  it('company users: only the own company', async () => {
    const mine = await api.http.get('/api/company-users?limit=100', tokens.companyAdmin);
    const emails: string[] = mine.body.data.map((u: { email: string }) => u.email);
    expect(emails.length).toBeGreaterThanOrEqual(5);
    const companyIds = await api.db('users').whereIn('email', emails).distinct('company_id');
    expect(companyIds).toEqual([{ company_id: ids.A }]);
    const theirs = await api.http.get('/api/company-users?limit=100', tokens.other);
    const theirIds = await api
      .db('users')
      .whereIn(
        'email',
        theirs.body.data.map((u: { email: string }) => u.email),
      )
      .distinct('company_id');
    expect(theirIds).toEqual([{ company_id: ids.B }]);
  });

  it('a company admin cannot create users in another company by naming it', async () => {
    const res = await api.http.post(
      `/api/company-users?company_id=${ids.A}`,
      { email: 'sneak@beta.se', password: 'long-enough-password' },
      tokens.other,
    );
    expect(res.status).toBe(201);
    expect((await api.db('users').where('pending_email', 'sneak@beta.se').first()).company_id).toBe(ids.B);
  });

  it('children lookup: the own company and its children', async () => {
    const res = await api.http.get('/api/lookups/children', tokens.receiver);
    expect(res.body.data.map((c: { name: string }) => c.name).sort()).toEqual(['Alfa AB', 'Alfa Dotter AB']);
  });

  it('settings: a non-admin edits the own company only, admin-only sections are ignored', async () => {
    const res = await api.http.put(
      '/api/settings/company',
      { name: 'Alfa AB', aliases: ['sneaky'], show_outgoing_invoices: false, is_receiver: false, phone: '+4611' },
      tokens.companyAdmin,
    );
    expect(res.status).toBe(200);
    const row = await api.db('companies').where('id', ids.A).first();
    expect(row.aliases).toEqual([]);
    expect(row.show_outgoing_invoices).toBe(true);
    expect(row.is_receiver).toBe(true);
    expect(row.phone).toBe('+4611');
  });

  it('dashboard counts are scoped', async () => {
    const mine = await api.http.get('/api/dashboard/counts', tokens.receiver);
    expect(mine.body.total).toBe(3); // A→C, B→A, B→A-child
    const all = await api.http.get('/api/dashboard/counts', tokens.admin);
    expect(all.body.total).toBe(4);
    expect(all.body.by_status).toEqual({ Processing: 4 });
  });

  it('bookkeeping: invoices the own company or its children received', async () => {
    // Activation changes no count the other tests read.
    await api
      .db('invoices')
      .whereIn('id', [ids.invBtoA, ids.invBtoChild, ids.invBtoC] as string[])
      .update({ bookkeeping_is_activated: true });
    const numbers = (body: { data: Array<{ invoice_id: string }> }) => body.data.map((i) => i.invoice_id);
    expect(numbers((await api.http.get('/api/bookkeeping?format=peppol', tokens.receiver)).body)).toEqual(['B-A-1']);
    expect(numbers((await api.http.get('/api/bookkeeping?format=pdf', tokens.receiver)).body)).toEqual(['B-Ach-1']);
    expect((await api.http.get('/api/bookkeeping?format=pdf', tokens.other)).body.data).toEqual([]);
    expect(numbers((await api.http.get('/api/bookkeeping?format=pdf', tokens.admin)).body).sort()).toEqual([
      'B-Ach-1',
      'B-C-1',
    ]);
  });

  it("an invoice addressed to a company that is not a receiver stays out of its users' reach, by id too", async () => {
    // The lists refuse incoming invoices to such a company (no 'receiver' flag in the sidebar); its
    // users opened them by id, and could edit them, until one invoice followed the lists' rule.
    const delta = (await insertCompany(api.db, { name: 'Delta AB', is_receiver: false, show_outgoing_invoices: true }))
      .id;
    const user = await insertUser(api.db, { role: 'sender', company_id: delta });
    const token = await api.http.login(user.email);
    const toDelta = (
      await insertInvoice(api.db, { sender_company_id: ids.B, receiver_company_id: delta, invoice_id: 'B-D-1' })
    ).id;
    const fromDelta = (
      await insertInvoice(api.db, {
        sender_company_id: delta,
        receiver_company_id: ids.C,
        invoice_id: 'D-C-1',
        sender_user_id: user.id,
      })
    ).id;
    expect((await api.http.get('/api/invoices/incoming', token)).status).toBe(403);
    expect((await api.http.get(`/api/invoices/${toDelta}`, token)).status).toBe(404);
    expect((await api.http.get(`/api/invoices/${toDelta}/countdown`, token)).status).toBe(404);
    expect((await api.http.request('PUT', `/api/invoices/${toDelta}`, { token, body: {} })).status).toBe(404);
    expect((await api.http.request('POST', `/api/invoices/${toDelta}/actions/approve`, { token })).status).toBe(404);
    expect((await api.http.get(`/api/invoices/${fromDelta}`, token)).status).toBe(200);
    expect((await api.http.get('/api/dashboard/counts', token)).body.total).toBe(1);
    // The sender still sees it from its side.
    expect((await api.http.get(`/api/invoices/${toDelta}`, tokens.other)).status).toBe(200);
    await api.db('invoices').whereIn('id', [toDelta, fromDelta]).delete();
  });

  it('ids that are not uuids are simply not found', async () => {
    expect((await api.http.get('/api/invoices/not-a-uuid', tokens.admin)).status).toBe(404);
    expect((await api.http.get("/api/companies/1'%20or%201=1", tokens.admin)).status).toBe(404);
  });
});
