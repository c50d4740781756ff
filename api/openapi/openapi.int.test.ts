// GET /api/openapi.json over HTTP: public, JSON, the built document; and what it says of a body
// holds against the running route.
import { insertUser, startTestApi, type TestApi } from '../test-support/harness';
import { buildOpenApiDocument } from './document';

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

  it('names the fields the route refuses an empty body for', async () => {
    const doc = buildOpenApiDocument();
    const body = doc.paths?.['/api/operators']?.post?.requestBody;
    const schema = body && 'content' in body ? body.content['application/json']?.schema : undefined;
    const required = schema && 'required' in schema ? schema.required : undefined;
    const admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
    const res = await api.http.request('POST', '/api/operators', { token: admin, body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: Record<string, unknown> }).errors).sort()).toEqual([...(required ?? [])].sort());
  });
});
