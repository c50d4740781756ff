// What the demo seeders share: the transaction, the clock, the ids written so far, and the one
// insert-when-missing step that makes every seeder idempotent.
import type { Knex } from 'knex';

/** Ids of the rows written so far, by their demo key (operator/company key, user email). */
export interface SeedContext {
  trx: Knex.Transaction;
  now: Date;
  operatorIds: Map<string, string>;
  companyIds: Map<string, string>;
  userIds: Map<string, string>;
}

interface IdRow {
  id: string;
}

/** Returns the id of the row found by `find`, inserting `row` first when there is none. */
export async function ensureRow(
  trx: Knex.Transaction,
  table: string,
  find: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
  row: Record<string, unknown>,
): Promise<string> {
  const found = (await find(trx(table).select('id')).first()) as IdRow | undefined;
  if (found) return found.id;
  const inserted = (await trx(table).insert(row).returning('id')) as IdRow[];
  const id = inserted[0]?.id;
  if (!id) throw new Error(`demo seed: insert into ${table} returned no id`);
  return id;
}

/** The id a seeder wrote for a demo key; an unknown key is a mistake in the demo data. */
export function idOf(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`demo seed: unknown ${what} ${key}`);
  return id;
}

export const daysBefore = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000);
