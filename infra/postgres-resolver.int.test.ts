// The embedded PostgreSQL fallback, for real: a cluster is initialised in a fresh folder, started on
// a free port, the product database created, stopped, and started again with the data kept.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';
import { resolvePostgres, withDatabase } from './postgres-resolver';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// initdb and two starts take seconds on a loaded machine.
jest.setTimeout(60_000);

describe('resolvePostgres', () => {
  // mkdtemp makes a 0700 folder; opened up so the postgres user (tests run as root) can enter it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esyn-resolver-test-'));
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts embedded PostgreSQL, creates the database and keeps data across restarts', async () => {
    const port = await freePort();
    const first = await resolvePostgres({
      dataDir,
      databaseName: 'esyn_resolver',
      embeddedPort: port,
      tryLocal: false,
      ownProcessGroup: false,
    });
    try {
      expect(first.source).toBe('embedded');
      expect(first.embeddedDataDir).toBe(path.join(dataDir, 'pg'));
      expect(first.url).toBe(`postgres://postgres@127.0.0.1:${port}/esyn_resolver`);
      await query(first.url, 'create table kept (n int); insert into kept values (42)');
    } finally {
      await first.stop();
    }
    await expect(query(first.url, 'select 1')).rejects.toThrow();

    const again = await resolvePostgres({
      dataDir,
      databaseName: 'esyn_resolver',
      embeddedPort: port,
      tryLocal: false,
      ownProcessGroup: false,
    });
    try {
      expect(again.embeddedDataDir).toBe(first.embeddedDataDir);
      expect(await query(again.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      await again.stop();
    }
  });

  it('uses DATABASE_URL as given, without starting anything', async () => {
    const url = process.env.TEST_PG_URL ?? '';
    const resolved = await resolvePostgres({ dataDir, databaseUrl: url, embeddedPort: 1, tryLocal: false });
    expect(resolved).toMatchObject({ url, source: 'DATABASE_URL', maintenanceUrl: withDatabase(url, 'postgres') });
    expect(resolved.pid).toBeUndefined();
    expect(await query(resolved.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });
});
