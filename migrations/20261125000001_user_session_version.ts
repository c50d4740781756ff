// A password change or reset ends the user's other sessions: every bearer token carries the
// user's session_version (claim `sv`) from when it was issued, and a token whose version is not the
// user's current one is refused (api/auth/auth.service.ts). The database increments the version
// whenever the password hash changes, so no code path that sets a password can forget it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0 CONSTRAINT users_session_version_check CHECK (session_version >= 0)',
  );
  await knex.raw(`
    CREATE FUNCTION users_end_sessions_on_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.session_version := OLD.session_version + 1;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER users_end_sessions_on_password_change BEFORE UPDATE OF password_hash ON users
      FOR EACH ROW WHEN (NEW.password_hash IS DISTINCT FROM OLD.password_hash)
      EXECUTE FUNCTION users_end_sessions_on_password_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_end_sessions_on_password_change ON users');
  await knex.raw('DROP FUNCTION users_end_sessions_on_password_change()');
  await knex.raw('ALTER TABLE users DROP COLUMN session_version');
}
