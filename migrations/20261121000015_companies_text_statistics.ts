// Finer planner statistics for the companies' text filter columns. With the default target (100)
// PostgreSQL underestimates how many rows a short 'contains' term such as '%el%' matches (trigram
// indexes cannot serve terms under 3 characters), expects ~30 matches instead of thousands and picks
// a parallel sequential scan + sort (200-300 ms on 100,000 companies) over walking the
// (lower(name), id) index until the page is full (~1-5 ms). A target of 250 gets the estimate right
// while keeping planning around 1-3 ms (1000 also works but plans take ~7 ms). See bench/api-lists.
import type { Knex } from 'knex';

const COLUMNS = ['name', 'org_id', 'tax_number', 'peppol_id', 'invoice_email'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE companies ${COLUMNS.map((c) => `ALTER COLUMN ${c} SET STATISTICS 250`).join(', ')}`);
  await knex.raw('ANALYZE companies');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE companies ${COLUMNS.map((c) => `ALTER COLUMN ${c} SET STATISTICS -1`).join(', ')}`);
}
