// Requests at a steady rate (open loop): request i is due at start + i / rate, whatever the answers
// before it did, over at most `connections` kept-alive sockets. Its latency counts from when it was
// due, so time spent waiting for a free socket is counted too (no coordinated omission).
// autocannon's own rate limit sends each connection's quota for the second at once and then
// pauses, so its latencies at a rate are those of bursts at saturation.
import http from 'node:http';

export interface PacedOptions {
  baseUrl: string;
  rate: number;
  durationS: number;
  connections: number;
  headers: Record<string, string>;
  path: () => string;
}

export interface PacedResult {
  rate: number;
  requests_per_s: number;
  requests_total: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  non_2xx: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

export async function paced(o: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const url = new URL(o.baseUrl);
  const total = Math.round(o.rate * o.durationS);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const start = performance.now() + 50;
  const inFlight = new Set<Promise<void>>();
  const send = (due: number): void => {
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: o.path(), method: 'GET', headers: o.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / o.rate <= now) {
        send(start + (sent * 1000) / o.rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all([...inFlight]);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rate: o.rate,
    requests_per_s: round1(latencies.length / elapsedS),
    requests_total: latencies.length,
    latency_ms: {
      p50: round1(percentile(sorted, 50)),
      p90: round1(percentile(sorted, 90)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted[sorted.length - 1] ?? 0),
      mean: round1(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
    },
    errors,
    non_2xx: non2xx,
  };
}
