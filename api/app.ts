// The Koa application: middleware order, public and authenticated routers, and an App with
// start()/stop() so tests (and main.ts) run it over real HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Knex } from 'knex';
import type { PlanPools } from './http/plan-pools';
import { config as loadConfig, type Config } from '../infra/config';
import { argon2Hasher, type PasswordHasher } from '../infra/password';
import { logger as rootLogger, type Logger } from '../infra/logger';
import type { AppState } from './context';
import { requestContext } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { errorHandler } from './middleware/error-handler';
import { jsonOnly } from './middleware/json-only';
import { bodyShape } from './middleware/body-shape';
import { serveConsole } from './console.static';
import { healthRouter } from './health.router';
import { TokenService } from './auth/token';
import { AuthRepository, type AuthenticatedUserRow } from './auth/auth.repository';
import { AuthRowCache } from './auth/auth-row-cache';
import { AuthChangeListener } from './auth/auth-change-listener';
import { AuthService } from './auth/auth.service';
import { authenticate } from './auth/auth.middleware';
import { RateLimiter, type RateLimitOptions } from './auth/rate-limit';
import { AddressFailureLimit, type AddressLimitOptions } from './auth/address-limit';
import { DeviceTokens } from './auth/device-token';
import { LoginThrottle } from './auth/login-throttle';
import { LoggingNotifications, type Notifications } from './notifications/notifications';
import { EmailVerification } from './users/email-verification';
import { privateAuthRouter, publicAuthRouter } from './auth/auth.router';
import { resourceRouters, publicResourceRouters } from './routes';
import { BODY_SCHEMAS } from './body-schemas';
import type { TemporalAccess } from './temporal';
import type { DocumentStore } from '../infra/document-store';
import { UPLOAD_PATH_PATTERNS } from './invoices/invoice-upload.router';
import { openApiRouter } from './openapi/openapi.router';

export type ApiConfig = Pick<
  Config,
  | 'API_BODY_LIMIT'
  | 'API_TRUST_PROXY'
  | 'AUTH_TOKEN_SECRET'
  | 'AUTH_TOKEN_TTL_SECONDS'
  | 'AUTH_MAX_FAILED_LOGINS'
  | 'AUTH_LOCKOUT_SECONDS'
  | 'SERVE_CONSOLE'
  | 'AUTH_ACCOUNT_MAX_FAILED_LOGINS'
  | 'AUTH_ACCOUNT_MAX_DELAY_SECONDS'
  | 'AUTH_CACHE_TTL_MS'
  | 'BRAND_NAME'
  | 'NODE_ENV'
>;

export interface AppDeps {
  db: Knex;
  /** Sessions that fix list page plans (api/http/plan-pools.ts); the process creates and closes them. */
  plans?: PlanPools;
  /** Defaults to the process configuration (infra/config). */
  config?: Partial<ApiConfig>;
  logger?: Logger;
  /** Per-address limits (login: failed sign-ins, a bucket of `max` refilled per `windowMs`); tests lower or raise them. */
  rateLimits?: { login?: AddressLimitOptions; userRequests?: RateLimitOptions; invitations?: AddressLimitOptions };
  /** Where the built console lives (SERVE_CONSOLE). */
  consoleDir?: string;
  /** The Temporal client (api/temporal.ts); the process creates and closes it. Without it, console
   * actions that run a workflow answer 503. */
  temporal?: TemporalAccess;
  /** Password hashing (infra/password); tests wrap it to count the verifications sign-in does. */
  passwords?: PasswordHasher;
  /** Where notices to people go (the mail gateway implements it); default: the log. */
  notifications?: Notifications;
  /** The document store: uploads keep PDFs there, the detail page reads them. */
  documents?: DocumentStore;
  /** The Temporal UI and namespace, for the admins' link to an invoice's workflow. */
  temporalUi?: { baseUrl: string; namespace: string } | null;
}

export const DEFAULT_RATE_LIMITS = {
  /** Failed sign-ins per client address: 30 at once, then 30 a minute (known devices pass). */
  login: { max: 30, windowMs: 60_000 },
  /** Public access requests per client address per hour. */
  userRequests: { max: 20, windowMs: 60 * 60_000 },
  /** Set-password links that do not work, per client address: as failed sign-ins. */
  invitations: { max: 30, windowMs: 60_000 },
} as const;

export function createApp(deps: AppDeps): Koa<AppState> {
  return buildApp(deps).koa;
}

interface BuiltApp {
  koa: Koa<AppState>;
  logger: Logger;
  /** Token checks from memory (AUTH_CACHE_TTL_MS > 0); live only while App.start's listener runs. */
  authRows: AuthRowCache<AuthenticatedUserRow> | undefined;
}

function buildApp(deps: AppDeps): BuiltApp {
  const cfg: ApiConfig = { ...pickApiConfig(loadConfig()), ...deps.config };
  if (!cfg.AUTH_TOKEN_SECRET) throw new Error('AUTH_TOKEN_SECRET is not set (at least 32 characters)');
  const logger = deps.logger ?? rootLogger;
  const { db } = deps;

  const tokens = new TokenService(cfg.AUTH_TOKEN_SECRET, cfg.AUTH_TOKEN_TTL_SECONDS);
  const passwords = deps.passwords ?? argon2Hasher;
  // No password may contain the product's names (the password rule's context).
  const productNames = [...new Set([cfg.BRAND_NAME, 'eSyn', 'einvoicing'])];
  const throttle = new LoginThrottle(db, {
    sourceThreshold: cfg.AUTH_MAX_FAILED_LOGINS,
    sourceMaxDelaySeconds: cfg.AUTH_LOCKOUT_SECONDS,
    accountThreshold: cfg.AUTH_ACCOUNT_MAX_FAILED_LOGINS,
    accountMaxDelaySeconds: cfg.AUTH_ACCOUNT_MAX_DELAY_SECONDS,
  });
  const guards = {
    throttle,
    devices: new DeviceTokens(cfg.AUTH_TOKEN_SECRET),
    addresses: new AddressFailureLimit(deps.rateLimits?.login ?? DEFAULT_RATE_LIMITS.login),
  };
  // Without a mailer (api/main.ts passes one with SMTP_URL) the log carries the notices; the token only in development (docs/api.md).
  const notifications = deps.notifications ?? new LoggingNotifications(logger, cfg.NODE_ENV === 'development');
  const emails = new EmailVerification(db, cfg.AUTH_TOKEN_SECRET, notifications);
  const authRows =
    cfg.AUTH_CACHE_TTL_MS > 0 ? new AuthRowCache<AuthenticatedUserRow>(cfg.AUTH_CACHE_TTL_MS) : undefined;
  const authService = new AuthService(
    new AuthRepository(db, authRows),
    tokens,
    guards,
    passwords,
    productNames,
    emails,
  );
  const userRequestLimiter = new RateLimiter(deps.rateLimits?.userRequests ?? DEFAULT_RATE_LIMITS.userRequests);

  const app = new Koa<AppState>();
  app.silent = true; // every error is handled and logged by errorHandler
  // Only behind a trusted reverse proxy may X-Forwarded-For name the client (rate limits key on it).
  app.proxy = cfg.API_TRUST_PROXY;
  // The client address is the one the trusted proxy appended (the last X-Forwarded-For entry), not
  // the first, which the client writes itself and could change at every request.
  app.maxIpsCount = 1;
  app.use(requestContext(logger));
  app.use(securityHeaders());
  app.use(errorHandler());
  if (cfg.SERVE_CONSOLE) for (const mw of serveConsole(deps.consoleDir)) app.use(mw);
  app.use(jsonOnly(UPLOAD_PATH_PATTERNS));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: cfg.API_BODY_LIMIT,
      encoding: 'utf-8',
    }),
  );

  // Bounded lists and nesting in every body, before any route reads it.
  app.use(bodyShape());

  const publicRouter = new Router<AppState>();
  publicRouter.use(healthRouter(db, deps.temporal).routes());
  publicRouter.use(openApiRouter().routes());
  publicRouter.use(publicAuthRouter(authService, BODY_SCHEMAS.auth).routes());
  const invitationLimit = new AddressFailureLimit(deps.rateLimits?.invitations ?? DEFAULT_RATE_LIMITS.invitations);
  for (const r of publicResourceRouters({
    db,
    passwords,
    productNames,
    temporal: deps.temporal,
    documents: deps.documents,
    userRequestLimiter,
    invitationLimit,
    linkSecret: cfg.AUTH_TOKEN_SECRET,
  }))
    publicRouter.use(r.routes());
  app.use(publicRouter.routes());
  app.use(publicRouter.allowedMethods());

  const privateRouter = new Router<AppState>();
  privateRouter.use(authenticate(authService));
  privateRouter.use(privateAuthRouter(authService, BODY_SCHEMAS.auth).routes());
  for (const r of resourceRouters({
    db,
    plans: deps.plans,
    temporal: deps.temporal,
    passwords,
    productNames,
    emails,
    documents: deps.documents,
    temporalUi: deps.temporalUi ?? null,
    notifications,
    userRequestLimiter,
  }))
    privateRouter.use(r.routes());
  app.use(privateRouter.routes());
  app.use(privateRouter.allowedMethods());
  return { koa: app, logger, authRows };
}

/** The connection settings a knex instance uses (knex keeps a parsed URL as an object), for the listener. */
function connectionOf(db: Knex): pg.ClientConfig | undefined {
  const connection: unknown = db.client.config.connection;
  if (typeof connection === 'string') return { connectionString: connection };
  return connection && typeof connection === 'object' ? { ...(connection as pg.ClientConfig) } : undefined;
}

function pickApiConfig(c: Config): ApiConfig {
  return {
    API_BODY_LIMIT: c.API_BODY_LIMIT,
    API_TRUST_PROXY: c.API_TRUST_PROXY,
    AUTH_TOKEN_SECRET: c.AUTH_TOKEN_SECRET,
    AUTH_TOKEN_TTL_SECONDS: c.AUTH_TOKEN_TTL_SECONDS,
    AUTH_MAX_FAILED_LOGINS: c.AUTH_MAX_FAILED_LOGINS,
    AUTH_LOCKOUT_SECONDS: c.AUTH_LOCKOUT_SECONDS,
    AUTH_ACCOUNT_MAX_FAILED_LOGINS: c.AUTH_ACCOUNT_MAX_FAILED_LOGINS,
    AUTH_ACCOUNT_MAX_DELAY_SECONDS: c.AUTH_ACCOUNT_MAX_DELAY_SECONDS,
    AUTH_CACHE_TTL_MS: c.AUTH_CACHE_TTL_MS,
    SERVE_CONSOLE: c.SERVE_CONSOLE,
    BRAND_NAME: c.BRAND_NAME,
    NODE_ENV: c.NODE_ENV,
  };
}

/** The api as a server: start(port) listens (port 0 = any free port), stop() closes it. */
export class App {
  readonly koa: Koa<AppState>;
  private server: http.Server | undefined;
  private readonly built: BuiltApp;
  private listener: AuthChangeListener | undefined;
  private unwatch: (() => void) | undefined;

  constructor(private readonly deps: AppDeps) {
    this.built = buildApp(deps);
    this.koa = this.built.koa;
  }

  /** Token checks come from memory while this process hears of every change (api/auth/auth-row-cache.ts). */
  private async startAuthRowCache(): Promise<void> {
    const { authRows, logger } = this.built;
    const connection = connectionOf(this.deps.db);
    if (!authRows || !connection) return;
    this.unwatch = authRows.watchWrites(this.deps.db);
    this.listener = new AuthChangeListener(connection, authRows, logger);
    await this.listener.start();
  }

  private async stopAuthRowCache(): Promise<void> {
    await this.listener?.stop();
    this.listener = undefined;
    this.unwatch?.();
    this.unwatch = undefined;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<{ url: string; port: number }> {
    if (this.server) throw new Error('App already started');
    const server = http.createServer(this.koa.callback());
    // Slow-client limits: headers within 10 s, whole request within 30 s.
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    await this.startAuthRowCache();
    const address = server.address() as AddressInfo;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    return { url: `http://${shownHost}:${address.port}`, port: address.port };
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeIdleConnections();
    });
    await this.stopAuthRowCache();
  }
}
