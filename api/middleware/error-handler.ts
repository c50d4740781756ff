// The one error middleware: ApiError, body-parser errors (400 malformed JSON, 413 too large, 415),
// database errors (mapped in errors.ts) and anything else (500 'Something went wrong', logged with
// the request id, never sent to the client).
import type Koa from 'koa';
import { ApiError, en, mapDatabaseError } from '../errors';
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
  if (status === 413 || e.type === 'entity.too.large') return new ApiError(413, 'Request body is too large', 'payload_too_large');
  if (status === 415 || e.type === 'encoding.unsupported') return new ApiError(415, 'Unsupported content encoding', 'unsupported_media_type');
  if (e.type === 'request.size.invalid' || e.type === 'request.aborted') return new ApiError(400, 'Malformed request body', 'malformed_body');
  if (status === 400 && (err instanceof SyntaxError || e.type === 'entity.parse.failed' || 'body' in (err as object))) {
    return new ApiError(400, 'Malformed JSON body', 'malformed_json');
  }
  // Other http-errors raised by koa itself (ctx.throw) with an exposable message.
  if (status && status >= 400 && status < 500 && e.expose === true && err instanceof Error) {
    return new ApiError(status, err.message);
  }
  return undefined;
}

export function errorHandler(): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api')) {
        throw ApiError.notFound();
      }
      if (ctx.status === 405 && ctx.body == null) {
        ctx.body = { data: 'Method not allowed', code: 'method_not_allowed' };
      }
    } catch (err) {
      const apiError = err instanceof ApiError ? err : (bodyParserError(err) ?? mapDatabaseError(err, ctx.method));
      if (apiError) {
        if (apiError.status >= 500) ctx.state.log.error({ err }, apiError.message);
        else ctx.state.log.debug({ status: apiError.status, code: apiError.code }, apiError.message);
        ctx.status = apiError.status;
        if (apiError.headers) for (const [k, v] of Object.entries(apiError.headers)) ctx.set(k, v);
        ctx.body = {
          data: apiError.message,
          code: apiError.code,
          ...(apiError.fields ? { errors: apiError.fields } : {}),
        };
        return;
      }
      ctx.state.log.error({ err }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { data: en('error.generic'), code: 'error.generic' };
    }
  };
}
