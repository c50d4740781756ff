// Request id (X-Request-Id in and out), a pino child logger per request carrying it, and one access
// log line per request (method, path, status, duration, user).
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../../infra/logger';
import type { AppState } from '../context';

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestContext(logger: Logger): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    // A client-supplied id is kept only when it is short and harmless (it ends up in logs).
    const requestId = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.status;
      const line = {
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round(ms * 10) / 10,
        userId: ctx.state.auth?.user.id,
      };
      if (status >= 500) ctx.state.log.error(line, 'request');
      else ctx.state.log.info(line, 'request');
    }
  };
}
