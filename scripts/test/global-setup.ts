// jest globalSetup of the integration and e2e projects: one PostgreSQL server and one Temporal dev
// server for the whole run, started in parallel, their addresses exported to the test processes:
//   TEST_PG_URL            maintenance URL of a PostgreSQL server (test-support/test-db.ts makes a
//                          database per test file from it): TEST_PG_URL as given, else
//                          127.0.0.1:5432, else embedded PostgreSQL on a free port (.data/test-pg)
//   TEST_TEMPORAL_ADDRESS  a Temporal dev server from the pinned binary, in-memory, free ports
//   AUTH_TOKEN_SECRET      a random signing secret when none is set
// global-teardown.ts stops what was started here.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../../infra/ports';
import { resolvePostgres, type ResolvedPostgres } from '../../infra/postgres-resolver';
import { startTemporalDevServer, type RunningTemporalDevServer } from '../../infra/temporal-dev-server';

export interface TestServices {
  postgres?: ResolvedPostgres;
  temporal?: RunningTemporalDevServer;
  pids: number[];
}

declare global {
  // Shared with global-teardown.ts: jest runs both in the same process.
  var __ESYN_TEST_SERVICES__: TestServices | undefined;
}

const ROOT = path.resolve(__dirname, '..', '..');
const verbose = process.env.TEST_SERVICES_LOG === 'true';

function note(message: string): void {
  process.stderr.write(`[test-services] ${message}\n`);
}

async function startPostgres(): Promise<ResolvedPostgres> {
  const started = Date.now();
  const pg = await resolvePostgres({
    dataDir: path.join(ROOT, '.data'),
    embeddedDirName: 'test-pg',
    embeddedPort: await freePort(),
    databaseUrl: process.env.TEST_PG_URL,
    tryLocal: !['false', '0', 'no'].includes(process.env.DATABASE_TRY_LOCAL ?? ''),
    // Test data is thrown away: durability settings off make schema set-up much faster.
    embeddedSettings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    ownProcessGroup: false,
    onLog: verbose ? (line) => note(`[pg] ${line}`) : undefined,
  });
  note(`PostgreSQL: ${pg.source} ${new URL(pg.maintenanceUrl).host} (${Date.now() - started} ms)`);
  return pg;
}

async function startTemporal(): Promise<RunningTemporalDevServer> {
  const started = Date.now();
  const temporal = await startTemporalDevServer({
    port: await freePort(),
    logLevel: 'error',
    ownProcessGroup: false,
    onOutput: verbose ? (line) => note(`[temporal] ${line}`) : undefined,
  });
  note(`Temporal dev server: ${temporal.address} (${Date.now() - started} ms)`);
  return temporal;
}

export default async function globalSetup(): Promise<void> {
  // Jest runs a setup file shared by several projects once; should it ever call it again, the
  // servers already running serve every project.
  if (globalThis.__ESYN_TEST_SERVICES__) return;
  const services: TestServices = { pids: [] };
  globalThis.__ESYN_TEST_SERVICES__ = services;
  // Last resort if jest exits without running the teardown: no server outlives the run.
  process.once('exit', () => {
    for (const pid of services.pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already stopped
      }
    }
  });

  const [pg, temporal] = await Promise.allSettled([startPostgres(), startTemporal()]);
  if (pg.status === 'fulfilled') {
    services.postgres = pg.value;
    if (pg.value.pid) services.pids.push(pg.value.pid);
  }
  if (temporal.status === 'fulfilled') {
    services.temporal = temporal.value;
    services.pids.push(temporal.value.pid);
  }
  if (pg.status === 'rejected' || temporal.status === 'rejected') {
    await Promise.allSettled([services.postgres?.stop(), services.temporal?.stop()]);
    const reasons = [pg, temporal]
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => String(r.reason instanceof Error ? r.reason.message : r.reason));
    throw new Error(`Test services failed to start:\n${reasons.join('\n')}`);
  }

  process.env.TEST_PG_URL = services.postgres?.maintenanceUrl;
  process.env.TEST_TEMPORAL_ADDRESS = services.temporal?.address;
  process.env.TEST_TEMPORAL_NAMESPACE = services.temporal?.namespace;
  process.env.AUTH_TOKEN_SECRET ??= randomBytes(32).toString('hex');
}
