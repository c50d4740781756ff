// Sign-in back-off over real HTTP (docs/api.md 'Authentication'): a stranger cannot lock a real user
// out, waits double per failure and end, known devices pass, the per-address limit spares known
// devices behind a shared proxy, and known and unknown e-mails cost the same work, waiting or not.
// Waits are ended by moving blocked_until into the past; no assertion depends on the clock.
import { argon2Hasher, type PasswordHasher } from '../../infra/password';
import { insertUser, PASSWORD, startTestApi, type TestApi } from '../../test-support/api-harness';

const POLICY = {
  AUTH_MAX_FAILED_LOGINS: 3,
  AUTH_LOCKOUT_SECONDS: 600,
  AUTH_ACCOUNT_MAX_FAILED_LOGINS: 6,
  AUTH_ACCOUNT_MAX_DELAY_SECONDS: 30,
  API_TRUST_PROXY: true,
};

/** argon2id, counting verifications. */
function countingHasher(): PasswordHasher & { verifications: number } {
  const counter = {
    verifications: 0,
    hash: argon2Hasher.hash,
    async verify(hash: string, plain: string) {
      counter.verifications += 1;
      return argon2Hasher.verify(hash, plain);
    },
  };
  return counter;
}

let api: TestApi;
let hasher: ReturnType<typeof countingHasher>;

beforeAll(async () => {
  hasher = countingHasher();
  api = await startTestApi({ config: POLICY, passwords: hasher });
});
afterAll(async () => {
  await api?.close();
});

function signIn(
  t: TestApi,
  email: string,
  password: string,
  from: string,
  deviceToken?: string,
): ReturnType<TestApi['http']['request']> {
  return t.http.request('POST', '/api/auth/login', {
    body: { email, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    headers: { 'x-forwarded-for': from },
  });
}

async function rows(
  accountKey: string,
): Promise<Array<{ source: string; failures: number; blocked: boolean; wait: number | null }>> {
  const r = await api.db.raw<{
    rows: Array<{ source: string; failures: number; blocked: boolean; wait: number | null }>;
  }>(
    `SELECT source, failures, coalesce(blocked_until > now(), false) AS blocked,
            extract(epoch FROM blocked_until - last_failure_at)::float8 AS wait
       FROM login_throttles WHERE account_key = ? ORDER BY source`,
    [accountKey],
  );
  return r.rows;
}

/** The wait of a source ends now (as if its delay had passed). */
async function endWait(accountKey: string, source?: string): Promise<void> {
  const q = api.db('login_throttles').where('account_key', accountKey);
  if (source) q.where('source', source);
  await q.update({ blocked_until: api.db.raw("now() - interval '1 second'") });
}

describe('a stranger cannot lock a real user out', () => {
  it('failures from one address delay that address only; the user signs in from another', async () => {
    const victim = await insertUser(api.db, { role: 'user', email: 'victim.one@acme.se' });
    for (let i = 0; i < 3; i++) expect((await signIn(api, victim.email, 'guess', '198.51.100.1')).status).toBe(401);
    const delayed = await signIn(api, victim.email, PASSWORD, '198.51.100.1');
    expect(delayed.status).toBe(429);
    expect(delayed.body).toEqual({
      data: 'Too many failed sign-in attempts. Try again in 1 s.',
      code: 'login_delayed',
    });
    expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await signIn(api, victim.email, PASSWORD, '203.0.113.5')).status).toBe(200);
    expect(await rows(victim.email)).toEqual([
      { source: 'account', failures: 3, blocked: false, wait: null },
      { source: 'address:198.51.100.1', failures: 3, blocked: true, wait: 1 },
    ]);
  });

  it('waits double per failure up to AUTH_LOCKOUT_SECONDS; the right password passes once a wait is over', async () => {
    const u = await insertUser(api.db, { role: 'user', email: 'doubling@acme.se' });
    const from = '198.51.100.2';
    const source = `address:${from}`;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      expect((await signIn(api, u.email, 'guess', from)).status).toBe(401);
      waits.push((await rows(u.email)).find((r) => r.source === source)?.wait ?? 0);
      // (The account-wide count passes its threshold on the way; its waits end too.)
      await endWait(u.email);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32]);
    await api.db('login_throttles').where({ account_key: u.email, source }).update({ failures: 40 });
    expect((await signIn(api, u.email, 'guess', from)).status).toBe(401);
    expect((await rows(u.email)).find((r) => r.source === source)?.wait).toBe(600);
    // During the wait even the right password waits; after it, it passes and clears the source.
    expect((await signIn(api, u.email, PASSWORD, from)).status).toBe(429);
    await endWait(u.email);
    expect((await signIn(api, u.email, PASSWORD, from)).status).toBe(200);
    expect((await rows(u.email)).map((r) => r.source)).toEqual(['account']);
  });

  it('failures spread over many addresses delay new devices briefly and never a known device', async () => {
    const u = await insertUser(api.db, { role: 'user', email: 'spread@acme.se' });
    const home = await signIn(api, u.email, PASSWORD, '203.0.113.10');
    const device = home.body.device_token as string;
    for (let i = 1; i <= 6; i++)
      expect((await signIn(api, u.email, 'guess', `198.51.100.${100 + i}`)).status).toBe(401);
    const fresh = await signIn(api, u.email, PASSWORD, '203.0.113.77');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    // The browser the user already signed in with passes, from any address, and keeps its device.
    const known = await signIn(api, u.email, PASSWORD, '192.0.2.200', device);
    expect(known.status).toBe(200);
    expect(known.body.device_token).toEqual(expect.any(String));
    // However many failures, a new device never waits longer than AUTH_ACCOUNT_MAX_DELAY_SECONDS.
    await api
      .db('login_throttles')
      .where({ account_key: u.email, source: 'account' })
      .update({ failures: 500, blocked_until: null });
    expect((await signIn(api, u.email, 'guess', '198.51.100.200')).status).toBe(401);
    expect((await rows(u.email)).find((r) => r.source === 'account')?.wait).toBe(30);
    await endWait(u.email);
    expect((await signIn(api, u.email, PASSWORD, '203.0.113.77')).status).toBe(200);
  });

  it('a known device counts its own failures, and a device token is worth nothing for another account', async () => {
    const owner = await insertUser(api.db, { role: 'user', email: 'device.owner@acme.se' });
    const other = await insertUser(api.db, { role: 'user', email: 'device.other@acme.se' });
    const device = (await signIn(api, owner.email, PASSWORD, '203.0.113.20')).body.device_token as string;
    expect((await signIn(api, owner.email, 'guess', '203.0.113.20', device)).status).toBe(401);
    expect((await signIn(api, other.email, 'guess', '203.0.113.20', device)).status).toBe(401);
    expect((await rows(owner.email)).map((r) => r.source)).toEqual([expect.stringMatching(/^device:[0-9a-f-]{36}$/)]);
    expect((await rows(other.email)).map((r) => r.source)).toEqual(['account', 'address:203.0.113.20']);
    // A forged or foreign token is simply not a known device.
    expect((await signIn(api, owner.email, PASSWORD, '203.0.113.20', `${device}x`)).status).toBe(200);
    expect(
      (
        await signIn(
          api,
          owner.email,
          PASSWORD,
          '203.0.113.20',
          (await signIn(api, other.email, PASSWORD, '203.0.113.21')).body.token,
        )
      ).status,
    ).toBe(200);
  });

  it('a new password lifts every wait of the account', async () => {
    const admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
    const u = await insertUser(api.db, { role: 'user', email: 'lifted@acme.se' });
    for (let i = 0; i < 4; i++) await signIn(api, u.email, 'guess', '198.51.100.3');
    expect((await signIn(api, u.email, PASSWORD, '198.51.100.3')).status).toBe(429);
    expect((await api.http.put(`/api/users/${u.id}`, { password: 'tyst-lampa-hopp-42' }, admin)).status).toBe(200);
    expect(await rows(u.email)).toEqual([]);
    expect((await signIn(api, u.email, 'tyst-lampa-hopp-42', '198.51.100.3')).status).toBe(200);
  });
});

describe('the same work for known and unknown e-mails, waiting or not', () => {
  it('one password verification, the same answers and the same throttle rows', async () => {
    const known = (await insertUser(api.db, { role: 'user', email: 'same.known@acme.se' })).email;
    const unknown = 'same.unknown@acme.se';
    const attempt = async (email: string, password = 'guess') => {
      const before = hasher.verifications;
      const res = await signIn(api, email, password, '198.51.100.9');
      return { status: res.status, code: res.body.code, verifications: hasher.verifications - before };
    };
    for (let i = 0; i < 3; i++) {
      expect(await attempt(known)).toEqual({ status: 401, code: 'error.wrongLogin', verifications: 1 });
      expect(await attempt(unknown)).toEqual({ status: 401, code: 'error.wrongLogin', verifications: 1 });
    }
    // Waiting: still one verification each, the right password included.
    expect(await attempt(known)).toEqual({ status: 429, code: 'login_delayed', verifications: 1 });
    expect(await attempt(known, PASSWORD)).toEqual({ status: 429, code: 'login_delayed', verifications: 1 });
    expect(await attempt(unknown)).toEqual({ status: 429, code: 'login_delayed', verifications: 1 });
    const shape = (r: Awaited<ReturnType<typeof rows>>) =>
      r.map(({ source, failures, blocked, wait }) => ({ source, failures, blocked, wait }));
    expect(shape(await rows(unknown))).toEqual(shape(await rows(known)));
  });
});

describe('the per-address limit', () => {
  it('slows an address that fails a lot, except for known devices behind it, and cannot be dodged', async () => {
    const limited = await startTestApi({ config: POLICY, rateLimits: { login: { max: 2, windowMs: 60_000 } } });
    try {
      const proxy = '192.0.2.50';
      const colleague = await insertUser(limited.db, { role: 'user', email: 'colleague@acme.se' });
      const device = (await signIn(limited, colleague.email, PASSWORD, '192.0.2.99')).body.device_token as string;
      // Successful sign-ins do not use the budget.
      for (let i = 0; i < 3; i++) expect((await signIn(limited, colleague.email, PASSWORD, proxy)).status).toBe(200);
      expect((await signIn(limited, 'a@acme.se', 'guess', proxy)).status).toBe(401);
      expect((await signIn(limited, 'b@acme.se', 'guess', proxy)).status).toBe(401);
      const blocked = await signIn(limited, colleague.email, PASSWORD, proxy);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('rate_limited');
      // The colleague's browser is a known device: it passes behind the same proxy.
      expect((await signIn(limited, colleague.email, PASSWORD, proxy, device)).status).toBe(200);
      // A client naming itself first in X-Forwarded-For is still the address the proxy appended.
      const dodge = await limited.http.request('POST', '/api/auth/login', {
        body: { email: colleague.email, password: PASSWORD },
        headers: { 'x-forwarded-for': `10.1.2.3, ${proxy}` },
      });
      expect(dodge.body.code).toBe('rate_limited');
      expect((await signIn(limited, colleague.email, PASSWORD, '192.0.2.51')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('without API_TRUST_PROXY, X-Forwarded-For does not make a new client', async () => {
    const direct = await startTestApi({ rateLimits: { login: { max: 1, windowMs: 60_000 } } });
    try {
      expect((await signIn(direct, 'x@acme.se', 'guess', '192.0.2.1')).status).toBe(401);
      expect((await signIn(direct, 'y@acme.se', 'guess', '192.0.2.2')).body.code).toBe('rate_limited');
    } finally {
      await direct.close();
    }
  });
});
