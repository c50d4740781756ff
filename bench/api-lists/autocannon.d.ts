// The part of autocannon's programmatic API the list benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { IncomingHttpHeaders } from 'node:http';

  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }
    interface RequestSpec extends RawRequest {
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | undefined;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: IncomingHttpHeaders,
      ) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      pipelining?: number;
      headers?: Record<string, string>;
      requests?: RequestSpec[];
      title?: string;
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      title?: string;
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }

  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
