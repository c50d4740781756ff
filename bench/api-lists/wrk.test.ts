import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { driveWithWrk, parseWrkOutput, wrkScript } from './wrk';

const hasWrk = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v wrk']);
    return true;
  } catch {
    return false;
  }
})();

describe('wrk driver', () => {
  test('reads the figures of the marked line in milliseconds', () => {
    const out =
      'Running 1s test @ http://x\n@@wrk-json@@{"requests":2000,"duration_us":2000000,"connect":0,"read":1,"write":0,' +
      '"status":3,"timeout":2,"p50":18123,"p90":30000,"p99":58049,"max":120000,"mean":19876.5}\n';
    expect(parseWrkOutput(out)).toEqual({
      requests_per_s: 1000,
      requests_total: 2000,
      latency_ms: { p50: 18.1, p90: 30, p99: 58, max: 120, mean: 19.9 },
      errors: 1,
      timeouts: 2,
      non_2xx: 3,
      status_codes: {},
    });
  });

  test('says so when wrk printed no figures', () => {
    expect(() => parseWrkOutput('unable to connect')).toThrow(/no figures/);
  });

  test('escapes quotes and backslashes in paths and headers', () => {
    const script = wrkScript(['/a?q="x"\\'], { authorization: 'Bearer "t"' });
    expect(script).toContain('"/a?q=\\"x\\"\\\\"');
    expect(script).toContain('["authorization"] = "Bearer \\"t\\""');
  });

  (hasWrk ? test : test.skip)('drives a server with the paths and header given', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      if (seen.length < 50) seen.push(`${req.url} ${req.headers.authorization}`);
      res.statusCode = req.url === '/bad' ? 500 : 200;
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      let n = 0;
      const result = await driveWithWrk({
        baseUrl: `http://127.0.0.1:${port}`,
        connections: 2,
        durationS: 1,
        headers: { authorization: 'Bearer abc' },
        path: () => (n++ % 2 === 0 ? '/ok' : '/bad'),
      });
      expect(result.requests_total).toBeGreaterThan(10);
      expect(result.non_2xx).toBeGreaterThan(0);
      expect(result.non_2xx).toBeLessThan(result.requests_total);
      expect(seen).toContain('/ok Bearer abc');
      expect(seen).toContain('/bad Bearer abc');
    } finally {
      server.close();
    }
  });
});
