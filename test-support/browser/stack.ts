// One browser-test stack per test file: `e2eStack()` registers the beforeAll that starts it (a
// seeded database, the api serving the built console, optionally Temporal with its worker and the
// delivery pieces, chromium, optionally one page shared by the file and signed in) and the afterAll
// that stops it in reverse: the page, the browser, then the server (the api, the worker, the
// database). Call it at the top of the file, before the file's own hooks: jest-circus runs beforeAll
// hooks in declaration order, so the file's own beforeAll (seeding, more set-up) runs on a started
// stack; afterAll hooks run in declaration order too, so a file's own afterAll runs after the stack
// is down (only for what does not depend on it: an SMTP catcher, a Vite dev server).
// The handles are getters: they exist once the beforeAll has run, and throw when read before.
import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import type { DemoLogin, DemoLoginKey } from '../../scripts/db/demo-seed';
import { launchBrowser, type E2eBrowser } from './browser';
import { LoginPage } from './pages/LoginPage';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './server';
import type { E2eTemporal } from './temporal-worker';

export interface E2eStackOptions extends E2eServerOptions {
  /** Open one page for the whole file (closed before the browser); signed in as this demo login or user when given. */
  page?: { signInAs?: DemoLoginKey | { email: string; password: string } };
}

export interface E2eStack {
  readonly server: E2eServer;
  /** The api's address (it serves the console too). */
  readonly url: string;
  /** The seeded test database. */
  readonly db: Knex;
  readonly browser: E2eBrowser;
  /** The file's shared page (option `page`). */
  readonly page: Page;
  /** Temporal and its worker (option `temporal` or `delivery`). */
  readonly temporal: E2eTemporal;
  login(key: DemoLoginKey): DemoLogin;
}

/** Starting takes a console build check, a seeded database, maybe a workflow bundle: more than jest's default. */
const START_TIMEOUT_MS = 180_000;

export function e2eStack(options: E2eStackOptions = {}): E2eStack {
  const { page: pageOption, ...serverOptions } = options;
  let server: E2eServer | undefined;
  let browser: E2eBrowser | undefined;
  let page: Page | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the e2e stack has no ${what} (not started yet, or not asked for)`);
    return value;
  };

  beforeAll(async () => {
    server = await startE2eServer(serverOptions);
    browser = await launchBrowser();
    if (pageOption) {
      page = await browser.newPage();
      const who = pageOption.signInAs;
      if (who) await new LoginPage(page, server.url).signInAs(typeof who === 'string' ? server.login(who) : who);
    }
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await server?.close();
  });

  return {
    get server() {
      return started(server, 'server');
    },
    get url() {
      return started(server, 'server').url;
    },
    get db() {
      return started(server, 'server').testDb.db;
    },
    get browser() {
      return started(browser, 'browser');
    },
    get page() {
      return started(page, 'page');
    },
    get temporal() {
      return started(started(server, 'server').temporal, 'Temporal');
    },
    login: (key) => started(server, 'server').login(key),
  };
}
