// Integration-test harness: a fresh migrated database per test file, the App over real HTTP on a
// free port, fixtures that insert companies and users, and a tiny fetch client.
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from './test-db';
import { hashPassword } from '../infra/password';
import { App, type AppDeps } from '../api/app';
import { createPlanPools, type PlanPools } from '../api/http/plan-pools';
import type { Role } from '../api/models/user.model';
import { RecordedNotifications } from './recorded-notifications';

export const TEST_SECRET =
  process.env.AUTH_TOKEN_SECRET && process.env.AUTH_TOKEN_SECRET.length >= 32
    ? process.env.AUTH_TOKEN_SECRET
    : 'integration-test-secret-0123456789abcdef';
export const PASSWORD = 'Correct-Horse-42';

export interface TestApi {
  url: string;
  db: Knex;
  testDb: TestDatabase;
  app: App;
  /** The plan pools the app pages through (api/http/plan-pools.ts). */
  plans: PlanPools;
  http: HttpClient;
  /** Every notice the app sent (verification tokens among them). */
  notifications: RecordedNotifications;
  close(): Promise<void>;
}

export async function startTestApi(overrides: Partial<AppDeps> & { testDb?: TestDatabase } = {}): Promise<TestApi> {
  const testDb = overrides.testDb ?? (await createTestDatabase());
  // Plan pools as in production (api/main.ts), so the tests run the pages the api runs.
  const plans = createPlanPools(testDb.url, { maxPerShape: 2 });
  const notifications = new RecordedNotifications();
  const app = new App({
    // A test that checks the mails themselves passes MailNotifications; `notifications` then stays empty.
    notifications: overrides.notifications ?? notifications,
    db: testDb.db,
    plans,
    config: {
      AUTH_TOKEN_SECRET: TEST_SECRET,
      AUTH_TOKEN_TTL_SECONDS: 3600,
      AUTH_MAX_FAILED_LOGINS: 5,
      AUTH_LOCKOUT_SECONDS: 900,
      API_BODY_LIMIT: '1mb',
      API_TRUST_PROXY: false,
      SERVE_CONSOLE: false,
      ...overrides.config,
    },
    rateLimits: {
      login: { max: 1000, windowMs: 60_000 },
      userRequests: { max: 1000, windowMs: 60_000 },
      invitations: { max: 1000, windowMs: 60_000 },
      ...overrides.rateLimits,
    },
    ...(overrides.consoleDir ? { consoleDir: overrides.consoleDir } : {}),
    ...(overrides.temporal ? { temporal: overrides.temporal } : {}),
    ...(overrides.passwords ? { passwords: overrides.passwords } : {}),
    ...(overrides.documents ? { documents: overrides.documents } : {}),
    ...(overrides.temporalUi !== undefined ? { temporalUi: overrides.temporalUi } : {}),
  });
  const { url } = await app.start(0);
  return {
    url,
    db: testDb.db,
    testDb,
    app,
    plans,
    http: new HttpClient(url),
    notifications,
    async close() {
      await app.stop();
      await plans.destroy();
      await testDb.drop();
    },
  };
}

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// The tests read arbitrary JSON answers; `any` keeps the assertions short (checked by expect()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export class HttpClient {
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpResult<Json>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: Json = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (static files): keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get(path: string, token?: string) {
    return this.request('GET', path, { token });
  }
  post(path: string, body: unknown, token?: string) {
    return this.request('POST', path, { token, body });
  }
  put(path: string, body: unknown, token?: string) {
    return this.request('PUT', path, { token, body });
  }
  patch(path: string, body: unknown, token?: string) {
    return this.request('PATCH', path, { token, body });
  }
  delete(path: string, token?: string) {
    return this.request('DELETE', path, { token });
  }

  async login(email: string, password = PASSWORD): Promise<string> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }
}

let passwordHash: Promise<string> | undefined;
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

let seq = 0;
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}-${process.pid}-${seq}`;
}

export async function insertCompany(
  db: Knex,
  values: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const name = (values.name as string | undefined) ?? unique('Company');
  const [row] = await db('companies')
    .insert({ name, ...values })
    .returning(['id', 'name']);
  return row as { id: string; name: string };
}

export async function insertUser(
  db: Knex,
  values: { email?: string; role: Role; company_id?: string | null; is_company_admin?: boolean } & Record<
    string,
    unknown
  >,
): Promise<{ id: string; email: string }> {
  const email = values.email ?? `${unique(values.role)}@example.se`.toLowerCase();
  const [row] = await db('users')
    .insert({ password_hash: await testPasswordHash(), ...values, email })
    .returning(['id', 'email']);
  return row as { id: string; email: string };
}

export async function insertOperator(db: Knex, values: Record<string, unknown> = {}): Promise<{ id: string }> {
  const [row] = await db('operators')
    .insert({ name: unique('Operator'), email: 'op@example.se', ...values })
    .returning(['id']);
  return row as { id: string };
}

export async function insertInvoice(db: Knex, values: Record<string, unknown>): Promise<{ id: string }> {
  const [row] = await db('invoices')
    .insert({ format: 'pdf', ...values })
    .returning(['id']);
  return row as { id: string };
}
