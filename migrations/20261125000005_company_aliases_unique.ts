// Aliases are unique across companies ignoring case (spec 5), also under concurrent saves: the
// api's check-then-write let two companies save the same alias at the same moment. Each alias is
// mirrored, lower-cased, into company_aliases (primary key alias_key) by a trigger on companies,
// so the database refuses the second company with a unique violation. The table is the trigger's:
// nothing else writes it. Refuses to run while companies already share an alias, naming them.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  const shared = await knex.raw<{ rows: Array<{ alias: string; companies: string[] }> }>(`
    SELECT lower(a.value) AS alias, array_agg(DISTINCT c.id::text) AS companies
      FROM companies c CROSS JOIN LATERAL jsonb_array_elements_text(c.aliases) AS a(value)
     GROUP BY lower(a.value) HAVING count(DISTINCT c.id) > 1 LIMIT 20`);
  if (shared.rows.length > 0) {
    throw new Error(
      `Companies share aliases; make them unique, then migrate again: ${shared.rows.map((r) => `${r.alias} (${r.companies.join(', ')})`).join('; ')}`,
    );
  }
  await knex.raw(`
    CREATE TABLE company_aliases (
      alias_key text PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE
    )`);
  await knex.raw('CREATE INDEX company_aliases_company_id_idx ON company_aliases (company_id)');
  await knex.raw(`
    CREATE FUNCTION companies_sync_aliases() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM company_aliases WHERE company_id = NEW.id;
      INSERT INTO company_aliases (alias_key, company_id)
        SELECT DISTINCT lower(a.value), NEW.id FROM jsonb_array_elements_text(NEW.aliases) AS a(value);
      RETURN NEW;
    END $$`);
  // Only when there is something to mirror (bulk inserts of companies without aliases stay cheap).
  await knex.raw(`
    CREATE TRIGGER companies_sync_aliases_insert AFTER INSERT ON companies
      FOR EACH ROW WHEN (jsonb_typeof(NEW.aliases) = 'array' AND jsonb_array_length(NEW.aliases) > 0)
      EXECUTE FUNCTION companies_sync_aliases()`);
  await knex.raw(`
    CREATE TRIGGER companies_sync_aliases_update AFTER UPDATE OF aliases ON companies
      FOR EACH ROW WHEN (NEW.aliases IS DISTINCT FROM OLD.aliases)
      EXECUTE FUNCTION companies_sync_aliases()`);
  await knex.raw(`
    INSERT INTO company_aliases (alias_key, company_id)
      SELECT DISTINCT lower(a.value), c.id FROM companies c CROSS JOIN LATERAL jsonb_array_elements_text(c.aliases) AS a(value)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER companies_sync_aliases_update ON companies');
  await knex.raw('DROP TRIGGER companies_sync_aliases_insert ON companies');
  await knex.raw('DROP FUNCTION companies_sync_aliases()');
  await knex.raw('DROP TABLE company_aliases');
}
