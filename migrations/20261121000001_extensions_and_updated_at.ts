// Shared database plumbing: the trigger function that keeps `updated_at` true on every table that
// has it, and pg_trgm for the companies' 'contains' filters when the server ships it (embedded
// PostgreSQL builds may not; the companies migration falls back to btree indexes then).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := now();
      RETURN NEW;
    END;
    $$`);
  const available = await knex.raw<{ rows: unknown[] }>(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`);
  if (available.rows.length > 0) await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
}

export async function down(knex: Knex): Promise<void> {
  // Nothing of ours depends on pg_trgm once the companies migration is down; RESTRICT (the
  // default) keeps it if something else in the database does.
  await knex.raw('DROP EXTENSION IF EXISTS pg_trgm');
  await knex.raw('DROP FUNCTION set_updated_at()');
}
