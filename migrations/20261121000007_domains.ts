// Email domains in three lists: allowed (self sign-up), general (shared mail providers, never tied
// to one company) and open_channel (domains whose mail is taken in as Open Channel messages).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE domains (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CONSTRAINT domains_kind_check CHECK (kind IN ('allowed', 'general', 'open_channel')),
      name text NOT NULL CHECK (name <> ''),
      company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE TRIGGER domains_set_updated_at BEFORE UPDATE ON domains FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );
  await knex.raw('CREATE UNIQUE INDEX domains_kind_name_unique ON domains (kind, lower(name))');
  await knex.raw('CREATE INDEX domains_name_idx ON domains (lower(name))');
  await knex.raw('CREATE INDEX domains_company_id_idx ON domains (company_id)');
  await knex.raw('CREATE INDEX domains_kind_created_idx ON domains (kind, created_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE domains');
}
