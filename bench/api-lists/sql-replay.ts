// The raw-SQL side of the list benchmark: the statements the api sent for sample requests (recorded
// by sql-recorder.ts inside the api) are replayed straight to PostgreSQL with node-postgres, in the
// same closed loop (same number of clients, same duration, pools of the api's sizes and session
// settings), so each scenario reports what its SQL alone costs next to what the api costs.
import { open, stat } from 'node:fs/promises';
import pg from 'pg';
import type { RecordedStatement } from './sql-recorder';

type Marker = { marker: 'on' | 'off' };

async function readFrom(file: string, offset: number): Promise<{ lines: string[]; end: number }> {
  const size = (await stat(file)).size;
  if (size <= offset) return { lines: [], end: offset };
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(size - offset);
    await fh.read(buf, 0, buf.length, offset);
    const text = buf.toString('utf8');
    const last = text.lastIndexOf('\n');
    return {
      lines: text
        .slice(0, last + 1)
        .split('\n')
        .filter(Boolean),
      end: offset + Buffer.byteLength(text.slice(0, last + 1)),
    };
  } finally {
    await fh.close();
  }
}

/** Switches the api's recorder and waits until it wrote the marker (signals are asynchronous). */
async function toggle(pid: number, file: string, offset: number, want: Marker['marker']): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  let at = offset;
  while (Date.now() < deadline) {
    const { lines, end } = await readFrom(file, at);
    at = end;
    if (lines.some((l) => (JSON.parse(l) as Partial<Marker>).marker === want)) return at;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the api's SQL recorder did not switch ${want} (is bench/api-lists/sql-recorder.ts loaded?)`);
}

/**
 * Runs `count` sample requests one after another with the recorder on and returns the statements
 * of each (in the order the api sent them).
 */
export async function recordRequests(
  pid: number,
  file: string,
  count: number,
  request: () => Promise<void>,
): Promise<RecordedStatement[][]> {
  let offset = (await stat(file)).size;
  offset = await toggle(pid, file, offset, 'on');
  const out: RecordedStatement[][] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      await request();
      const { lines, end } = await readFrom(file, offset);
      offset = end;
      out.push(
        lines
          .map((l) => JSON.parse(l) as RecordedStatement | Marker)
          .filter((s): s is RecordedStatement => 'text' in s),
      );
    }
  } finally {
    await toggle(pid, file, offset, 'off');
  }
  return out;
}

/** A statement's label in the report: its prepared name, else the start of its text. */
const kindOf = (s: RecordedStatement) => s.name ?? s.text.replace(/\s+/g, ' ').trim().slice(0, 60);

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) * 100) / 100;
}

export interface ReplayOptions {
  connections: number;
  durationS: number;
  /** Pool size per session options string, as the api sizes its pools. */
  poolMax: (options: string) => number;
}

/** Replays the recorded requests in a closed loop of `connections` clients for `durationS` seconds. */
export async function replay(databaseUrl: string, requests: RecordedStatement[][], opts: ReplayOptions) {
  const pools = new Map<string, pg.Pool>();
  const poolFor = (options: string) => {
    let p = pools.get(options);
    if (!p) {
      p = new pg.Pool({ connectionString: databaseUrl, options: options || undefined, max: opts.poolMax(options) });
      pools.set(options, p);
    }
    return p;
  };
  const run = (s: RecordedStatement) =>
    poolFor(s.options).query(
      s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values },
    );
  const pick = () => requests[Math.floor(Math.random() * requests.length)] as RecordedStatement[];
  try {
    // One client, one request after another: what each statement costs without any queueing.
    const byKind = new Map<string, number[]>();
    const soloEnd = Date.now() + Math.min(3, opts.durationS) * 1000;
    while (Date.now() < soloEnd) {
      for (const s of pick()) {
        const s0 = performance.now();
        await run(s);
        const list = byKind.get(kindOf(s)) ?? [];
        list.push(performance.now() - s0);
        byKind.set(kindOf(s), list);
      }
    }
    // The closed loop, like autocannon's against the api.
    const latencies: number[] = [];
    let statements = 0;
    const end = Date.now() + opts.durationS * 1000;
    const worker = async () => {
      while (Date.now() < end) {
        const req = pick();
        const t0 = performance.now();
        for (const s of req) await run(s);
        statements += req.length;
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: opts.connections }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests_per_s: Math.round((latencies.length / seconds) * 10) / 10,
      requests_total: latencies.length,
      statements_per_request: Math.round((statements / Math.max(1, latencies.length)) * 100) / 100,
      latency_ms: {
        p50: quantile(latencies, 0.5),
        p90: quantile(latencies, 0.9),
        p99: quantile(latencies, 0.99),
        max: quantile(latencies, 1),
        mean: mean(latencies),
      },
      statements_alone_ms: [...byKind.entries()]
        .map(([kind, xs]) => {
          xs.sort((a, b) => a - b);
          return { kind, calls: xs.length, mean: mean(xs), p99: quantile(xs, 0.99) };
        })
        .sort((a, b) => b.calls - a.calls),
    };
  } finally {
    await Promise.all([...pools.values()].map((p) => p.end()));
  }
}

const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 100) / 100;
