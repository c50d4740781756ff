// The company search pages the api reads through its plan pools (api/http/plan-pools.ts): a term
// with many matches walks the name index in a walk session, a term with few collects its matches
// in a collect session, a short term always walks; every page must equal what plain SQL says,
// whichever session read it, on every page and again when the named statements are reused.
import type { Knex } from 'knex';
import { insertUser, startTestApi, type TestApi } from '../test-support/harness';

let api: TestApi;
let admin: string;

/** Names for `n` companies: every third one holds `term`, the rest hold other words. */
async function seed(db: Knex): Promise<void> {
  await db.raw(`
    INSERT INTO companies (name, org_id, status)
    SELECT CASE WHEN g % 3 = 0 THEN 'Nordbygg ' || g ELSE 'Söderbolaget ' || g END
             || CASE WHEN g % 97 = 0 THEN ' Zetakonsult' ELSE '' END,
           lpad(g::text, 10, '0'), 'Active'
    FROM generate_series(1, 6600) AS g`);
  await db.raw('ANALYZE companies');
}

async function expectedIds(db: Knex, term: string, offset: number, limit: number): Promise<string[]> {
  const rows = await db('companies')
    .select('id')
    .whereRaw(`search_text like ?`, [`%${term.toLowerCase()}%`])
    .orderByRaw('lower(name) asc, id asc')
    .offset(offset)
    .limit(limit);
  return rows.map((r: { id: string }) => r.id);
}

async function page(term: string, from: number, to: number): Promise<{ ids: string[]; total: number; names: string[] }> {
  const q = `filter=${encodeURIComponent(JSON.stringify({ q: term }))}&sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent(`[${from},${to}]`)}`;
  const res = await api.http.get(`/api/companies?${q}`, admin);
  expect(res.status).toBe(200);
  const data = res.body.data as Array<{ id: string; name: string; operator: unknown }>;
  return { ids: data.map((c) => c.id), names: data.map((c) => c.name), total: Number(res.body.total) };
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
  await seed(api.db);
});
afterAll(async () => {
  await api?.close();
});

describe('company search pages through the plan pools', () => {
  it.each([
    ['nordbygg', 'walk: 2,200 matches, above the walk threshold'],
    ['zetakonsult', 'collect: 68 matches'],
    ['et', 'short term: 4,400 matches, always walks, total estimated'],
  ])('%s (%s) equals plain SQL on every page, twice', async (term) => {
    for (let round = 0; round < 2; round++) {
      for (const from of [0, 25, 50, 1000]) {
        const got = await page(term, from, from + 24);
        if (from < 50) expect(got.ids).toHaveLength(25);
        expect(got.ids).toEqual(await expectedIds(api.db, term, from, 25));
        for (const name of got.names) expect(name.toLowerCase()).toContain(term);
      }
    }
  });

  it('read the walk and collect pages in their own sessions', () => {
    const opened = (shape: 'walk-sort-index' | 'collect-and-sort') => {
      const pool = (api.plans.get(shape).client as { pool: { numFree(): number; numUsed(): number } }).pool;
      return pool.numFree() + pool.numUsed();
    };
    expect(opened('walk-sort-index')).toBeGreaterThan(0);
    expect(opened('collect-and-sort')).toBeGreaterThan(0);
  });

  it('answers exact totals for counted terms and an empty page past the end', async () => {
    expect((await page('nordbygg', 0, 24)).total).toBe(2200);
    expect((await page('zetakonsult', 0, 24)).total).toBe(68);
    const past = await page('zetakonsult', 100, 124);
    expect(past.ids).toEqual([]);
  });

  it('keeps serving after the table changes under cached plans (new column, ANALYZE)', async () => {
    await api.db.raw('ALTER TABLE companies ADD COLUMN plan_test_note text');
    await api.db.raw('ANALYZE companies');
    const got = await page('zetakonsult', 0, 24);
    expect(got.ids).toEqual(await expectedIds(api.db, 'zetakonsult', 0, 25));
    const walked = await page('nordbygg', 25, 49);
    expect(walked.ids).toEqual(await expectedIds(api.db, 'nordbygg', 25, 25));
  });
});
