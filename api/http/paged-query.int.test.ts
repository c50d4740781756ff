// runList's page after paging (paged-query.ts): the outer query compiled once per join function
// and the page put in its slot reads the same rows as the whole query compiled per request (the
// fallback for joins with values of their own), in both orders and on later pages.
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { parseListQuery, type ListSpec } from './list-params';
import { runList, type AfterPage } from './paged-query';

let testDb: TestDatabase;

const spec: ListSpec = {
  sortable: { name: 'lower(companies.name)' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'companies.id',
  filters: {},
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  for (const name of ['Pq Delta', 'pq alfa', 'Pq Charlie', 'PQ Bravo', 'Pq Echo'])
    await testDb.db('companies').insert({ name, org_id: null });
});
afterAll(async () => {
  await testDb?.drop();
});

/** Names of a page: ids paged over companies named Pq…, the names read after paging. */
async function names(join: AfterPage['join'], query: Record<string, string>): Promise<string[]> {
  const { db } = testDb;
  const list = parseListQuery(query, spec);
  const result = await runList<{ name: string }>(
    db,
    db('companies').whereRaw(`companies.name ilike 'pq%'`),
    list,
    (q) => q.select('companies.id'),
    { prepared: true, afterPage: { alias: 'page', join } },
  );
  return result.data.map((row) => row.name);
}

const plainJoin: AfterPage['join'] = (outer) =>
  outer.join('companies', 'companies.id', 'page.id').select('companies.name');
/** A join with a value of its own has no template: compiled per request. */
const joinWithValue: AfterPage['join'] = (outer) =>
  outer.join('companies', 'companies.id', 'page.id').select(testDb.db.raw(`? || companies.name as name`, ['']));

describe('runList after paging', () => {
  it('reads the same pages through the compiled template as through the per-request query', async () => {
    for (const query of [
      { sort: '["name","ASC"]', range: '[0,1]' },
      { sort: '["name","ASC"]', range: '[2,4]' },
      { sort: '["name","DESC"]', range: '[0,2]' },
    ]) {
      // Twice: the first call compiles the template, the second reuses it.
      const once = await names(plainJoin, query);
      expect(await names(plainJoin, query)).toEqual(once);
      expect(await names(joinWithValue, query)).toEqual(once);
    }
    expect(await names(plainJoin, { sort: '["name","ASC"]', range: '[0,4]' })).toEqual([
      'pq alfa',
      'PQ Bravo',
      'Pq Charlie',
      'Pq Delta',
      'Pq Echo',
    ]);
    expect(await names(plainJoin, { sort: '["name","DESC"]', range: '[1,2]' })).toEqual(['Pq Delta', 'Pq Charlie']);
  });
});
