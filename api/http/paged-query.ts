// Runs a list query: filters, whitelisted sort with tie breaker, page, and the total (exact when
// the page itself proves it, else cappedCount).
import type { Knex } from 'knex';
import { applyFilters, applySortAndPage, type ListQuery } from './list-params';
import { cappedCount, type ListResult } from './list-response';

export interface RunListOptions {
  /**
   * Walk the index of the sort order and stop after one page, instead of collecting every match
   * and sorting. Right for filters that match many rows but no index can find (a 'contains' text
   * under 3 characters): the planner underestimates such matches and would scan the whole table.
   */
  walkSortIndex?: boolean;
  /**
   * Joins made after paging: the sorted page (aliased `alias`) is wrapped and `join` adds lookups
   * for its rows only (not for the rows skipped by OFFSET); the order is applied again outside.
   */
  afterPage?: { alias: string; join: (outer: Knex.QueryBuilder) => Knex.QueryBuilder };
}

export async function runList<T>(
  db: Knex,
  base: Knex.QueryBuilder,
  list: ListQuery,
  select: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
  options: RunListOptions = {},
): Promise<ListResult<T>> {
  applyFilters(base, list);
  let pageQuery = select(base.clone());
  applySortAndPage(pageQuery, list);
  if (options.afterPage) {
    const outer = options.afterPage.join(db.from(pageQuery.as(options.afterPage.alias)));
    outer.orderByRaw(`${list.sortColumn} ${list.order === 'ASC' ? 'asc' : 'desc'}, ${list.tieBreaker} ${list.order === 'ASC' ? 'asc' : 'desc'}`);
    pageQuery = outer;
  }
  const data = (options.walkSortIndex
    ? await db.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off; set local enable_bitmapscan = off');
        return pageQuery.transacting(trx);
      })
    : await pageQuery) as T[];
  // A short page proves the total (unless it is an empty page past the end).
  if (data.length < list.limit && (data.length > 0 || list.offset === 0)) {
    return { data, total: list.offset + data.length, totalExact: true };
  }
  const { total, exact } = await cappedCount(db, base, list.offset + data.length);
  return { data, total, totalExact: exact };
}
