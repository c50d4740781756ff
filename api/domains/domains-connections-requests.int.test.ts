// Domains (three kinds, computed counts), connection systems and access requests.
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ rateLimits: { userRequests: { max: 3, windowMs: 60_000 } } });
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await api?.close();
});

describe('domains', () => {
  it('keeps three lists by kind and computes the counts', async () => {
    const company = await insertCompany(api.db, { name: 'Mike AB' });
    const receiverCo = await insertCompany(api.db, { name: 'November AB' });
    const u1 = await insertUser(api.db, { role: 'sender', company_id: company.id, email: 'a@mike.se' });
    await insertUser(api.db, { role: 'sender', company_id: company.id, email: 'b@MIKE.se' });
    await insertInvoice(api.db, {
      sender_company_id: company.id,
      receiver_company_id: receiverCo.id,
      sender_user_id: u1.id,
    });
    await insertInvoice(api.db, { sender_company_id: receiverCo.id, receiver_company_id: company.id });

    const created = await api.http.post(
      '/api/domains',
      { kind: 'allowed', name: 'Mike.SE', company_id: company.id, description: 'Staff' },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'allowed',
      name: 'mike.se',
      description: 'Staff',
      company: { id: company.id, name: 'Mike AB' },
      users_count: 2,
      users: ['a@mike.se', 'b@MIKE.se'],
      invoice_count: 1,
      invoice_senders: 1,
      invoice_customers: 1,
      receiveCount: 1,
    });
    await api.http.post('/api/domains', { kind: 'general', name: 'gmail.com' }, admin);
    await api.http.post('/api/domains', { kind: 'open_channel', name: 'scan.mike.se', company_id: company.id }, admin);

    for (const [kind, names] of [
      ['allowed', ['mike.se']],
      ['general', ['gmail.com']],
      ['open_channel', ['scan.mike.se']],
    ] as const) {
      const res = await api.http.get(`/api/domains?filter=${encodeURIComponent(JSON.stringify({ kind }))}`, admin);
      expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(names);
    }
    expect((await api.http.get('/api/domains?kind=private', admin)).status).toBe(400);

    const dup = await api.http.post('/api/domains', { kind: 'allowed', name: 'MIKE.se' }, admin);
    expect(dup.status).toBe(409);
    const sameNameOtherKind = await api.http.post('/api/domains', { kind: 'general', name: 'mike.se' }, admin);
    expect(sameNameOtherKind.status).toBe(201);

    const bad = await api.http.post('/api/domains', { kind: 'allowed', name: 'not a domain' }, admin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name.message).toBe('Enter a valid domain name, e.g. example.se');

    const edited = await api.http.put(
      `/api/domains/${created.body.id}`,
      { ...created.body, description: 'All staff' },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe('All staff');
    expect((await api.http.delete(`/api/domains/${created.body.id}`, admin)).status).toBe(200);
    expect((await api.http.get(`/api/domains/${created.body.id}`, admin)).status).toBe(404);
  });
});

describe('connections', () => {
  it('creates, lists by kind, edits and deletes connection systems', async () => {
    const pdf = await api.http.post(
      '/api/connections',
      { kind: 'pdf', name: 'Mail gateway', url: 'https://mx.esyn.se' },
      admin,
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ kind: 'pdf', name: 'Mail gateway', url: 'https://mx.esyn.se' });
    await api.http.post('/api/connections', { kind: 'peppol', name: 'Access point', url: 'https://ap.esyn.se' }, admin);
    const list = await api.http.get('/api/connections?kind=peppol', admin);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Access point']);
    const badUrl = await api.http.post(
      '/api/connections',
      { kind: 'pdf', name: 'X', url: 'javascript:alert(1)' },
      admin,
    );
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.errors.url.code).toBe('format');
    const missing = await api.http.post('/api/connections', { name: 'X', url: 'https://x.se' }, admin);
    expect(missing.body.errors.kind.code).toBe('required');
    const edited = await api.http.put(
      `/api/connections/${pdf.body.id}`,
      { ...pdf.body, url: 'https://mx2.esyn.se' },
      admin,
    );
    expect(edited.body.url).toBe('https://mx2.esyn.se');
    expect((await api.http.delete(`/api/connections/${pdf.body.id}`, admin)).status).toBe(200);
  });
});

describe('access requests', () => {
  it('takes requests from anyone, rate limited per address, and lets admins decide', async () => {
    const body = {
      email: 'ny@oscar.se',
      name: 'Olle Oscarsson',
      company_name: 'Oscar AB',
      org_id: '556677 8899',
      message: 'Hej!',
    };
    const res = await api.http.post('/api/user-requests', body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'created_at', 'id', 'status']);
    const invalid = await api.http.post('/api/user-requests', { email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email.code).toBe('format');
    await api.http.post('/api/user-requests', { ...body, email: 'tva@oscar.se' });
    const limited = await api.http.post('/api/user-requests', { ...body, email: 'tre@oscar.se' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const sort of ['email', 'name', 'company_name', 'org_id', 'status', 'created_at']) {
      expect((await api.http.get(`/api/user-requests?sort=${sort}&order=ASC`, admin)).status).toBe(200);
    }
    const list = await api.http.get('/api/user-requests?status=pending', admin);
    expect(list.body.data.map((r: { email: string }) => r.email).sort()).toEqual(['ny@oscar.se', 'tva@oscar.se']);
    expect(list.body.data.find((r: { email: string }) => r.email === 'ny@oscar.se').org_id).toBe('5566778899');

    const approved = await api.http.put(`/api/user-requests/${res.body.id}`, { status: 'approved' }, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.processed_by.email).toMatch(/@example\.se$/);
    expect(approved.body.processed_at).toBeTruthy();
    expect((await api.http.put(`/api/user-requests/${res.body.id}`, { status: 'approved' }, admin)).status).toBe(200);
    const changeMind = await api.http.put(`/api/user-requests/${res.body.id}`, { status: 'rejected' }, admin);
    expect(changeMind.status).toBe(409);
    expect((await api.http.put(`/api/user-requests/${res.body.id}`, { status: 'pending' }, admin)).status).toBe(422);
    // Approving created the account and invited it once, however often it is repeated (api/invitations).
    expect(api.notifications.to('ny@oscar.se').map((n) => n.kind)).toEqual(['invitation']);

    // Rejecting sends the one who asked a refusal, once however often it is repeated.
    const other = list.body.data.find((r: { email: string }) => r.email === 'tva@oscar.se');
    expect((await api.http.put(`/api/user-requests/${other.id}`, { status: 'rejected' }, admin)).status).toBe(200);
    expect((await api.http.put(`/api/user-requests/${other.id}`, { status: 'rejected' }, admin)).status).toBe(200);
    expect(api.notifications.to('tva@oscar.se')).toEqual([
      { kind: 'access-request-refused', to: 'tva@oscar.se', requestId: other.id, name: expect.anything() },
    ]);
  });
});
