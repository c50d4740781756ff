// Every resource router, in one list (docs/api.md 'Routes').
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from './context';
import type { RateLimiter } from './auth/rate-limit';

export interface RouterDeps {
  db: Knex;
}

/** Routers behind authentication. */
export function resourceRouters(_deps: RouterDeps): Router<AppState>[] {
  return [];
}

/** Routers anyone may call (besides health and login). */
export function publicResourceRouters(_deps: RouterDeps & { userRequestLimiter: RateLimiter }): Router<AppState>[] {
  return [];
}
