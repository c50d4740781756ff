// Filter builders shared by the list routes. Values are always bound parameters; LIKE patterns
// escape % and _ (and the escape character) so they match literally.
import type { Knex } from 'knex';
import { ApiError } from '../errors';
import type { FilterDef, FilterValue } from './list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID.test(v);
}

/** `%text%` for ILIKE with \ as the escape character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function asText(raw: FilterValue, key: string): string {
  if (Array.isArray(raw)) throw ApiError.badRequest({ key: 'api.filterOneValue', params: { key } }, 'bad_filter');
  const text = String(raw).trim();
  if (text.length > 256) throw ApiError.badRequest({ key: 'api.filterTooLong', params: { key } }, 'bad_filter');
  return text;
}

function asBool(raw: FilterValue, key: string): boolean {
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  throw ApiError.badRequest({ key: 'api.filterBoolean', params: { key } }, 'bad_filter');
}

/** Case-insensitive 'contains' over one or more SQL expressions (fixed strings, never client text). */
export function textContains(...expressions: string[]): FilterDef {
  return textContainsBy(() => expressions);
}

/** Like textContains, with the expressions chosen by the search text (e.g. digits-only columns). */
export function textContainsBy(choose: (text: string) => readonly string[]): FilterDef {
  return {
    parse: (raw, key) => asText(raw, key),
    apply: (qb: Knex.QueryBuilder, text: string) => {
      if (!text) return;
      const pattern = containsPattern(text);
      qb.where((w) => {
        for (const expr of choose(text)) w.orWhereRaw(`${expr} ilike ? escape '\\'`, [pattern]);
      });
    },
  };
}

/** The text values of the given filters in a parsed list query (for plan choices). */
export function textFilterValues(
  filters: ReadonlyArray<{ key: string; value: unknown }>,
  keys: readonly string[],
): string[] {
  return filters.filter((f) => keys.includes(f.key) && typeof f.value === 'string').map((f) => f.value as string);
}

/** Text match ignoring spaces (org_id, tax_number, peppol_id are stored without spaces). */
export function identifierContains(expression: string): FilterDef {
  return {
    parse: (raw, key) => asText(raw, key).replace(/\s+/g, ''),
    apply: (qb: Knex.QueryBuilder, text: string) => {
      if (text) qb.whereRaw(`${expression} ilike ? escape '\\'`, [containsPattern(text)]);
    },
  };
}

export function booleanColumn(column: string, { negate = false } = {}): FilterDef {
  return {
    parse: (raw, key) => asBool(raw, key),
    apply: (qb: Knex.QueryBuilder, value: boolean) => {
      qb.where(column, negate ? !value : value);
    },
  };
}

/** Equality against a closed list of values (one value or several). */
export function oneOf(column: string, allowed: readonly string[], map: (v: string) => string = (v) => v): FilterDef {
  return {
    parse: (raw, key) => {
      const values = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v));
      for (const v of values) {
        if (!allowed.includes(v))
          throw ApiError.badRequest(
            { key: 'api.filterOneOf', params: { key, allowed: allowed.join(', ') } },
            'bad_filter',
          );
      }
      return values.map(map);
    },
    apply: (qb: Knex.QueryBuilder, values: string[]) => {
      if (values.length === 1) qb.where(column, values[0] as string);
      else qb.whereIn(column, values);
    },
  };
}

export function uuidEquals(column: string): FilterDef {
  return {
    parse: (raw, key) => {
      const values = Array.isArray(raw) ? raw : [raw];
      if (!values.every(isUuid)) throw ApiError.badRequest({ key: 'api.filterId', params: { key } }, 'bad_filter');
      return values as string[];
    },
    apply: (qb: Knex.QueryBuilder, values: string[]) => {
      if (values.length === 1) qb.where(column, values[0] as string);
      else qb.whereIn(column, values);
    },
  };
}

/** The `id` filter react-admin's getMany sends: filter={"id":[...]} */
export const idFilter = (column: string): FilterDef => uuidEquals(column);
