// An e-mail address is verified before it is used to sign in (docs/api.md 'E-mail addresses'): a
// changed address waits in pending_email, with the id and expiry of the signed verification token
// sent to it, until the token comes back; an account a company admin creates has no sign-in
// address (email null) until then. Only a verified address is in the unique index, so an address
// that belongs to someone else can be pending without telling anyone it exists.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users
      ALTER COLUMN email DROP NOT NULL,
      ADD COLUMN pending_email text CONSTRAINT users_pending_email_check CHECK (pending_email IS NULL OR position('@' in pending_email) > 1),
      ADD COLUMN pending_email_token_id uuid,
      ADD COLUMN pending_email_expires_at timestamptz,
      ADD CONSTRAINT users_email_or_pending_check CHECK (email IS NOT NULL OR pending_email IS NOT NULL),
      ADD CONSTRAINT users_pending_email_token_check CHECK ((pending_email IS NULL) = (pending_email_token_id IS NULL) AND (pending_email IS NULL) = (pending_email_expires_at IS NULL))`);
}

export async function down(knex: Knex): Promise<void> {
  // Accounts that never verified an address cannot keep a sign-in address they never had.
  await knex.raw('DELETE FROM users WHERE email IS NULL');
  await knex.raw(`
    ALTER TABLE users
      DROP CONSTRAINT users_pending_email_token_check,
      DROP CONSTRAINT users_email_or_pending_check,
      DROP COLUMN pending_email_expires_at,
      DROP COLUMN pending_email_token_id,
      DROP COLUMN pending_email,
      ALTER COLUMN email SET NOT NULL`);
}
