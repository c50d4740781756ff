// The api's one typed error and the mapping of database errors onto it. Every failure leaves the
// api as `{ data: message, code }` (spec section 8: the console shows `data`), validation failures
// add `errors: { <field path>: { code, message } }` so the console can put them on form fields.
// SQL text, constraint names and stack traces never reach a response. Where domain/i18n has the
// message, its key is the `code` (the console shows it in English or Swedish).
import { renderMessage, type MessageKey, type MessageParams } from '../domain/i18n/messages';

/** English text of a domain/i18n message (the api's `data`); the key goes into `code`. */
export function en(key: MessageKey, params?: MessageParams): string {
  return renderMessage(key, params, 'en');
}

export interface FieldError {
  code: string;
  /** English text; the error middleware renders `messageKey` instead for a Swedish request. */
  message: string;
  messageKey?: MessageKey;
  params?: MessageParams;
}

export type FieldErrors = Record<string, FieldError>;

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** Stable machine-readable code; the console translates it (English and Swedish). */
    public readonly code: string = defaultCode(status),
    public readonly fields?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on 429. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badRequest(message: string, code = 'bad_request'): ApiError {
    return new ApiError(400, message, code);
  }
  static unauthorized(message = 'Authentication required', code = 'unauthorized'): ApiError {
    return new ApiError(401, message, code);
  }
  static forbidden(message = en('error.forbidden'), code = 'error.forbidden'): ApiError {
    return new ApiError(403, message, code);
  }
  static notFound(message = en('error.notFound'), code = 'error.notFound'): ApiError {
    return new ApiError(404, message, code);
  }
  static conflict(message: string, code = 'conflict'): ApiError {
    return new ApiError(409, message, code);
  }
  static validation(fields: FieldErrors, message = 'Validation failed'): ApiError {
    return new ApiError(422, message, 'validation_failed', fields);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number, code = 'too_many_requests'): ApiError {
    return new ApiError(429, message, code, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400: return 'bad_request';
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'not_found';
    case 409: return 'conflict';
    case 413: return 'payload_too_large';
    case 415: return 'unsupported_media_type';
    case 422: return 'validation_failed';
    case 429: return 'too_many_requests';
    default: return status >= 500 ? 'internal_error' : 'error';
  }
}

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  column?: unknown;
  table?: unknown;
  detail?: unknown;
}

/** The PostgreSQL error behind an objection (db-errors) wrapper or a raw knex/pg error. */
function pgError(err: unknown): PgErrorLike | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const native = (err as { nativeError?: unknown }).nativeError;
  const candidate = (native && typeof native === 'object' ? native : err) as PgErrorLike;
  return typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) ? candidate : undefined;
}

/** Which field a unique violation is about, from the constraint/detail, for the `errors` map. */
function uniqueField(pg: PgErrorLike): string | undefined {
  const detail = typeof pg.detail === 'string' ? pg.detail : '';
  // detail: Key (lower(email))=(a@b.se) already exists.
  const m = /^Key \((?:lower\()?([a-z_]+)\)?/.exec(detail);
  return m?.[1];
}

/**
 * Maps a PostgreSQL error to an ApiError, or undefined when it is not one the client caused.
 * 23505 unique → 409, 23503 foreign key → 409 on delete (row still referenced) else 400,
 * 23502 not-null / 23514 check / 22xxx data errors → 400, 22P02 bad uuid/number text → 400.
 */
export function mapDatabaseError(err: unknown, method = 'GET'): ApiError | undefined {
  const pg = pgError(err);
  if (!pg) return undefined;
  const code = pg.code as string;
  if (code === '23505') {
    const field = uniqueField(pg);
    const message = field ? `The value of ${field} is already taken` : 'This value is already taken';
    return new ApiError(409, message, 'duplicate', field ? { [field]: { code: 'duplicate', message, messageKey: 'error.valueTaken' } } : undefined);
  }
  if (code === '23503') {
    return method === 'DELETE'
      ? new ApiError(409, 'This record is still in use and cannot be deleted', 'in_use')
      : new ApiError(400, 'A referenced record does not exist', 'bad_reference');
  }
  if (code === '23502') {
    const column = typeof pg.column === 'string' ? pg.column : undefined;
    return new ApiError(400, column ? `${column} is required` : 'A required value is missing', 'required');
  }
  if (code === '23514') return new ApiError(400, 'A value is not allowed', 'not_allowed');
  if (code === '22P02') return new ApiError(400, 'Invalid identifier or number', 'invalid_value');
  if (code.startsWith('22')) return new ApiError(400, 'Invalid value', 'invalid_value');
  return undefined;
}
