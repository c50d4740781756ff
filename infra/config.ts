// The one typed configuration module. Every process (api, worker, launcher, tests) reads its
// settings here; the environment is validated once and a bad value stops start-up with a message
// that names the variable.
import path from 'node:path';
import { z } from 'zod';

/** Folders web servers serve to browsers (the Vite dev server, the api's built console). */
const SERVED_FOLDERS = [path.resolve(__dirname, '..', 'console')];

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => ['true', '1', 'yes'].includes(v));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Brand shown in texts such as 'This invoice was sent from {brand}'. */
  BRAND_NAME: z.string().min(1).default('eSyn'),
  /** Where local state lives: embedded PostgreSQL, Temporal's SQLite file, documents. */
  DATA_DIR: z.string().min(1).default('.data'),

  /** Full PostgreSQL URL. When unset the launcher tries 127.0.0.1:5432, then embedded PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_NAME: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and _ only')
    .default('esyn'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_PG_PORT: port(5433),
  /** Without DATABASE_URL, try a server on 127.0.0.1:5432 (user postgres, no password) before embedded PostgreSQL; false goes straight to embedded. */
  DATABASE_TRY_LOCAL: flag(true),

  /** host:port of a Temporal frontend. When unset the launcher starts `temporal server start-dev`. */
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^:\s]+:\d+$/, 'host:port')
    .optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_PORT: port(7233),
  TEMPORAL_UI_PORT: port(8233),
  /** TLS to the Temporal frontend (Temporal Cloud, a cluster with TLS); implied by any TEMPORAL_TLS_*_FILE. */
  TEMPORAL_TLS: flag(false),
  /** PEM of the CA that signed the frontend's certificate (default: the system's CAs). */
  TEMPORAL_TLS_CA_FILE: z.string().min(1).optional(),
  /** Client certificate and key (PEM) for mutual TLS, both or neither. */
  TEMPORAL_TLS_CERT_FILE: z.string().min(1).optional(),
  TEMPORAL_TLS_KEY_FILE: z.string().min(1).optional(),
  /** The name the frontend's certificate carries, when it differs from TEMPORAL_ADDRESS's host. */
  TEMPORAL_TLS_SERVER_NAME: z.string().min(1).optional(),
  /** Base URL of the Temporal Web UI, used for links from the console. */
  TEMPORAL_UI_URL: z.string().url().optional(),

  API_PORT: port(3000),
  API_HOST: z.string().default('127.0.0.1'),
  CONSOLE_PORT: port(5173),
  /** Largest JSON body the api accepts. */
  API_BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/, 'like 1mb or 512kb')
    .default('1mb'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login and access-request rate limits). */
  API_TRUST_PROXY: flag(false),
  /** Secret that signs bearer tokens (HS256). Required in production; the launcher makes one for development. */
  AUTH_TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  AUTH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(60 * 60 * 24 * 30)
    .default(60 * 60 * 12),
  /** Failed sign-ins of one account from one address (or known device) before it waits; each further failure doubles the wait. */
  AUTH_MAX_FAILED_LOGINS: z.coerce.number().int().min(1).max(100).default(5),
  /** The longest such wait, seconds. */
  AUTH_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  /** Failed sign-ins of one account from all unknown devices together before new devices wait (known devices never do). */
  AUTH_ACCOUNT_MAX_FAILED_LOGINS: z.coerce.number().int().min(1).max(10000).default(20),
  /** The longest wait for a new device, seconds: short, so a stranger cannot keep the real user out. */
  AUTH_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a token check may be answered from memory, ms; every change to its rows ends that at once (0: always read). */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Serve the built console from the api (production) instead of the Vite dev server. */
  SERVE_CONSOLE: flag(false),

  DOCUMENT_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),

  /** How documents reach the Peppol access-point provider: a local folder (embedded default), FTP, FTPS (explicit TLS) or SFTP. */
  PEPPOL_TRANSPORT: z.enum(['local', 'ftp', 'ftps', 'sftp']).default('local'),
  /** Root folder of the local transport (and of the simulator); default DATA_DIR/access-point. */
  PEPPOL_AP_LOCAL_DIR: z.string().min(1).optional(),
  PEPPOL_AP_HOST: z.string().min(1).default('127.0.0.1'),
  /** Default 21 (ftp, ftps) or 22 (sftp); the launcher points it at the simulator when AP_SIMULATOR is on. */
  PEPPOL_AP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PEPPOL_AP_USER: z.string().min(1).default('esyn'),
  /** Secret: only from the environment. The launcher makes one for the simulator when unset. */
  PEPPOL_AP_PASSWORD: z.string().min(1).optional(),
  /** SFTP: a private key file instead of (or besides) the password. */
  PEPPOL_AP_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** FTPS: false accepts any server certificate (test systems only; prefer PEPPOL_AP_CA_FILE). */
  PEPPOL_AP_TLS_VERIFY: flag(true),
  /** FTPS: a PEM file of the certificates to trust instead of the system's (a private CA; npm start sets the simulator's). */
  PEPPOL_AP_CA_FILE: z.string().min(1).optional(),
  PEPPOL_AP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Folders on the provider's side, relative to the login folder. */
  PEPPOL_AP_OUTBOX_DIR: z.string().min(1).default('outbox'),
  PEPPOL_AP_ARCHIVE_DIR: z.string().min(1).default('archive'),
  PEPPOL_AP_INBOX_DIR: z.string().min(1).default('inbox'),
  PEPPOL_AP_PROCESSED_DIR: z.string().min(1).default('processed'),
  /** Seconds between inbox polls (a Temporal schedule); 0 pauses the schedule. */
  PEPPOL_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86400).default(30),

  /** Extraction jobs one worker runs at once (each a capped child process of up to 768 MB). */
  EXTRACTION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),

  /** Start the access-point simulator with npm start; default true in development, false otherwise. */
  AP_SIMULATOR: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  /** The simulator speaks FTPS only (explicit TLS, self-signed certificate under DATA_DIR/access-point-tls); unset: on when PEPPOL_TRANSPORT=ftps. */
  AP_SIMULATOR_TLS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  AP_SIMULATOR_FTP_PORT: port(2121),
  AP_SIMULATOR_CONTROL_PORT: port(2122),
  AP_SIMULATOR_MLR_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  AP_SIMULATOR_RESPONSE_DELAY_SECONDS: z.coerce.number().min(0).max(86400).default(10),
  /** The Invoice Response code the simulated buyer answers with (AB, IP, UQ, CA, RE, AP, PD). */
  AP_SIMULATOR_RESPONSE_CODE: z.enum(['AB', 'IP', 'UQ', 'CA', 'RE', 'AP', 'PD']).default('AP'),

  /** Outbound mail (PDF forwards): an SMTP URL such as smtp://user:pass@relay:587 or smtps://…; unset: npm start runs the development mail catcher and points here. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'smtp://host:port or smtps://host:port')
    .optional(),
  /** The sender of the platform's mails. */
  MAIL_FROM: z.string().min(3).default('eSyn <no-reply@esyn.local>'),
  /** The development mail catcher of npm start (maildev): its SMTP port and its web inbox. */
  MAIL_CATCHER_SMTP_PORT: port(1025),
  MAIL_CATCHER_WEB_PORT: port(1080),
  /** The SMTP receiver of the companies' invoice addresses (workers/mail-intake): port and address it listens on. */
  SMTP_INTAKE_PORT: port(2525),
  SMTP_INTAKE_HOST: z.string().min(1).default('127.0.0.1'),
  /** Largest mail it takes, bytes (25 MB); a larger one is refused at SMTP level (552). */
  SMTP_INTAKE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(25 * 1024 * 1024),
  /** Seconds between sweeps that finish mails left pending (a crash, Temporal out of reach, an admin's reprocess). */
  SMTP_INTAKE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Where people reach the platform (links in mails); default the console of npm start. */
  PUBLIC_URL: z.string().url().optional(),

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
    throw new ConfigError(
      result.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
      ),
    );
  }
  const config = result.data;
  // DATA_DIR holds the token secret and every tenant's documents: never where a web server serves.
  const dataDir = path.resolve(path.resolve(__dirname, '..'), config.DATA_DIR);
  if (SERVED_FOLDERS.some((served) => dataDir === served || dataDir.startsWith(served + path.sep))) {
    throw new ConfigError([
      `DATA_DIR: must not be inside ${path.relative(path.resolve(__dirname, '..'), SERVED_FOLDERS[0] ?? '')}/, which web servers serve (got ${JSON.stringify(config.DATA_DIR)})`,
    ]);
  }
  if (Boolean(config.TEMPORAL_TLS_CERT_FILE) !== Boolean(config.TEMPORAL_TLS_KEY_FILE)) {
    throw new ConfigError(['TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE: give both (mutual TLS) or neither']);
  }
  if (config.NODE_ENV === 'production' && !config.AUTH_TOKEN_SECRET) {
    throw new ConfigError(['AUTH_TOKEN_SECRET: required in production']);
  }
  if (config.DOCUMENT_STORE === 's3' && (!config.S3_ENDPOINT || !config.S3_BUCKET)) {
    throw new ConfigError(['S3_ENDPOINT and S3_BUCKET: required when DOCUMENT_STORE=s3']);
  }
  if (
    (config.PEPPOL_TRANSPORT === 'ftp' || config.PEPPOL_TRANSPORT === 'ftps') &&
    !config.PEPPOL_AP_PASSWORD &&
    !apSimulatorEnabled(config)
  ) {
    throw new ConfigError([`PEPPOL_AP_PASSWORD: required when PEPPOL_TRANSPORT=${config.PEPPOL_TRANSPORT}`]);
  }
  if (config.PEPPOL_TRANSPORT === 'sftp' && !config.PEPPOL_AP_PASSWORD && !config.PEPPOL_AP_PRIVATE_KEY_FILE) {
    throw new ConfigError(['PEPPOL_AP_PASSWORD or PEPPOL_AP_PRIVATE_KEY_FILE: required when PEPPOL_TRANSPORT=sftp']);
  }
  return config;
}

/** The base URL of links in mails: PUBLIC_URL, else the console of npm start. */
export function publicUrl(cfg: Pick<Config, 'PUBLIC_URL' | 'CONSOLE_PORT'>): string {
  return (cfg.PUBLIC_URL ?? `http://127.0.0.1:${cfg.CONSOLE_PORT}`).replace(/\/+$/, '');
}

/** Whether npm start runs the access-point simulator: AP_SIMULATOR, else on in development. */
export function apSimulatorEnabled(cfg: Pick<Config, 'AP_SIMULATOR' | 'NODE_ENV'>): boolean {
  return cfg.AP_SIMULATOR ?? cfg.NODE_ENV === 'development';
}

/** Whether the simulator speaks FTPS: AP_SIMULATOR_TLS, else when the worker's transport is ftps. */
export function apSimulatorTls(cfg: Pick<Config, 'AP_SIMULATOR_TLS' | 'PEPPOL_TRANSPORT'>): boolean {
  return cfg.AP_SIMULATOR_TLS ?? cfg.PEPPOL_TRANSPORT === 'ftps';
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
