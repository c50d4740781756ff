// List query parameters, parsed once for every list route. Two dialects are accepted:
//  - react-admin's ra-data-simple-rest: sort=["name","ASC"], range=[0,24], filter={"name":"acme"}
//  - the spec's plain one: page, limit (or perPage), offset, sort=name, order=ASC|DESC, and each
//    filter as its own query parameter.
// Sort fields come from a whitelist (unknown → 400), filter keys too; filter values are only ever
// bound parameters (see http/sql.ts for LIKE escaping).
import type { Knex } from 'knex';
import { ApiError } from '../errors';

export type SortOrder = 'ASC' | 'DESC';

export type FilterValue = string | number | boolean | null | Array<string | number | boolean>;

/** How one filter is applied; `value` is already parsed by `parse` when given. */
export interface FilterDef {
  parse?: (raw: FilterValue, key: string) => unknown;
  apply: (qb: Knex.QueryBuilder, value: never) => void;
}

export interface ListSpec {
  /** Sortable API field → SQL expression (column or raw expression text; fixed strings only). */
  sortable: Record<string, string>;
  defaultSort: { field: string; order: SortOrder };
  /** A unique column appended to ORDER BY so paging is stable (keyset-friendly). */
  tieBreaker: string;
  filters: Record<string, FilterDef>;
  defaultLimit?: number;
  maxLimit?: number;
}

export interface ListQuery {
  offset: number;
  limit: number;
  sortField: string;
  sortColumn: string;
  order: SortOrder;
  tieBreaker: string;
  filters: Array<{ key: string; def: FilterDef; value: unknown }>;
}

const PLAIN_RESERVED = new Set([
  'page',
  'limit',
  'perPage',
  'offset',
  'sort',
  'order',
  'range',
  'filter',
  '_',
  '_start',
  '_end',
  '_sort',
  '_order',
]);

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string): string | undefined {
  const v = query[key];
  if (Array.isArray(v)) throw ApiError.badRequest({ key: 'api.queryRepeated', params: { key } }, 'bad_query');
  return v;
}

function parseJson(text: string, key: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest({ key: 'api.queryNotJson', params: { key } }, 'bad_query');
  }
}

/**
 * The furthest row a page may start at (and the largest number any paging parameter may carry).
 * OFFSET makes the database step over every row before the page, so a deep page of a big list costs
 * as much as reading all of them; past this, narrow the list with a filter or reverse the sort.
 */
export const MAX_LIST_OFFSET = 100_000;

function nonNegativeInt(text: string | number | undefined, key: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = typeof text === 'number' ? text : Number(text);
  if (!Number.isInteger(n) || n < 0)
    throw ApiError.badRequest({ key: 'api.queryNotInteger', params: { key } }, 'bad_query');
  if (n > MAX_LIST_OFFSET) throw tooFar(key);
  return n;
}

function tooFar(key: string): ApiError {
  return ApiError.badRequest({ key: 'api.pagingTooFar', params: { key, max: MAX_LIST_OFFSET } }, 'bad_query');
}

function isScalar(v: unknown): v is string | number | boolean | null {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

/** Parses and checks list parameters against the resource's whitelist. */
export function parseListQuery(query: Query, spec: ListSpec): ListQuery {
  const maxLimit = spec.maxLimit ?? 100;
  const defaultLimit = spec.defaultLimit ?? 25;
  let offset = 0;
  let limit = defaultLimit;
  let sortField = spec.defaultSort.field;
  let order: SortOrder = spec.defaultSort.order;
  const rawFilters: Record<string, FilterValue> = {};

  // Sort: ra form ["field","ASC"] or plain sort=field&order=DESC.
  const sort = single(query, 'sort') ?? single(query, '_sort');
  if (sort !== undefined && sort !== '') {
    if (sort.trim().startsWith('[')) {
      const parsed = parseJson(sort, 'sort');
      if (
        !Array.isArray(parsed) ||
        typeof parsed[0] !== 'string' ||
        (parsed[1] !== undefined && typeof parsed[1] !== 'string')
      ) {
        throw ApiError.badRequest('api.sortShape', 'bad_query');
      }
      sortField = parsed[0];
      if (parsed[1] !== undefined) order = parseOrder(parsed[1]);
    } else {
      sortField = sort;
    }
  }
  const plainOrder = single(query, 'order') ?? single(query, '_order');
  if (plainOrder !== undefined && plainOrder !== '') order = parseOrder(plainOrder);
  const sortColumn = Object.prototype.hasOwnProperty.call(spec.sortable, sortField)
    ? spec.sortable[sortField]
    : undefined;
  if (sortColumn === undefined) {
    throw new ApiError(
      400,
      {
        key: 'api.sortUnknown',
        params: { field: sortField.slice(0, 64), allowed: Object.keys(spec.sortable).join(', ') },
      },
      'bad_sort',
    );
  }

  // Paging: ra form range=[from,to] (inclusive) or plain limit/offset/page.
  const range = single(query, 'range');
  if (range !== undefined && range !== '') {
    const parsed = parseJson(range, 'range');
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      !parsed.every((n) => Number.isInteger(n) && n >= 0) ||
      parsed[1] < parsed[0]
    ) {
      throw ApiError.badRequest('api.rangeShape', 'bad_query');
    }
    if (parsed[0] > MAX_LIST_OFFSET || parsed[1] > MAX_LIST_OFFSET + maxLimit) throw tooFar('range');
    offset = parsed[0];
    limit = parsed[1] - parsed[0] + 1;
  } else {
    const l = nonNegativeInt(single(query, 'limit') ?? single(query, 'perPage'), 'limit');
    if (l !== undefined) limit = l;
    const o = nonNegativeInt(single(query, 'offset'), 'offset');
    const page = nonNegativeInt(single(query, 'page'), 'page');
    if (o !== undefined) offset = o;
    else if (page !== undefined && page >= 1) offset = (page - 1) * Math.min(limit, maxLimit);
    if (offset > MAX_LIST_OFFSET) throw tooFar(o !== undefined ? 'offset' : 'page');
  }
  if (limit < 1) throw ApiError.badRequest('api.limitMin', 'bad_query');
  limit = Math.min(limit, maxLimit);

  // Filters: ra form filter={...} and/or plain parameters.
  const filter = single(query, 'filter');
  if (filter !== undefined && filter !== '') {
    const parsed = parseJson(filter, 'filter');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw ApiError.badRequest('api.filterNotObject', 'bad_query');
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
      if (isScalar(v) || (Array.isArray(v) && v.every((x) => isScalar(x) && x !== null)))
        rawFilters[k] = v as FilterValue;
      else
        throw ApiError.badRequest({ key: 'api.filterUnsupportedValue', params: { key: k.slice(0, 64) } }, 'bad_filter');
    }
  }
  for (const [k, v] of Object.entries(query)) {
    if (PLAIN_RESERVED.has(k) || v === undefined) continue;
    rawFilters[k] = Array.isArray(v) ? v : v;
  }

  const filters: ListQuery['filters'] = [];
  for (const [key, raw] of Object.entries(rawFilters)) {
    const def = Object.prototype.hasOwnProperty.call(spec.filters, key) ? spec.filters[key] : undefined;
    if (!def) throw new ApiError(400, { key: 'api.filterUnknown', params: { key: key.slice(0, 64) } }, 'bad_filter');
    // Empty values mean 'no filter' (a cleared text input, 'All Statuses').
    if (raw === '' || raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
    filters.push({ key, def, value: def.parse ? def.parse(raw, key) : raw });
  }
  return { offset, limit, sortField, sortColumn, order, tieBreaker: spec.tieBreaker, filters };
}

function parseOrder(v: string): SortOrder {
  const u = v.toUpperCase();
  if (u !== 'ASC' && u !== 'DESC') throw ApiError.badRequest('api.sortOrder', 'bad_sort');
  return u;
}

/** Applies the parsed filters to a query. */
export function applyFilters(qb: Knex.QueryBuilder, list: ListQuery): void {
  for (const f of list.filters) (f.def.apply as (q: Knex.QueryBuilder, v: unknown) => void)(qb, f.value);
}

/** ORDER BY the whitelisted sort expression plus the tie breaker, then LIMIT/OFFSET. */
export function applySortAndPage(qb: Knex.QueryBuilder, list: ListQuery): void {
  const dir = list.order === 'ASC' ? 'asc' : 'desc';
  // Sort expressions are fixed strings from the resource's whitelist, never client text.
  qb.orderByRaw(`${list.sortColumn} ${dir}, ${list.tieBreaker} ${dir}`);
  qb.limit(list.limit).offset(list.offset);
}
