// Runs a list query: filters, whitelisted sort with tie breaker, page, and the total (exact when
// the page itself proves it, else cappedCount).
import type { Knex } from 'knex';
import { applyFilters, applySortAndPage, type ListQuery } from './list-params';
import { cappedCount, type ListResult } from './list-response';

export async function runList<T>(
  db: Knex,
  base: Knex.QueryBuilder,
  list: ListQuery,
  select: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<ListResult<T>> {
  applyFilters(base, list);
  const pageQuery = select(base.clone());
  applySortAndPage(pageQuery, list);
  const data = (await pageQuery) as T[];
  // A short page proves the total (unless it is an empty page past the end).
  if (data.length < list.limit && (data.length > 0 || list.offset === 0)) {
    return { data, total: list.offset + data.length, totalExact: true };
  }
  const { total, exact } = await cappedCount(db, base, list.offset + data.length);
  return { data, total, totalExact: exact };
}
