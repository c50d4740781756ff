// The OpenAPI 3.1 document of the api, built by zod-openapi from OPERATIONS (api/openapi/operations.ts):
// the request bodies and list parameters are the zod schemas and list specs the routes use.
// Built once on the first request and kept (the routes cannot change while the process runs).
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { z } from 'zod';
import { OPERATIONS } from './operations';
import { requiredAsParsed } from './required';
import { errorSchema, listHeaders, listQuery, type Access, type RouteDoc } from './registry';

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad request: malformed JSON, bad query, unknown sort or filter, body too long or deep',
  401: 'No token, or a bad, expired or revoked one',
  403: 'The role may not use the route',
  404: 'No such row, or a row of another tenant, or an id that is not a uuid',
  409: 'A conflict: a value taken, a row still referenced, a state that does not allow it',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: 'Validation failed (errors by field path)',
  429: 'Too many requests (Retry-After)',
  503: 'A service the route needs (Temporal, the database, the access point) is out of reach',
};

/** The guards of docs/api.md 'Roles and tenancy', in words. */
const ACCESS_TEXT: Record<Access, string> = {
  anyone: 'anyone, without a token',
  'signed in': 'any signed-in user',
  'signed in, scoped': "any signed-in user, within the user's tenancy (other rows are 404)",
  admin: 'role admin',
  'company user': 'a user tied to a company',
  'company admin': 'company admins (is_company_admin) and admins',
  'outgoing guard': 'non-admins whose company shows outgoing invoices',
  'incoming guard': 'non-admins whose company has a receiver agreement',
  'bookkeeping guard': 'admins, and the incoming guard',
  'sender lookups': 'role sender (uploadForOwnCompany)',
  'children lookup': 'role receiver (useChildrenLookup)',
  uploaders: 'per route',
};

/** `/api/companies/:id` → `/api/companies/{id}`. */
export function openApiPath(koaPath: string): string {
  return koaPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathParams(route: RouteDoc): z.ZodObject | undefined {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((n) => [n, route.params?.[n] ?? z.uuid()])));
}

function errorStatuses(route: RouteDoc): number[] {
  const out = new Set<number>(route.errors ?? []);
  if (route.access !== 'anyone') out.add(401);
  if (!['anyone', 'signed in', 'signed in, scoped'].includes(route.access) || route.path.includes('/actions/'))
    out.add(403);
  if (route.path.includes(':')) out.add(404);
  if (route.list) out.add(400);
  if (route.body || route.multipart) for (const s of [400, 413, 415, 422]) out.add(s);
  return [...out].sort((a, b) => a - b);
}

function operation(route: RouteDoc): ZodOpenApiOperationObject {
  const access = `${ACCESS_TEXT[route.access]}${route.accessNote ? ` (${route.accessNote})` : ''}`;
  const responses: ZodOpenApiResponsesObject = {
    [`${route.ok.status}` as const]: {
      description: route.ok.description,
      ...(route.list ? { headers: listHeaders } : {}),
      content: {
        [route.ok.contentType ?? 'application/json']: {
          schema: route.ok.schema ?? z.string().meta({ format: 'binary' }),
        },
      },
    },
  };
  for (const status of errorStatuses(route)) {
    responses[`${status}` as `${4 | 5}${string}`] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  const path = pathParams(route);
  const query = route.list ? listQuery(route.list).extend(route.query?.shape ?? {}) : route.query;
  const multipart =
    route.multipart instanceof z.ZodObject
      ? route.multipart.extend({ file: z.string().meta({ format: 'binary', description: 'The PDF' }) })
      : undefined;
  return {
    summary: route.summary,
    description: `Who: ${access}.`,
    'x-access': route.access,
    security: route.access === 'anyone' ? [] : [{ bearer: [] }],
    ...(path || query || route.headers
      ? {
          requestParams: {
            ...(path ? { path } : {}),
            ...(query ? { query } : {}),
            ...(route.headers ? { header: route.headers } : {}),
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            ...(route.bodyNote ? { description: route.bodyNote } : {}),
            content: { 'application/json': { schema: route.body } },
          },
        }
      : {}),
    ...(multipart
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: multipart } } } }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: readonly RouteDoc[] = OPERATIONS): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    if (item[route.method]) throw new Error(`OpenAPI: ${route.method.toUpperCase()} ${route.path} is described twice`);
    item[route.method] = operation(route);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'eSyn e-invoicing api',
        version: '1',
        description:
          "JSON over HTTP under /api (docs/api.md). Errors answer { data, code }; lists accept the ra-data-simple-rest and the plain page/limit dialects. 'x-access' names the guard of docs/api.md 'Roles and tenancy'.",
      },
      security: [{ bearer: [] }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (HS256)' } } },
      paths,
    },
    { override: requiredAsParsed },
  );
}

let cached: string | undefined;

/** The document as JSON text, built on first use. */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
