// The per-address limit on failed sign-ins, in memory per api process (a burst cap; the per-account
// back-off in the database is the durable limit). A token bucket of failures: `max` failures at
// once, refilled at `max` per `windowMs`, so a busy address is slowed to the refill rate rather than
// shut for a whole window. Many people share an address behind a company proxy or a NAT, so the
// sign-in lets a known device through even when its address is over the limit (AuthService), and
// only failures count. IPv6 clients are grouped by their /64, which one host usually owns.
import net from 'node:net';

export interface AddressLimitOptions {
  max: number;
  windowMs: number;
}

/** The key of a client address: IPv4 as is, IPv6 by its /64 prefix, IPv4-mapped IPv6 as IPv4. */
export function addressKey(ip: string): string {
  const raw = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv4(raw)) return raw;
  if (!net.isIPv6(raw)) return '0.0.0.0';
  const [head = '', tail = ''] = raw.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = raw.includes('::')
    ? [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}

export class AddressFailureLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly options: AddressLimitOptions,
    private readonly maxKeys = 100_000,
  ) {}

  private refilled(key: string, now: number): { tokens: number; at: number } {
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: this.options.max, at: now };
    const rate = this.options.max / this.options.windowMs;
    return { tokens: Math.min(this.options.max, bucket.tokens + (now - bucket.at) * rate), at: now };
  }

  /** Seconds until the address may fail once more (0: it may now). */
  wait(key: string, now = Date.now()): number {
    const { tokens } = this.refilled(key, now);
    if (tokens >= 1) return 0;
    return Math.ceil(((1 - tokens) * this.options.windowMs) / this.options.max / 1000);
  }

  /** Counts one failure of the address. */
  fail(key: string, now = Date.now()): void {
    const bucket = this.refilled(key, now);
    bucket.tokens = Math.max(0, bucket.tokens - 1);
    if (!this.buckets.has(key) && this.buckets.size >= this.maxKeys) this.prune(now);
    this.buckets.set(key, bucket);
  }

  private prune(now: number): void {
    // Full buckets carry no information; drop them first, then the oldest half (an attack from many addresses).
    for (const [k] of this.buckets) if (this.refilled(k, now).tokens >= this.options.max) this.buckets.delete(k);
    if (this.buckets.size < this.maxKeys) return;
    let i = 0;
    for (const k of this.buckets.keys()) {
      if (i++ > this.maxKeys / 2) break;
      this.buckets.delete(k);
    }
  }
}
