// The console's Vite dev server as `npm start` runs it (same command and config), on a free port,
// for tests that probe what it serves. Started in its own process group and stopped with it.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../infra/ports';

export const ROOT = path.resolve(__dirname, '..');

export interface RunningViteDevServer {
  port: number;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET with the path sent exactly as given: fetch() and URL resolve `/../` before sending, which
 * would hide the very requests a probe must make.
 */
export function rawGet(port: number, rawPath: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: rawPath, method: 'GET', headers: { accept: '*/*' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function startViteDevServer(
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 60_000,
): Promise<RunningViteDevServer> {
  const port = await freePort();
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  let out = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [vite, '--config', 'console/vite.config.ts', '--port', String(port), '--strictPort'],
    {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', CONSOLE_PORT: String(port), ...env },
      detached: true,
    },
  );
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite exited (${child.exitCode}) during start-up:\n${out}`);
    try {
      if ((await rawGet(port, '/')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite did not answer on port ${port} within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, url: `http://127.0.0.1:${port}`, output: () => out, stop };
}
