// Company parent links never form a cycle (A under B under A would make each company's users see
// the other's invoices as their children's). The api checks it for a clear message; this trigger
// makes it hold under concurrent saves: parent changes take one transaction-level advisory lock, so
// the second of two concurrent changes sees the first before it looks for a cycle.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION companies_parent_no_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      cycle boolean;
    BEGIN
      IF NEW.parent_company_id = NEW.id THEN
        RAISE EXCEPTION 'a company cannot be its own parent' USING ERRCODE = 'check_violation', CONSTRAINT = 'companies_parent_no_cycle', TABLE = 'companies';
      END IF;
      PERFORM pg_advisory_xact_lock(hashtext('companies.parent_company_id'));
      -- Up from the new parent (each statement reads what is committed now, after the lock).
      WITH RECURSIVE up(id, depth) AS (
        SELECT c.parent_company_id, 1 FROM companies c WHERE c.id = NEW.parent_company_id
        UNION ALL
        SELECT c.parent_company_id, up.depth + 1 FROM up JOIN companies c ON c.id = up.id WHERE up.depth < 10000
      )
      SELECT EXISTS (SELECT 1 FROM up WHERE up.id = NEW.id) INTO cycle;
      IF cycle THEN
        RAISE EXCEPTION 'company parent links would form a cycle' USING ERRCODE = 'check_violation', CONSTRAINT = 'companies_parent_no_cycle', TABLE = 'companies';
      END IF;
      RETURN NEW;
    END $$`);
  // Only when a parent is set or changed, so saves that keep the parent take no lock.
  await knex.raw(`
    CREATE TRIGGER companies_parent_no_cycle_insert BEFORE INSERT ON companies
      FOR EACH ROW WHEN (NEW.parent_company_id IS NOT NULL) EXECUTE FUNCTION companies_parent_no_cycle()`);
  await knex.raw(`
    CREATE TRIGGER companies_parent_no_cycle_update BEFORE UPDATE OF parent_company_id ON companies
      FOR EACH ROW WHEN (NEW.parent_company_id IS NOT NULL AND NEW.parent_company_id IS DISTINCT FROM OLD.parent_company_id)
      EXECUTE FUNCTION companies_parent_no_cycle()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER companies_parent_no_cycle_update ON companies');
  await knex.raw('DROP TRIGGER companies_parent_no_cycle_insert ON companies');
  await knex.raw('DROP FUNCTION companies_parent_no_cycle()');
}
