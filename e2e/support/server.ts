// The system under test: a seeded test database (demo data, DEMO_LOGINS) and the api started in
// this process, serving the built console (SERVE_CONSOLE) on a free port.
import { randomBytes } from 'node:crypto';
import { App } from '../../api/app';
import { seededTestDatabase, type TestDatabase } from '../../scripts/test/test-db';
import { DEMO_LOGINS, type DemoLogin, type DemoLoginKey } from '../../scripts/db/demo-seed';
import { ensureConsoleBuilt } from './console-build';

export interface E2eServer {
  url: string;
  testDb: TestDatabase;
  login(key: DemoLoginKey): DemoLogin;
  close(): Promise<void>;
}

export async function startE2eServer(): Promise<E2eServer> {
  const consoleDir = ensureConsoleBuilt();
  const testDb = await seededTestDatabase();
  const secret = process.env.AUTH_TOKEN_SECRET && process.env.AUTH_TOKEN_SECRET.length >= 32 ? process.env.AUTH_TOKEN_SECRET : randomBytes(32).toString('hex');
  const app = new App({
    db: testDb.db,
    consoleDir,
    config: { AUTH_TOKEN_SECRET: secret, AUTH_TOKEN_TTL_SECONDS: 3600, SERVE_CONSOLE: true },
    rateLimits: { login: { max: 1000, windowMs: 60_000 }, userRequests: { max: 1000, windowMs: 60_000 } },
  });
  let started: { url: string };
  try {
    started = await app.start(0);
  } catch (err) {
    await testDb.drop();
    throw err;
  }
  return {
    url: started.url,
    testDb,
    login(key) {
      const found = DEMO_LOGINS.find((l) => l.key === key);
      if (!found) throw new Error(`no demo login '${key}'`);
      return found;
    },
    async close() {
      await app.stop();
      await testDb.drop();
    },
  };
}
