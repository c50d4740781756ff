// List parameters: both dialects, whitelists, and the LIKE escaping.
import { ApiError } from '../errors';
import { containsPattern, textContains, booleanColumn } from './filters';
import { parseListQuery, type ListSpec } from './list-params';

const spec: ListSpec = {
  sortable: { name: 'lower(t.name)', created_at: 't.created_at' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 't.id',
  filters: { name: textContains('t.name'), active: booleanColumn('t.active') },
};

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError ? `${err.status} ${err.code}` : 'other';
  }
  return undefined;
}

describe('parseListQuery', () => {
  it('reads the react-admin dialect', () => {
    const q = parseListQuery(
      { sort: '["created_at","DESC"]', range: '[50,74]', filter: '{"name":"acme","active":true}' },
      spec,
    );
    expect(q).toMatchObject({
      offset: 50,
      limit: 25,
      sortField: 'created_at',
      sortColumn: 't.created_at',
      order: 'DESC',
      tieBreaker: 't.id',
    });
    expect(q.filters.map((f) => [f.key, f.value])).toEqual([
      ['name', 'acme'],
      ['active', true],
    ]);
  });

  it('reads the plain dialect', () => {
    const q = parseListQuery({ page: '3', limit: '10', sort: 'name', order: 'desc', name: 'x', active: 'false' }, spec);
    expect(q).toMatchObject({ offset: 20, limit: 10, sortField: 'name', order: 'DESC' });
    expect(q.filters.map((f) => [f.key, f.value])).toEqual([
      ['name', 'x'],
      ['active', false],
    ]);
    expect(parseListQuery({ offset: '7', limit: '5' }, spec)).toMatchObject({ offset: 7, limit: 5 });
  });

  it('refuses pages that start past MAX_LIST_OFFSET and numbers beyond it, in both dialects', () => {
    expect(parseListQuery({ offset: '100000' }, spec).offset).toBe(100_000);
    expect(parseListQuery({ range: '[100000,100099]' }, spec)).toMatchObject({ offset: 100_000, limit: 100 });
    for (const query of [
      { offset: '100001' },
      { offset: '1e9' },
      { limit: '1000000000' },
      { page: '4002', limit: '25' },
      { page: '99999999' },
      { range: '[0,999999999]' },
      { range: '[1e300,1e300]' },
      { range: '[100001,100010]' },
    ]) {
      expect({ query, answer: code(() => parseListQuery(query, spec)) }).toEqual({ query, answer: '400 bad_query' });
    }
    try {
      parseListQuery({ offset: '200000' }, spec);
    } catch (err) {
      expect((err as ApiError).message).toBe(
        'Query parameter offset reaches past row 100000; narrow the list with a filter or reverse the sort',
      );
    }
  });

  it('uses defaults, caps the page size and skips empty filters', () => {
    expect(parseListQuery({}, spec)).toMatchObject({
      offset: 0,
      limit: 25,
      sortField: 'name',
      order: 'ASC',
      filters: [],
    });
    expect(parseListQuery({ limit: '5000' }, spec).limit).toBe(100);
    expect(parseListQuery({ filter: '{"name":"","active":null}' }, spec).filters).toEqual([]);
  });

  it('refuses unknown sorts and filters and malformed values with 400', () => {
    expect(code(() => parseListQuery({ sort: 'password' }, spec))).toBe('400 bad_sort');
    expect(code(() => parseListQuery({ sort: '["__proto__","ASC"]' }, spec))).toBe('400 bad_sort');
    expect(code(() => parseListQuery({ sort: 'toString' }, spec))).toBe('400 bad_sort');
    expect(code(() => parseListQuery({ order: 'up' }, spec))).toBe('400 bad_sort');
    expect(code(() => parseListQuery({ secret: '1' }, spec))).toBe('400 bad_filter');
    expect(code(() => parseListQuery({ filter: '{"constructor":1}' }, spec))).toBe('400 bad_filter');
    expect(code(() => parseListQuery({ filter: '[1]' }, spec))).toBe('400 bad_query');
    expect(code(() => parseListQuery({ range: '[3,1]' }, spec))).toBe('400 bad_query');
    expect(code(() => parseListQuery({ range: '[0,"x"]' }, spec))).toBe('400 bad_query');
    expect(code(() => parseListQuery({ limit: '0' }, spec))).toBe('400 bad_query');
    expect(code(() => parseListQuery({ page: '1.5' }, spec))).toBe('400 bad_query');
    expect(code(() => parseListQuery({ active: 'maybe' }, spec))).toBe('400 bad_filter');
    expect(code(() => parseListQuery({ name: 'x'.repeat(300) }, spec))).toBe('400 bad_filter');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\d')).toBe('%c:\\\\d%');
    expect(containsPattern("'; drop table x; --")).toBe("%'; drop table x; --%");
  });
});
