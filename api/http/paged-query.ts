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

/**
 * Joins made after paging: the sorted page (aliased `alias`) is wrapped and `join` adds lookups
 * for its rows only (not for the rows skipped by OFFSET); the order is applied again outside.
 * `join` must build the same query at every call (its SQL is compiled once, see outerTemplate).
 */
export interface AfterPage {
  alias: string;
  join: (outer: Knex.QueryBuilder) => Knex.QueryBuilder;
}

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
   * `<table>.id` and its two order keys as PAGE_KEYS, ordered by them in the list's direction,
   * with the list's limit and offset.
   */
  planPage?: (plan: PagePlan, filtered: Knex.QueryBuilder) => Knex.QueryBuilder | undefined;
  /**
   * Answer PostgreSQL's estimate instead of counting (total_exact false unless the page proves
   * the total): for filters no index can serve, where even a capped count reads the whole table.
   */
  estimateTotal?: boolean;
  /** Joins made after paging (AfterPage). */
  afterPage?: AfterPage;
  /**
   * Run the page query as a named (prepared) statement, so each pooled connection plans a query
   * shape once (planning a page with its joins is ~1 ms, more than executing it). Only for page
   * queries that name their columns: a cached plan of `table.*` fails ('cached plan must not change
   * result type') when a migration adds a column while the api runs.
   */
  prepared?: boolean;
  /**
   * Sessions that fix the plan shape (api/http/plan-pools.ts). With them, prepared pages run as
   * generic plans without planning, and a chosen walk/collect page runs as a named statement in a
   * session of its shape (so `afterPage` must name its columns).
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
  query<R>(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

/** A statement as PostgreSQL takes it: $n placeholders and their values. */
interface NativeSql {
  sql: string;
  bindings: readonly unknown[];
}

const native = (qb: Knex.QueryBuilder): NativeSql => {
  const { sql, bindings } = qb.toSQL().toNative();
  return { sql, bindings };
};

/**
 * Runs a statement on a pooled connection (or a transaction's own), as a named statement when
 * `prepared` (and fewer than MAX_PREPARED shapes were seen), so each connection plans it once.
 */
async function runSql<T>(db: Knex, { sql, bindings }: NativeSql, prepared: boolean): Promise<T[]> {
  let name: string | undefined;
  if (prepared) {
    name = statementName(sql);
    if (!preparedNames.has(name)) {
      if (preparedNames.size >= MAX_PREPARED) name = undefined;
      else preparedNames.add(name);
    }
  }
  const connection = (await db.client.acquireConnection()) as PgConnection;
  try {
    const values = bindings as unknown[];
    return (await connection.query<T>(name ? { name, text: sql, values } : { text: sql, values })).rows;
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** Where the page's subquery goes in an afterPage template (a table name no schema has). */
const PAGE_SLOT = 'list_page_slot__';

/**
 * The outer query of each `afterPage.join` function, compiled once: `select … from "<slot>" as
 * <alias> <joins>`, the page's SQL put in the slot per request. Compiling the outer query (with its
 * long select list) was most of the SQL compilation and garbage of a list request. A join whose SQL
 * has values, an order or a limit of its own, or no single slot has no template (null) and is
 * compiled per request as before; `join` must build the same query every time it is called.
 */
const outerTemplates = new WeakMap<object, string | null>();

function outerTemplate(db: Knex, afterPage: AfterPage): string | null {
  let template = outerTemplates.get(afterPage.join);
  if (template === undefined) {
    const { sql, bindings } = native(afterPage.join(db.from(`${PAGE_SLOT} as ${afterPage.alias}`)));
    const slots = sql.split(`"${PAGE_SLOT}"`).length - 1;
    template = bindings.length === 0 && slots === 1 && !/\b(order\s+by|limit|offset)\b/i.test(sql) ? sql : null;
    outerTemplates.set(afterPage.join, template);
  }
  return template;
}

/** The page's rows: the ids page wrapped, its lookups joined, ordered by `orderBy` (SQL text, fixed). */
function wrappedPage(db: Knex, inner: Knex.QueryBuilder, afterPage: AfterPage, orderBy: string): NativeSql {
  const template = outerTemplate(db, afterPage);
  if (template === null) return native(afterPage.join(db.from(inner.as(afterPage.alias))).orderByRaw(orderBy));
  const page = native(inner);
  const [before, after] = template.split(`"${PAGE_SLOT}"`) as [string, string];
  return { sql: `${before}(${page.sql})${after} order by ${orderBy}`, bindings: page.bindings };
}

/** The two order keys a chosen plan's ids page selects, so its rows can be ordered by them. */
export const PAGE_KEYS = ['page_k1', 'page_k2'] as const;

/**
 * The page of a chosen plan as one statement: the ids page (which selects its order keys as
 * PAGE_KEYS) wrapped, its rows joined by id and ordered by the page's own keys. Ordered by the
 * subquery's output, the planner keeps the page's order through a nested loop by primary key and
 * needs no sort, which matters in sessions where sorts are disabled: ordered by the joined table's
 * columns instead, it would walk that table's sort index from the start. With plan pools it runs
 * as a named statement in a session of the plan's shape; without them in a transaction with the
 * same settings.
 */
async function pageWithPlan<T>(
  db: Knex,
  keyedInner: Knex.QueryBuilder,
  list: ListQuery,
  plan: Exclude<PagePlan, 'default'>,
  options: RunListOptions,
): Promise<T[]> {
  const { plans, afterPage } = options;
  const page = afterPage
    ? wrappedPage(db, keyedInner, afterPage, keysOrder(list, afterPage.alias))
    : native(keyedInner);
  if (plans) return runSql<T>(plans.get(POOL_OF[plan]), page, true);
  return db.transaction(async (trx) => {
    await trx.raw(PLAN_SETTINGS[plan]);
    return runSql<T>(trx, page, false);
  });
}

/** ORDER BY the page's own keys (PAGE_KEYS of the subquery `alias`). */
function keysOrder(list: ListQuery, alias: string): string {
  const dir = list.order === 'ASC' ? 'asc' : 'desc';
  return PAGE_KEYS.map((k) => `${alias}.${k} ${dir}`).join(', ');
}

/** The list's sort expression and tie breaker selected as PAGE_KEYS. */
function sortKeys(list: ListQuery): string {
  return `${list.sortColumn} as ${PAGE_KEYS[0]}, ${list.tieBreaker} as ${PAGE_KEYS[1]}`;
}

/** ORDER BY the list's sort expression and tie breaker. */
function listOrder(list: ListQuery): string {
  const dir = list.order === 'ASC' ? 'asc' : 'desc';
  return `${list.sortColumn} ${dir}, ${list.tieBreaker} ${dir}`;
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
  // Built when it is the page read: a chosen plan reads its own.
  const pageSql = () =>
    options.afterPage ? wrappedPage(db, inner, options.afterPage, listOrder(list)) : native(inner);
  if (options.choosePlan) {
    const counted = await cappedCount(db, base, 0, { estimateOnly: options.estimateTotal });
    const plan = options.choosePlan(counted.total);
    const data =
      plan === 'default'
        ? await runSql<T>(db, pageSql(), false)
        : await pageWithPlan<T>(
            db,
            options.planPage?.(plan, base.clone()) ?? inner.clone().select(db.raw(sortKeys(list))),
            list,
            plan,
            options,
          );
    const seen = rowsProven(list, data.length);
    if (data.length < list.limit && (data.length > 0 || list.offset === 0))
      return { data, total: seen, totalExact: true };
    return { data, total: Math.max(counted.total, seen), totalExact: counted.exact && counted.total >= seen };
  }
  const prepared = options.prepared === true;
  const data = await runSql<T>(prepared && options.plans ? options.plans.get('generic') : db, pageSql(), prepared);
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
