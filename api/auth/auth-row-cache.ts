// Token checks answered from memory for a moment (docs/api.md 'Token checks'). Every authenticated
// request needs the user's row, its revocation and its company flags; reading them is a third of the
// statements a list page sends. The cache keeps each token's row for at most `ttlMs`, and forgets
// everything at once when anything that row is read from changes:
// - a write this process sends (the knex 'query-response' hook below), before its answer goes out;
// - a write anywhere else: the database NOTIFYs every listening process when it commits
//   (migration 20261127060001, api/auth/auth-change-listener.ts).
// It answers only while the listener is connected: without it, a change elsewhere could go unseen.
// A load that began before a change is not kept (the generation moved on meanwhile).
import type { Knex } from 'knex';

/** Insert, update, delete or truncate of a table the token check reads. */
const AUTH_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:users|companies|revoked_tokens)"?(?![\w$])/i;

export function touchesAuthRows(sql: string): boolean {
  // Most statements are reads: skip them without a scan.
  return !/^\s*select\b/i.test(sql) && AUTH_WRITE.test(sql);
}

interface Entry<T> {
  value: T;
  generation: number;
  expiresAt: number;
}

export class AuthRowCache<T extends object> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether answers come from memory (the change listener is connected). */
  get active(): boolean {
    return this.live;
  }

  setLive(live: boolean): void {
    // Going live after a gap: whatever changed meanwhile is unknown, so start empty.
    this.invalidate();
    this.live = live;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async read(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (!this.live) return await load();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && hit.expiresAt > this.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (value && this.live && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      // Shared by the requests that read it: nothing may change it.
      this.entries.set(key, { value: Object.freeze(value), generation, expiresAt: this.now() + this.ttlMs });
    }
    return value;
  }

  /** Forget everything when this process writes a table the check reads; returns the unhook. */
  watchWrites(db: Knex): () => void {
    const onResponse = (_response: unknown, query: { sql?: unknown }) => {
      if (typeof query?.sql === 'string' && touchesAuthRows(query.sql)) this.invalidate();
    };
    db.on('query-response', onResponse);
    return () => {
      db.off('query-response', onResponse);
    };
  }
}
