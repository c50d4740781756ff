// A small in-memory fixed-window rate limiter keyed by client (IP), for public access requests. Per
// process: with several api replicas each keeps its own window, which still caps a single client's
// burst per replica. (Sign-in has its own limits: api/auth/address-limit.ts, login-throttle.ts.)
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts a hit; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size >= this.maxKeys) this.prune(now);
      entry = { count: 0, resetAt: now + this.options.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.options.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  /** The seconds to wait when the key is over its limit (without counting a hit), else 0. */
  blocked(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.options.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  private prune(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    // Still full (an attack from many addresses): drop the oldest half rather than grow unbounded.
    if (this.hits.size >= this.maxKeys) {
      let i = 0;
      for (const k of this.hits.keys()) {
        if (i++ > this.maxKeys / 2) break;
        this.hits.delete(k);
      }
    }
  }
}
