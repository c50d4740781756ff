// Logout: a revoked bearer token's id (jti) is remembered until the token would have expired anyway.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE revoked_tokens (
      jti text PRIMARY KEY,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  // Purging expired rows scans by expiry.
  await knex.raw('CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE revoked_tokens');
}
