// The simulator's FTP front: a real FTP server (ftp-srv) over the simulator's root folder, with one
// login, passive data connections on the ports just above the control port, and failure on demand:
// while the simulator says so, STOR is answered 451 (a transient reply, RFC 959) and nothing is
// written, the way a provider's outage looks to the platform. With a certificate it speaks FTPS
// (explicit TLS: AUTH TLS on the control connection, then TLS on every data connection) and, like a
// provider that requires FTPS, refuses to log anyone in before TLS is up.
import { timingSafeEqual } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { FtpSrv, type FtpConnection } from 'ftp-srv';
import { readTlsMaterial, type TlsSource } from './certificate';

export interface SimulatorFtpOptions {
  root: string;
  host: string;
  port: number;
  user: string;
  password: string;
  /** FTPS: the server's certificate and key (PEM text or file paths). */
  tls?: TlsSource;
  /** With tls: refuse USER/PASS on a connection without TLS (default true). */
  requireTls?: boolean;
  /** Asked at every upload with the path it writes to; true makes this one fail with 451. */
  failThisUpload: (path: string) => boolean;
  onError?: (message: string) => void;
}

export interface RunningFtpServer {
  url: string;
  /** Whether it speaks FTPS (explicit TLS). */
  tls: boolean;
  close(): Promise<void>;
}

/** ftp-srv's command dispatcher, the part of it this module wraps (not in its type definitions). */
interface FtpCommands {
  parse(message: string): { directive: string; arg: string | null };
  handle(command: string | { directive: string; arg: string | null }): Promise<unknown>;
}
type ConnectionInternals = FtpConnection & {
  commands: FtpCommands;
  connector?: { end(): void };
  commandSocket: Socket;
};

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
    trace: ignore,
    debug: ignore,
    info: ignore,
    warn: ignore,
    fatal: ignore,
    error: (...args: unknown[]) =>
      onError?.(
        args
          .map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : ''))
          .filter(Boolean)
          .join(' '),
      ),
  };
  return logger;
}

/** Commands a client may send before TLS is up on a server that requires it (RFC 4217). */
const BEFORE_TLS = new Set(['AUTH', 'FEAT', 'SYST', 'NOOP', 'QUIT', 'HELP']);

interface CommandRules {
  /** The server has a certificate (AUTH TLS is answered). */
  tls: boolean;
  requireTls: boolean;
  failThisUpload: (path: string) => boolean;
}

/** Wraps the connection's dispatcher: the TLS requirement before login, and failing uploads on demand. */
function applyRules(connection: ConnectionInternals, rules: CommandRules): void {
  const commands = connection.commands;
  const handle = commands.handle.bind(commands);
  commands.handle = (command) => {
    const parsed = typeof command === 'string' ? commands.parse(command) : command;
    if (rules.requireTls && !connection.secure && !BEFORE_TLS.has(parsed.directive)) {
      return connection.reply(530, 'This server requires FTPS: send AUTH TLS before logging in');
    }
    if (parsed.directive === 'STOR' && rules.failThisUpload(parsed.arg ?? '')) {
      connection.connector?.end();
      return connection.reply(451, 'Requested action aborted: local error in processing (simulated outage)');
    }
    if (parsed.directive === 'AUTH' && rules.tls && !connection.secure) {
      // ftp-srv sends 234 and wraps the socket in TLS some turns of the event loop later, so a quick
      // client's TLS hello can arrive first and be read as a command (a 502, and a broken handshake).
      // Paused and without its command reader, the socket keeps the hello for Node's TLSSocket, which
      // takes over bytes buffered in a socket it wraps (reading them, which emits them as 'data'). The
      // reader comes back once the handshake is done: ftp-srv then hands it the decrypted commands
      // through this socket.
      const socket = connection.commandSocket;
      const readers = socket.listeners('data') as ((chunk: Buffer) => void)[];
      socket.pause();
      socket.removeAllListeners('data');
      const restore = () => {
        for (const reader of readers) socket.on('data', reader);
      };
      return handle(command).finally(() => {
        if (connection.secure && connection.commandSocket !== socket) connection.commandSocket.once('secure', restore);
        else {
          restore();
          socket.resume();
        }
      });
    }
    return handle(command);
  };
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

export async function startSimulatorFtp(opts: SimulatorFtpOptions): Promise<RunningFtpServer> {
  const tls = opts.tls ? await readTlsMaterial(opts.tls) : undefined;
  const rules: CommandRules = {
    tls: tls !== undefined,
    requireTls: tls !== undefined && opts.requireTls !== false,
    failThisUpload: opts.failThisUpload,
  };
  // ftp-srv hooks process signals to exit the process; whoever runs the simulator decides that.
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const server = new FtpSrv({
    url: `ftp://${opts.host}:${opts.port}`,
    pasv_url: opts.host,
    pasv_min: opts.port + 1,
    pasv_max: opts.port + 50,
    anonymous: false,
    greeting: [tls ? 'eSyn access-point simulator (FTPS: AUTH TLS)' : 'eSyn access-point simulator'],
    // Explicit TLS: the url stays ftp://, the certificate is used after AUTH TLS.
    tls: tls ?? false,
    log: quietLogger(opts.onError),
  });
  for (const s of SIGNALS) {
    for (const l of process.listeners(s)) if (!before.get(s)?.has(l)) process.removeListener(s, l);
  }
  // ftp-srv emits 'connect' for every new control connection, before its greeting; its type definitions leave it out.
  (server as unknown as EventEmitter).on('connect', ({ connection }: { connection: FtpConnection }) =>
    applyRules(connection as ConnectionInternals, rules),
  );
  server.on('login', ({ username, password }, resolve, reject) => {
    if (!same(username, opts.user) || !same(password, opts.password)) {
      reject(new Error('Invalid user or password'));
      return;
    }
    resolve({ root: opts.root });
  });
  server.on('client-error', ({ error }) =>
    opts.onError?.(`FTP client error: ${error instanceof Error ? error.message : String(error)}`),
  );
  await server.listen();
  return {
    url: `ftp://${opts.host}:${opts.port}`,
    tls: tls !== undefined,
    close: async () => {
      await server.close();
    },
  };
}
