// Approving an access request creates the account and mails a set-password link once (recorded in
// `emails`); the link sets the first password once, until it expires; an address with an account
// is 409 and creates nothing; only admins decide; links that do not work are limited per address.
import { logger } from '../../infra/logger';
import { createSmtpMailer, type Mailer } from '../../infra/mail/mailer';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher';
import { createTestDatabase } from '../../test-support/test-db';
import { App } from '../app';
import {
  HttpClient,
  insertCompany,
  insertUser,
  startTestApi,
  TEST_SECRET,
  type TestApi,
} from '../../test-support/api-harness';
import { MailNotifications } from '../notifications/mail-notifications';

let api: TestApi;
let smtp: SmtpCatcher;
let mailer: Mailer;
let admin: string;
const STRONG = 'tulpan kanot regnbåge 42';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  mailer = createSmtpMailer(smtp.url);
  const testDb = await createTestDatabase();
  const notifications = new MailNotifications({
    db: testDb.db,
    mailer,
    from: 'eSyn <no-reply@esyn.test>',
    brand: 'eSyn',
    publicUrl: 'http://console.test',
    log: logger,
  });
  api = await startTestApi({ testDb, notifications });
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await api?.close();
});

async function request(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api.http.post('/api/user-requests', {
    email,
    name: 'Eva Ek',
    company_name: 'Okänd Firma AB',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const approve = (id: string, token = admin, lang?: string) =>
  api.http.request('PUT', `/api/user-requests/${id}`, {
    token,
    body: { status: 'approved' },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));
const invitationRows = (to: string) =>
  api
    .db('emails')
    .where({ direction: 'out', kind: 'invitation' })
    .whereRaw('to_addresses @> ?::jsonb', [JSON.stringify([to])])
    .select('subject', 'body_text', 'delivery_status');
const usersWith = (email: string) =>
  api.db('users').whereRaw('lower(email) = ?', [email]).select('id', 'role', 'company_id', 'email_verified');

/** The token of the set-password link in the one mail sent to `to`. */
function linkToken(to: string): string {
  const mails = mailsTo(to);
  expect(mails).toHaveLength(1);
  const match = /http:\/\/console\.test\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no set-password link in the mail to ${to}`);
  return decodeURIComponent(match[1]);
}

describe('approving an access request', () => {
  it('creates the account with the requested company and invites it once, recorded among the sent mails', async () => {
    const company = await insertCompany(api.db, { name: 'Lima AB', org_id: '556123-4567', language: 'se' });
    const id = await request('Lars@Lima.se', { company_name: 'Lima', org_id: '5561234567' });
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(await usersWith('lars@lima.se')).toEqual([
      { id: expect.any(String), role: 'user', company_id: company.id, email_verified: false },
    ]);

    // In the company's language, with the link, recorded as a sent mail admins see.
    const rows = await invitationRows('lars@lima.se');
    expect(rows).toEqual([
      {
        subject: 'Din åtkomst till eSyn: välj ett lösenord',
        body_text: expect.stringContaining('http://console.test/set-password?token='),
        delivery_status: 'sent',
      },
    ]);
    expect(mailsTo('lars@lima.se')[0]?.text).toContain('Hej Eva Ek,');
    const listed = await api.http.get(
      `/api/emails?filter=${encodeURIComponent(JSON.stringify({ to: 'lars@lima.se' }))}`,
      admin,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((m: { subject: string }) => m.subject)).toEqual([
      'Din åtkomst till eSyn: välj ett lösenord',
    ]);
    // The token is kept only as its hash.
    const token = linkToken('lars@lima.se');
    const stored = await api.db('user_invitations').where({ request_id: id }).select('token_hash', 'expires_at');
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);

    // A retried approval changes nothing and mails nothing.
    expect((await approve(id)).status).toBe(200);
    expect(await usersWith('lars@lima.se')).toHaveLength(1);
    expect(mailsTo('lars@lima.se')).toHaveLength(1);
    expect(await invitationRows('lars@lima.se')).toHaveLength(1);
    // The account cannot sign in before a password is set.
    expect((await api.http.post('/api/auth/login', { email: 'lars@lima.se', password: STRONG })).status).toBe(401);
  });

  it('approves once when two admins approve at the same time', async () => {
    const second = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
    const id = await request('samtidig@firma.se');
    const results = await Promise.all([approve(id), approve(id, second)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await usersWith('samtidig@firma.se')).toHaveLength(1);
    expect(mailsTo('samtidig@firma.se')).toHaveLength(1);
  });

  it('mails in English and Swedish and ties no company when the request names none that exists', async () => {
    const id = await request('utan@bolag.se', { company_name: 'Finns Inte AB' });
    expect((await approve(id)).status).toBe(200);
    expect(await usersWith('utan@bolag.se')).toEqual([expect.objectContaining({ company_id: null })]);
    const [mail] = mailsTo('utan@bolag.se');
    expect(mail?.subject).toBe('Your access to eSyn: choose a password / Din åtkomst till eSyn: välj ett lösenord');
    expect(mail?.text).toContain('Hello Eva Ek,');
    expect(mail?.text).toContain('Hej Eva Ek,');
  });

  it('answers 409 for an address that has an account, in English and Swedish, and creates nothing', async () => {
    await insertUser(api.db, { role: 'sender', email: 'finns@redan.se' });
    const id = await request('FINNS@redan.se');
    const en = await approve(id);
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      code: 'email_has_account',
      data: expect.stringContaining('finns@redan.se already exists'),
    });
    const sv = await approve(id, admin, 'sv');
    expect(sv.status).toBe(409);
    expect(sv.body.data).toContain('Det finns redan ett konto med e-postadressen finns@redan.se');
    expect((await api.http.get(`/api/user-requests/${id}`, admin)).body.status).toBe('pending');
    expect(await usersWith('finns@redan.se')).toHaveLength(1);
    expect(await api.db('user_invitations').where({ request_id: id })).toEqual([]);
    expect(mailsTo('finns@redan.se')).toEqual([]);
  });

  it('lets only admins decide', async () => {
    const company = await insertCompany(api.db);
    const companyAdmin = await api.http.login(
      (await insertUser(api.db, { role: 'receiver', company_id: company.id, is_company_admin: true })).email,
    );
    const user = await api.http.login((await insertUser(api.db, { role: 'user', company_id: company.id })).email);
    const id = await request('obehorig@firma.se');
    expect((await approve(id, companyAdmin)).status).toBe(403);
    expect((await approve(id, user)).status).toBe(403);
    expect((await api.http.put(`/api/user-requests/${id}`, { status: 'approved' })).status).toBe(401);
    expect(await usersWith('obehorig@firma.se')).toEqual([]);
    expect(mailsTo('obehorig@firma.se')).toEqual([]);
  });
});

describe('the set-password link', () => {
  it('names the account, applies the password rule, sets the password once and then no longer works', async () => {
    const id = await request('mia@mike.se');
    await approve(id);
    const token = linkToken('mia@mike.se');
    const checked = await api.http.post('/api/auth/invitation', { token });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ email: 'mia@mike.se', expires_at: expect.any(String) });
    const hours = (Date.parse(checked.body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // The password rule, in the request's language; the link still works afterwards.
    const weak = await api.http.request('POST', '/api/auth/invitation/password', {
      body: { token, password: 'mia@mike.se1234' },
      headers: { 'accept-language': 'sv' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.data).toBe('Lösenordet får inte innehålla din e-postadress, ditt företag eller tjänstens namn');
    const tooShort = await api.http.post('/api/auth/invitation/password', { token, password: 'kort' });
    expect(tooShort.status).toBe(422);

    const set = await api.http.post('/api/auth/invitation/password', { token, password: STRONG });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ email: 'mia@mike.se', code: 'password_set' });
    expect(await usersWith('mia@mike.se')).toEqual([expect.objectContaining({ email_verified: true })]);
    expect(await api.http.login('mia@mike.se', STRONG)).toEqual(expect.any(String));

    // Used: both routes answer the one 'does not work' error.
    const again = await api.http.post('/api/auth/invitation/password', { token, password: 'en helt annan fras 77' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invitation_invalid' });
    expect((await api.http.post('/api/auth/invitation', { token })).body).toEqual(again.body);
    await api.http.login('mia@mike.se', STRONG);
  });

  it('no longer works once an admin set the password under Users: it cannot replace it', async () => {
    const id = await request('satt@mike.se');
    await approve(id);
    const token = linkToken('satt@mike.se');
    const [user] = await usersWith('satt@mike.se');
    const byAdmin = await api.http.request('PUT', `/api/users/${user!.id as string}`, {
      token: admin,
      body: { password: STRONG },
    });
    expect(byAdmin.status).toBe(200);
    const check = await api.http.post('/api/auth/invitation', { token });
    expect(check.status).toBe(400);
    expect(check.body).toMatchObject({ code: 'invitation_invalid' });
    expect(
      (await api.http.post('/api/auth/invitation/password', { token, password: 'en helt annan fras 77' })).status,
    ).toBe(400);
    expect(await api.http.login('satt@mike.se', STRONG)).toEqual(expect.any(String));
  });

  it('refuses an expired link with the same answer as an unknown one', async () => {
    const id = await request('sen@mike.se');
    await approve(id);
    const token = linkToken('sen@mike.se');
    await api
      .db('user_invitations')
      .where({ request_id: id })
      .update({ expires_at: api.db.raw("now() - interval '1 second'") });
    const expired = await api.http.post('/api/auth/invitation', { token });
    const unknown = await api.http.post('/api/auth/invitation', { token: 'x'.repeat(43) });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(unknown.body);
    expect(expired.body.data).toBe(
      'This link does not work: it has expired or was already used. Sign in if you already chose a password, or ask an administrator for help.',
    );
    const sv = await api.http.request('POST', '/api/auth/invitation', {
      body: { token },
      headers: { 'accept-language': 'sv' },
    });
    expect(sv.body.data).toContain('Länken fungerar inte');
    const set = await api.http.post('/api/auth/invitation/password', { token, password: STRONG });
    expect(set.status).toBe(400);
    expect(set.body).toEqual(unknown.body);
    expect((await api.http.post('/api/auth/login', { email: 'sen@mike.se', password: STRONG })).status).toBe(401);
  });

  it('limits links that do not work per client address, as sign-ins are', async () => {
    const limited = new App({
      db: api.db,
      config: { AUTH_TOKEN_SECRET: TEST_SECRET, SERVE_CONSOLE: false, API_TRUST_PROXY: false },
      rateLimits: { invitations: { max: 2, windowMs: 60_000 } },
    });
    const { url } = await limited.start(0);
    try {
      const http = new HttpClient(url);
      expect((await http.post('/api/auth/invitation', { token: 'a'.repeat(43) })).status).toBe(400);
      expect(
        (await http.post('/api/auth/invitation/password', { token: 'b'.repeat(43), password: STRONG })).status,
      ).toBe(400);
      const blocked = await http.post('/api/auth/invitation', { token: 'c'.repeat(43) });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('rate_limited');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});
