// The `npm start` launcher end to end, on free ports and a throwaway database and data folder:
// it starts Temporal, the mail catcher, the access-point simulator, the worker, the api and the
// console, reports them healthy with the banner (the api's health naming Temporal and the workers),
// and Ctrl-C (SIGINT) stops every process it started. Also its two refusals: a bad variable and a
// taken port.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../infra/ports';
import { withDatabase } from '../../infra/postgres-resolver';
import { isAlive } from '../../infra/child-process';

const ROOT = path.resolve(__dirname, '..', '..');
jest.setTimeout(180_000);

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: NodeJS.ProcessEnv): Run {
  let out = '';
  // Detached: the test signals the launcher's group the way a terminal's Ctrl-C does.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', ...env },
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(run: Run, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null)
      throw new Error(`launcher exited (${run.child.exitCode}) before "${text}":\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** After a failed run, the launcher's children (each in a process group of its own) must not outlive the test. */
function killRecordedGroups(dataDir: string): void {
  let groups: { pid: number }[] = [];
  try {
    groups = (
      JSON.parse(readFileSync(path.join(dataDir, 'launcher-processes.json'), 'utf8')) as { groups: { pid: number }[] }
    ).groups;
  } catch {
    return; // the launcher never recorded any
  }
  for (const g of groups) {
    try {
      process.kill(-g.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('npm start launcher', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esyn-launcher-test-'));
  const database = `esyn_launcher_${randomBytes(4).toString('hex')}`;
  let ports: Record<
    | 'API_PORT'
    | 'CONSOLE_PORT'
    | 'TEMPORAL_PORT'
    | 'TEMPORAL_UI_PORT'
    | 'EMBEDDED_PG_PORT'
    | 'AP_SIMULATOR_FTP_PORT'
    | 'AP_SIMULATOR_CONTROL_PORT'
    | 'MAIL_CATCHER_SMTP_PORT'
    | 'MAIL_CATCHER_WEB_PORT'
    | 'SMTP_INTAKE_PORT',
    string
  >;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const [api, consolePort, temporal, ui, embedded, ftp, control, smtp, web, intake] = await Promise.all(
      Array.from({ length: 10 }, () => freePort()),
    );
    ports = {
      API_PORT: String(api),
      CONSOLE_PORT: String(consolePort),
      TEMPORAL_PORT: String(temporal),
      TEMPORAL_UI_PORT: String(ui),
      EMBEDDED_PG_PORT: String(embedded),
      AP_SIMULATOR_FTP_PORT: String(ftp),
      AP_SIMULATOR_CONTROL_PORT: String(control),
      MAIL_CATCHER_SMTP_PORT: String(smtp),
      MAIL_CATCHER_WEB_PORT: String(web),
      SMTP_INTAKE_PORT: String(intake),
    };
    env = {
      ...ports,
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(process.env.TEST_PG_URL ?? '', database),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      AUTH_TOKEN_SECRET: '',
      SMTP_URL: '',
    };
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists "${database}" with (force)`).catch(() => undefined);
  });

  it('starts every piece, reports them healthy, and stops them all on Ctrl-C', async () => {
    const run = launch(env);
    try {
      await waitFor(run, 'Press Ctrl-C to stop everything.', 150_000);
      const out = run.output();
      expect(out).toContain(`Console       http://127.0.0.1:${ports.CONSOLE_PORT}`);
      expect(out).toContain(`API           http://127.0.0.1:${ports.API_PORT}/api`);
      expect(out).toContain(`Temporal UI   http://127.0.0.1:${ports.TEMPORAL_UI_PORT}`);
      expect(out).toMatch(/admin\s+admin@demo\.esyn\.se\s+Demo-2026!/);
      expect(out).toContain(`Access point  simulator ftp://127.0.0.1:${ports.AP_SIMULATOR_FTP_PORT}`);
      expect(out).toContain(`Mail          catcher http://127.0.0.1:${ports.MAIL_CATCHER_WEB_PORT}`);
      expect(out).toContain(`Mail in       SMTP 127.0.0.1:${ports.SMTP_INTAKE_PORT}`);
      expect((await fetch(`http://127.0.0.1:${ports.MAIL_CATCHER_WEB_PORT}/api/healthz`)).status).toBe(200);
      const simulator = await fetch(`http://127.0.0.1:${ports.AP_SIMULATOR_CONTROL_PORT}/status`);
      expect(await simulator.json()).toMatchObject({
        received: 0,
        ftp: `ftp://127.0.0.1:${ports.AP_SIMULATOR_FTP_PORT}`,
      });
      expect(readFileSync(path.join(dataDir, 'dev-auth-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);

      const health = await fetch(`http://127.0.0.1:${ports.API_PORT}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        ok: true,
        status: 'ok',
        db: 'ok',
        temporal: 'ok',
        workers: { invoices: 'ok', extraction: 'ok' },
      });
      const page = await fetch(`http://127.0.0.1:${ports.CONSOLE_PORT}/`);
      expect(page.status).toBe(200);

      const recorded = JSON.parse(readFileSync(path.join(dataDir, 'launcher-processes.json'), 'utf8')) as {
        groups: { pid: number; name: string }[];
      };
      expect(recorded.groups.map((g) => g.name).sort()).toEqual([
        'ap-simulator',
        'api',
        'console',
        'mail',
        'mail-in',
        'temporal',
        'worker',
      ]);

      process.kill(-(run.child.pid ?? 0), 'SIGINT');
      expect(await run.exited).toBe(0);
      expect(run.output()).toMatch(/stopped in \d+\.\d s/);
      for (const g of recorded.groups)
        expect({ name: g.name, alive: isAlive(g.pid) }).toEqual({ name: g.name, alive: false });
      for (const port of [
        ports.API_PORT,
        ports.AP_SIMULATOR_FTP_PORT,
        ports.AP_SIMULATOR_CONTROL_PORT,
        ports.MAIL_CATCHER_SMTP_PORT,
        ports.MAIL_CATCHER_WEB_PORT,
        ports.SMTP_INTAKE_PORT,
      ]) {
        const leftover = await new Promise<boolean>((resolve) => {
          const socket = net.connect(Number(port), '127.0.0.1');
          socket.once('connect', () => (socket.destroy(), resolve(true)));
          socket.once('error', () => resolve(false));
        });
        expect({ port, leftover }).toEqual({ port, leftover: false });
      }
    } finally {
      if (run.child.exitCode === null) {
        process.kill(-(run.child.pid ?? 0), 'SIGKILL');
        await run.exited;
      }
      killRecordedGroups(dataDir);
    }
  });

  it('refuses a bad variable with the configuration message', async () => {
    const run = launch({ ...env, API_PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:');
    expect(run.output()).toContain('API_PORT');
  });

  it('refuses a taken port, naming the variable', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(Number(ports.API_PORT), '127.0.0.1', resolve));
    try {
      const run = launch(env);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(
        `Port ${ports.API_PORT} is already in use (API_PORT). Stop what uses it or set API_PORT=<free port>.`,
      );
    } finally {
      server.close();
    }
  });
});
