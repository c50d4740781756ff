// Users (admin) and company users (company admin, spec 7 update shape).
import { insertCompany, insertUser, startTestApi, PASSWORD, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;
let adminId: string;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  api = await startTestApi();
  const a = await insertUser(api.db, { role: 'admin' });
  adminId = a.id;
  admin = await api.http.login(a.email);
  companyId = (await insertCompany(api.db, { name: 'Kilo AB' })).id;
  otherCompanyId = (await insertCompany(api.db, { name: 'Lima AB' })).id;
});
afterAll(async () => {
  await api?.close();
});

describe('users (admin)', () => {
  it('creates a user who can sign in, edits, lists and deletes', async () => {
    const created = await api.http.post(
      '/api/users',
      {
        email: 'New.Person@Kilo.se',
        password: 'a-good-password',
        role: 'sender',
        company_id: companyId,
        eSynPay: { is_enabled: true, is_admin: false },
        sendNotificationByEmail: true,
      },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'new.person@kilo.se',
      role: 'sender',
      type: 'sender',
      domain: 'kilo.se',
      auth0: { email: 'new.person@kilo.se', is_email_verified: false },
      company: { id: companyId, name: 'Kilo AB' },
      eSynPay: { is_enabled: true, is_admin: false },
      sendNotificationByEmail: true,
      sendConfirmationByEmail: false,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon2/);
    const token = await api.http.login('new.person@kilo.se', 'a-good-password');
    expect((await api.http.get('/api/me', token)).body.role).toBe('sender');

    const updated = await api.http.put(`/api/users/${created.body.id}`, { ...created.body, role: 'receiver' }, admin);
    expect(updated.status).toBe(200);
    expect(updated.body.role).toBe('receiver');
    // The role change applies to live tokens at once.
    expect((await api.http.get('/api/me', token)).body.role).toBe('receiver');

    const list = await api.http.get(`/api/users?company_id=${companyId}&sort=email`, admin);
    expect(list.body.data.map((u: { email: string }) => u.email)).toContain('new.person@kilo.se');
    expect((await api.http.get('/api/users?domain=kilo.se', admin)).body.total).toBe(1);
    expect(
      (await api.http.get('/api/users?role=receiver', admin)).body.data.every(
        (u: { role: string }) => u.role === 'receiver',
      ),
    ).toBe(true);

    const deleted = await api.http.delete(`/api/users/${created.body.id}`, admin);
    expect(deleted.status).toBe(200);
    expect((await api.http.get('/api/me', token)).status).toBe(401);
    expect((await api.http.get(`/api/users/${created.body.id}`, admin)).status).toBe(404);
  });

  it('refuses a taken email, weak passwords, unknown companies and deleting oneself', async () => {
    await api.http.post('/api/users', { email: 'taken@kilo.se', password: 'a-good-password', role: 'user' }, admin);
    const dup = await api.http.post(
      '/api/users',
      { email: 'TAKEN@kilo.se', password: 'a-good-password', role: 'user' },
      admin,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.errors.email.code).toBe('duplicate');
    const weak = await api.http.post('/api/users', { email: 'weak@kilo.se', password: 'short', role: 'user' }, admin);
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password.message).toBe('The password must be at least 10 characters');
    const role = await api.http.post(
      '/api/users',
      { email: 'r@kilo.se', password: 'a-good-password', role: 'superuser' },
      admin,
    );
    expect(role.status).toBe(422);
    const company = await api.http.post(
      '/api/users',
      {
        email: 'c@kilo.se',
        password: 'a-good-password',
        role: 'user',
        company_id: '00000000-0000-4000-8000-000000000000',
      },
      admin,
    );
    expect(company.status).toBe(422);
    expect((await api.http.delete(`/api/users/${adminId}`, admin)).status).toBe(400);
  });

  it('lifts a lockout when an admin sets a new password', async () => {
    const u = await insertUser(api.db, { role: 'user' });
    await api.db('login_throttles').insert({
      account_key: u.email,
      source: 'address:127.0.0.1',
      failures: 9,
      blocked_until: api.db.raw("now() + interval '10 minutes'"),
    });
    expect((await api.http.post('/api/auth/login', { email: u.email, password: PASSWORD })).status).toBe(429);
    const res = await api.http.put(`/api/users/${u.id}`, { password: 'brand-new-password' }, admin);
    expect(res.status).toBe(200);
    expect((await api.http.post('/api/auth/login', { email: u.email, password: 'brand-new-password' })).status).toBe(
      200,
    );
  });
});

describe('company users', () => {
  let companyAdmin: string;
  let companyAdminId: string;
  let colleagueId: string;
  let colleagueEmail: string;
  let outsiderId: string;

  beforeAll(async () => {
    const ca = await insertUser(api.db, {
      role: 'user',
      company_id: companyId,
      is_company_admin: true,
      esynpay_admin: true,
      esynpay_enabled: true,
      email: 'boss@kilo.se',
    });
    companyAdminId = ca.id;
    companyAdmin = await api.http.login(ca.email);
    const colleague = await insertUser(api.db, { role: 'sender', company_id: companyId, email: 'colleague@kilo.se' });
    colleagueId = colleague.id;
    colleagueEmail = colleague.email;
    outsiderId = (await insertUser(api.db, { role: 'sender', company_id: otherCompanyId })).id;
  });

  it('lists the own company users, 5 per page by default', async () => {
    for (let i = 0; i < 5; i++)
      await insertUser(api.db, { role: 'user', company_id: companyId, email: `u${i}@kilo.se` });
    const res = await api.http.get('/api/company-users?limit=5&offset=0', companyAdmin);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.total).toBeGreaterThanOrEqual(7);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        '_id',
        'auth0',
        'eSynPay',
        'email',
        'id',
        'is_company_admin',
        'pending_email',
        'role',
        'sendConfirmationByEmail',
        'sendNotificationByEmail',
      ].sort(),
    );
    const def = await api.http.get('/api/company-users', companyAdmin);
    expect(def.body.data).toHaveLength(5);
  });

  it('updates with the spec 7 shape and returns the updated user', async () => {
    const body = {
      id: colleagueId,
      email: colleagueEmail,
      sendConfirmationByEmail: true,
      sendNotificationByEmail: true,
      eSynPay: { is_enabled: true, is_admin: true },
    };
    const res = await api.http.put(`/api/company-users/${colleagueId}`, body, companyAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: colleagueId,
      _id: colleagueId,
      email: colleagueEmail,
      pending_email: null,
      auth0: { email: colleagueEmail, is_email_verified: false },
      role: 'sender',
      is_company_admin: false,
      sendConfirmationByEmail: true,
      sendNotificationByEmail: true,
      eSynPay: { is_enabled: true, is_admin: true },
    });
    const row = await api.db('users').where('id', colleagueId).first();
    expect(row).toMatchObject({ send_confirmation_by_email: true, esynpay_admin: true, role: 'sender' });
  });

  it('refuses a mismatching id, escalation fields are ignored, other companies are 404', async () => {
    const mismatch = await api.http.put(
      `/api/company-users/${colleagueId}`,
      { id: outsiderId, email: colleagueEmail },
      companyAdmin,
    );
    expect(mismatch.status).toBe(400);
    const escalate = await api.http.put(
      `/api/company-users/${colleagueId}`,
      { id: colleagueId, email: colleagueEmail, role: 'admin', is_company_admin: true },
      companyAdmin,
    );
    expect(escalate.status).toBe(200);
    expect(await api.db('users').where('id', colleagueId).first()).toMatchObject({
      role: 'sender',
      is_company_admin: false,
    });
    const outsider = await api.http.put(
      `/api/company-users/${outsiderId}`,
      { id: outsiderId, email: 'x@lima.se' },
      companyAdmin,
    );
    expect(outsider.status).toBe(404);
    expect((await api.http.get(`/api/company-users/${outsiderId}`, companyAdmin)).status).toBe(404);
    const invalid = await api.http.put(
      `/api/company-users/${colleagueId}`,
      { id: colleagueId, email: 'not an email' },
      companyAdmin,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email.code).toBe('format');
  });

  it('self-demotion: the saved user is the caller without eSynPay admin; /api/me shows it at once', async () => {
    const body = {
      id: companyAdminId,
      email: 'boss@kilo.se',
      sendConfirmationByEmail: false,
      sendNotificationByEmail: false,
      eSynPay: { is_enabled: true, is_admin: false },
    };
    const res = await api.http.put(`/api/company-users/${companyAdminId}`, body, companyAdmin);
    expect(res.status).toBe(200);
    expect(res.body.eSynPay).toEqual({ is_enabled: true, is_admin: false });
    const me = await api.http.get('/api/me', companyAdmin);
    expect(me.body.eSynPay).toEqual({ is_enabled: true, is_admin: false });
    expect(me.body.is_company_admin).toBe(true);
  });

  it('creates a user in the own company who can sign in once the address is verified', async () => {
    const res = await api.http.post(
      '/api/company-users',
      { email: 'fresh@kilo.se', password: 'Gurka!Moln7Hylla', sendConfirmationByEmail: true },
      companyAdmin,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'fresh@kilo.se',
      pending_email: 'fresh@kilo.se',
      role: 'user',
      sendConfirmationByEmail: true,
    });
    expect((await api.db('users').where('pending_email', 'fresh@kilo.se').first()).company_id).toBe(companyId);
    expect(
      (await api.http.post('/api/auth/login', { email: 'fresh@kilo.se', password: 'Gurka!Moln7Hylla' })).status,
    ).toBe(401);
    expect(
      (await api.http.post('/api/auth/verify-email', { token: api.notifications.tokenFor('fresh@kilo.se') })).status,
    ).toBe(200);
    expect(
      (await api.http.post('/api/auth/login', { email: 'fresh@kilo.se', password: 'Gurka!Moln7Hylla' })).status,
    ).toBe(200);
    const asAdmin = await api.http.post(
      '/api/company-users',
      { email: 'admin@kilo.se', password: 'Gurka!Moln7Hylla', role: 'admin' },
      companyAdmin,
    );
    expect(asAdmin.status).toBe(422);
  });
});
