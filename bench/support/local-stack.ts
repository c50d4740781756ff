// What the end-to-end benchmarks share to stand up the local stack: the PostgreSQL server they
// create their own database on, child processes of the product (worker, api, mail intake) with
// their error lines shown, waiting for a condition, and a quantile of sorted numbers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client as PgClient } from 'pg';

export const ROOT = path.resolve(__dirname, '..', '..');

/** BENCH_PG_URL, else TEST_PG_URL, else the local server. */
export const serverUrl = (): string =>
  process.env.BENCH_PG_URL || process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const dbUrl = (name: string): string => Object.assign(new URL(serverUrl()), { pathname: `/${name}` }).toString();

export async function pgAdmin(sql: string): Promise<void> {
  const c = new PgClient({ connectionString: serverUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A product process (`entry` run with tsx); only its error lines are shown. BENCH_PROFILE_DIR adds CPU profiles. */
export function child(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const p = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const show = (d: Buffer) => {
    for (const line of d.toString().split('\n'))
      if (/"level":(50|60)|Error/.test(line)) process.stderr.write(`[${name}] ${line.slice(0, 400)}\n`);
  };
  p.stdout?.on('data', show);
  p.stderr?.on('data', show);
  return p;
}

export async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Parses `--name N` pairs of whole numbers >= 1 into `defaults`' keys; anything else throws `usage`. */
export function parseCountArgs<K extends string>(
  argv: string[],
  defaults: Record<K, number>,
  usage: string,
): Record<K, number> {
  const args = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, '') ?? '';
    const value = Number(argv[++i]);
    if (!(key in defaults) || !Number.isInteger(value) || value < 1) throw new Error(usage);
    args[key as K] = value;
  }
  return args;
}

/** Prints the result as JSON and keeps a copy in bench/results/<name>-<time>.json. */
export function printResult(name: string, result: { at: string }): void {
  const out = JSON.stringify(result, null, 2);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `${name}-${result.at.replace(/[:.]/g, '-')}.json`), `${out}\n`);
  console.log(out);
}

/** Stops the product processes and waits until each has exited. */
export async function stopAll(processes: ChildProcess[]): Promise<void> {
  for (const p of processes) p.kill('SIGTERM');
  await Promise.all(processes.map((p) => new Promise((r) => (p.exitCode !== null ? r(undefined) : p.once('exit', r)))));
}

/** Runs a benchmark's main and exits with its outcome. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
