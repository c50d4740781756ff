// Requests for access sent from the sign-in page; an admin approves or rejects them.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_access_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text,
      company_name text,
      org_id text,
      message text,
      status text NOT NULL DEFAULT 'pending' CONSTRAINT user_access_requests_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
      processed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      processed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE INDEX user_access_requests_status_created_idx ON user_access_requests (status, created_at DESC)',
  );
  await knex.raw('CREATE INDEX user_access_requests_created_idx ON user_access_requests (created_at DESC)');
  await knex.raw('CREATE INDEX user_access_requests_email_idx ON user_access_requests (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE user_access_requests');
}
