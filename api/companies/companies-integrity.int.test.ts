// Company writes that must hold under hostile or concurrent input: bounded lists in request bodies
// (20,000 aliases were accepted), parent links that never form a cycle, and aliases unique across
// companies also when two saves race (the database enforces both). Races are made deterministic by
// holding the first transaction open until the second one is seen waiting (or done).
import type { Knex } from 'knex';
import { insertCompany, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await api?.close();
});

/** The SQLSTATE and constraint of a rejected promise, or 'ok'. */
async function outcome(p: PromiseLike<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    return `${e.code} ${e.constraint}`;
  }
}

/** Waits until the backend `pid` waits for a lock or has finished its statement. */
async function waitingOrDone(pid: number): Promise<void> {
  for (;;) {
    const row = (
      await api.db.raw<{ rows: Array<{ state: string; wait_event_type: string | null }> }>(
        'SELECT state, wait_event_type FROM pg_stat_activity WHERE pid = ?',
        [pid],
      )
    ).rows[0];
    if (!row || row.wait_event_type === 'Lock' || row.state.startsWith('idle')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function pidOf(trx: Knex.Transaction): Promise<number> {
  return (await trx.raw<{ rows: Array<{ pid: number }> }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? 0;
}

/** Runs `first` in a transaction, then `second` in another while the first is still open; commits the first. */
async function race(
  first: (trx: Knex.Transaction) => Promise<unknown>,
  second: (trx: Knex.Transaction) => Promise<unknown>,
): Promise<[string, string]> {
  const t1 = await api.db.transaction();
  const t2 = await api.db.transaction();
  try {
    const r1 = await outcome(first(t1));
    const pid = await pidOf(t2);
    const pending = outcome(second(t2));
    await waitingOrDone(pid);
    await t1.commit();
    const r2 = await pending;
    return [r1, r2];
  } finally {
    if (!t1.isCompleted()) await t1.rollback();
    if (!t2.isCompleted()) await t2.rollback();
  }
}

describe('lists in request bodies', () => {
  it('refuses 20,000 aliases before any handler reads them, and any list over 1,000 entries', async () => {
    const id = (await insertCompany(api.db)).id;
    const aliases = Array.from({ length: 20_000 }, (_, i) => `a${i}`);
    const res = await api.http.put(`/api/companies/${id}`, { name: 'Many AB', aliases }, admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ data: 'A list in the request has more than 1000 entries', code: 'body_list_too_long' });
    expect((await api.db('companies').where('id', id).first('aliases')).aliases).toEqual([]);
    const nested = await api.http.post('/api/user-requests', {
      email: 'a@b.se',
      name: 'x',
      company_name: 'y',
      message: { a: [Array(1001).fill(1)] },
    });
    expect(nested.body.code).toBe('body_list_too_long');
  });

  it('refuses nesting deeper than 32 levels', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    const res = await api.http.post('/api/user-requests', {
      email: 'a@b.se',
      name: 'x',
      company_name: 'y',
      message: deep,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('body_too_deep');
  });

  it('holds a company to 100 aliases, 50 contact e-mails and 20 payment means, with one error per list', async () => {
    const id = (await insertCompany(api.db)).id;
    const cases: Array<[string, unknown[], string]> = [
      ['aliases', Array.from({ length: 101 }, (_, i) => `alias-${i}`), 'At most 100 entries'],
      [
        'contact_emails',
        Array.from({ length: 51 }, (_, i) => ({ email: `c${i}@x.se`, type: 'general' })),
        'At most 50 entries',
      ],
      [
        'payment_means',
        Array.from({ length: 21 }, (_, i) => ({ name: `PM ${i}`, local: '5050-1055' })),
        'At most 20 entries',
      ],
    ];
    for (const [field, list, message] of cases) {
      const res = await api.http.put(`/api/companies/${id}`, { name: 'Limits AB', [field]: list }, admin);
      expect({ field, status: res.status, errors: res.body.errors }).toEqual({
        field,
        status: 422,
        errors: { [field]: { code: 'ValidationError', message } },
      });
    }
    expect(
      (
        await api.http.put(
          `/api/companies/${id}`,
          { name: 'Limits AB', aliases: Array.from({ length: 100 }, (_, i) => `ok-alias-${i}`) },
          admin,
        )
      ).status,
    ).toBe(200);
  });
});

describe('parent links', () => {
  it('refuse a cycle through the api, however long', async () => {
    const a = (await insertCompany(api.db)).id;
    const b = (await insertCompany(api.db, { parent_company_id: a })).id;
    const c = (await insertCompany(api.db, { parent_company_id: b })).id;
    for (const parent of [b, c]) {
      const res = await api.http.put(`/api/companies/${a}`, { name: 'Top AB', parent_company_id: parent }, admin);
      expect(res.status).toBe(422);
      expect(res.body.errors.parent_company_id).toEqual({
        code: 'ValidationError',
        message: 'This parent is already below the company: parent links cannot form a loop',
      });
    }
    expect((await api.http.put(`/api/companies/${c}`, { name: 'Leaf AB', parent_company_id: a }, admin)).status).toBe(
      200,
    );
  });

  it('are refused by the database too, also when two changes race', async () => {
    const a = (await insertCompany(api.db)).id;
    const b = (await insertCompany(api.db, { parent_company_id: a })).id;
    expect(await outcome(api.db('companies').where('id', a).update({ parent_company_id: b }))).toBe(
      '23514 companies_parent_no_cycle',
    );
    expect(await outcome(api.db('companies').where('id', a).update({ parent_company_id: a }))).toBe(
      '23514 companies_parent_no_cycle',
    );
    const x = (await insertCompany(api.db)).id;
    const y = (await insertCompany(api.db)).id;
    const results = await race(
      (t1) => t1('companies').where('id', x).update({ parent_company_id: y }),
      (t2) => t2('companies').where('id', y).update({ parent_company_id: x }),
    );
    expect(results).toEqual(['ok', '23514 companies_parent_no_cycle']);
    expect((await api.db('companies').whereIn('id', [x, y]).whereNotNull('parent_company_id')).length).toBe(1);
  });
});

describe('aliases', () => {
  it('are unique across companies when two saves race (the database refuses the second)', async () => {
    const a = (await insertCompany(api.db)).id;
    const b = (await insertCompany(api.db)).id;
    const results = await race(
      (t1) =>
        t1('companies')
          .where('id', a)
          .update({ aliases: JSON.stringify(['Shared Name']) }),
      (t2) =>
        t2('companies')
          .where('id', b)
          .update({ aliases: JSON.stringify(['shared NAME']) }),
    );
    expect(results).toEqual(['ok', '23505 company_aliases_pkey']);
  });

  it('two concurrent api saves of one alias: one is saved, the other is 409 on its field', async () => {
    const a = (await insertCompany(api.db)).id;
    const b = (await insertCompany(api.db)).id;
    const [ra, rb] = await Promise.all([
      api.http.put(`/api/companies/${a}`, { name: 'Race A AB', aliases: ['first', 'Race Alias'] }, admin),
      api.http.put(`/api/companies/${b}`, { name: 'Race B AB', aliases: ['RACE alias'] }, admin),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.body.code).toBe('duplicate');
    expect(Object.keys(loser.body.errors)).toEqual([ra.status === 409 ? 'aliases.1' : 'aliases.0']);
    // An alias is free again once its company drops it; a company may keep its own.
    const winner = ra.status === 200 ? a : b;
    expect(
      (await api.http.put(`/api/companies/${winner}`, { name: 'Winner AB', aliases: ['Race Alias'] }, admin)).status,
    ).toBe(200);
    expect((await api.http.put(`/api/companies/${winner}`, { name: 'Winner AB', aliases: [] }, admin)).status).toBe(
      200,
    );
    expect(
      (
        await api.http.put(
          `/api/companies/${winner === a ? b : a}`,
          { name: 'Other AB', aliases: ['race alias'] },
          admin,
        )
      ).status,
    ).toBe(200);
  });
});
