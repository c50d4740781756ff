// Port checks done before anything starts, so a taken port is a one-line message naming the
// variable to change instead of a crash in the middle of start-up.
import net from 'node:net';

export interface PortRequest {
  port: number;
  /** The variable that sets it, for the message (API_PORT, CONSOLE_PORT ...). */
  variable: string;
  /** Address the service will bind; defaults to 127.0.0.1. */
  host?: string;
}

function canBind(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (err: NodeJS.ErrnoException) => {
      // An address family the machine lacks (no IPv6) says nothing about the port.
      resolve(err.code === 'EADDRNOTAVAIL' || err.code === 'EAFNOSUPPORT');
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function somethingAnswers(port: number, host: string, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when nothing listens on the port: it binds on the service's address and nothing answers on
 * localhost (IPv4 or IPv6), which also catches servers bound to another address. */
export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  const hosts = [...new Set([host, '127.0.0.1'])];
  for (const h of hosts) if (!(await canBind(port, h))) return false;
  const answers = await Promise.all([somethingAnswers(port, '127.0.0.1'), somethingAnswers(port, '::1')]);
  return !answers.some(Boolean);
}

export function portInUseMessage({ port, variable }: PortRequest): string {
  return `Port ${port} is already in use (${variable}). Stop what uses it or set ${variable}=<free port>.`;
}

export class PortInUseError extends Error {
  constructor(public readonly taken: PortRequest[]) {
    super(taken.map(portInUseMessage).join('\n'));
    this.name = 'PortInUseError';
  }
}

/** Checks every port; throws PortInUseError listing all taken ones (and duplicates in the config). */
export async function assertPortsFree(requests: PortRequest[]): Promise<void> {
  const seen = new Map<number, string>();
  const problems: string[] = [];
  for (const r of requests) {
    const other = seen.get(r.port);
    if (other)
      problems.push(`Port ${r.port} is set for both ${other} and ${r.variable}: give ${r.variable} another port.`);
    seen.set(r.port, r.variable);
  }
  if (problems.length) throw new Error(problems.join('\n'));
  const results = await Promise.all(requests.map(async (r) => ({ r, free: await isPortFree(r.port, r.host) })));
  const taken = results.filter((x) => !x.free).map((x) => x.r);
  if (taken.length) throw new PortInUseError(taken);
}

/**
 * Ports handed out by freePort: below Linux's ephemeral range (32768-60999), from which the OS takes
 * the local port of every outgoing connection. A port the OS picks from that range can be taken by
 * some client's connection between the check and the server's listen (seen in CI); a port here
 * cannot. The top leaves room for the 50 passive FTP ports above a simulator's port.
 */
const FREE_PORT_RANGE = { min: 20_000, max: 32_700 } as const;

function listenOnce(port: number, host: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/** A port that is free right now, below the ephemeral range when possible; for tests and throwaway servers. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = FREE_PORT_RANGE.min + Math.floor(Math.random() * (FREE_PORT_RANGE.max - FREE_PORT_RANGE.min));
    if ((await listenOnce(candidate, host)) === candidate) return candidate;
  }
  const picked = await listenOnce(0, host);
  if (!picked) throw new Error('no free port');
  return picked;
}

/** Resolves once something accepts TCP connections on host:port, or rejects after timeoutMs. */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await somethingAnswers(port, host)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing listens on ${host}:${port} after ${Math.round(timeoutMs / 1000)} s`);
}
