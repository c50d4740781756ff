// The app's edges: hostile bodies (malformed JSON, too large, not JSON), unknown routes and
// methods, security headers, health when the database is gone, and the console served as an SPA.
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../infra/db';
import { App } from './app';
import { insertUser, startTestApi, TEST_SECRET, type TestApi } from '../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ config: { API_BODY_LIMIT: '2kb' } });
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
});
afterAll(async () => {
  await api?.close();
});

async function operatorCount(): Promise<number> {
  return Number((await api.db('operators').count({ n: '*' }).first())?.n);
}

describe('hostile bodies', () => {
  it('answers 400 "Malformed JSON body" and writes nothing', async () => {
    const before = await operatorCount();
    for (const rawBody of ['{"name": "x",', '{name: 1}', 'null', '"just a string"', '\u0000\u0001']) {
      const res = await api.http.request('POST', '/api/operators', { token: admin, rawBody });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ data: 'Malformed JSON body', code: 'malformed_json' });
    }
    expect(await operatorCount()).toBe(before);
  });

  it('refuses prototype pollution keys', async () => {
    const res = await api.http.request('POST', '/api/operators', {
      token: admin,
      rawBody: '{"name":"P","email":"p@x.se","__proto__":{"isAdmin":true}}',
    });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers 413 for a body over API_BODY_LIMIT', async () => {
    const before = await operatorCount();
    const res = await api.http.post(
      '/api/operators',
      { name: 'Big', email: 'big@x.se', padding: 'x'.repeat(4096) },
      admin,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ data: 'Request body is too large', code: 'payload_too_large' });
    expect(await operatorCount()).toBe(before);
    const login = await api.http.request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.se', password: 'x'.repeat(5000) }),
    });
    expect(login.status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await api.http.request('POST', '/api/operators', {
      token: admin,
      rawBody: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('keeps serving after all of that', async () => {
    const res = await api.http.post('/api/operators', { name: 'Still Here', email: 'ok@x.se' }, admin);
    expect(res.status).toBe(201);
    expect((await api.http.get('/api/health')).status).toBe(200);
  });
});

describe('routes and headers', () => {
  it('answers 404 JSON for unknown api paths, signed in or not', async () => {
    expect(await api.http.get('/api/nothing-here', admin)).toMatchObject({
      status: 404,
      body: { data: 'Not found', code: 'error.notFound' },
    });
    expect((await api.http.get('/api/nothing-here')).status).toBe(404);
  });

  it('answers 405 for a wrong method on a known path', async () => {
    const res = await api.http.request('DELETE', '/api/health');
    expect(res.status).toBe(405);
  });

  it('sets security headers and no-store on api answers', async () => {
    const res = await api.http.get('/api/companies', admin);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS only on answers that came over TLS (a trusted proxy says so with X-Forwarded-Proto)', async () => {
    expect((await api.http.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Without API_TRUST_PROXY a client cannot claim TLS.
    const claimed = await api.http.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const app = new App({ db: api.db, config: { AUTH_TOKEN_SECRET: TEST_SECRET, API_TRUST_PROXY: true } });
    const { url } = await app.start(0);
    try {
      const tls = await fetch(`${url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(`${url}/api/health`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await app.stop();
    }
  });

  it('never leaks SQL in errors', async () => {
    // A foreign key to a missing company: the database refuses it; the answer is generic.
    const res = await api.http.post(
      '/api/domains',
      { kind: 'allowed', name: 'fk.se', company_id: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_reference');
    expect(JSON.stringify(res.body)).not.toMatch(/insert|violates|constraint|domains_/i);
  });
});

describe('health', () => {
  it('answers 503 when the database is unreachable', async () => {
    const deadDb = createDb('postgres://postgres@127.0.0.1:1/none', {
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 1000,
      log: { warn() {}, error() {}, debug() {}, deprecate() {} },
    });
    const app = new App({ db: deadDb, config: { AUTH_TOKEN_SECRET: TEST_SECRET } });
    const { url } = await app.start(0);
    try {
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, status: 'unavailable', db: 'unavailable' });
      // An authenticated call fails cleanly too (500, no details).
      const me = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.se', password: 'x' }),
      });
      expect(me.status).toBe(500);
      expect(await me.json()).toEqual({ data: 'Something went wrong', code: 'error.generic' });
    } finally {
      await app.stop();
      await deadDb.destroy();
    }
  });
});

describe('console', () => {
  it('serves the built console with an SPA fallback outside /api', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>eSyn</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    const app = new App({
      db: api.db,
      config: { AUTH_TOKEN_SECRET: TEST_SECRET, SERVE_CONSOLE: true },
      consoleDir: dir,
    });
    const { url } = await app.start(0);
    try {
      const asset = await fetch(`${url}/assets/app.js`);
      expect(asset.status).toBe(200);
      // The console's own policy (domain/security-headers.ts), the same the dev server sends.
      expect(asset.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await asset.text()).toBe('console.log(1)');
      const deep = await fetch(`${url}/admin/companies/list`, { headers: { accept: 'text/html' } });
      expect(deep.status).toBe(200);
      expect(await deep.text()).toContain('<title>eSyn</title>');
      const apiMissing = await fetch(`${url}/api/missing`);
      expect(apiMissing.status).toBe(404);
      expect(await apiMissing.json()).toMatchObject({ code: 'error.notFound' });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const traversal = await fetch(`${url}/..%2f..%2fetc%2fpasswd`, { headers: { accept: 'text/html' } });
      expect(await traversal.text()).not.toContain('root:');
    } finally {
      await app.stop();
    }
  });
});
