// Sign-in back-off in the database (table login_throttles; shared by every api replica). Failures
// are counted per account key (the e-mail as typed, lower-cased: addresses without an account are
// throttled exactly like real ones) and per source:
//  - `device:<id>` for a known device (api/auth/device-token.ts), `address:<key>` otherwise;
//  - `account` for all unknown devices together, against attacks spread over many addresses.
// From its threshold on, each failure makes the source wait 2^(failures - threshold) seconds, up to
// its cap. A source's cap is long (AUTH_LOCKOUT_SECONDS); the account-wide cap is short
// (AUTH_ACCOUNT_MAX_DELAY_SECONDS) and known devices skip it, so a stranger's failures never lock a
// real user out: from the device they use the right password goes through at once, from a new one
// after at most that short delay. Attempts during a wait are not counted. A success clears its
// source's failures; setting a password clears the account's. Failures are forgotten a day after the
// last one.
import type { Knex } from 'knex';

export interface ThrottlePolicy {
  /** Failures of one source before it waits (AUTH_MAX_FAILED_LOGINS). */
  sourceThreshold: number;
  /** The longest wait of one source, seconds (AUTH_LOCKOUT_SECONDS). */
  sourceMaxDelaySeconds: number;
  /** Failures of all unknown devices of an account before they wait (AUTH_ACCOUNT_MAX_FAILED_LOGINS). */
  accountThreshold: number;
  /** Their longest wait, seconds (AUTH_ACCOUNT_MAX_DELAY_SECONDS). */
  accountMaxDelaySeconds: number;
}

export type LoginSource = { device: string } | { address: string };

/** Failures older than this (since the source's last one) are forgotten. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
const ACCOUNT_SOURCE = 'account';

export function sourceKey(source: LoginSource): string {
  return 'device' in source ? `device:${source.device}` : `address:${source.address}`;
}

/** The rows an attempt from `source` is throttled by: its own, and the account's for an unknown device. */
function sourcesOf(source: LoginSource): string[] {
  return 'device' in source ? [sourceKey(source)] : [sourceKey(source), ACCOUNT_SOURCE];
}

/** SQL of the wait after `failures` failures of the row whose source is `source` (named bindings below). */
function blockedUntilSql(failures: string, source: string): string {
  const threshold = `(CASE WHEN ${source} = '${ACCOUNT_SOURCE}' THEN CAST(:accountThreshold AS integer) ELSE CAST(:sourceThreshold AS integer) END)`;
  const cap = `(CASE WHEN ${source} = '${ACCOUNT_SOURCE}' THEN CAST(:accountMaxDelay AS integer) ELSE CAST(:sourceMaxDelay AS integer) END)`;
  // The exponent is bounded so power() cannot overflow; the cap bounds the wait anyway.
  return `CASE WHEN ${failures} >= ${threshold}
    THEN now() + make_interval(secs => least(power(2, least(${failures} - ${threshold}, 30)), ${cap})) END`;
}

const NEXT_FAILURES = `CASE WHEN t.last_failure_at < now() - make_interval(secs => CAST(:memory AS integer)) THEN 1 ELSE t.failures + 1 END`;

export class LoginThrottle {
  constructor(
    private readonly db: Knex,
    private readonly policy: ThrottlePolicy,
  ) {}

  private bindings(): Record<string, number> {
    return {
      sourceThreshold: this.policy.sourceThreshold,
      sourceMaxDelay: this.policy.sourceMaxDelaySeconds,
      accountThreshold: this.policy.accountThreshold,
      accountMaxDelay: this.policy.accountMaxDelaySeconds,
      memory: FAILURE_MEMORY_SECONDS,
    };
  }

  /** Seconds an attempt of `accountKey` from `source` must wait, 0 when it may go ahead. */
  async wait(accountKey: string, source: LoginSource): Promise<number> {
    const rows = await this.db.raw<{ rows: Array<{ wait: number | null }> }>(
      `SELECT max(extract(epoch FROM blocked_until - now()))::float8 AS wait
         FROM login_throttles WHERE account_key = ? AND source = ANY(?::text[]) AND blocked_until > now()`,
      [accountKey, sourcesOf(source)],
    );
    return Math.max(0, rows.rows[0]?.wait ?? 0);
  }

  /** Counts a failed attempt for the source (and, for an unknown device, the account). */
  async recordFailure(accountKey: string, source: LoginSource): Promise<void> {
    const values = sourcesOf(source)
      .map((_, i) => `(:accountKey, :source${i})`)
      .join(', ');
    const sourceBindings = Object.fromEntries(sourcesOf(source).map((s, i) => [`source${i}`, s]));
    await this.db.raw(
      `INSERT INTO login_throttles AS t (account_key, source, failures, last_failure_at, blocked_until)
       SELECT i.account_key, i.source, 1, now(), ${blockedUntilSql('1', 'i.source')}
         FROM (VALUES ${values}) AS i(account_key, source)
       ON CONFLICT (account_key, source) DO UPDATE SET
         failures = ${NEXT_FAILURES},
         last_failure_at = now(),
         blocked_until = ${blockedUntilSql(`(${NEXT_FAILURES})`, 't.source')}`,
      { ...this.bindings(), accountKey, ...sourceBindings },
    );
    // Housekeeping: a few forgotten rows per failure keep the table to a day of failures.
    await this.db.raw(
      `DELETE FROM login_throttles WHERE ctid IN (
         SELECT ctid FROM login_throttles WHERE last_failure_at < now() - make_interval(secs => ?) LIMIT 100)`,
      [FAILURE_MEMORY_SECONDS],
    );
  }

  /** A success clears the failures of its source (not the account-wide count: it only ever delays briefly). */
  async recordSuccess(accountKey: string, source: LoginSource): Promise<void> {
    await this.db('login_throttles')
      .where({ account_key: accountKey, source: sourceKey(source) })
      .delete();
  }

  /** A new password lifts every delay of the account. */
  clear(accountKey: string): Promise<void> {
    return clearLoginThrottles(this.db, accountKey);
  }
}

/** Lifts every sign-in delay of an account (a new password was set; also used by api/users). */
export async function clearLoginThrottles(db: Knex, accountKey: string): Promise<void> {
  await db('login_throttles').where({ account_key: accountKey.toLowerCase() }).delete();
}
