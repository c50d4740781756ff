// How one route is described for the OpenAPI document (api/openapi/operations.ts lists every
// route once): its method and Koa path, who may call it (docs/api.md 'Routes', the who column),
// the zod schema its body is validated with, the ListSpec its list query is parsed with, and its
// main answer. document.ts turns the list into OpenAPI 3.1 with zod-openapi.
import { z } from 'zod';
import type { ListSpec } from '../http/list-params';
import { IDEMPOTENCY_KEY_PATTERN } from '../http/params';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: 'anyone' needs no token; everything else is a bearer token plus a guard. */
export type Access =
  | 'anyone'
  | 'signed in'
  | 'signed in, scoped'
  | 'admin'
  | 'company user'
  | 'company admin'
  | 'outgoing guard'
  | 'incoming guard'
  | 'bookkeeping guard'
  | 'sender lookups'
  | 'children lookup'
  | 'uploaders';

/** The main successful answer. */
export interface Ok {
  status: 200 | 201 | 202;
  description: string;
  /** A JSON body's schema; a list's answer is the list envelope (see `list`). */
  schema?: z.ZodType;
  /** Another content type than JSON (documents, raw mail). */
  contentType?: string;
}

export interface RouteDoc {
  method: Method;
  /** The path exactly as the router registers it (`/api/companies/:id`). */
  path: string;
  summary: string;
  access: Access;
  /** Extra words on the access rule (docs/api.md), e.g. which roles a guard lets through. */
  accessNote?: string;
  /** The schema the route validates its JSON body with (validateBody). */
  body?: z.ZodType;
  /** Words on the body where its schema is a validator function (JSON Schema shows it as any JSON). */
  bodyNote?: string;
  /** A multipart/form-data body: the schema of its text fields; the PDF goes in the part `file`. */
  multipart?: z.ZodType;
  /** The ListSpec the route parses its list query with (api/http/list-params.ts). */
  list?: ListSpec;
  /** Request headers the route reads (Idempotency-Key). */
  headers?: z.ZodObject;
  /** Other query parameters. */
  query?: z.ZodObject;
  /** Path parameters other than ids (`:action`, `:kind`, …); ids are uuids. */
  params?: Record<string, z.ZodType>;
  ok: Ok;
  /** Answers particular to the route (409, 429, 503, …) besides the ones derived from the rest. */
  errors?: readonly number[];
}

/** `{ data, code }` of every error (api/errors.ts, docs/api.md 'Errors'). */
export const errorSchema = z
  .object({
    data: z.string().meta({ description: "The message in the request's language (Accept-Language)" }),
    code: z.string().meta({ description: 'A stable machine code' }),
    errors: z
      .record(z.string(), z.object({ code: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Validation failures (422) by field path' }),
  })
  .meta({ id: 'Error', description: 'Every error answer (docs/api.md Errors)' });

/** A record whose fields docs/api.md 'Shapes' lists under `shape`. */
export function record(shape: string): z.ZodType {
  return z.looseObject({ id: z.uuid(), _id: z.uuid() }).meta({ description: `${shape} (docs/api.md 'Shapes')` });
}

/** A message answer (`{ data, code? }`). */
export const messageSchema = z.object({ data: z.string(), code: z.string().optional() });

/** The list answer (docs/api.md 'Lists'). */
export function listEnvelope(item: z.ZodType): z.ZodType {
  return z.object({
    data: z.array(item),
    total: z.number().int().meta({ description: 'Exact up to 10,000 matching rows, else an estimate' }),
    count: z.number().int(),
    total_exact: z.boolean(),
  });
}

/** The headers of a list answer (docs/api.md 'Lists'). */
export const listHeaders = z.object({
  'Content-Range': z.string().meta({ description: '<resource> <from>-<to>/<total>' }),
  'X-Total-Exact': z.enum(['true', 'false']),
});

/** Idempotency-Key of uploads, actions, answers and invoice updates (docs/api.md 'Uploads', 'Actions'). */
export const idempotencyHeader = z.object({
  'Idempotency-Key': z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
    description: '1-200 visible characters: a repeated request with the same key is the same upload or change',
  }),
});

/** The query parameters of a list: both dialects of docs/api.md 'Lists', sorts and filters from its ListSpec. */
export function listQuery(spec: ListSpec): z.ZodObject {
  const sorts = Object.keys(spec.sortable).join(', ');
  const text = (description: string) => z.string().optional().meta({ description });
  const filters = Object.fromEntries(
    Object.keys(spec.filters).map((key) => [key, text(`Filter on ${key} (also inside filter={})`)]),
  );
  return z.object({
    range: text('ra-data-simple-rest page: [from,to], inclusive'),
    sort: text(
      `A field name, or ra-data-simple-rest ["field","ASC|DESC"]. Fields: ${sorts} (default ${spec.defaultSort.field} ${spec.defaultSort.order})`,
    ),
    order: z.enum(['ASC', 'DESC']).optional(),
    filter: text(`ra-data-simple-rest filters as JSON: {"key":value}. Keys: ${Object.keys(spec.filters).join(', ')}`),
    page: z.coerce.number().int().min(1).optional().meta({ description: '1-based page' }),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: `Page size (default ${spec.defaultLimit ?? 25}, at most ${spec.maxLimit ?? 100})` }),
    perPage: z.coerce.number().int().min(1).optional().meta({ description: 'Same as limit' }),
    offset: z.coerce.number().int().min(0).optional(),
    ...filters,
  });
}
