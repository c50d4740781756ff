// Token checks from memory (api/auth/auth-row-cache.ts) over real HTTP: a row is kept while nothing
// changes, a change anywhere ends that through the database's notice, and without the notice
// channel every check reads the database again.
import pg from 'pg';
import { insertCompany, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let companyId: string;
let sql: pg.Client;

beforeAll(async () => {
  // The longest keep time allowed: what these tests prove must not depend on how busy the machine
  // is (at 5 s, a slow sign-in and check on a loaded machine outlived the kept row).
  api = await startTestApi({ config: { AUTH_CACHE_TTL_MS: 60_000 } });
  companyId = (await insertCompany(api.db, { name: 'Cache AB' })).id;
  sql = new pg.Client({ connectionString: api.testDb.url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await api?.close();
});

/** Ends the user's sessions behind the api's back: triggers off, so no notice goes out. */
async function silentlyEndSessions(userId: string): Promise<void> {
  await sql.query('BEGIN');
  await sql.query('SET LOCAL session_replication_role = replica');
  await sql.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
  await sql.query('COMMIT');
}

async function statusWithin(ms: number, token: string, want: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { status } = await api.http.get('/api/me', token);
    if (status === want || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function signedIn(email: string): Promise<{ id: string; token: string }> {
  const u = await insertUser(api.db, { role: 'user', company_id: companyId, email });
  const token = await api.http.login(u.email);
  expect((await api.http.get('/api/me', token)).status).toBe(200);
  return { id: u.id, token };
}

it('answers from memory while nothing announced a change', async () => {
  const u = await signedIn('kept@cache.se');
  await silentlyEndSessions(u.id);
  // The unannounced change is not seen: the proof that the row came from memory.
  expect((await api.http.get('/api/me', u.token)).status).toBe(200);
});

it('a change written elsewhere ends the kept row through the notice', async () => {
  const u = await signedIn('notice@cache.se');
  await silentlyEndSessions(u.id);
  // Any announced write to users (here one that changes nothing) makes every process read again.
  await sql.query('UPDATE users SET updated_at = updated_at WHERE id = $1', [u.id]);
  expect(await statusWithin(2_000, u.token, 401)).toBe(401);
});

it('a change this api writes is seen by the very next request', async () => {
  const u = await signedIn('own@cache.se');
  await api.db('revoked_tokens').insert({
    jti: JSON.parse(Buffer.from(u.token.split('.')[1] ?? '', 'base64url').toString()).jti,
    expires_at: new Date(Date.now() + 3_600_000),
  });
  const res = await api.http.get('/api/me', u.token);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('token_revoked');
});

it('reads the database while the notice channel is down, and uses memory again once it is back', async () => {
  const before = await signedIn('down@cache.se');
  const killed = await sql.query(
    "SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = 'api auth changes' AND datname = current_database()",
  );
  expect(killed.rowCount).toBe(1);
  // The listener notices the lost connection; from then on nothing is answered from memory.
  await silentlyEndSessions(before.id);
  expect(await statusWithin(2_000, before.token, 401)).toBe(401);

  // It reconnects after a pause (1 s) and starts empty.
  const deadline = Date.now() + 5_000;
  let cached = false;
  while (!cached && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const u = await signedIn(`back${Date.now()}@cache.se`);
    await silentlyEndSessions(u.id);
    cached = (await api.http.get('/api/me', u.token)).status === 200;
  }
  expect(cached).toBe(true);
});

it('AUTH_CACHE_TTL_MS=0 reads the database for every request', async () => {
  const plain = await startTestApi({ testDb: api.testDb, config: { AUTH_CACHE_TTL_MS: 0 } });
  try {
    const u = await insertUser(plain.db, { role: 'user', company_id: companyId, email: 'always@cache.se' });
    const token = await plain.http.login(u.email);
    expect((await plain.http.get('/api/me', token)).status).toBe(200);
    await silentlyEndSessions(u.id);
    expect((await plain.http.get('/api/me', token)).status).toBe(401);
  } finally {
    await plain.app.stop();
    await plain.plans.destroy();
  }
});
