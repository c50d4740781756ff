// Request id (X-Request-Id in and out), a pino child logger per request carrying it, and one access
// log line per request (method, path, status, duration, user).
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../../infra/logger';
import type { AppState } from '../context';

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const pendingBindings = new WeakMap<object, { bindings: Record<string, unknown>; made: () => boolean }>();

/**
 * Adds fields (the user's id) to every line the request logs from now on, without making the
 * request's logger before something logs.
 */
export function bindRequestLog(state: AppState, fields: Record<string, unknown>): void {
  const pending = pendingBindings.get(state);
  if (pending && !pending.made()) Object.assign(pending.bindings, fields);
  else state.log = state.log.child(fields);
}

export function requestContext(logger: Logger): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    // A client-supplied id is kept only when it is short and harmless (it ends up in logs).
    const requestId = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The child logger is made when something logs: most requests log nothing at the usual levels,
    // and a child costs its bindings' serialisation (measurable on list pages, bench/api-lists).
    const bindings: Record<string, unknown> = { reqId: requestId };
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (log ??= logger.child(bindings)),
      set: (value: Logger) => {
        log = value;
      },
      configurable: true,
      enumerable: true,
    });
    pendingBindings.set(ctx.state, { bindings, made: () => log !== undefined });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const level = status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level)) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const line = {
          method: ctx.method,
          path: ctx.path,
          status,
          ms: Math.round(ms * 10) / 10,
          userId: ctx.state.auth?.user.id,
        };
        ctx.state.log[level](line, 'request');
      }
    }
  };
}
