// Sign-in back-off (api/auth/login-throttle.ts), replacing the per-account lock in users
// (failed_login_count, locked_until), which let anyone lock a real user out with five wrong
// passwords. Failures are counted per account key (the e-mail as typed at sign-in, lower-cased, so
// addresses without an account are treated exactly like real ones) and per source: the client
// address for an unknown device, the device for a known one, and `account` for all unknown
// devices together. A source past its threshold waits an exponentially growing delay; the
// account-wide counter only delays unknown devices, and only briefly.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE login_throttles (
      account_key text NOT NULL CONSTRAINT login_throttles_account_key_check CHECK (length(account_key) BETWEEN 1 AND 320),
      source text NOT NULL CONSTRAINT login_throttles_source_check CHECK (source ~ '^(account|address:[0-9a-f.:]{1,64}|device:[0-9a-f-]{36})$'),
      failures integer NOT NULL DEFAULT 0 CONSTRAINT login_throttles_failures_check CHECK (failures >= 0),
      last_failure_at timestamptz NOT NULL DEFAULT now(),
      blocked_until timestamptz,
      PRIMARY KEY (account_key, source)
    )`);
  // Forgetting old failures scans by time.
  await knex.raw('CREATE INDEX login_throttles_last_failure_at_idx ON login_throttles (last_failure_at)');
  await knex.raw('ALTER TABLE users DROP COLUMN failed_login_count, DROP COLUMN locked_until');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE users ADD COLUMN failed_login_count integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
    ADD COLUMN locked_until timestamptz`);
  await knex.raw('DROP TABLE login_throttles');
}
