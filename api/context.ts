// Types of the Koa state every middleware and router shares.
import type Koa from 'koa';
import type { Logger } from '../infra/logger';
import type { Scope } from './tenancy/scope';
import type { PublicUserRow } from './models/user.model';

export interface AuthState {
  user: PublicUserRow;
  scope: Scope;
  /** The bearer token's id and expiry, for logout. */
  tokenId: string;
  tokenExpiresAt: Date;
}

export interface AppState extends Koa.DefaultState {
  requestId: string;
  log: Logger;
  auth?: AuthState;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
