// The list answer: `{ data, total, count }` plus `Content-Range: <resource> <from>-<to>/<total>`,
// and the total strategy for big tables (see docs/api.md 'Totals').
import type { Knex } from 'knex';
import type { AppContext } from '../context';
import type { ListQuery } from './list-params';

export interface ListResult<T> {
  data: T[];
  total: number;
  /** false when `total` is the planner's estimate because more than COUNT_CAP rows match. */
  totalExact: boolean;
}

/** Rows counted exactly before switching to an estimate. */
export const COUNT_CAP = 10_000;
/** How long a computed total is reused for the same query (same SQL and values, so same scope). */
export const TOTAL_TTL_MS = 20_000;
const MAX_CACHED_TOTALS = 5_000;

interface CachedTotal {
  at: number;
  total: Promise<{ total: number; exact: boolean }>;
}

// One cache per database handle (tests run several apps against different databases in a process).
const caches = new WeakMap<Knex, Map<string, CachedTotal>>();

/**
 * The total of `filtered` (a query with scope and filters, no order/limit):
 *  - counted exactly when at most COUNT_CAP rows match (the scan stops at COUNT_CAP + 1 rows),
 *  - else PostgreSQL's row estimate for the query (never below what is known to exist);
 *  - reused for TOTAL_TTL_MS for the same SQL and values, and computed once when many requests ask
 *    at the same time, so paging through a big list costs one count per 20 s, not one per page.
 */
export async function cappedCount(
  db: Knex,
  filtered: Knex.QueryBuilder,
  seen: number,
  { estimateOnly = false } = {},
): Promise<{ total: number; exact: boolean }> {
  const counting = filtered.clone().clearSelect().clearOrder().select(db.raw('1'));
  const { sql, bindings } = counting.toSQL();
  const key = `${estimateOnly ? 'estimate' : 'count'}\u0000${sql}\u0000${JSON.stringify(bindings)}`;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  let result: { total: number; exact: boolean };
  if (hit && now - hit.at < TOTAL_TTL_MS) {
    result = await hit.total;
  } else {
    const total = estimateOnly
      ? planEstimate(db, sql, bindings as readonly Knex.Value[]).then((n) => ({ total: n, exact: false }))
      : countNow(db, counting, sql, bindings as readonly Knex.Value[]);
    if (cache.size >= MAX_CACHED_TOTALS) {
      for (const [k, v] of cache) if (now - v.at >= TOTAL_TTL_MS) cache.delete(k);
      if (cache.size >= MAX_CACHED_TOTALS) cache.clear();
    }
    cache.set(key, { at: now, total });
    total.catch(() => cache.delete(key));
    result = await total;
  }
  // What this request has seen exists, whatever the cached number says.
  return result.total >= seen ? result : { total: seen, exact: result.exact };
}

async function countNow(
  db: Knex,
  counting: Knex.QueryBuilder,
  sql: string,
  bindings: readonly Knex.Value[],
): Promise<{ total: number; exact: boolean }> {
  const row = (
    await db.count<{ n: string }[]>({ n: '*' }).from(
      counting
        .clone()
        .limit(COUNT_CAP + 1)
        .as('capped'),
    )
  )[0];
  const n = Number(row?.n ?? 0);
  if (n <= COUNT_CAP) return { total: n, exact: true };
  return { total: Math.max(await planEstimate(db, sql, bindings), COUNT_CAP + 1), exact: false };
}

/** PostgreSQL's estimate of the rows a query returns (EXPLAIN, no execution). */
async function planEstimate(db: Knex, sql: string, bindings: readonly Knex.Value[]): Promise<number> {
  const explained = await db.raw<{ rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> }>(
    `explain (format json) ${sql}`,
    bindings,
  );
  return Math.round(explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

function setListHeaders(ctx: AppContext, resource: string, list: ListQuery, result: ListResult<unknown>) {
  const rows = result.data.length;
  const from = list.offset;
  const to = rows > 0 ? list.offset + rows - 1 : list.offset;
  ctx.set('Content-Range', `${resource} ${from}-${to}/${result.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range, X-Request-Id, X-Total-Exact');
  ctx.set('X-Total-Exact', String(result.totalExact));
}

/** Writes the list answer. */
export function sendList<T>(ctx: AppContext, resource: string, list: ListQuery, result: ListResult<T>): void {
  setListHeaders(ctx, resource, list, result);
  ctx.body = { data: result.data, total: result.total, count: result.total, total_exact: result.totalExact };
}

/** Writes one item whose JSON text the database built. */
export function sendItem(ctx: AppContext, row: { item: string }): void {
  ctx.type = 'application/json';
  ctx.body = row.item;
}

/**
 * `<before>[<item>,<item>,…]<after>` as UTF-8 bytes, each text written once into one buffer: a
 * string joined, then measured and encoded by the response (Koa flattens it to count its bytes,
 * the socket encodes it again), was three copies of the page, a quarter of a list request's garbage.
 */
export function jsonArrayBody(before: string, rows: ReadonlyArray<{ item: string }>, after: string): Buffer {
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + 2 + Math.max(0, rows.length - 1);
  for (const row of rows) size += Buffer.byteLength(row.item);
  const body = Buffer.allocUnsafe(size);
  let at = body.write(before);
  at += body.write('[', at, 'latin1');
  rows.forEach((row, i) => {
    if (i > 0) at += body.write(',', at, 'latin1');
    at += body.write(row.item, at);
  });
  at += body.write(']', at, 'latin1');
  body.write(after, at);
  return body;
}

/**
 * Writes the list answer whose items are JSON texts already (built by PostgreSQL): the same answer
 * as sendList, the items passed through as they are.
 */
export function sendListOfJson(
  ctx: AppContext,
  resource: string,
  list: ListQuery,
  result: ListResult<{ item: string }>,
): void {
  setListHeaders(ctx, resource, list, result);
  ctx.type = 'application/json';
  ctx.body = jsonArrayBody(
    '{"data":',
    result.data,
    `,"total":${result.total},"count":${result.total},"total_exact":${result.totalExact}}`,
  );
}
