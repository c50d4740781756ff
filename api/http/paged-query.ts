// Runs a list query: filters, whitelisted sort with tie breaker, page, and the total (exact when
// the page itself proves it, else cappedCount).
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { applyFilters, applySortAndPage, type ListQuery } from './list-params';
import { cappedCount, type ListResult } from './list-response';
import type { PlanPools, PlanShape } from './plan-pools';

/** How the page of a filtered list is read (see RunListOptions.choosePlan). */
export type PagePlan = 'walk-sort-index' | 'walk-trigrams' | 'collect-and-sort' | 'default';

const WALK =
  'set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_hashjoin = off; set local enable_sort = off';
const PLAN_SETTINGS: Record<Exclude<PagePlan, 'default'>, string> = {
  // Walk the index of the sort order, filter row by row, stop after one page.
  'walk-sort-index': WALK,
  // Merge name-ordered trigram postings (a merge join of two index scans), check each candidate,
  // stop after one page: the page query comes from RunListOptions.planPage.
  'walk-trigrams': WALK,
  // Find the matches through their own indexes (trigram bitmaps), then sort the few found.
  'collect-and-sort': 'set local enable_indexscan = off',
};

/** The plan pool whose session settings a page plan needs (api/http/plan-pools.ts). */
const POOL_OF: Record<Exclude<PagePlan, 'default'>, PlanShape> = {
  'walk-sort-index': 'walk-sort-index',
  'walk-trigrams': 'walk-sort-index',
  'collect-and-sort': 'collect-and-sort',
};

export interface RunListOptions {
  /**
   * Picks the page plan from the number of matching rows (counted first, and cached). PostgreSQL
   * cannot estimate how many rows a 'contains' text matches, so it guesses a handful and often
   * picks the wrong plan for text searches: walking the sorted index is right when the text
   * matches many rows (each page comes quickly), collecting the matches through the trigram
   * indexes and sorting them is right when it matches few.
   */
  choosePlan?: (total: number) => PagePlan;
  /**
   * The ids page of a chosen plan that does not walk the sort expression itself ('walk-trigrams'),
   * built on the filtered query (scope and filters applied, no order or page yet). It must select
   * `<table>.id` in the list's order (sort and tie breaker) with the list's limit and offset.
   */
  planPage?: (plan: PagePlan, filtered: Knex.QueryBuilder) => Knex.QueryBuilder | undefined;
  /**
   * Answer PostgreSQL's estimate instead of counting (total_exact false unless the page proves
   * the total): for filters no index can serve, where even a capped count reads the whole table.
   */
  estimateTotal?: boolean;
  /**
   * Joins made after paging: the sorted page (aliased `alias`) is wrapped and `join` adds lookups
   * for its rows only (not for the rows skipped by OFFSET); the order is applied again outside.
   */
  afterPage?: { alias: string; join: (outer: Knex.QueryBuilder) => Knex.QueryBuilder };
  /**
   * Run the page query as a named (prepared) statement, so each pooled connection plans a query
   * shape once (planning a page with its joins is ~1 ms, more than executing it). Only for page
   * queries that name their columns: a cached plan of `table.*` fails ('cached plan must not change
   * result type') when a migration adds a column while the api runs.
   */
  prepared?: boolean;
  /**
   * Sessions that fix the plan shape (api/http/plan-pools.ts). With them, prepared pages run as
   * generic plans without planning, and a chosen walk/collect page runs as a named statement that
   * selects ids only, its rows then read by id with a prepared statement too (so `afterPage` must
   * name its columns).
   * Without them (tests, tools) the same queries run on `db`, planned per request.
   */
  plans?: PlanPools;
}

/** Distinct prepared page statements per process (each pooled connection keeps the ones it ran). */
const MAX_PREPARED = 200;
const preparedNames = new Set<string>();
/** The statement name of each page SQL seen (a hash per request was measurable on list pages). */
const nameOfSql = new Map<string, string>();

function statementName(sql: string): string {
  let name = nameOfSql.get(sql);
  if (name === undefined) {
    name = `list_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    if (nameOfSql.size < MAX_PREPARED * 4) nameOfSql.set(sql, name);
  }
  return name;
}

interface PgConnection {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

async function runPage<T>(db: Knex, pageQuery: Knex.QueryBuilder, prepared: boolean): Promise<T[]> {
  if (!prepared) return (await pageQuery) as T[];
  const { sql, bindings } = pageQuery.toSQL().toNative();
  const name = statementName(sql);
  if (!preparedNames.has(name)) {
    if (preparedNames.size >= MAX_PREPARED) return (await pageQuery) as T[];
    preparedNames.add(name);
  }
  const connection = (await db.client.acquireConnection()) as PgConnection;
  try {
    return (await connection.query<T>({ name, text: sql, values: bindings as unknown[] })).rows;
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** The page of a chosen plan: with plan pools, ids in a session of that shape, then rows by id. */
async function pageWithPlan<T>(
  db: Knex,
  inner: Knex.QueryBuilder,
  pageQuery: Knex.QueryBuilder,
  plan: Exclude<PagePlan, 'default'>,
  options: RunListOptions,
): Promise<T[]> {
  const { plans, afterPage } = options;
  if (!plans || !afterPage) {
    return (await db.transaction(async (trx) => {
      await trx.raw(PLAN_SETTINGS[plan]);
      return pageQuery.transacting(trx);
    })) as T[];
  }
  const ids = (await runPage<{ id: string }>(plans.get(POOL_OF[plan]), inner, true)).map((r) => r.id);
  if (ids.length === 0) return [];
  const byId = afterPage.join(db.from(db.raw(`unnest(?::uuid[]) with ordinality as ${afterPage.alias}(id, n)`, [ids])));
  return runPage<T>(plans.get('generic'), byId.orderBy(`${afterPage.alias}.n`), true);
}

/** The page's rows: the ids page wrapped, its lookups joined, in the list's order again. */
function wrapPage(
  db: Knex,
  inner: Knex.QueryBuilder,
  list: ListQuery,
  afterPage: NonNullable<RunListOptions['afterPage']>,
): Knex.QueryBuilder {
  const outer = afterPage.join(db.from(inner.as(afterPage.alias)));
  const dir = list.order === 'ASC' ? 'asc' : 'desc';
  return outer.orderByRaw(`${list.sortColumn} ${dir}, ${list.tieBreaker} ${dir}`);
}

export async function runList<T>(
  db: Knex,
  base: Knex.QueryBuilder,
  list: ListQuery,
  select: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
  options: RunListOptions = {},
): Promise<ListResult<T>> {
  applyFilters(base, list);
  const inner = select(base.clone());
  applySortAndPage(inner, list);
  const pageQuery = options.afterPage ? wrapPage(db, inner, list, options.afterPage) : inner;
  if (options.choosePlan) {
    const counted = await cappedCount(db, base, 0, { estimateOnly: options.estimateTotal });
    const plan = options.choosePlan(counted.total);
    const planInner = options.planPage?.(plan, base.clone());
    const planQuery = planInner && options.afterPage ? wrapPage(db, planInner, list, options.afterPage) : planInner;
    const data =
      plan === 'default'
        ? ((await pageQuery) as T[])
        : await pageWithPlan<T>(db, planInner ?? inner, planQuery ?? pageQuery, plan, options);
    const seen = rowsProven(list, data.length);
    if (data.length < list.limit && (data.length > 0 || list.offset === 0))
      return { data, total: seen, totalExact: true };
    return { data, total: Math.max(counted.total, seen), totalExact: counted.exact && counted.total >= seen };
  }
  const prepared = options.prepared === true;
  const data = await runPage<T>(prepared && options.plans ? options.plans.get('generic') : db, pageQuery, prepared);
  // A short page proves the total (unless it is an empty page past the end).
  if (data.length < list.limit && (data.length > 0 || list.offset === 0)) {
    return { data, total: list.offset + data.length, totalExact: true };
  }
  const { total, exact } = await cappedCount(db, base, rowsProven(list, data.length), {
    estimateOnly: options.estimateTotal,
  });
  return { data, total, totalExact: exact };
}

/**
 * How many rows a page proves exist: its last row's position. An empty page proves nothing: past
 * the end of a list of 42 rows, offset 1000 found none, so the total is the count (42), not 1000.
 */
function rowsProven(list: ListQuery, rows: number): number {
  return rows > 0 ? list.offset + rows : 0;
}
