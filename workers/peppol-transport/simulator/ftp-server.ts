// The simulator's FTP front: a real FTP server (ftp-srv) over the simulator's root folder, with one
// login, passive data connections on the ports just above the control port, and failure on demand:
// while the simulator says so, STOR is answered 451 (a transient reply, RFC 959) and nothing is
// written, the way a provider's outage looks to the platform.
import { timingSafeEqual } from 'node:crypto';
import { FtpSrv, type FtpConnection } from 'ftp-srv';

export interface SimulatorFtpOptions {
  root: string;
  host: string;
  port: number;
  user: string;
  password: string;
  /** Asked at every upload; true makes this one fail with 451. */
  failThisUpload: () => boolean;
  onError?: (message: string) => void;
}

export interface RunningFtpServer {
  url: string;
  close(): Promise<void>;
}

/** ftp-srv's command dispatcher, the part of it this module wraps (not in its type definitions). */
interface FtpCommands {
  parse(message: string): { directive: string };
  handle(command: string | { directive: string }): Promise<unknown>;
}
type ConnectionInternals = FtpConnection & { commands: FtpCommands; connector?: { end(): void } };

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** ftp-srv logs through a bunyan-shaped logger; the simulator keeps only its errors. */
function quietLogger(onError?: (message: string) => void) {
  const ignore = () => undefined;
  const logger = {
    child: () => logger,
    trace: ignore, debug: ignore, info: ignore, warn: ignore, fatal: ignore,
    error: (...args: unknown[]) => onError?.(args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : '')).filter(Boolean).join(' ')),
  };
  return logger;
}

function failUploadsOn(connection: ConnectionInternals, failThisUpload: () => boolean): void {
  const commands = connection.commands;
  const handle = commands.handle.bind(commands);
  commands.handle = (command) => {
    const parsed = typeof command === 'string' ? commands.parse(command) : command;
    if (parsed.directive === 'STOR' && failThisUpload()) {
      connection.connector?.end();
      return connection.reply(451, 'Requested action aborted: local error in processing (simulated outage)');
    }
    return handle(command);
  };
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

export async function startSimulatorFtp(opts: SimulatorFtpOptions): Promise<RunningFtpServer> {
  // ftp-srv hooks process signals to exit the process; whoever runs the simulator decides that.
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const server = new FtpSrv({
    url: `ftp://${opts.host}:${opts.port}`,
    pasv_url: opts.host,
    pasv_min: opts.port + 1,
    pasv_max: opts.port + 50,
    anonymous: false,
    greeting: ['eSyn access-point simulator'],
    log: quietLogger(opts.onError),
  });
  for (const s of SIGNALS) {
    for (const l of process.listeners(s)) if (!before.get(s)?.has(l)) process.removeListener(s, l);
  }
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    if (!same(username, opts.user) || !same(password, opts.password)) {
      reject(new Error('Invalid user or password'));
      return;
    }
    failUploadsOn(connection as ConnectionInternals, opts.failThisUpload);
    resolve({ root: opts.root });
  });
  server.on('client-error', ({ error }) => opts.onError?.(`FTP client error: ${error instanceof Error ? error.message : String(error)}`));
  await server.listen();
  return {
    url: `ftp://${opts.host}:${opts.port}`,
    close: async () => {
      await server.close();
    },
  };
}
