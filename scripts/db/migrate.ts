// Applies the knex migrations in migrations/. As a library: migrateLatest / rollbackAll for tests and
// the launcher. As a CLI (`npm run migrate`): migrates DATABASE_URL to the latest version and says
// which migrations it ran.
import { readdir } from 'node:fs/promises';
import type { Knex } from 'knex';
import { MIGRATIONS_DIR, createDb } from '../../infra/db';

/** Only timestamped migration files; tests and helpers kept under migrations/ are never loaded. */
const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.ts$/;

export const migratorConfig: Knex.MigratorConfig = {
  directory: MIGRATIONS_DIR,
  loadExtensions: ['.ts'],
  tableName: 'knex_migrations',
};

/** Names of the migration files, in order. */
export async function migrationFileNames(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
}

export interface MigrateResult {
  batch: number;
  applied: string[];
}

/** Runs every pending migration; returns the batch number and the files applied (empty when up to date). */
export async function migrateLatest(db: Knex): Promise<MigrateResult> {
  const [batch, applied] = (await db.migrate.latest(migratorConfig)) as [number, string[]];
  return { batch, applied };
}

/** Rolls every migration back (down to an empty schema); returns the files rolled back. */
export async function rollbackAll(db: Knex): Promise<string[]> {
  const [, rolledBack] = (await db.migrate.rollback(migratorConfig, true)) as [number, string[]];
  return rolledBack;
}

async function main(): Promise<void> {
  const db = createDb();
  try {
    const { batch, applied } = await migrateLatest(db);
    const current = (await db.migrate.currentVersion(migratorConfig)) as string;
    if (applied.length === 0) {
      console.log(`Database is up to date (version ${current}).`);
    } else {
      console.log(`Batch ${batch}: applied ${applied.length} migration(s):`);
      for (const name of applied) console.log(`  ${name}`);
      console.log(`Now at version ${current}.`);
    }
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
