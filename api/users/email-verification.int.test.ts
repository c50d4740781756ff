// E-mail addresses over the api, end to end: a company admin cannot learn whether an address has
// an account elsewhere on the platform (the same answers, the owner hears of it instead), and a
// new or changed address signs in only after the link sent to it came back
// (POST /api/auth/verify-email with the token the notifications seam carried).
import { insertCompany, insertUser, PASSWORD, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let companyAdmin: string;
let companyId: string;
let outsider: { id: string; email: string };
let otherOutsider: { id: string; email: string };
const NEW_PASSWORD = 'Gurka!Moln7Hylla';

beforeAll(async () => {
  api = await startTestApi();
  companyId = (await insertCompany(api.db, { name: 'Mike AB' })).id;
  const otherCompanyId = (await insertCompany(api.db, { name: 'November AB' })).id;
  companyAdmin = await api.http.login(
    (await insertUser(api.db, { role: 'user', company_id: companyId, is_company_admin: true, email: 'boss@mike.se' }))
      .email,
  );
  outsider = await insertUser(api.db, { role: 'sender', company_id: otherCompanyId, email: 'someone@november.se' });
  otherOutsider = await insertUser(api.db, { role: 'user', company_id: otherCompanyId, email: 'another@november.se' });
});
afterAll(async () => {
  await api?.close();
});

const signIn = (email: string, password: string) => api.http.post('/api/auth/login', { email, password });
const verify = (token: string, lang?: string) =>
  api.http.request('POST', '/api/auth/verify-email', {
    body: { token },
    headers: lang ? { 'accept-language': lang } : {},
  });
/** An answer without what differs by design: the id, the address typed and (`current`) the account's own address. */
function shape(body: Record<string, unknown>, address: string, current?: string): unknown {
  let text = JSON.stringify(body).split(address).join('<address>');
  if (current) text = text.split(current).join('<current>');
  return JSON.parse(text.replace(/"(_?id)":"[0-9a-f-]{36}"/g, '"$1":"<id>"'));
}

describe('a company admin cannot learn whether an address has an account elsewhere', () => {
  it('creating a user answers the same for a free address and for one that signs in elsewhere', async () => {
    const free = await api.http.post(
      '/api/company-users',
      { email: 'free.person@mike.se', password: NEW_PASSWORD },
      companyAdmin,
    );
    const taken = await api.http.post(
      '/api/company-users',
      { email: outsider.email, password: NEW_PASSWORD },
      companyAdmin,
    );
    expect(free.status).toBe(201);
    expect(taken.status).toBe(201);
    expect(shape(taken.body, outsider.email)).toEqual(shape(free.body, 'free.person@mike.se'));
    expect(taken.body).toMatchObject({
      email: outsider.email,
      pending_email: outsider.email,
      auth0: { is_email_verified: false },
    });
    // The free address gets its link; the owner of the taken one hears that someone tried.
    expect(api.notifications.to('free.person@mike.se').map((n) => [n.kind, 'purpose' in n ? n.purpose : null])).toEqual(
      [['email-verification', 'new-account']],
    );
    expect(api.notifications.to(outsider.email).map((n) => [n.kind, 'purpose' in n ? n.purpose : null])).toEqual([
      ['address-already-registered', 'new-account'],
    ]);
    // The owner's account is untouched and still the only one that signs in with the address.
    expect((await signIn(outsider.email, PASSWORD)).status).toBe(200);
    expect((await signIn(outsider.email, NEW_PASSWORD)).status).toBe(401);
    // The company admin's list shows both the same way.
    const list = await api.http.get('/api/company-users?limit=50', companyAdmin);
    const rows = list.body.data.filter((u: { email: string }) =>
      [outsider.email, 'free.person@mike.se'].includes(u.email),
    );
    expect(rows.map((u: Record<string, unknown>) => shape(u, String(u.email)))).toEqual([
      shape(rows[0], String(rows[0].email)),
      shape(rows[0], String(rows[0].email)),
    ]);
  });

  it("changing a colleague's address answers the same for a free address and a taken one", async () => {
    const a = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'alpha@mike.se' });
    const b = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'bravo@mike.se' });
    const body = (id: string, email: string) => ({
      id,
      email,
      sendConfirmationByEmail: false,
      sendNotificationByEmail: false,
      eSynPay: { is_enabled: false, is_admin: false },
    });
    const free = await api.http.put(`/api/company-users/${a.id}`, body(a.id, 'alpha.new@mike.se'), companyAdmin);
    const taken = await api.http.put(`/api/company-users/${b.id}`, body(b.id, otherOutsider.email), companyAdmin);
    expect([free.status, taken.status]).toEqual([200, 200]);
    expect(shape(taken.body, otherOutsider.email, 'bravo@mike.se')).toEqual(
      shape(free.body, 'alpha.new@mike.se', 'alpha@mike.se'),
    );
    expect(free.body).toMatchObject({ email: 'alpha@mike.se', pending_email: 'alpha.new@mike.se' });
    expect(api.notifications.to('alpha.new@mike.se').map((n) => n.kind)).toEqual(['email-verification']);
    expect(api.notifications.to(otherOutsider.email).map((n) => [n.kind, 'purpose' in n ? n.purpose : null])).toEqual([
      ['address-already-registered', 'email-change'],
    ]);
    expect((await signIn(otherOutsider.email, PASSWORD)).status).toBe(200);
  });

  it('a clash within the own company, whose users the company admin sees anyway, is 409', async () => {
    await insertUser(api.db, { role: 'user', company_id: companyId, email: 'charlie@mike.se' });
    const dup = await api.http.post(
      '/api/company-users',
      { email: 'CHARLIE@mike.se', password: NEW_PASSWORD },
      companyAdmin,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.errors.email.code).toBe('duplicate');
  });
});

describe('a changed address signs in only once verified', () => {
  it('the old address signs in until the link comes back, then only the new one', async () => {
    const u = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'delta@mike.se' });
    const res = await api.http.put(
      `/api/company-users/${u.id}`,
      { id: u.id, email: 'delta.new@mike.se' },
      companyAdmin,
    );
    expect(res.body).toMatchObject({ email: 'delta@mike.se', pending_email: 'delta.new@mike.se' });
    expect((await signIn('delta.new@mike.se', PASSWORD)).status).toBe(401);
    const old = await signIn('delta@mike.se', PASSWORD);
    expect(old.status).toBe(200);
    expect((await api.http.get('/api/me', old.body.token)).body).toMatchObject({
      email: 'delta@mike.se',
      pending_email: 'delta.new@mike.se',
    });
    const confirmed = await verify(api.notifications.tokenFor('delta.new@mike.se'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: 'The e-mail address is confirmed', code: 'email_verified' });
    expect((await signIn('delta.new@mike.se', PASSWORD)).status).toBe(200);
    expect((await signIn('delta@mike.se', PASSWORD)).status).toBe(401);
    expect(await api.db('users').where('id', u.id).first('email', 'email_verified', 'pending_email')).toEqual({
      email: 'delta.new@mike.se',
      email_verified: true,
      pending_email: null,
    });
    // Sending the current address again changes nothing and sends nothing.
    const before = api.notifications.sent.length;
    await api.http.put(`/api/company-users/${u.id}`, { id: u.id, email: 'Delta.New@mike.se' }, companyAdmin);
    expect(api.notifications.sent.length).toBe(before);
  });

  it('an admin changing an address goes through the same verification; a taken one is 409 for the admin', async () => {
    const admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
    const u = await insertUser(api.db, { role: 'user', email: 'echo@mike.se' });
    expect((await api.http.put(`/api/users/${u.id}`, { email: outsider.email }, admin)).status).toBe(409);
    const res = await api.http.put(`/api/users/${u.id}`, { email: 'echo.new@mike.se', email_verified: true }, admin);
    expect(res.body).toMatchObject({ email: 'echo@mike.se', pending_email: 'echo.new@mike.se' });
    expect((await signIn('echo.new@mike.se', PASSWORD)).status).toBe(401);
    expect((await verify(api.notifications.tokenFor('echo.new@mike.se'))).status).toBe(200);
    expect((await signIn('echo.new@mike.se', PASSWORD)).status).toBe(200);
  });

  it('refuses a link that was replaced, used, expired, altered or is not a verification token', async () => {
    const u = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'foxtrot@mike.se' });
    await api.http.put(`/api/company-users/${u.id}`, { id: u.id, email: 'foxtrot.one@mike.se' }, companyAdmin);
    const first = api.notifications.tokenFor('foxtrot.one@mike.se');
    await api.http.put(`/api/company-users/${u.id}`, { id: u.id, email: 'foxtrot.two@mike.se' }, companyAdmin);
    const second = api.notifications.tokenFor('foxtrot.two@mike.se');
    const replaced = await verify(first);
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual({
      data: 'This confirmation link is not valid or has expired',
      code: 'email_token_invalid',
    });
    // The signature's first character changed (its last ones may carry only padding bits, and a
    // changed tail could decode to the same signature).
    const at = second.lastIndexOf('.') + 1;
    const altered = `${second.slice(0, at)}${second[at] === 'A' ? 'B' : 'A'}${second.slice(at + 1)}`;
    expect((await verify(altered)).status).toBe(400);
    expect((await verify(await api.http.login('foxtrot@mike.se'))).status).toBe(400);
    await api
      .db('users')
      .where('id', u.id)
      .update({ pending_email_expires_at: api.db.raw("now() - interval '1 second'") });
    expect((await verify(second)).status).toBe(400);
    await api
      .db('users')
      .where('id', u.id)
      .update({ pending_email_expires_at: api.db.raw("now() + interval '1 hour'") });
    expect((await verify(second, 'sv')).body).toEqual({ data: 'E-postadressen är bekräftad', code: 'email_verified' });
    expect((await verify(second)).status).toBe(400);
    expect((await signIn('foxtrot.one@mike.se', PASSWORD)).status).toBe(401);
    expect((await signIn('foxtrot.two@mike.se', PASSWORD)).status).toBe(200);
  });

  it("an address that became another account's before the link came back is refused (409)", async () => {
    const u = await insertUser(api.db, { role: 'user', company_id: companyId, email: 'golf@mike.se' });
    await api.http.put(`/api/company-users/${u.id}`, { id: u.id, email: 'golf.race@mike.se' }, companyAdmin);
    const token = api.notifications.tokenFor('golf.race@mike.se');
    await insertUser(api.db, { role: 'user', email: 'golf.race@mike.se' });
    const res = await verify(token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ data: 'This e-mail address cannot be used for an account', code: 'email_unavailable' });
    expect((await api.db('users').where('id', u.id).first('email')).email).toBe('golf@mike.se');
  });
});
