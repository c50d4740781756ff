// GET /api/openapi.json over HTTP: public, JSON, the built document; and what it says of a body
// holds against the running route.
import { insertCompany, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';
import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from './document';
import { OPERATIONS } from './operations';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/openapi.json', () => {
  it('answers the document to anyone, as JSON', async () => {
    const res = await api.http.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(res.body).toMatchObject({ openapi: '3.1.0' });
  });

  it('asks a token exactly where it says so: every route without one', async () => {
    const sample: Record<string, string> = { action: 'cancel', kind: 'pdf', index: '0', token: 'not-a-link' };
    const answers: string[] = [];
    for (const op of OPERATIONS) {
      const path = op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => sample[name] ?? randomUUID());
      const res = await api.http.request(
        op.method.toUpperCase(),
        path,
        op.method === 'get' || op.method === 'delete' ? {} : { body: {} },
      );
      const wantsToken = op.access !== 'anyone';
      if ((res.status === 401) !== wantsToken)
        answers.push(`${op.method} ${op.path}: ${res.status} (access ${op.access})`);
    }
    expect(answers).toEqual([]);
  });

  it('keeps the admin routes from a company user, and lets any signed-in user reach the others it says', async () => {
    const company = await insertCompany(api.db, { name: 'OpenAPI AB' });
    const token = await api.http.login((await insertUser(api.db, { role: 'user', company_id: company.id })).email);
    const sample: Record<string, string> = { action: 'cancel', kind: 'pdf', index: '0' };
    const wrong: string[] = [];
    // (sign-out would end the session the loop uses)
    const ops = OPERATIONS.filter(
      (o) => ['admin', 'signed in', 'signed in, scoped'].includes(o.access) && o.path !== '/api/auth/logout',
    );
    for (const op of ops) {
      const path = op.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => sample[name] ?? randomUUID());
      const res = await api.http.request(op.method.toUpperCase(), path, {
        token,
        ...(op.method === 'get' || op.method === 'delete' ? {} : { body: {} }),
      });
      if ((res.status === 403) !== (op.access === 'admin'))
        wrong.push(`${op.method} ${op.path}: ${res.status} (access ${op.access})`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the fields the route refuses an empty body for', async () => {
    const doc = buildOpenApiDocument();
    const body = doc.paths?.['/api/operators']?.post?.requestBody;
    const schema = body && 'content' in body ? body.content['application/json']?.schema : undefined;
    const required = schema && 'required' in schema ? schema.required : undefined;
    const admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
    const res = await api.http.request('POST', '/api/operators', { token: admin, body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: Record<string, unknown> }).errors).sort()).toEqual(
      [...(required ?? [])].sort(),
    );
  });
});
