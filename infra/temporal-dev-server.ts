// Runs `temporal server start-dev` (the Temporal CLI's single-process server with SQLite and the Web
// UI) as a child process for the launcher and the test harness. With a db file its state survives
// restarts; without one it lives in memory (tests). The product's search attributes are registered
// at every start (registering an existing one is harmless).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Connection, type TLSConfig } from '@temporalio/client';
import { DEV_SERVER_SEARCH_ATTRIBUTES } from '../workflows/contract';
import { requireTemporalBinary } from './temporal-binaries';
import { signalChild, waitForExit } from './child-process';

export interface TemporalDevServerOptions {
  /** Path of the `temporal` binary; default: the pinned one (requireTemporalBinary). */
  binary?: string;
  /** SQLite file for persistent state; omit for in-memory state. */
  dbFilename?: string;
  ip?: string;
  port: number;
  /** Web UI port; omit to run headless. */
  uiPort?: number;
  namespace?: string;
  /** `Name=Type` pairs; default: the product's search attributes. */
  searchAttributes?: readonly string[];
  /** Server log level (warn by default, as the CLI does). */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'never';
  /** Receives the server's output, line by line. */
  onOutput?: (line: string) => void;
  /** How long to wait for the frontend to answer; default 60 s. */
  readyTimeoutMs?: number;
  /** Run in its own process group (default true): a terminal Ctrl-C does not reach it, so the
   * launcher stops it last. Tests pass false so an interrupted run takes it down too. */
  ownProcessGroup?: boolean;
}

export interface RunningTemporalDevServer {
  /** host:port of the gRPC frontend, for TEMPORAL_ADDRESS. */
  address: string;
  uiUrl?: string;
  namespace: string;
  pid: number;
  /** Settles when the server process exits (for whatever reason). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Resolves once the frontend answers and knows the namespace; rejects after timeoutMs. */
export async function waitForTemporal(
  address: string,
  namespace: string,
  timeoutMs: number,
  isDead: () => string | undefined = () => undefined,
  tls?: TLSConfig,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  for (;;) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000, ...(tls ? { tls } : {}) });
      try {
        await connection.workflowService.describeNamespace({ namespace });
        return;
      } finally {
        await connection.close();
      }
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline)
      throw new Error(`Temporal at ${address} did not answer within ${Math.round(timeoutMs / 1000)} s: ${lastError}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function temporalDevServerArgs(options: TemporalDevServerOptions): string[] {
  const namespace = options.namespace ?? 'default';
  const args = ['server', 'start-dev', '--ip', options.ip ?? '127.0.0.1', '--port', String(options.port)];
  if (options.dbFilename) args.push('--db-filename', options.dbFilename);
  if (options.uiPort) args.push('--ui-port', String(options.uiPort), '--ui-disable-news-fetch');
  else args.push('--headless');
  // "default" always exists; naming it again would be refused.
  if (namespace !== 'default') args.push('--namespace', namespace);
  for (const attribute of options.searchAttributes ?? DEV_SERVER_SEARCH_ATTRIBUTES)
    args.push('--search-attribute', attribute);
  args.push('--log-level', options.logLevel ?? 'warn', '--log-format', 'text');
  return args;
}

export async function startTemporalDevServer(options: TemporalDevServerOptions): Promise<RunningTemporalDevServer> {
  const binary = options.binary ?? requireTemporalBinary('temporal');
  const namespace = options.namespace ?? 'default';
  const ip = options.ip ?? '127.0.0.1';
  const address = `${ip}:${options.port}`;
  if (options.dbFilename) mkdirSync(path.dirname(options.dbFilename), { recursive: true });
  const args = temporalDevServerArgs(options);

  const ownGroup = options.ownProcessGroup ?? true;
  const child = spawn(binary, args, { detached: ownGroup, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      options.onOutput?.(line);
    });
  }
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let spawnError: Error | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (err) => {
      spawnError = err;
      exitInfo ??= { code: null, signal: null };
      resolve(exitInfo);
    });
  });

  const stop = async () => {
    if (!child.pid || exitInfo) return;
    signalChild(child, ownGroup, 'SIGTERM');
    if (await waitForExit(child, 10_000)) return;
    signalChild(child, ownGroup, 'SIGKILL');
    await waitForExit(child, 5_000);
  };

  try {
    await waitForTemporal(address, namespace, options.readyTimeoutMs ?? 60_000, () => {
      if (spawnError) return `could not run ${binary}: ${spawnError.message}`;
      if (exitInfo)
        return `temporal server start-dev exited during start-up (code ${exitInfo.code ?? exitInfo.signal}):\n  ${binary} ${args.join(' ')}\n${recent.join('\n')}`;
      return undefined;
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    address,
    uiUrl: options.uiPort ? `http://${ip === '0.0.0.0' ? '127.0.0.1' : ip}:${options.uiPort}` : undefined,
    namespace,
    pid: child.pid ?? 0,
    exited,
    stop,
  };
}
