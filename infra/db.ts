// PostgreSQL access: one knex instance per process, bound to objection's models. The URL comes from
// DATABASE_URL, which the launcher (or the test harness) always sets after resolving where the
// database lives (an existing server, 127.0.0.1:5432, or embedded PostgreSQL).
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import path from 'node:path';
import { config } from './config';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'migrations');

export function knexConfig(databaseUrl: string, overrides: Partial<Knex.Config> = {}): Knex.Config {
  return {
    client: 'pg',
    connection: databaseUrl,
    pool: { min: 0, max: config().DATABASE_POOL_MAX },
    migrations: { directory: MIGRATIONS_DIR, loadExtensions: ['.ts'], tableName: 'knex_migrations' },
    ...overrides,
  };
}

export function createDb(databaseUrl = config().DATABASE_URL, overrides: Partial<Knex.Config> = {}): Knex {
  if (!databaseUrl)
    throw new Error('DATABASE_URL is not set: start the platform with `npm start`, or set DATABASE_URL.');
  const db = knexFactory(knexConfig(databaseUrl, overrides));
  Model.knex(db);
  return db;
}
