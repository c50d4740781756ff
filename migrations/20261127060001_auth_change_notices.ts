// The api answers token checks from a short-lived memory of the user's row (api/auth/auth-row-cache.ts).
// Every change that row is read from — users, their companies and child companies, revoked token
// ids — tells every api process at once: one NOTIFY per statement on the channel each process
// LISTENs on, delivered when the transaction commits, whoever wrote it (the api, a worker, psql).
import type { Knex } from 'knex';

const TABLES = ['users', 'companies', 'revoked_tokens'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION notify_auth_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('auth_rows_changed', TG_TABLE_NAME);
      RETURN NULL;
    END $$`);
  for (const table of TABLES) {
    await knex.raw(`
      CREATE TRIGGER ${table}_notify_auth_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_rows_changed()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`DROP TRIGGER ${table}_notify_auth_rows_changed ON ${table}`);
  await knex.raw('DROP FUNCTION notify_auth_rows_changed()');
}
