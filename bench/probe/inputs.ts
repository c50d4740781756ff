// Hostile input to the api: injection payloads in every list's filters, sort and range (admin and
// company users alike), bodies over the size limit, arrays past their limits, and list ranges far
// past the end. Nothing may answer 5xx; oversized bodies answer 413, too-long arrays 400, and a
// page past the end keeps the true total.
import { OPERATIONS } from '../../api/openapi/operations';
import { check, newTally, type ProbeClient, type Session, type Tally } from './client';

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

/** Values an attacker tries in a filter. */
export const PAYLOADS: unknown[] = [
  "' OR '1'='1",
  "'; DROP TABLE invoices; --",
  '" OR ""="',
  '1) OR (1=1',
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  '\u0000',
  '%00',
  '\\',
  '\\x00',
  '$1',
  '?',
  ':id',
  '{"$gt":""}',
  { $ne: null },
  ['a', 'b'],
  [],
  {},
  null,
  true,
  -1,
  Number.MAX_VALUE * 10,
  'NaN',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\u202eevil',
  'x'.repeat(100_000),
  deep(200),
  '2026-13-45',
  '00000000-0000-0000-0000-000000000000',
  "00000000-0000-0000-0000-00000000000'",
];

const SORTS = [
  'id; DROP TABLE users',
  'password_hash',
  '(SELECT 1)',
  'name DESC, (SELECT pg_sleep(5))',
  '__proto__',
  'constructor',
  '',
];
const RANGES = ['[0,1e9]', '[-5,10]', '[1e308,1e309]', '[10,0]', '["a","b"]', '[0]', '{}', '[0,24,99]', 'null'];

export async function probeInputs(
  client: ProbeClient,
  sessions: Session[],
): Promise<{ injection: Tally; sizes: Tally }> {
  const injection = newTally();
  const sizes = newTally();
  const lists = OPERATIONS.filter((r) => r.list && r.method === 'get');
  const callers = sessions.filter((s) => ['admin', 'sender', 'receiver'].includes(s.key));
  for (const route of lists) {
    const spec = route.list!;
    const filterKeys = [...Object.keys(spec.filters), 'q', 'id', 'nonexistent'];
    for (const s of callers) {
      const get = async (query: string, what: string) => {
        const a = await client.call('get', `${route.path}?${query}`, { token: s.token });
        check(injection, a.status < 500, `${s.key} GET ${route.path} ${what} answered ${a.status}`, a.status);
      };
      for (const key of filterKeys) {
        for (const value of PAYLOADS)
          await get(`filter=${encodeURIComponent(JSON.stringify({ [key]: value }))}`, `filter ${key}`);
      }
      for (const sort of [...SORTS, ...Object.keys(spec.sortable).slice(0, 1)]) {
        await get(`sort=${encodeURIComponent(JSON.stringify([sort, 'ASC']))}`, `sort ${sort}`);
        await get(`sort=${encodeURIComponent(JSON.stringify(['id', `ASC; ${sort}`]))}`, 'sort order');
      }
      for (const range of RANGES) await get(`range=${encodeURIComponent(range)}`, `range ${range}`);
      await get('filter=%7B', 'broken JSON');
      await get(
        `filter=${encodeURIComponent(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)}`,
        'filter nested 5000 deep',
      );
      await get(`${'x='.repeat(5000)}1`, '5000 query parameters');
    }
  }

  // A page far past the end keeps the true total; a huge range is refused.
  const admin = sessions.find((s) => s.key === 'admin')!;
  const first = await client.call('get', '/api/companies?range=[0,0]', { token: admin.token });
  const past = await client.call('get', '/api/companies?range=[1000,1009]', { token: admin.token });
  const total = (b: unknown) => (b as { total?: number }).total;
  check(
    sizes,
    past.status === 200 && total(past.body) === total(first.body),
    `a page past the end answered ${past.status} with total ${String(total(past.body))} (true total ${String(total(first.body))})`,
    past.status,
  );
  const huge = await client.call('get', '/api/companies?range=[0,99999999]', { token: admin.token });
  check(sizes, huge.status === 400, `range [0,99999999] answered ${huge.status}`, huge.status);

  // Bodies: over the limit, and arrays past their limits.
  const sender = sessions.find((s) => s.key === 'company_admin') ?? sessions.find((s) => s.key === 'sender')!;
  const big = JSON.stringify({ name: 'x'.repeat(12 * 1024 * 1024) });
  for (const [method, path, token] of [
    ['post', '/api/user-requests', undefined],
    ['put', '/api/settings/company', sender.token],
    ['post', '/api/companies', admin.token],
    ['post', '/api/auth/login', undefined],
  ] as const) {
    const a = await client.call(method, path, { token, raw: big, headers: { 'content-type': 'application/json' } });
    check(sizes, a.status === 413, `a 12 MB body to ${method.toUpperCase()} ${path} answered ${a.status}`, a.status);
  }
  const settings = await client.call('get', '/api/settings/company', { token: sender.token });
  const aliases = Array.from({ length: 20_000 }, (_, i) => `Alias ${i}`);
  const many = await client.call('put', '/api/settings/company', {
    token: sender.token,
    body: { ...(settings.body as object), aliases },
  });
  check(sizes, many.status === 400 || many.status === 413, `20,000 aliases answered ${many.status}`, many.status);
  const login = await client.call('post', '/api/auth/login', {
    raw: '{"email":',
    headers: { 'content-type': 'application/json' },
  });
  check(sizes, login.status === 400, `broken JSON to login answered ${login.status}`, login.status);
  const xml = await client.call('post', '/api/auth/login', {
    raw: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    headers: { 'content-type': 'application/xml' },
  });
  check(
    sizes,
    xml.status >= 400 && xml.status < 500 && !JSON.stringify(xml.body).includes('root:'),
    `an XML body to login answered ${xml.status}`,
    xml.status,
  );
  return { injection, sizes };
}
