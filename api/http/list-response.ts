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

/**
 * Counts the rows of `filtered` (a query with scope and filters, no order/limit): exactly when at
 * most COUNT_CAP rows match (the scan stops at COUNT_CAP + 1 rows), else the planner's row estimate
 * (never below what is known to exist). Keeps totals cheap over millions of invoices.
 */
export async function cappedCount(db: Knex, filtered: Knex.QueryBuilder, seen: number): Promise<{ total: number; exact: boolean }> {
  const capped = filtered.clone().clearSelect().clearOrder().select(db.raw('1')).limit(COUNT_CAP + 1);
  const row = (await db.count<{ n: string }[]>({ n: '*' }).from(capped.as('capped')))[0];
  const n = Number(row?.n ?? 0);
  if (n <= COUNT_CAP) return { total: n, exact: true };
  const plain = filtered.clone().clearSelect().clearOrder().select(db.raw('1')).toSQL();
  const explained = await db.raw<{ rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> }>(
    `explain (format json) ${plain.sql}`,
    plain.bindings as readonly Knex.Value[],
  );
  const estimate = Math.round(explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, COUNT_CAP + 1, seen), exact: false };
}

/** Writes the list answer. */
export function sendList<T>(ctx: AppContext, resource: string, list: ListQuery, result: ListResult<T>): void {
  const from = list.offset;
  const to = result.data.length > 0 ? list.offset + result.data.length - 1 : list.offset;
  ctx.set('Content-Range', `${resource} ${from}-${to}/${result.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range, X-Request-Id, X-Total-Exact');
  ctx.set('X-Total-Exact', String(result.totalExact));
  ctx.body = { data: result.data, total: result.total, count: result.total, total_exact: result.totalExact };
}
