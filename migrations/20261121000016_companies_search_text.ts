// One lower-cased search column for the admin companies search `q` (name and invoice email): the
// search becomes `search_text LIKE lower('%term%')` on ONE trigram index instead of an OR of ILIKEs
// over two columns with two bitmap index scans. LIKE on already lower-cased text is a plain byte
// comparison (ILIKE lower-cases every row again), which halves the time of a search that matches a
// few thousand companies and the planning time (see bench/api-lists). The fields are joined with
// U+001F (unit separator), which a search term cannot contain (the api falls back to per-column
// ILIKE if it does), so a term never matches across two fields.
// ILIKE in PostgreSQL compares lower(text) with lower(pattern) for UTF-8, so the results are the same.
// Without pg_trgm (embedded servers may lack it) a btree on the column still serves prefix LIKE.
import type { Knex } from 'knex';

async function hasTrigram(knex: Knex): Promise<boolean> {
  const r = await knex.raw<{ rows: unknown[] }>(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  return r.rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE companies
      ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || E'\\x1f' || coalesce(invoice_email, ''))) STORED`);
  // Same statistics target as the other text filter columns (20261121000015).
  await knex.raw('ALTER TABLE companies ALTER COLUMN search_text SET STATISTICS 250');
  if (await hasTrigram(knex)) {
    await knex.raw('CREATE INDEX companies_search_text_trgm_idx ON companies USING gin (search_text gin_trgm_ops)');
  } else {
    await knex.raw('CREATE INDEX companies_search_text_lower_idx ON companies (search_text text_pattern_ops)');
  }
  await knex.raw('ANALYZE companies');
}

export async function down(knex: Knex): Promise<void> {
  // Dropping the column drops its index.
  await knex.raw('ALTER TABLE companies DROP COLUMN search_text');
}
