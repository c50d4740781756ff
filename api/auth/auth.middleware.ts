// Bearer-token authentication and the route guards. Guards answer 403 for a signed-in user whose
// role may not use a route; rows of other tenants are filtered by the tenancy scope (404).
import type Koa from 'koa';
import { ApiError } from '../errors';
import type { AppState, AuthState } from '../context';
import type { AuthService } from './auth.service';
import { bindRequestLog } from '../middleware/request-id';

export function authenticate(service: AuthService): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+([A-Za-z0-9_.-]+)$/i.exec(header.trim());
    if (!header) throw ApiError.unauthorized('api.authRequired', 'unauthorized');
    if (!match?.[1]) throw ApiError.unauthorized('api.bearerExpected', 'token_invalid');
    ctx.state.auth = await service.authenticate(match[1]);
    bindRequestLog(ctx.state, { userId: ctx.state.auth.user.id });
    await next();
  };
}

/** The auth state of a route behind `authenticate`. */
export function authOf(ctx: { state: AppState }): AuthState {
  const auth = ctx.state.auth;
  if (!auth) throw ApiError.unauthorized();
  return auth;
}

export type AccessRule = (auth: AuthState) => boolean;

/** 403 unless the rule allows the signed-in user. */
export function allow(rule: AccessRule): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    if (!rule(authOf(ctx))) throw ApiError.forbidden();
    await next();
  };
}
