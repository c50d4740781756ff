// Users who sign in to the console (spec 3 'User', 'Company user'; spec 6 roles). A company admin is
// any role with is_company_admin on a user tied to a company. The user's domain is the part of the
// email after '@'; it is computed, and indexed for the domains page's users_count.
import type { Knex } from 'knex';

const ROLES = ['admin', 'sender', 'receiver', 'user', 'esynpay_user'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (position('@' in email) > 1),
      password_hash text NOT NULL,
      role text NOT NULL CONSTRAINT users_role_check CHECK (role IN (${ROLES.map((r) => `'${r}'`).join(', ')})),
      company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
      is_company_admin boolean NOT NULL DEFAULT false,
      esynpay_enabled boolean NOT NULL DEFAULT false,
      esynpay_admin boolean NOT NULL DEFAULT false,
      send_confirmation_by_email boolean NOT NULL DEFAULT false,
      send_notification_by_email boolean NOT NULL DEFAULT false,
      email_verified boolean NOT NULL DEFAULT false,
      failed_login_count integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
      locked_until timestamptz,
      last_login_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );
  await knex.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))');
  await knex.raw(`CREATE INDEX users_domain_idx ON users (lower(split_part(email, '@', 2)))`);
  await knex.raw('CREATE INDEX users_company_id_idx ON users (company_id)');
  await knex.raw('CREATE INDEX users_role_idx ON users (role)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE users');
}
