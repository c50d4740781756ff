// Connection systems: the endpoints invoices are exchanged with, for PDF and for Peppol.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE connection_systems (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CONSTRAINT connection_systems_kind_check CHECK (kind IN ('pdf', 'peppol')),
      name text NOT NULL CHECK (name <> ''),
      url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE TRIGGER connection_systems_set_updated_at BEFORE UPDATE ON connection_systems FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );
  await knex.raw('CREATE UNIQUE INDEX connection_systems_kind_name_unique ON connection_systems (kind, lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE connection_systems');
}
