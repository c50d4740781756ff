// The company search pages the api reads through its plan pools (api/http/plan-pools.ts): a term
// with many matches walks the name-ordered trigram postings (company_search_trigrams) in a walk
// session, a term with few collects its matches in a collect session, a short term walks the name
// index; every page must equal what plain SQL says, whichever session read it, on every page, in
// both orders, and again when the named statements are reused or the companies change.
import type { Knex } from 'knex';
import { insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

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
  // 700 matches of 'transport' that all sort last (Å after Z), and 600 companies found only by
  // their invoice e-mail: the cases the name index walk and the trigram walk differ on.
  await db.raw(`
    INSERT INTO companies (name, org_id, status, invoice_email)
    SELECT 'Ångby Transport ' || g, lpad((10000 + g)::text, 10, '0'), 'Active', NULL FROM generate_series(1, 700) AS g
    UNION ALL
    SELECT 'Alfa ' || g, lpad((20000 + g)::text, 10, '0'), 'Active', 'faktura' || g || '@lindqvistgruppen.se' FROM generate_series(1, 600) AS g`);
  await db.raw('ANALYZE companies');
}

async function expectedIds(
  db: Knex,
  term: string,
  offset: number,
  limit: number,
  order: 'asc' | 'desc' = 'asc',
  column = 'search_text',
): Promise<string[]> {
  const rows = await db('companies')
    .select('id')
    .whereRaw(`lower(${column}) like ?`, [`%${term.toLowerCase()}%`])
    .orderByRaw(`lower(name) ${order}, id ${order}`)
    .offset(offset)
    .limit(limit);
  return rows.map((r: { id: string }) => r.id);
}

async function page(
  term: string,
  from: number,
  to: number,
  order: 'ASC' | 'DESC' = 'ASC',
  key = 'q',
): Promise<{ ids: string[]; total: number; names: string[] }> {
  const q = `filter=${encodeURIComponent(JSON.stringify({ [key]: term }))}&sort=${encodeURIComponent(JSON.stringify(['name', order]))}&range=${encodeURIComponent(`[${from},${to}]`)}`;
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
    ['nordbygg', 'trigram walk: 2,200 matches, above the walk threshold'],
    ['transport', 'trigram walk: 700 matches, all at the end of the name order'],
    ['Ångby Tr', 'trigram walk: upper case, a blank, letters PostgreSQL lower-cases'],
    ['zetakonsult', 'collect: 68 matches'],
    ['et', 'short term: many matches, walks the name index, total estimated'],
  ])('%s (%s) equals plain SQL on every page, in both orders, twice', async (term) => {
    for (let round = 0; round < 2; round++) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const from of [0, 25, 50, 1000]) {
          const got = await page(term, from, from + 24, order);
          if (from < 50) expect(got.ids).toHaveLength(25);
          expect(got.ids).toEqual(await expectedIds(api.db, term, from, 25, order === 'ASC' ? 'asc' : 'desc'));
          for (const name of got.names) expect(name.toLowerCase()).toContain(term.toLowerCase());
        }
      }
    }
  });

  it('finds companies by invoice e-mail (admin q) and by name only (the name filter)', async () => {
    const byMail = await page('lindqvistgruppen', 0, 24);
    expect(byMail.ids).toEqual(await expectedIds(api.db, 'lindqvistgruppen', 0, 25));
    expect(byMail.ids).toHaveLength(25);
    expect((await page('lindqvistgruppen', 0, 24, 'ASC', 'name')).ids).toEqual([]);
    const byName = await page('nordbygg', 50, 74, 'DESC', 'name');
    expect(byName.ids).toEqual(await expectedIds(api.db, 'nordbygg', 50, 25, 'desc', 'name'));
  });

  it('follows renames, new e-mails and deletions at once (the postings are kept by a trigger)', async () => {
    const [renamed] = (await api
      .db('companies')
      .where('name', 'Söderbolaget 1')
      .update({ name: 'AAA Nordbygg först' })
      .returning('id')) as { id: string }[];
    expect((await page('nordbygg', 0, 24)).ids[0]).toBe(renamed?.id);
    await api.db('companies').where({ id: renamed?.id }).update({ name: 'Söderbolaget 1' });
    expect((await page('nordbygg', 0, 24)).ids).not.toContain(renamed?.id);
    const [mailed] = (await api
      .db('companies')
      .where('name', 'Söderbolaget 2')
      .update({ name: 'AAA Söderbolaget 2', invoice_email: 'ab@lindqvistgruppen.se' })
      .returning('id')) as { id: string }[];
    expect((await page('lindqvistgruppen', 0, 24)).ids[0]).toBe(mailed?.id);
    const first = (await page('transport', 0, 24)).ids[0] as string;
    await api.db('companies').where({ id: first }).delete();
    expect((await page('transport', 0, 24)).ids).toEqual(await expectedIds(api.db, 'transport', 0, 25));
    const orphans = await api.db.raw<{ rows: unknown[] }>(
      'SELECT 1 FROM company_search_trigrams t WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = t.company_id AND t.name_key = lower(c.name))',
    );
    expect(orphans.rows).toEqual([]);
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

  it('reads the trigram walk from the postings (emptied, the walk finds nothing; refilled, it finds again)', async () => {
    // A plain table: the pool may run the next statement on another connection than a TEMP table's.
    await api.db.raw('CREATE TABLE kept_postings AS SELECT * FROM company_search_trigrams');
    await api.db.raw('DELETE FROM company_search_trigrams');
    expect((await page('nordbygg', 0, 24)).ids).toEqual([]);
    expect((await page('zetakonsult', 0, 24)).ids).toEqual(await expectedIds(api.db, 'zetakonsult', 0, 25));
    await api.db.raw('INSERT INTO company_search_trigrams SELECT * FROM kept_postings');
    await api.db.raw('DROP TABLE kept_postings');
    expect((await page('nordbygg', 0, 24)).ids).toEqual(await expectedIds(api.db, 'nordbygg', 0, 25));
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
