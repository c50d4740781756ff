// Invitations: approving an access request creates the account and mails a set-password link. The
// link's token is random and kept only as its SHA-256 hash; it works once (used_at) until expires_at.
// One invitation per request (request_id unique), so a retried approval cannot invite twice.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      request_id uuid REFERENCES user_access_requests (id) ON DELETE SET NULL CONSTRAINT user_invitations_request_unique UNIQUE,
      token_hash text NOT NULL CONSTRAINT user_invitations_token_hash_unique UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX user_invitations_user_idx ON user_invitations (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE user_invitations');
}
