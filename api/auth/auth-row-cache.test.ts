// The auth row cache on its own: when it answers from memory and when it must read again.
import { AuthRowCache, touchesAuthRows } from './auth-row-cache';

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls += 1;
      return { id: 'u1', role: 'user', n: calls };
    },
  };
}

describe('AuthRowCache', () => {
  it('reads every time until the change listener is live', async () => {
    const cache = new AuthRowCache<{ id: string; n: number }>(5_000);
    const c = counter();
    await cache.read('u1:t1', c.load);
    await cache.read('u1:t1', c.load);
    expect(c.calls).toBe(2);
    cache.setLive(true);
    await cache.read('u1:t1', c.load);
    await cache.read('u1:t1', c.load);
    expect(c.calls).toBe(3);
    cache.setLive(false);
    await cache.read('u1:t1', c.load);
    expect(c.calls).toBe(4);
  });

  it('keeps a row per token for the time to live, then reads again', async () => {
    let now = 1_000;
    const cache = new AuthRowCache<{ id: string; n: number }>(2_000, 100, () => now);
    cache.setLive(true);
    const c = counter();
    expect((await cache.read('u1:t1', c.load))?.n).toBe(1);
    expect((await cache.read('u1:t2', c.load))?.n).toBe(2);
    now += 1_999;
    expect((await cache.read('u1:t1', c.load))?.n).toBe(1);
    now += 1;
    expect((await cache.read('u1:t1', c.load))?.n).toBe(3);
  });

  it('forgets everything on a change, and does not keep a row read while the change happened', async () => {
    const cache = new AuthRowCache<{ id: string; n: number }>(60_000);
    cache.setLive(true);
    const c = counter();
    await cache.read('u1:t1', c.load);
    cache.invalidate();
    await cache.read('u1:t1', c.load);
    expect(c.calls).toBe(2);
    // A change lands while a read is on its way: that read answers its request but is not kept.
    let release: () => void = () => undefined;
    const slow = cache.read('u2:t1', async () => {
      await new Promise<void>((r) => (release = r));
      return { id: 'u2', n: 0 };
    });
    cache.invalidate();
    release();
    expect((await slow)?.n).toBe(0);
    await cache.read('u2:t1', c.load);
    expect(c.calls).toBe(3);
  });

  it('does not keep a missing user, and hands out rows nobody can change', async () => {
    const cache = new AuthRowCache<{ id: string; n: number }>(60_000);
    cache.setLive(true);
    let calls = 0;
    const missing = async () => {
      calls += 1;
      return undefined;
    };
    await cache.read('gone:t', missing);
    await cache.read('gone:t', missing);
    expect(calls).toBe(2);
    const row = await cache.read('u1:t1', counter().load);
    expect(Object.isFrozen(row)).toBe(true);
  });

  it('stays within its size', async () => {
    const cache = new AuthRowCache<{ id: string; n: number }>(60_000, 3);
    cache.setLive(true);
    const c = counter();
    for (const k of ['a', 'b', 'c', 'd']) await cache.read(k, c.load);
    await cache.read('d', c.load);
    expect(c.calls).toBe(4);
    await cache.read('a', c.load);
    expect(c.calls).toBe(5);
  });
});

describe('touchesAuthRows', () => {
  it.each([
    'insert into "revoked_tokens" ("expires_at", "jti") values ($1, $2) on conflict ("jti") do nothing',
    'update "users" set "role" = $1 where "id" = $2',
    'delete from "companies" where "id" = $1',
    'UPDATE users SET password_hash = $1',
    'with x as (select 1) update "public"."users" set "email" = $1',
    'TRUNCATE TABLE companies CASCADE',
  ])('sees a write: %s', (sql) => expect(touchesAuthRows(sql)).toBe(true));

  it.each([
    'select * from "users" where "id" = $1 for update',
    'update "invoices" set "status" = $1',
    'insert into "user_requests" ("email") values ($1)',
    'update "users_audit" set "x" = 1',
    'delete from "companies_search" where id = 1',
  ])('leaves other statements: %s', (sql) => expect(touchesAuthRows(sql)).toBe(false));
});
