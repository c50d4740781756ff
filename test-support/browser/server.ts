// The system under test: a seeded test database (demo data, DEMO_LOGINS) and the api started in
// this process, serving the built console (SERVE_CONSOLE) on a free port. With `temporal` the api
// also gets a Temporal client and a worker runs the workflows its actions start (temporal-worker.ts);
// without it the api has no Temporal client, as before. With `delivery` the access-point simulator and
// the inbox poller run too, so an outgoing invoice gets its MLR and reaches Sent.
import { randomBytes } from 'node:crypto';
import { App } from '../../api/app';
import { seededTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { DEMO_LOGINS, type DemoLogin, type DemoLoginKey } from '../../scripts/db/demo-seed';
import { ensureConsoleBuilt } from './console-build';
import type { E2eTemporal } from './temporal-worker';
import type { Notifications } from '../../api/notifications/notifications';

export interface E2eServer {
  url: string;
  testDb: TestDatabase;
  login(key: DemoLoginKey): DemoLogin;
  /** Present when started with `temporal: true`. */
  temporal: E2eTemporal | undefined;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /** A Temporal client for the api and a worker on a task queue of its own, over a local-folder access point. */
  temporal?: boolean;
  /** Temporal plus the access-point simulator and the inbox poller (implies `temporal`; temporal-worker.ts). */
  delivery?: boolean;
  /** Where the api's notices go (default: the log); a test passes RecordedNotifications to read verification links. */
  notifications?: Notifications;
  /** The Temporal UI the api links admins to (TEMPORAL_UI_URL in production). */
  temporalUi?: { baseUrl: string; namespace: string };
}

export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const consoleDir = ensureConsoleBuilt();
  const testDb = await seededTestDatabase();
  let temporal: E2eTemporal | undefined;
  if (options.temporal || options.delivery) {
    try {
      // Loaded only here: the other browser tests need neither the worker's native module nor the bundle.
      const { startE2eTemporal } = await import('./temporal-worker');
      temporal = await startE2eTemporal(testDb.db, { delivery: options.delivery ?? false });
    } catch (err) {
      await testDb.drop();
      throw err;
    }
  }
  const secret =
    process.env.AUTH_TOKEN_SECRET && process.env.AUTH_TOKEN_SECRET.length >= 32
      ? process.env.AUTH_TOKEN_SECRET
      : randomBytes(32).toString('hex');
  const app = new App({
    db: testDb.db,
    consoleDir,
    config: { AUTH_TOKEN_SECRET: secret, AUTH_TOKEN_TTL_SECONDS: 3600, SERVE_CONSOLE: true },
    rateLimits: { login: { max: 1000, windowMs: 60_000 }, userRequests: { max: 1000, windowMs: 60_000 } },
    ...(temporal ? { temporal: temporal.access, documents: temporal.documents } : {}),
    ...(options.notifications ? { notifications: options.notifications } : {}),
    ...(options.temporalUi ? { temporalUi: options.temporalUi } : {}),
  });
  let started: { url: string };
  try {
    started = await app.start(0);
  } catch (err) {
    await temporal?.close();
    await testDb.drop();
    throw err;
  }
  return {
    url: started.url,
    testDb,
    temporal,
    login(key) {
      const found = DEMO_LOGINS.find((l) => l.key === key);
      if (!found) throw new Error(`no demo login '${key}'`);
      return found;
    },
    async close() {
      await app.stop();
      // The worker's activities use the database: stop it before the database goes.
      await temporal?.close();
      await testDb.drop();
    },
  };
}
