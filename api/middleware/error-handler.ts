// The one error middleware: ApiError, body-parser errors (400 malformed JSON, 413 too large, 415),
// database errors (mapped in errors.ts) and anything else (500 'Something went wrong', logged with
// the request id, never sent to the client).
import type Koa from 'koa';
import { ApiError, mapDatabaseError, type FieldErrors } from '../errors';
import { renderMessage } from '../../domain/i18n/messages';
import type { Lang } from '../../domain/i18n/lang';
import { requestLang } from '../http/request-lang';
import type { AppState } from '../context';

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
}

function bodyParserError(err: unknown): ApiError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as HttpLikeError;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status === 413 || e.type === 'entity.too.large')
    return new ApiError(413, 'api.payloadTooLarge', 'payload_too_large');
  if (status === 415 || e.type === 'encoding.unsupported')
    return new ApiError(415, 'api.unsupportedEncoding', 'unsupported_media_type');
  if (e.type === 'request.size.invalid' || e.type === 'request.aborted')
    return new ApiError(400, 'api.malformedBody', 'malformed_body');
  if (status === 400 && (err instanceof SyntaxError || e.type === 'entity.parse.failed' || 'body' in (err as object))) {
    return new ApiError(400, 'api.malformedJson', 'malformed_json');
  }
  // Other http-errors raised by koa itself (ctx.throw) with an exposable message.
  if (status && status >= 400 && status < 500 && e.expose === true && err instanceof Error) {
    return new ApiError(status, { key: 'api.requestRejected', params: { detail: err.message.slice(0, 200) } });
  }
  return undefined;
}

/** Field errors as sent: the message in `lang` where a message key is known, no internal keys. */
function renderFields(fields: FieldErrors, lang: Lang): Record<string, { code: string; message: string }> {
  const out: Record<string, { code: string; message: string }> = {};
  for (const [path, f] of Object.entries(fields)) {
    out[path] = { code: f.code, message: f.messageKey ? renderMessage(f.messageKey, f.params, lang) : f.message };
  }
  return out;
}

/**
 * The message of an error in `lang`: a validation or conflict with field errors leads with its
 * first field's message (what the user must fix); otherwise the error's own keyed message.
 */
function renderData(error: ApiError, fields: Record<string, { message: string }> | undefined, lang: Lang): string {
  if (lang === 'en') return error.message;
  const first = fields ? Object.values(fields)[0] : undefined;
  return first ? first.message : error.render(lang);
}

export function errorHandler(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api')) {
        throw ApiError.notFound();
      }
      if (ctx.status === 405 && ctx.body == null) {
        ctx.body = {
          data: renderMessage('api.methodNotAllowed', undefined, requestLang(ctx.get('accept-language'))),
          code: 'method_not_allowed',
        };
      }
    } catch (err) {
      const apiError = err instanceof ApiError ? err : (bodyParserError(err) ?? mapDatabaseError(err, ctx.method));
      if (apiError) {
        if (apiError.status >= 500) ctx.state.log.error({ err }, apiError.message);
        else ctx.state.log.debug({ status: apiError.status, code: apiError.code }, apiError.message);
        ctx.status = apiError.status;
        if (apiError.headers) for (const [k, v] of Object.entries(apiError.headers)) ctx.set(k, v);
        const lang = requestLang(ctx.get('accept-language'));
        const fields = apiError.fields ? renderFields(apiError.fields, lang) : undefined;
        ctx.body = {
          data: renderData(apiError, fields, lang),
          code: apiError.code,
          ...(fields ? { errors: fields } : {}),
        };
        return;
      }
      ctx.state.log.error({ err }, 'unhandled error');
      ctx.status = 500;
      ctx.body = {
        data: renderMessage('error.generic', undefined, requestLang(ctx.get('accept-language'))),
        code: 'error.generic',
      };
    }
  };
}
