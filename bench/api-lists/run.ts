// Benchmark of the api's list endpoints over a realistic volume (issue 2 §9): a dedicated
// database with 100,000 companies and 1,000,000 invoices (seed.ts), the api started as a child
// process (its peak RSS read from /proc/<pid>/status VmHWM), then autocannon with 50 connections
// for 20 s per scenario:
//   companies      GET /api/companies, text filter (varying terms) sorted by name, as admin
//   invoices       GET /api/invoices, format + status filter, created_at desc, pages 1-10, as admin
//   outgoing       GET /api/invoices/outgoing?format=pdf of the biggest sender, as its sender user
// In the same run, per scenario, the SQL the api sent for 40 sample requests (recorded inside the api
// by sql-recorder.ts) is replayed straight to PostgreSQL with the same clients and duration
// (sql-replay.ts), so the api's own overhead shows as a ratio.
// Prints ONE JSON object; the database is dropped at the end.
//
//   npm run bench:api-lists -- [--companies N] [--invoices N] [--duration S] [--connections C] [--keep]
//   npm run bench:api-lists -- --reuse esyn_bench_… [--duration S] [--connections C]   (a kept database)
//   … [--scenario companies_text_filter_sorted]   (only that scenario; repeatable)
//   … [--api-cpu 0]   (the api alone on core 0, this process on the others; PostgreSQL not pinned)
//   … [--rates 250,500,750]   (after each closed-loop run, the latency at these overall request rates)
//   … [--driver wrk]   (the closed loop from wrk, a load generator in C, instead of autocannon)
// The PostgreSQL server is BENCH_PG_URL, else TEST_PG_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { paced } from './paced';
import { driveWithWrk, type ClosedLoopResult } from './wrk';
import { peakRssMb, withCpu } from './cpu';
import { Client } from 'pg';
import { InvoiceStatus } from '../../domain/statuses';
import { recordRequests, replay } from './sql-replay';
import { createDb } from '../../infra/db';
import { API_NODE_FLAGS } from '../../infra/api-node-flags';
import { freePort } from '../../infra/ports';
import { migrateLatest } from '../../scripts/db/migrate';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_PASSWORD,
  BENCH_SENDER_EMAIL,
  describeBenchData,
  seedBenchData,
  type BenchSeedResult,
} from './seed';

const ROOT = path.resolve(__dirname, '..', '..');

interface Args {
  companies: number;
  invoices: number;
  duration: number;
  connections: number;
  keep: boolean;
  /** A database seeded by an earlier --keep run: no seeding, not dropped. */
  reuse?: string;
  /** Run only these scenarios (--scenario NAME, repeatable); all when empty. */
  only: string[];
  /**
   * --api-cpu N: the api on core N alone and this process (autocannon, the replay) on the others, as
   * api replicas run beside, not on, the load (PostgreSQL is not pinned). Unset: nothing is pinned.
   */
  apiCpu?: number;
  /**
   * --rates R1,R2,…: after each closed-loop run, requests sent at these steady rates (req/s, open
   * loop, `paced.ts`) over the same number of connections: the latency at a stated load rather than
   * only at saturation.
   */
  rates: number[];
  /** --driver wrk: the closed loop from wrk (C, lean) instead of autocannon (node, in this process). */
  driver: 'autocannon' | 'wrk';
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    companies: 100_000,
    invoices: 1_000_000,
    duration: 20,
    connections: 50,
    keep: false,
    only: [],
    rates: [],
    driver: 'autocannon',
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--keep') {
      args.keep = true;
      continue;
    }
    if (flag === '--scenario') {
      args.only.push(argv[++i] ?? '');
      continue;
    }
    if (flag === '--api-cpu') {
      const cpu = Number(argv[++i]);
      if (!Number.isInteger(cpu) || cpu < 0 || cpu >= os.cpus().length) throw new Error('--api-cpu needs a core index');
      args.apiCpu = cpu;
      continue;
    }
    if (flag === '--rates') {
      args.rates = (argv[++i] ?? '').split(',').map(Number);
      if (args.rates.length === 0 || args.rates.some((r) => !Number.isInteger(r) || r < 1))
        throw new Error('--rates needs positive whole request rates, e.g. --rates 250,500,750');
      continue;
    }
    if (flag === '--driver') {
      const driver = argv[++i];
      if (driver !== 'autocannon' && driver !== 'wrk') throw new Error('--driver is autocannon or wrk');
      args.driver = driver;
      continue;
    }
    if (flag === '--reuse') {
      const name = argv[++i] ?? '';
      if (!/^esyn_bench_[a-z0-9_]+$/.test(name))
        throw new Error('--reuse needs the name of a kept esyn_bench_… database');
      args.reuse = name;
      continue;
    }
    const key = flag?.replace(/^--/, '');
    if (key !== 'companies' && key !== 'invoices' && key !== 'duration' && key !== 'connections') {
      throw new Error(
        `Unknown flag ${flag}: use --companies N --invoices N --duration S --connections C --keep --reuse NAME --scenario NAME --api-cpu N --rates R1,R2 --driver wrk`,
      );
    }
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${key} needs a positive integer`);
    args[key] = value;
  }
  return args;
}

const serverUrl = () =>
  process.env.BENCH_PG_URL || process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: serverUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** The api's pool sizes (api/main.ts): the main pool, and half of it per plan pool. */
const API_POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);
const apiPoolMax = (sessionOptions: string) =>
  sessionOptions ? Math.max(2, Math.ceil(API_POOL_MAX / 2)) : API_POOL_MAX;

/**
 * Starts api/main.ts under node + tsx, so the child's pid is the server process itself, with the
 * SQL recorder loaded (idle until the benchmark switches it on).
 */
async function startApi(
  dbUrl: string,
  sqlRecordFile: string,
  apiCpu?: number,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  // BENCH_API_NODE_ARGS: extra node flags for the api, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const recorder = path.join(__dirname, 'sql-recorder.ts');
  // The api's own flags first (infra/api-node-flags.ts), as npm start and the image run it.
  const command = [
    process.execPath,
    ...API_NODE_FLAGS,
    ...nodeArgs,
    '--import',
    'tsx',
    '--import',
    recorder,
    path.join(ROOT, 'api', 'main.ts'),
  ];
  // taskset execs node, so the child's pid is still the server's (its CPU and peak RSS are read from /proc).
  const pinned = apiCpu === undefined ? command : ['taskset', '-c', String(apiCpu), ...command];
  if (apiCpu !== undefined) {
    const others = os
      .cpus()
      .map((_, i) => i)
      .filter((i) => i !== apiCpu);
    execFileSync('taskset', ['-a', '-p', '-c', others.join(','), String(process.pid)], { stdio: 'ignore' });
  }
  const child = spawn(pinned[0] as string, pinned.slice(1), {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_SQL_RECORD: sqlRecordFile,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      // Request logs at info would measure the terminal; warnings and errors still show.
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      SERVE_CONSOLE: 'false',
    },
    // The api's output goes to stderr: stdout carries only the report.
    stdio: ['ignore', 2, 2],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('api did not answer /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl };
}

/** autocannon stops at the deadline with requests in flight: let the api finish them first. */
async function drain(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && performance.now() - t0 < 50) return;
    } catch {
      // still busy
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string; data?: string };
  if (!res.ok || !body.token) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

interface Scenario {
  name: string;
  token: string;
  /** A new path per request (varying terms and pages, as real users do). */
  path: () => string;
}

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const range = (page: number, size = 25) => enc([page * size, page * size + size - 1]);

async function probe(
  baseUrl: string,
  s: Scenario,
): Promise<{ status: number; rows: number | null; total: number | null; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${s.path()}`, { headers: { authorization: `Bearer ${s.token}` } });
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { data?: unknown; total?: number };
    return {
      status: res.status,
      rows: Array.isArray(body.data) ? body.data.length : null,
      total: body.total ?? null,
      ms,
    };
  } catch {
    return { status: res.status, rows: null, total: null, ms };
  }
}

async function drive(baseUrl: string, s: Scenario, args: Args): Promise<ClosedLoopResult> {
  if (args.driver === 'wrk')
    return driveWithWrk({
      baseUrl,
      connections: args.connections,
      durationS: args.duration,
      headers: { authorization: `Bearer ${s.token}` },
      path: s.path,
    });
  const result = await autocannon({
    url: baseUrl,
    connections: args.connections,
    duration: args.duration,
    timeout: 10,
    headers: { authorization: `Bearer ${s.token}` },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: s.path() }) }],
  });
  return {
    requests_per_s: Math.round(result.requests.average * 10) / 10,
    requests_total: result.requests.total,
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: Math.round(result.latency.mean * 10) / 10,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non_2xx: result.non2xx,
    status_codes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, v]) => [code, v.count])),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dbName = args.reuse ?? `esyn_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dbUrl = databaseUrl(dbName);
  const keep = args.keep || args.reuse !== undefined;
  const pg = await admin(async (c) => {
    if (!args.reuse) await c.query(`CREATE DATABASE ${dbName}`);
    const r = await c.query<{ version: string; shared_buffers: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS shared_buffers`,
    );
    return r.rows[0];
  });
  let api: ChildProcess | undefined;
  try {
    log(`database ${dbName}: migrating`);
    const db = createDb(dbUrl, { pool: { min: 0, max: 1 } });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
    let seedSeconds: BenchSeedResult['seconds'] | null = null;
    if (!args.reuse) {
      log(`seeding ${args.companies} companies and ${args.invoices} invoices`);
      seedSeconds = (await seedBenchData(dbUrl, { companies: args.companies, invoices: args.invoices })).seconds;
      log(`seeded in ${seedSeconds.total} s (${JSON.stringify(seedSeconds)})`);
    }
    const data = await describeBenchData(dbUrl);

    const recordDir = await mkdtemp(path.join(os.tmpdir(), 'bench-sql-'));
    const recordFile = path.join(recordDir, 'statements.jsonl');
    await writeFile(recordFile, '');
    const started = await startApi(dbUrl, recordFile, args.apiCpu);
    api = started.child;
    const { baseUrl } = started;
    const adminToken = await login(baseUrl, BENCH_ADMIN_EMAIL, BENCH_PASSWORD);
    const senderToken = await login(baseUrl, BENCH_SENDER_EMAIL, BENCH_PASSWORD);

    const terms = ['bygg', 'andersson', 'göteborgs', 'transport', 'konsult ab', 'nord', 'el', 'lindberg'];
    const scenarios: Scenario[] = [
      {
        name: 'companies_text_filter_sorted',
        token: adminToken,
        path: () => `/api/companies?filter=${enc({ q: pick(terms) })}&sort=${enc(['name', 'ASC'])}&range=${range(0)}`,
      },
      {
        name: 'invoices_format_status_sorted_paged',
        token: adminToken,
        path: () =>
          `/api/invoices?filter=${enc({ format: pick(['pdf', 'peppol']), status: pick([InvoiceStatus.Delivered, InvoiceStatus.Approved, InvoiceStatus.SendingError, InvoiceStatus.Processing]) })}` +
          `&sort=${enc(['created_at', 'DESC'])}&range=${range(Math.floor(Math.random() * 10))}`,
      },
      {
        name: 'outgoing_one_sender',
        token: senderToken,
        path: () =>
          `/api/invoices/outgoing?format=pdf&sort=${enc(['created_at', 'DESC'])}&range=${range(Math.floor(Math.random() * 5))}`,
      },
    ];

    const results: Record<string, unknown> = {};
    const load = () => os.loadavg().map((l) => Math.round(l * 10) / 10);
    for (const s of scenarios.filter((x) => args.only.length === 0 || args.only.includes(x.name))) {
      const first = await probe(baseUrl, s);
      log(`${s.name}: probe ${JSON.stringify(first)}`);
      if (first.status !== 200) {
        results[s.name] = { skipped: `probe answered ${first.status}`, probe: first };
        continue;
      }
      // Warm the api's caches (plans, totals) as a running system has them, then record the SQL
      // of 40 requests as they are in that steady state.
      for (let i = 0; i < 40; i += 1) await probe(baseUrl, s);
      const pid = api.pid as number;
      const recorded = await recordRequests(pid, recordFile, 40, async () => {
        await probe(baseUrl, s);
      });
      const loadBefore = load();
      log(`${s.name}: ${args.connections} connections for ${args.duration} s`);
      const { result: http, cpu } = await withCpu(pid, () => drive(baseUrl, s, args));
      await drain(baseUrl);
      const atRates = [];
      for (const rate of args.rates) {
        log(`${s.name}: ${rate} req/s at a steady pace over ${args.connections} connections for ${args.duration} s`);
        const steady = await withCpu(pid, () =>
          paced({
            baseUrl,
            rate,
            durationS: args.duration,
            connections: args.connections,
            headers: { authorization: `Bearer ${s.token}` },
            path: s.path,
          }),
        );
        await drain(baseUrl);
        atRates.push({ ...steady.result, ...steady.cpu });
      }
      log(`${s.name}: the same SQL without the api, ${args.connections} clients for ${args.duration} s`);
      const sql = await replay(dbUrl, recorded, {
        connections: args.connections,
        durationS: args.duration,
        poolMax: apiPoolMax,
      });
      results[s.name] = {
        probe: first,
        load_average_before: loadBefore,
        ...http,
        load_average_after: load(),
        ...cpu,
        ...(atRates.length ? { at_rates: atRates } : {}),
        sql_replay: sql,
        // Above 1: the api adds that factor to what its SQL alone costs in the same closed loop.
        api_overhead: {
          throughput_ratio: Math.round((sql.requests_per_s / Math.max(0.1, http.requests_per_s)) * 100) / 100,
          p50_ratio: Math.round((http.latency_ms.p50 / Math.max(0.01, sql.latency_ms.p50)) * 100) / 100,
          p99_ratio: Math.round((http.latency_ms.p99 / Math.max(0.01, sql.latency_ms.p99)) * 100) / 100,
        },
      };
    }
    await rm(recordDir, { recursive: true, force: true });

    const rss = api.pid ? await peakRssMb(api.pid) : null;
    const report = {
      bench: 'api-lists',
      at: new Date().toISOString(),
      postgres: pg,
      cpus: os.cpus().length,
      // Other work on the machine skews the figures: the 1/5/15-minute load averages at the end.
      load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
      companies: args.reuse ? data.companies : args.companies,
      invoices: args.reuse ? data.invoices : args.invoices,
      reused_database: args.reuse ?? null,
      api_cpu_pinned: args.apiCpu ?? null,
      connections: args.connections,
      closed_loop_driver: args.driver,
      duration_s: args.duration,
      rates: args.rates,
      seed_seconds: seedSeconds,
      table_size_mb: data.tableSizesMb,
      sender_company_invoices: data.senderCompanyInvoices,
      api_peak_rss_mb: rss,
      scenarios: results,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    if (api) await stopApi(api);
    if (keep) {
      log(`kept database ${dbName} (reuse it with --reuse ${dbName})`);
    } else {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
