// The api takes JSON bodies only: a non-empty body of another type is refused with 415 before any
// handler runs (multipart uploads get their own route-level parser in the upload issue).
import type Koa from 'koa';
import { ApiError } from '../errors';

export function jsonOnly(allowMultipartPaths: RegExp[] = []): Koa.Middleware {
  return async (ctx, next) => {
    const hasBody =
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) &&
      (Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '');
    if (hasBody && ctx.path.startsWith('/api/') && !ctx.is('application/json')) {
      const multipartAllowed = ctx.is('multipart/form-data') && allowMultipartPaths.some((re) => re.test(ctx.path));
      if (!multipartAllowed) throw new ApiError(415, 'api.jsonOnly', 'unsupported_media_type');
    }
    await next();
  };
}
