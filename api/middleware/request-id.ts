// Request id (X-Request-Id in and out), a pino child logger per request carrying it, and one access
// log line per request (method, path, status, duration, user).
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../../infra/logger';
import type { AppState } from '../context';

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The fields of a request's logger not made yet (dropped when it is made). */
const pendingBindings = new WeakMap<object, Record<string, unknown>>();

/**
 * Adds fields (the user's id) to every line the request logs from now on, without making the
 * request's logger before something logs.
 */
export function bindRequestLog(state: AppState, fields: Record<string, unknown>): void {
  const pending = pendingBindings.get(state);
  if (pending) Object.assign(pending, fields);
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
    pendingBindings.set(ctx.state, bindings);
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => {
        if (!log) {
          pendingBindings.delete(ctx.state);
          log = logger.child(bindings);
        }
        return log;
      },
      set: (value: Logger) => {
        log = value;
      },
      configurable: true,
      enumerable: true,
    });
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
