// company_search_trigrams stored in its key order (trigram, name_key, company_id). A text search
// walks one trigram's rows of the key with an index-only scan, which checks the visibility map
// for the table page of every row it returns. The map of 100,000 companies' postings (4.4 M rows,
// 43,000 pages) spans two map pages, and with rows in random table order every other row switched
// between them: 'göteborgs' read 931 buffers for a page of 25 companies (0.86 ms), 129 (0.45 ms)
// with the rows in key order (bench/api-lists/README.md). CLUSTER rewrites the table in that order
// once and remembers the index, so `CLUSTER company_search_trigrams` restores it after bulk imports
// or renames (rows written later are appended; docs/data-model.md).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CLUSTER company_search_trigrams USING company_search_trigrams_pkey');
  await knex.raw('ANALYZE company_search_trigrams');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE company_search_trigrams SET WITHOUT CLUSTER');
}
