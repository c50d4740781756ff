// The one typed configuration module. Every process (api, worker, launcher, tests) reads its
// settings here; the environment is validated once and a bad value stops start-up with a message
// that names the variable.
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const flag = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).default(fallback ? 'true' : 'false').transform((v) => ['true', '1', 'yes'].includes(v));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Brand shown in texts such as 'This invoice was sent from {brand}'. */
  BRAND_NAME: z.string().min(1).default('eSyn'),
  /** Where local state lives: embedded PostgreSQL, Temporal's SQLite file, documents. */
  DATA_DIR: z.string().min(1).default('.data'),

  /** Full PostgreSQL URL. When unset the launcher tries 127.0.0.1:5432, then embedded PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_NAME: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and _ only').default('esyn'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_PG_PORT: port(5433),
  /** Without DATABASE_URL, try a server on 127.0.0.1:5432 (user postgres, no password) before embedded PostgreSQL; false goes straight to embedded. */
  DATABASE_TRY_LOCAL: flag(true),

  /** host:port of a Temporal frontend. When unset the launcher starts `temporal server start-dev`. */
  TEMPORAL_ADDRESS: z.string().regex(/^[^:\s]+:\d+$/, 'host:port').optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_PORT: port(7233),
  TEMPORAL_UI_PORT: port(8233),
  /** Base URL of the Temporal Web UI, used for links from the console. */
  TEMPORAL_UI_URL: z.string().url().optional(),

  API_PORT: port(3000),
  API_HOST: z.string().default('127.0.0.1'),
  CONSOLE_PORT: port(5173),
  /** Largest JSON body the api accepts. */
  API_BODY_LIMIT: z.string().regex(/^\d+(kb|mb)$/, 'like 1mb or 512kb').default('1mb'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login and access-request rate limits). */
  API_TRUST_PROXY: flag(false),
  /** Secret that signs bearer tokens (HS256). Required in production; the launcher makes one for development. */
  AUTH_TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  AUTH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(60 * 60 * 24 * 30).default(60 * 60 * 12),
  /** Failed logins per email before a temporary lockout. */
  AUTH_MAX_FAILED_LOGINS: z.coerce.number().int().min(1).max(100).default(5),
  AUTH_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  /** Serve the built console from the api (production) instead of the Vite dev server. */
  SERVE_CONSOLE: flag(false),

  DOCUMENT_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),

  /** Hosts on which the console shows the stage marker, comma separated. */
  STAGE_HOSTS: z.string().default('localhost,127.0.0.1,staging'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment; empty strings count as unset. Throws ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') cleaned[k] = v;
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`));
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && !config.AUTH_TOKEN_SECRET) {
    throw new ConfigError(['AUTH_TOKEN_SECRET: required in production']);
  }
  if (config.DOCUMENT_STORE === 's3' && (!config.S3_ENDPOINT || !config.S3_BUCKET)) {
    throw new ConfigError(['S3_ENDPOINT and S3_BUCKET: required when DOCUMENT_STORE=s3']);
  }
  return config;
}

let cached: Config | undefined;
/** The process configuration, parsed from process.env on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
/** For tests that change the environment. */
export function resetConfigCache(): void {
  cached = undefined;
}
