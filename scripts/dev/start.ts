// `npm start`: runs the whole platform on this machine, after scripts/setup.mjs has installed what
// was missing. In order:
//   1. configuration (.env when present, then the environment; a bad value stops here);
//   2. every port is checked before anything starts;
//   3. in parallel: PostgreSQL (DATABASE_URL, else 127.0.0.1:5432, else embedded under DATA_DIR/pg)
//      with migrations and the idempotent demo seed | Temporal (`temporal server start-dev` with
//      its SQLite file under DATA_DIR, unless TEMPORAL_ADDRESS is set);
//   4. the mail catcher (maildev, unless SMTP_URL is set), the access-point simulator (AP_SIMULATOR,
//      on in development), the worker, the mail intake (SMTP receiver of the invoice addresses), the
//      api and the console (Vite dev server), each in its own process group;
//   5. waits until each is healthy (mail catcher /api/healthz, simulator control /status, the mail
//      intake's SMTP greeting, api /api/health, the platform health workflow through the worker, the
//      console's page) and prints the URLs and demo logins.
// Ctrl-C (SIGINT) or SIGTERM stops the children, then Temporal, then PostgreSQL. A child that dies
// stops everything and the launcher exits non-zero naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client, Connection, type TLSConfig } from '@temporalio/client';
import { apSimulatorEnabled, ConfigError, parseConfig, type Config } from '../../infra/config';
import { temporalTls } from '../../infra/temporal-tls';
import { accessPointSetup } from './access-point';
import { createDb } from '../../infra/db';
import { assertPortsFree, PortInUseError, type PortRequest } from '../../infra/ports';
import { resolvePostgres, type ResolvedPostgres } from '../../infra/postgres-resolver';
import {
  startTemporalDevServer,
  waitForTemporal,
  type RunningTemporalDevServer,
} from '../../infra/temporal-dev-server';
import {
  PLATFORM_HEALTH_TASK_QUEUE,
  PLATFORM_HEALTH_WORKFLOW,
  platformHealthWorkflowId,
  type PlatformHealthResult,
} from '../../workflows/contract';
import { API_NODE_FLAGS } from '../../infra/api-node-flags';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from '../db/demo-seed';
import { migrateLatest } from '../db/migrate';
import { print, say, sayError } from './output';
import {
  cleanLeftovers,
  killAllSync,
  registerGroup,
  startChild,
  stopChild,
  trackGroupsIn,
  unregisterGroup,
  type ChildSpec,
  type RunningChild,
} from './supervisor';

const ROOT = path.resolve(__dirname, '..', '..');
const HEALTH_TIMEOUT_MS = 120_000;

class LauncherError extends Error {}

interface Platform {
  pg?: ResolvedPostgres;
  temporal?: RunningTemporalDevServer;
  children: RunningChild[];
}

const platform: Platform = { children: [] };
let stopping = false;
/** PostgreSQL and Temporal being started: a stop waits for them, so nothing starts after it. */
let preparing: Promise<unknown> = Promise.resolve();
let stopRequestedAt = 0;

// --- configuration ------------------------------------------------------------------------------

function loadConfig(): Config {
  // .env fills in what the environment does not set (the environment wins).
  const envFile = path.join(ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return parseConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      sayError(err.message);
      sayError('Fix the variable (environment or .env; see .env.example) and run npm start again.');
      process.exit(1);
    }
    throw err;
  }
}

/** A signing secret for development that survives restarts, so logins stay valid. */
function devAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'dev-auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  say(`made a development AUTH_TOKEN_SECRET (kept in ${path.relative(ROOT, file)})`);
  return secret;
}

function portsToCheck(cfg: Config): PortRequest[] {
  const ports: PortRequest[] = [
    { port: cfg.API_PORT, variable: 'API_PORT', host: cfg.API_HOST },
    { port: cfg.SMTP_INTAKE_PORT, variable: 'SMTP_INTAKE_PORT', host: cfg.SMTP_INTAKE_HOST },
  ];
  if (!cfg.SERVE_CONSOLE) ports.push({ port: cfg.CONSOLE_PORT, variable: 'CONSOLE_PORT' });
  if (!cfg.TEMPORAL_ADDRESS) {
    ports.push(
      { port: cfg.TEMPORAL_PORT, variable: 'TEMPORAL_PORT' },
      { port: cfg.TEMPORAL_UI_PORT, variable: 'TEMPORAL_UI_PORT' },
    );
  }
  if (apSimulatorEnabled(cfg)) {
    ports.push(
      { port: cfg.AP_SIMULATOR_FTP_PORT, variable: 'AP_SIMULATOR_FTP_PORT' },
      { port: cfg.AP_SIMULATOR_CONTROL_PORT, variable: 'AP_SIMULATOR_CONTROL_PORT' },
    );
  }
  if (!cfg.SMTP_URL) {
    ports.push(
      { port: cfg.MAIL_CATCHER_SMTP_PORT, variable: 'MAIL_CATCHER_SMTP_PORT' },
      { port: cfg.MAIL_CATCHER_WEB_PORT, variable: 'MAIL_CATCHER_WEB_PORT' },
    );
  }
  // EMBEDDED_PG_PORT is checked by the resolver, only when embedded PostgreSQL is needed.
  return ports;
}

// --- PostgreSQL and Temporal --------------------------------------------------------------------

/** While stopping, children's routine lines are dropped; warnings and errors still show. */
function quietWhileStopping(line: string): boolean {
  return stopping && !/"level":(4|5|6)0\b|\b(WARN|ERROR|FATAL|Error)\b/.test(line);
}

function quietPostgresLine(line: string): boolean {
  // Embedded PostgreSQL logs every start and checkpoint at LOG; show only what needs attention.
  return /\b(LOG|DETAIL|HINT|STATEMENT):/.test(line) && !/\b(FATAL|PANIC|ERROR|WARNING):/.test(line);
}

async function preparePostgres(cfg: Config, dataDir: string): Promise<ResolvedPostgres> {
  const started = Date.now();
  const pg = await resolvePostgres({
    dataDir,
    databaseName: cfg.DATABASE_NAME,
    embeddedPort: cfg.EMBEDDED_PG_PORT,
    databaseUrl: cfg.DATABASE_URL,
    tryLocal: cfg.DATABASE_TRY_LOCAL,
    onLog: (line) => {
      if (stopping) return;
      if (cfg.LOG_LEVEL === 'debug' || cfg.LOG_LEVEL === 'trace' || !quietPostgresLine(line)) print('postgres', line);
    },
  });
  platform.pg = pg;
  if (pg.pid) registerGroup(pg.pid, 'postgres');
  say(`PostgreSQL: ${describePostgres(pg)} (${Date.now() - started} ms)`);

  const db = createDb(pg.url);
  try {
    const migrated = await migrateLatest(db);
    say(
      migrated.applied.length
        ? `database: applied ${migrated.applied.length} migration(s)`
        : 'database: migrations up to date',
    );
    const seeded = await seedDemoData(db);
    say(
      `demo data present: ${Object.entries(seeded)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
  } finally {
    await db.destroy();
  }
  return pg;
}

function describePostgres(pg: ResolvedPostgres): string {
  const u = new URL(pg.url);
  const where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  if (pg.source === 'embedded')
    return `embedded PostgreSQL on ${where} (data ${path.relative(ROOT, pg.embeddedDataDir ?? '') || pg.embeddedDataDir})`;
  if (pg.source === 'local-5432') return `the server on ${where}`;
  return `DATABASE_URL ${where}`;
}

async function prepareTemporal(cfg: Config, dataDir: string): Promise<{ address: string; uiUrl?: string }> {
  const started = Date.now();
  if (cfg.TEMPORAL_ADDRESS) {
    await waitForTemporal(cfg.TEMPORAL_ADDRESS, cfg.TEMPORAL_NAMESPACE, 30_000, undefined, temporalTls(cfg));
    say(`Temporal: ${cfg.TEMPORAL_ADDRESS} (TEMPORAL_ADDRESS, namespace ${cfg.TEMPORAL_NAMESPACE})`);
    return { address: cfg.TEMPORAL_ADDRESS, uiUrl: cfg.TEMPORAL_UI_URL };
  }
  const temporal = await startTemporalDevServer({
    dbFilename: path.join(dataDir, 'temporal.db'),
    ip: '127.0.0.1',
    port: cfg.TEMPORAL_PORT,
    uiPort: cfg.TEMPORAL_UI_PORT,
    namespace: cfg.TEMPORAL_NAMESPACE,
    // Only the server's log lines (warnings and worse); the launcher prints the addresses itself.
    onOutput: (line) => {
      if (!stopping && line.startsWith('time=')) print('temporal', line);
    },
  });
  platform.temporal = temporal;
  registerGroup(temporal.pid, 'temporal');
  say(
    `Temporal: dev server on ${temporal.address}, state in ${path.relative(ROOT, path.join(dataDir, 'temporal.db'))} (${Date.now() - started} ms)`,
  );
  return { address: temporal.address, uiUrl: cfg.TEMPORAL_UI_URL ?? temporal.uiUrl };
}

// --- children -----------------------------------------------------------------------------------

function tsxChild(name: string, entry: string, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): ChildSpec {
  const file = path.join(ROOT, entry);
  if (!existsSync(file)) throw new LauncherError(`${entry} is missing: cannot start the ${name}.`);
  return { name, command: process.execPath, args: [...nodeFlags, '--import', 'tsx', entry], env, cwd: ROOT };
}

/**
 * The development mail catcher (maildev) when no SMTP_URL is set: the worker's mail goes to it and
 * its web inbox shows what was sent; mails are kept under DATA_DIR/mail between starts.
 */
function mailCatcher(
  cfg: Config,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { spec: ChildSpec; webUrl: string; smtpUrl: string } {
  const bin = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  if (!existsSync(bin))
    throw new LauncherError('node_modules/maildev is missing: run npm ci, or set SMTP_URL to a mail server.');
  const mailDir = path.join(dataDir, 'mail');
  mkdirSync(mailDir, { recursive: true });
  return {
    spec: {
      name: 'mail',
      command: process.execPath,
      args: [
        bin,
        '--smtp',
        String(cfg.MAIL_CATCHER_SMTP_PORT),
        '--web',
        String(cfg.MAIL_CATCHER_WEB_PORT),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--mail-directory',
        mailDir,
        '--max-message-size',
        String(30 * 1024 * 1024),
      ],
      env,
      cwd: ROOT,
    },
    webUrl: `http://127.0.0.1:${cfg.MAIL_CATCHER_WEB_PORT}`,
    smtpUrl: `smtp://127.0.0.1:${cfg.MAIL_CATCHER_SMTP_PORT}`,
  };
}

function viteArgs(...args: string[]): { command: string; args: string[] } {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) throw new LauncherError('node_modules/vite is missing: run npm ci.');
  return { command: process.execPath, args: [vite, ...args] };
}

/** Runs a command to completion with prefixed output (the console build for SERVE_CONSOLE). */
async function runToCompletion(spec: ChildSpec): Promise<void> {
  const child = startChild(spec, quietWhileStopping);
  platform.children.push(child);
  const { code, signal } = await child.exited;
  platform.children = platform.children.filter((c) => c !== child);
  if (code !== 0)
    throw new LauncherError(`${spec.name} failed (${code ?? signal}): ${spec.command} ${spec.args.join(' ')}`);
}

// --- health -------------------------------------------------------------------------------------

async function waitForHttp(url: string, name: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new LauncherError(`${name} did not answer ${url} within ${HEALTH_TIMEOUT_MS / 1000} s (${last})`);
}

/** Waits for an SMTP server's 220 greeting (the mail intake). */
async function waitForSmtp(host: string, port: number, name: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline && !stopping) {
    try {
      const greeting = await new Promise<string>((resolve, reject) => {
        const socket = net.connect({ host, port }, () => undefined);
        socket.setTimeout(3000, () => socket.destroy(new Error('no greeting')));
        socket.once('data', (d) => {
          resolve(d.toString('latin1'));
          socket.end('QUIT\r\n');
        });
        socket.once('error', reject);
      });
      if (greeting.startsWith('220')) return;
      last = greeting.trim();
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new LauncherError(`${name} did not greet on ${host}:${port} within ${HEALTH_TIMEOUT_MS / 1000} s (${last})`);
}

async function waitForWorker(
  address: string,
  namespace: string,
  tls: TLSConfig | undefined,
): Promise<PlatformHealthResult> {
  const connection = await Connection.connect({ address, ...(tls ? { tls } : {}) });
  try {
    const client = new Client({ connection, namespace });
    // The workflow waits in the task queue until the worker polls it, so this also waits for the
    // worker to start (bundling the workflows takes a few seconds).
    return await client.workflow.execute(PLATFORM_HEALTH_WORKFLOW, {
      taskQueue: PLATFORM_HEALTH_TASK_QUEUE,
      workflowId: platformHealthWorkflowId(),
      args: [{}],
      workflowExecutionTimeout: `${HEALTH_TIMEOUT_MS / 1000} seconds`,
    });
  } catch (err) {
    throw new LauncherError(
      `the worker did not pass the platform health workflow: ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    await connection.close();
  }
}

/** Resolves with the first child that exits. */
function firstExit(
  children: RunningChild[],
): Promise<{ child: RunningChild; code: number | null; signal: NodeJS.Signals | null }> {
  return Promise.race(children.map((child) => child.exited.then(({ code, signal }) => ({ child, code, signal }))));
}

// --- banner -------------------------------------------------------------------------------------

function banner(lines: {
  consoleUrl: string;
  apiUrl: string;
  temporalUi?: string;
  temporalAddress: string;
  pg: ResolvedPostgres;
  accessPoint: string;
  mail: string;
  mailIn: string;
  seconds: number;
}): string {
  const rule = '─'.repeat(78);
  const emailWidth = Math.max(...DEMO_LOGINS.map((l) => l.email.length), 5) + 2;
  const passwordWidth = Math.max(...DEMO_LOGINS.map((l) => l.password.length), 8) + 2;
  const row = (role: string, email: string, password: string, who: string) =>
    `    ${role.padEnd(14)}${email.padEnd(emailWidth)}${password.padEnd(passwordWidth)}${who}`;
  const logins = DEMO_LOGINS.map((l) => row(l.role, l.email, l.password, l.label));
  return [
    rule,
    `  eSyn is running (ready in ${lines.seconds.toFixed(1)} s)`,
    '',
    `  Console       ${lines.consoleUrl}`,
    `  API           ${lines.apiUrl}/api   (health: ${lines.apiUrl}/api/health)`,
    `  Temporal UI   ${lines.temporalUi ?? '(not started here: set TEMPORAL_UI_URL)'}   (frontend ${lines.temporalAddress})`,
    `  PostgreSQL    ${describePostgres(lines.pg)}`,
    `  Access point  ${lines.accessPoint}`,
    `  Mail          ${lines.mail}`,
    `  Mail in       ${lines.mailIn}`,
    '',
    `  Demo logins (password ${DEMO_PASSWORD} for all):`,
    row('role', 'email', 'password', 'who'),
    ...logins,
    '',
    '  Press Ctrl-C to stop everything.',
    rule,
  ].join('\n');
}

// --- shutdown -----------------------------------------------------------------------------------

async function shutdown(exitCode: number, reason: string): Promise<never> {
  if (stopping) return new Promise<never>(() => undefined);
  stopping = true;
  const started = Date.now();
  say(`${reason}: stopping everything`);
  await Promise.race([preparing, new Promise((r) => setTimeout(r, 60_000).unref())]);
  // Front to back: console, api, worker (it drains its tasks), then Temporal, then PostgreSQL.
  for (const child of [...platform.children].reverse()) await stopChild(child);
  if (platform.temporal) {
    await platform.temporal.stop();
    unregisterGroup(platform.temporal.pid);
  }
  if (platform.pg) {
    await platform.pg.stop();
    if (platform.pg.pid) unregisterGroup(platform.pg.pid);
  }
  say(`stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(exitCode);
}

function onSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second Ctrl-C a moment later (not the same press relayed by npm/tsx): stop hard.
    if (Date.now() - stopRequestedAt > 2000) {
      sayError(`${signal} again: killing everything now`);
      killAllSync();
      process.exit(130);
    }
    return;
  }
  stopRequestedAt = Date.now();
  void shutdown(0, signal === 'SIGINT' ? 'Ctrl-C' : signal);
}

// --- main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const t0 = Date.now();
  const cfg = loadConfig();
  const dataDir = path.resolve(ROOT, cfg.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  // Processes of an earlier launcher that was killed outright (SIGKILL) would hold the ports.
  const stateFile = path.join(dataDir, 'launcher-processes.json');
  const cleaned = await cleanLeftovers(stateFile);
  if (cleaned.length) say(`stopped what an earlier start left running: ${cleaned.join(', ')}`);
  trackGroupsIn(stateFile);

  try {
    await assertPortsFree(portsToCheck(cfg));
  } catch (err) {
    sayError(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }

  // Both settle before going on, so a failure of one never leaves the other starting unseen.
  const prepared = Promise.allSettled([preparePostgres(cfg, dataDir), prepareTemporal(cfg, dataDir)]);
  preparing = prepared;
  const [pgResult, temporalResult] = await prepared;
  if (pgResult.status === 'rejected') throw pgResult.reason;
  if (temporalResult.status === 'rejected') throw temporalResult.reason;
  const pg = pgResult.value;
  const temporal = temporalResult.value;
  if (stopping) return;

  const accessPoint = accessPointSetup(cfg, ROOT, sayError);
  await accessPoint.prepare?.();
  let authSecret = cfg.AUTH_TOKEN_SECRET;
  if (!authSecret && cfg.NODE_ENV === 'development') authSecret = devAuthSecret(dataDir);

  const apiHost = cfg.API_HOST === '0.0.0.0' ? '127.0.0.1' : cfg.API_HOST;
  const apiUrl = `http://${apiHost}:${cfg.API_PORT}`;
  const consoleUrl = cfg.SERVE_CONSOLE ? apiUrl : `http://127.0.0.1:${cfg.CONSOLE_PORT}`;
  const catcher = cfg.SMTP_URL ? undefined : mailCatcher(cfg, dataDir, process.env);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...((cfg.SMTP_URL ?? catcher?.smtpUrl) ? { SMTP_URL: cfg.SMTP_URL ?? catcher?.smtpUrl } : {}),
    // Links in mails lead to the console people use.
    PUBLIC_URL: cfg.PUBLIC_URL ?? consoleUrl,
    NODE_ENV: cfg.NODE_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_NAMESPACE: cfg.TEMPORAL_NAMESPACE,
    API_PORT: String(cfg.API_PORT),
    API_HOST: cfg.API_HOST,
    CONSOLE_PORT: String(cfg.CONSOLE_PORT),
    ...(temporal.uiUrl ? { TEMPORAL_UI_URL: temporal.uiUrl } : {}),
    ...(authSecret ? { AUTH_TOKEN_SECRET: authSecret } : {}),
    ...accessPoint.env,
  };

  if (cfg.SERVE_CONSOLE) {
    say('SERVE_CONSOLE=true: building the console for the api to serve');
    const build = viteArgs('build', '--config', 'console/vite.config.ts');
    await runToCompletion({ name: 'console', ...build, env, cwd: ROOT });
  }

  // Started first, stopped last: the worker's polls, uploads and mails reach them until the worker is gone.
  const specs: ChildSpec[] = catcher ? [catcher.spec] : [];
  if (accessPoint.controlUrl) specs.push(tsxChild('ap-simulator', 'tools/peppol-simulator/main.ts', env));
  specs.push(
    tsxChild('worker', 'workers/main.ts', env),
    tsxChild('mail-in', 'workers/mail-intake/main.ts', env),
    tsxChild('api', 'api/main.ts', env, API_NODE_FLAGS),
  );
  if (!cfg.SERVE_CONSOLE) {
    const vite = viteArgs('--config', 'console/vite.config.ts', '--port', String(cfg.CONSOLE_PORT), '--strictPort');
    specs.push({ name: 'console', ...vite, env, cwd: ROOT });
  }
  for (const spec of specs) platform.children.push(startChild(spec, quietWhileStopping));
  const died = firstExit(platform.children);

  const intakeHost = cfg.SMTP_INTAKE_HOST === '0.0.0.0' ? '127.0.0.1' : cfg.SMTP_INTAKE_HOST;
  const healthy = Promise.all([
    catcher ? waitForHttp(`${catcher.webUrl}/api/healthz`, 'the mail catcher') : Promise.resolve(),
    accessPoint.controlUrl
      ? waitForHttp(`${accessPoint.controlUrl}/status`, 'the access-point simulator')
      : Promise.resolve(),
    waitForSmtp(intakeHost, cfg.SMTP_INTAKE_PORT, 'the mail intake'),
    waitForHttp(`${apiUrl}/api/health`, 'the api'),
    // The dev server the launcher starts speaks plain TCP; a cluster of TEMPORAL_ADDRESS may want TLS.
    waitForWorker(temporal.address, cfg.TEMPORAL_NAMESPACE, cfg.TEMPORAL_ADDRESS ? temporalTls(cfg) : undefined),
    cfg.SERVE_CONSOLE ? Promise.resolve() : waitForHttp(`http://127.0.0.1:${cfg.CONSOLE_PORT}/`, 'the console'),
  ]);
  const first = await Promise.race([healthy.then(() => undefined), died]);
  if (first) {
    await shutdown(1, `${first.child.name} exited during start-up (${first.code ?? first.signal})`);
    return;
  }
  if (stopping) return;
  const mail = catcher
    ? `catcher ${catcher.webUrl} (inbox of every mail sent; SMTP ${catcher.smtpUrl.replace('smtp://', '')})`
    : `SMTP_URL ${new URL(cfg.SMTP_URL ?? '').host}`;
  const mailIn = `SMTP ${intakeHost}:${cfg.SMTP_INTAKE_PORT} (mail to a company's invoice address becomes invoices; max ${Math.floor(cfg.SMTP_INTAKE_MAX_BYTES / (1024 * 1024))} MB)`;
  console.log(
    banner({
      consoleUrl,
      apiUrl,
      temporalUi: temporal.uiUrl,
      temporalAddress: temporal.address,
      pg,
      accessPoint: accessPoint.describe,
      mail,
      mailIn,
      seconds: (Date.now() - t0) / 1000,
    }),
  );

  const exit = await died;
  if (!stopping) await shutdown(1, `${exit.child.name} exited unexpectedly (${exit.code ?? exit.signal})`);
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);
// If the launcher dies anyway, no child, Temporal or PostgreSQL outlives it.
process.on('exit', killAllSync);

main().catch(async (err: unknown) => {
  if (err instanceof PortInUseError || err instanceof LauncherError) sayError(err.message);
  else sayError(err instanceof Error ? (err.stack ?? err.message) : String(err));
  await shutdown(1, 'start-up failed');
});
