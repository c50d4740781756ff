// Isolated PostgreSQL databases for integration tests: one fresh, fully migrated database per test
// file, cloned from a template database (CREATE DATABASE ... TEMPLATE takes tens of milliseconds;
// running every migration each time would take seconds).
//
// The template is named after a hash of the migration files (names and contents), so changing a
// migration builds a new one. Parallel jest workers build it at most once: building happens under a
// PostgreSQL advisory lock, into a scratch name that is renamed only when complete, so a half-built
// template is never cloned. Test databases and outdated templates older than STALE_AFTER_MS (left by
// crashed runs) are dropped on first use.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { Client } from 'pg';
import { MIGRATIONS_DIR, createDb } from '../infra/db';
import { migrateLatest, migrationFileNames } from '../scripts/db/migrate';
import { seedDemoData } from '../scripts/db/demo-seed';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TEST_DB_PREFIX = 'esyn_test_';
const TEMPLATE_PREFIX = 'esyn_tpl_';
const STALE_AFTER_MS = 3 * 60 * 60 * 1000;
/** First key of every advisory lock taken here ('eSyn' in ASCII), so they never clash with others. */
const LOCK_NAMESPACE = 0x6553796e;
const CLEANUP_LOCK = 1;

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** A knex instance on it (also bound to objection's Model). */
  db: Knex;
  /** Closes the knex pool, ends every other connection and drops the database. */
  drop(): Promise<void>;
}

/** The PostgreSQL server tests run against: TEST_PG_URL (set by the global test setup), else the local server. */
export function testServerUrl(): string {
  return process.env.TEST_PG_URL || DEFAULT_SERVER_URL;
}

function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a statement that needs a database nobody is connected to (CREATE DATABASE ... TEMPLATE,
 * RENAME). A backend that just closed may still be exiting, so 'object in use' is retried briefly.
 */
async function retryWhileInUse(client: Client, sql: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(sql);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Template name: a hash of every migration file's name and contents. */
export async function templateDatabaseName(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await migrationFileNames()) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(MIGRATIONS_DIR, file)))
      .update('\0');
  }
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

async function buildTemplate(client: Client, template: string): Promise<void> {
  const scratch = `${template}_building`;
  // A crashed build leaves its scratch database behind; we hold the lock, so nobody is using it.
  await client.query(`DROP DATABASE IF EXISTS ${ident(scratch)} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${ident(scratch)}`);
  const db = createDb(databaseUrl(scratch), { pool: { min: 0, max: 1 } });
  try {
    await migrateLatest(db);
  } finally {
    await db.destroy();
  }
  await retryWhileInUse(client, `ALTER DATABASE ${ident(scratch)} RENAME TO ${ident(template)}`);
  await client.query(
    `COMMENT ON DATABASE ${ident(template)} IS ${client.escapeLiteral(`esyn test template built ${new Date().toISOString()}`)}`,
  );
}

/** Drops test databases and outdated templates older than STALE_AFTER_MS. One process does it at a time. */
async function dropStaleDatabases(client: Client, currentTemplate: string): Promise<void> {
  const locked = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [
    LOCK_NAMESPACE,
    CLEANUP_LOCK,
  ]);
  if (!locked.rows[0]?.ok) return;
  try {
    const rows = await client.query<{ datname: string; comment: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database
        WHERE datname LIKE 'esyn\\_test\\_%' OR datname LIKE 'esyn\\_tpl\\_%'`,
    );
    const now = Date.now();
    for (const { datname, comment } of rows.rows) {
      let createdAt: number | undefined;
      if (datname.startsWith(TEST_DB_PREFIX)) {
        createdAt = parseInt(datname.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '', 36);
      } else if (datname !== currentTemplate && !datname.endsWith('_building')) {
        const built = /built (\S+)$/.exec(comment ?? '')?.[1];
        createdAt = built ? Date.parse(built) : undefined;
      }
      if (createdAt !== undefined && Number.isFinite(createdAt) && now - createdAt > STALE_AFTER_MS) {
        await client.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, CLEANUP_LOCK]);
  }
}

let templateReady: Promise<string> | undefined;

/** Makes sure the migrated template exists (building it once across all workers) and returns its name. */
export function ensureTemplateDatabase(): Promise<string> {
  templateReady ??= (async () => {
    const template = await templateDatabaseName();
    await withAdmin(async (client) => {
      await dropStaleDatabases(client, template);
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_NAMESPACE, template]);
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
        if (exists.rowCount === 0) await buildTemplate(client, template);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, template]);
      }
    });
    return template;
  })();
  // A failed build must not poison every later call in this process.
  templateReady.catch(() => {
    templateReady = undefined;
  });
  return templateReady;
}

/** A fresh, fully migrated, empty database of its own. Call drop() when done (afterAll). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await ensureTemplateDatabase();
  const name = `${TEST_DB_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => retryWhileInUse(client, `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`));
  const url = databaseUrl(name);
  const db = createDb(url, { pool: { min: 0, max: 5 } });
  let dropped = false;
  return {
    url,
    db,
    async drop() {
      if (dropped) return;
      dropped = true;
      await db.destroy();
      // FORCE terminates any connection still open (an api under test, a stray pool).
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
    },
  };
}

/** Like createTestDatabase, with the demo data of scripts/db/demo-seed.ts loaded (DEMO_LOGINS sign in). */
export async function seededTestDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase();
  try {
    await seedDemoData(testDb.db);
  } catch (err) {
    await testDb.drop();
    throw err;
  }
  return testDb;
}
