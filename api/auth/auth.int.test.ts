// Sign-in, tokens, lockout, logout and /me over real HTTP against a fresh database.
import { SignJWT, base64url } from 'jose';
import {
  insertCompany,
  insertUser,
  PASSWORD,
  startTestApi,
  TEST_SECRET,
  type TestApi,
} from '../../test-support/api-harness';

let api: TestApi;
let companyId: string;
let senderEmail: string;

beforeAll(async () => {
  api = await startTestApi({ config: { AUTH_MAX_FAILED_LOGINS: 3, AUTH_LOCKOUT_SECONDS: 60 } });
  companyId = (await insertCompany(api.db, { name: 'Acme AB', is_receiver: true })).id;
  senderEmail = (await insertUser(api.db, { role: 'sender', company_id: companyId, email: 'sender@acme.se' })).email;
});
afterAll(async () => {
  await api?.close();
});

describe('health', () => {
  it('answers ok with the database up', async () => {
    const res = await api.http.get('/api/health');
    expect(res.status).toBe(200);
    // No Temporal in this api: the invoice process is 'degraded', the api itself serves.
    expect(res.body).toEqual({
      ok: true,
      status: 'degraded',
      db: 'ok',
      temporal: 'not-configured',
      workers: { invoices: 'unknown', extraction: 'unknown' },
    });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps a harmless incoming X-Request-Id', async () => {
    const res = await api.http.request('GET', '/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('login', () => {
  it('signs in with the right password and returns a token and the user', async () => {
    const res = await api.http.post('/api/auth/login', { email: 'SENDER@acme.se', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.device_token).toBe('string');
    expect(res.body.user).toMatchObject({ email: senderEmail, role: 'sender', company_id: companyId });
    expect(JSON.stringify(res.body)).not.toContain('password');
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['company_id', 'exp', 'iat', 'jti', 'role', 'sub', 'sv']);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await api.http.post('/api/auth/login', { email: senderEmail, password: 'nope' });
    const unknown = await api.http.post('/api/auth/login', { email: 'nobody@acme.se', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ data: 'Wrong email or password', code: 'error.wrongLogin' });
    expect(unknown.body).toEqual(wrong.body);
    await api.db('login_throttles').delete();
  });

  it('validates the body (422 with field errors)', async () => {
    const res = await api.http.post('/api/auth/login', { email: 'x@y.se' });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toMatchObject({ code: 'required' });
  });
});

describe('tokens', () => {
  const key = new TextEncoder().encode(TEST_SECRET);
  async function userId(): Promise<string> {
    return (await api.db('users').where('email', senderEmail).first()).id;
  }

  it('requires a token', async () => {
    const res = await api.http.get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ data: 'Authentication required', code: 'unauthorized' });
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: 'sender', company_id: companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await userId())
      .setJti('expired-1')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    const res = await api.http.get('/api/me', token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_expired');
    expect(res.body.data).toMatch(/expired/);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await userId())
      .setJti('forged-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await api.http.get('/api/me', token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_invalid');
  });

  it('refuses alg none', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({ sub: await userId(), role: 'admin', jti: 'none-1', iat: now, exp: now + 3600 }),
    );
    for (const token of [`${header}.${payload}.`, `${header}.${payload}`]) {
      const res = await api.http.get('/api/me', token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('token_invalid');
    }
  });

  it('refuses a tampered payload', async () => {
    const token = await api.http.login(senderEmail);
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = base64url.encode(JSON.stringify({ ...claims, role: 'admin' }));
    const res = await api.http.get('/api/me', `${h}.${tampered}.${s}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_invalid');
  });

  it('refuses a malformed Authorization header', async () => {
    const res = await api.http.request('GET', '/api/me', { headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });
});

describe('me and logout', () => {
  it('returns the user, the company and the menu flags', async () => {
    const token = await api.http.login(senderEmail);
    const res = await api.http.get('/api/me', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: senderEmail,
      role: 'sender',
      auth0: { email: senderEmail, is_email_verified: false },
      company: { id: companyId, _id: companyId, name: 'Acme AB' },
      menu: { admin: false, companySettings: true, receiver: true, showOutgoing: true },
      brand: 'eSyn',
    });
    expect(res.body.password_hash).toBeUndefined();
    expect(res.body.company.aliases).toBeUndefined();
  });

  it('revokes the token on logout; reusing it answers 401', async () => {
    const token = await api.http.login(senderEmail);
    expect((await api.http.get('/api/me', token)).status).toBe(200);
    const out = await api.http.post('/api/auth/logout', {}, token);
    expect(out.status).toBe(200);
    const again = await api.http.get('/api/me', token);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('token_revoked');
    // Another session of the same user is untouched.
    const other = await api.http.login(senderEmail);
    expect((await api.http.get('/api/me', other)).status).toBe(200);
  });
});

describe('password change and reset', () => {
  const NEW_PASSWORD = 'tyst-lampa-hopp-42';

  it('the own change ends every other session and keeps this one on a new token', async () => {
    const u = await insertUser(api.db, { role: 'sender', company_id: companyId, email: 'changer@acme.se' });
    const here = await api.http.login(u.email);
    const other = await api.http.login(u.email);
    const res = await api.http.post(
      '/api/me/password',
      { current_password: PASSWORD, new_password: NEW_PASSWORD },
      here,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'password_changed',
      data: 'Your password was changed; your other sessions have ended',
    });
    const renewed = res.body.token as string;
    expect((await api.http.get('/api/me', renewed)).status).toBe(200);
    const ended = await api.http.get('/api/me', other);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({
      data: 'Your password was changed, so this session has ended; please sign in again',
      code: 'token_revoked',
    });
    // The token the change was made with is replaced by the new one.
    expect((await api.http.get('/api/me', here)).status).toBe(401);
    expect((await api.http.post('/api/auth/login', { email: u.email, password: PASSWORD })).status).toBe(401);
    expect((await api.http.post('/api/auth/login', { email: u.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('wants the current password and a new one that follows the rule (English and Swedish)', async () => {
    const u = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'policy.person@acme.se' });
    const token = await api.http.login(u.email);
    const wrong = await api.http.post(
      '/api/me/password',
      { current_password: 'not-it', new_password: NEW_PASSWORD },
      token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual({
      code: 'ValidationError',
      message: 'The current password is not correct',
    });
    const same = await api.http.post('/api/me/password', { current_password: PASSWORD, new_password: PASSWORD }, token);
    expect(same.body.errors.new_password.message).toBe('The new password must differ from the current one');
    const cases: Array<[string, string, string]> = [
      ['short-1', 'The password must be at least 10 characters', 'Lösenordet måste vara minst 10 tecken'],
      [
        'Sommar2024!',
        'This password is too easy to guess. Use a longer phrase of unrelated words.',
        'Lösenordet är för lätt att gissa. Använd en längre fras av orelaterade ord.',
      ],
      [
        'policy.person-77',
        'The password must not contain your e-mail address, your company or the name of the service',
        'Lösenordet får inte innehålla din e-postadress, ditt företag eller tjänstens namn',
      ],
      [
        'mitt-Acme-moln-7',
        'The password must not contain your e-mail address, your company or the name of the service',
        'Lösenordet får inte innehålla din e-postadress, ditt företag eller tjänstens namn',
      ],
      [
        'ESYN-nyckel-moln-7',
        'The password must not contain your e-mail address, your company or the name of the service',
        'Lösenordet får inte innehålla din e-postadress, ditt företag eller tjänstens namn',
      ],
    ];
    for (const [candidate, en, sv] of cases) {
      const body = { current_password: PASSWORD, new_password: candidate };
      const res = await api.http.post('/api/me/password', body, token);
      expect({ candidate, status: res.status, data: res.body.data, field: res.body.errors?.new_password }).toEqual({
        candidate,
        status: 422,
        data: en,
        field: { code: 'ValidationError', message: en },
      });
      const swedish = await api.http.request('POST', '/api/me/password', {
        token,
        body,
        headers: { 'accept-language': 'sv-SE' },
      });
      expect({ candidate, data: swedish.body.data }).toEqual({ candidate, data: sv });
    }
    // Nothing changed: the session still works.
    expect((await api.http.get('/api/me', token)).status).toBe(200);
  });

  it('an admin reset ends every session of the user', async () => {
    const admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
    const u = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'reset.me@acme.se' });
    const token = await api.http.login(u.email);
    expect((await api.http.put(`/api/users/${u.id}`, { password: NEW_PASSWORD }, admin)).status).toBe(200);
    expect((await api.http.get('/api/me', token)).body.code).toBe('token_revoked');
    // Editing anything else leaves sessions alone.
    const again = await api.http.login(u.email, NEW_PASSWORD);
    expect((await api.http.put(`/api/users/${u.id}`, { sendNotificationByEmail: true }, admin)).status).toBe(200);
    expect((await api.http.get('/api/me', again)).status).toBe(200);
  });

  it('any change of the stored hash ends the sessions, whoever writes it (the database moves the version)', async () => {
    const u = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'sql.reset@acme.se' });
    const token = await api.http.login(u.email);
    await api.db('users').where('id', u.id).update({ password_hash: 'x' });
    expect((await api.http.get('/api/me', token)).body.code).toBe('token_revoked');
  });
});
