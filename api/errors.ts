// The api's one typed error and the mapping of database errors onto it. Every failure leaves the
// api as `{ data: message, code }` (spec section 8: the console shows `data`), validation failures
// add `errors: { <field path>: { code, message } }` so the console can put them on form fields.
// SQL text, constraint names and stack traces never reach a response. Where domain/i18n has the
// message, its key is the `code` (the console shows it in English or Swedish).
import { renderMessage, type MessageKey, type MessageParams } from '../domain/i18n/messages';
import type { Lang } from '../domain/i18n/lang';

/** English text of a domain/i18n message (the api's `data`); the key goes into `code`. */
export function en(key: MessageKey, params?: MessageParams): string {
  return renderMessage(key, params, 'en');
}

/** A message of domain/i18n with its parameters: the api sends it in the request's language. */
export type Msg = MessageKey | { key: MessageKey; params?: MessageParams };

function keyOf(msg: Msg): { key: MessageKey; params?: MessageParams } {
  return typeof msg === 'string' ? { key: msg } : msg;
}

export interface FieldError {
  code: string;
  /** English text; the error middleware renders `messageKey` instead for a Swedish request. */
  message: string;
  messageKey?: MessageKey;
  params?: MessageParams;
}

export type FieldErrors = Record<string, FieldError>;

/** A field error whose message is a domain/i18n key (English text kept for logs and `en`). */
export function fieldError(code: string, msg: Msg): FieldError {
  const { key, params } = keyOf(msg);
  return { code, message: en(key, params), messageKey: key, ...(params ? { params } : {}) };
}

export class ApiError extends Error {
  /** The message's key: the error middleware renders it in the request's language. */
  public readonly messageKey: MessageKey;
  public readonly params?: MessageParams;

  constructor(
    public readonly status: number,
    msg: Msg,
    /** Stable machine-readable code; the console translates it (English and Swedish). */
    public readonly code: string = defaultCode(status),
    public readonly fields?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on 429. */
    public readonly headers?: Record<string, string>,
  ) {
    const { key, params } = keyOf(msg);
    super(en(key, params));
    this.name = 'ApiError';
    this.messageKey = key;
    if (params) this.params = params;
  }

  /** The message in `lang`. */
  render(lang: Lang): string {
    return renderMessage(this.messageKey, this.params, lang);
  }

  static badRequest(msg: Msg, code = 'bad_request'): ApiError {
    return new ApiError(400, msg, code);
  }
  static unauthorized(msg: Msg = 'api.authRequired', code = 'unauthorized'): ApiError {
    return new ApiError(401, msg, code);
  }
  static forbidden(msg: Msg = 'error.forbidden', code = 'error.forbidden'): ApiError {
    return new ApiError(403, msg, code);
  }
  static notFound(msg: Msg = 'error.notFound', code = 'error.notFound'): ApiError {
    return new ApiError(404, msg, code);
  }
  static conflict(msg: Msg, code = 'conflict'): ApiError {
    return new ApiError(409, msg, code);
  }
  static validation(fields: FieldErrors, msg: Msg = 'api.validationFailed'): ApiError {
    return new ApiError(422, msg, 'validation_failed', fields);
  }
  static tooManyRequests(msg: Msg, retryAfterSeconds: number, code = 'too_many_requests'): ApiError {
    return new ApiError(429, msg, code, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** A parameter given in each language (an action's or a status's label). */
export type LocalizedParams = Readonly<Record<string, Readonly<Record<Lang, string>>>>;

/** An ApiError whose message names things that are themselves translated (labels of actions, statuses). */
export class LocalizedApiError extends ApiError {
  constructor(
    status: number,
    key: MessageKey,
    private readonly localized: LocalizedParams,
    code?: string,
  ) {
    super(status, { key, params: Object.fromEntries(Object.entries(localized).map(([k, v]) => [k, v.en])) }, code);
  }

  override render(lang: Lang): string {
    return renderMessage(
      this.messageKey,
      Object.fromEntries(Object.entries(this.localized).map(([k, v]) => [k, v[lang]])),
      lang,
    );
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation_failed';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'internal_error' : 'error';
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
    const msg: Msg = field ? { key: 'api.fieldTaken', params: { field } } : 'error.valueTaken';
    return new ApiError(
      409,
      msg,
      'duplicate',
      field
        ? { [field]: { ...fieldError('duplicate', 'error.valueTaken'), message: en('api.fieldTaken', { field }) } }
        : undefined,
    );
  }
  if (code === '23503') {
    return method === 'DELETE'
      ? new ApiError(409, 'api.inUse', 'in_use')
      : new ApiError(400, 'api.badReference', 'bad_reference');
  }
  if (code === '23502') {
    const column = typeof pg.column === 'string' ? pg.column : undefined;
    return new ApiError(
      400,
      column ? { key: 'api.fieldRequired', params: { field: column } } : 'api.valueRequired',
      'required',
    );
  }
  if (code === '23514') return new ApiError(400, 'api.notAllowed', 'not_allowed');
  if (code === '22P02') return new ApiError(400, 'api.invalidIdentifier', 'invalid_value');
  if (code.startsWith('22')) return new ApiError(400, 'api.invalidValue', 'invalid_value');
  return undefined;
}
