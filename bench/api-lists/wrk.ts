// The closed loop driven by wrk (Debian's package, written in C) instead of autocannon: the same
// connections each sending the next request the moment an answer arrives, with a load generator
// that costs a fraction of autocannon's CPU. On a two-core machine the generator shares the cores
// with the api and PostgreSQL, so what it spends is taken from the system it measures.
//
// Requests cycle through paths drawn beforehand from the scenario (the same varying terms and
// pages), written into a Lua script with the authorization header; the script's done() prints the
// figures as one JSON line after a marker.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface ClosedLoopResult {
  requests_per_s: number;
  requests_total: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non_2xx: number;
  status_codes: Record<string, number>;
}

const MARKER = '@@wrk-json@@';
const PATHS = 4096;

/** wrk on PATH, installed from Debian's packages when missing and apt-get can (as setup does for chromium). */
export function ensureWrk(): string {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  let bin = found();
  if (bin) return bin;
  try {
    process.stderr.write('[bench] wrk is missing: installing Debian package wrk\n');
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: ['ignore', 2, 2] });
  } catch {
    throw new Error('--driver wrk needs wrk on PATH: apt-get install -y wrk');
  }
  bin = found();
  if (!bin) throw new Error('--driver wrk needs wrk on PATH: apt-get install -y wrk');
  return bin;
}

const luaString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The Lua script: the paths in a table, one request per call in turn, and done() printing JSON. */
export function wrkScript(paths: readonly string[], headers: Record<string, string>): string {
  const headerLines = Object.entries(headers)
    .map(([k, v]) => `  [${luaString(k)}] = ${luaString(v)},`)
    .join('\n');
  return `local paths = {
${paths.map((p) => `  ${luaString(p)},`).join('\n')}
}
local headers = {
${headerLines}
}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${MARKER}{"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,' ..
    '"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
`;
}

interface WrkFigures {
  requests: number;
  duration_us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** Reads the marked JSON line of the script's done() into the report's shape (latencies in ms). */
export function parseWrkOutput(stdout: string): ClosedLoopResult {
  const line = stdout.split('\n').find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout.slice(-2000)}`);
  const f = JSON.parse(line.slice(MARKER.length)) as WrkFigures;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const seconds = f.duration_us / 1e6;
  return {
    requests_per_s: Math.round((f.requests / Math.max(seconds, 1e-6)) * 10) / 10,
    requests_total: f.requests,
    latency_ms: { p50: ms(f.p50), p90: ms(f.p90), p99: ms(f.p99), max: ms(f.max), mean: ms(f.mean) },
    errors: f.connect + f.read + f.write,
    timeouts: f.timeout,
    // wrk counts answers with a status above 399 as status errors.
    non_2xx: f.status,
    status_codes: {},
  };
}

/** One closed-loop run: `connections` connections on one wrk thread for `durationS` seconds. */
export async function driveWithWrk(opts: {
  baseUrl: string;
  connections: number;
  durationS: number;
  headers: Record<string, string>;
  path: () => string;
}): Promise<ClosedLoopResult> {
  const bin = ensureWrk();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-wrk-'));
  try {
    const script = path.join(dir, 'requests.lua');
    const paths = Array.from({ length: PATHS }, () => opts.path());
    await writeFile(script, wrkScript(paths, opts.headers));
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        bin,
        ['-t1', `-c${opts.connections}`, `-d${opts.durationS}s`, '--timeout', '10s', '-s', script, opts.baseUrl],
        { maxBuffer: 1 << 20 },
        (err, out) => (err ? reject(err) : resolve(out)),
      );
    });
    return parseWrkOutput(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
