// CLI: loads the demo data (scripts/db/demo-seed.ts) into DATABASE_URL, migrating it first, and
// prints the demo logins. Safe to run again.
import { createDb } from '../../infra/db';
import { migrateLatest } from './migrate';
import { DEMO_LOGINS, seedDemoData } from './demo-seed';

async function main(): Promise<void> {
  const db = createDb();
  try {
    const { applied } = await migrateLatest(db);
    if (applied.length > 0) console.log(`Applied ${applied.length} migration(s) first.`);
    const summary = await seedDemoData(db);
    console.log('Demo data in place:', summary);
    console.log('Demo logins (password for all):');
    for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(28)} ${l.password}  ${l.label}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
