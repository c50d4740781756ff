// The OpenAPI document covers every route the app registers, and only those, and is a valid
// OpenAPI 3.1 document (the official schema, through @seriousme/openapi-schema-validator).
import knex from 'knex';
import type Koa from 'koa';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createApp } from '../app';
import type { AppState } from '../context';
import { buildOpenApiDocument, openApiJson, openApiPath } from './document';
import { OPERATIONS } from './operations';

interface Layer {
  path: string | RegExp;
  methods: string[];
}
type RouterMiddleware = Koa.Middleware & { router?: { stack: Layer[] } };

/** `METHOD /path` of every route of the app's routers (HEAD is GET's; middleware layers have no method). */
function registeredRoutes(app: Koa<AppState>): string[] {
  const out = new Set<string>();
  for (const mw of app.middleware as RouterMiddleware[]) {
    for (const layer of mw.router?.stack ?? []) {
      for (const method of layer.methods) {
        if (method !== 'HEAD') out.add(`${method} ${String(layer.path)}`);
      }
    }
  }
  return [...out].sort();
}

const db = knex({ client: 'pg' }); // never connected: building the app runs no query
afterAll(async () => {
  await db.destroy();
});

describe('OpenAPI document', () => {
  const app = createApp({
    db,
    config: { AUTH_TOKEN_SECRET: 'openapi-test-secret-of-at-least-32-chars', SERVE_CONSOLE: false },
  });
  const routes = registeredRoutes(app);
  const described = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();

  it('describes every route the app registers, and no other', () => {
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter((r) => !described.includes(r))).toEqual([]);
    expect(described.filter((r) => !routes.includes(r))).toEqual([]);
    expect(new Set(described).size).toBe(described.length);
  });

  it('has one operation per route in its paths', () => {
    const doc = buildOpenApiDocument();
    const inDoc = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      ['get', 'put', 'post', 'patch', 'delete']
        .filter((m) => m in (item as object))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(inDoc.sort()).toEqual(
      routes
        .map((r) => {
          const [m, p] = r.split(' ');
          return `${m} ${openApiPath(p as string)}`;
        })
        .sort(),
    );
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(openApiJson()) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does refuse a broken document: the same one without its info object.
    const broken = JSON.parse(openApiJson()) as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('uses the routes’ own schemas: a body, list parameters and the error shape', () => {
    const doc = buildOpenApiDocument();
    const post = doc.paths?.['/api/operators']?.post;
    const body =
      post?.requestBody && 'content' in post.requestBody
        ? post.requestBody.content['application/json']?.schema
        : undefined;
    expect(JSON.stringify(body)).toContain('"email"');
    const list = doc.paths?.['/api/companies']?.get;
    const names = (list?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
    expect(names).toEqual(
      expect.arrayContaining(['range', 'sort', 'filter', 'page', 'limit', 'offset', 'is_receiver', 'org_id']),
    );
    expect(list?.responses?.['401']).toBeDefined();
    expect(Object.keys(list?.responses?.['200']?.headers ?? {})).toEqual(['Content-Range', 'X-Total-Exact']);
    expect(doc.components?.schemas?.Error).toBeDefined();
    expect(doc.paths?.['/api/health']?.get?.security).toEqual([]);
  });

  it('lists the body fields the schema really requires', () => {
    const doc = buildOpenApiDocument();
    const schemaOf = (path: string, method: 'post' | 'put') => {
      const body = doc.paths?.[path]?.[method]?.requestBody;
      return body && 'content' in body ? body.content['application/json']?.schema : undefined;
    };
    // name and email are checked in refinements, is_active has a default
    expect(schemaOf('/api/operators', 'post')).toMatchObject({ required: ['name', 'email'] });
    expect(schemaOf('/api/user-requests', 'post')).toMatchObject({ required: ['email', 'name', 'company_name'] });
    expect(schemaOf('/api/connections/{id}', 'put')).not.toHaveProperty('required');
  });

  it('is built once and kept', () => {
    expect(openApiJson()).toBe(openApiJson());
  });
});
