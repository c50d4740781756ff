// Debian's chromium driven by playwright-core: headless, no sandbox, and a fresh profile
// (playwright's launch() starts chromium with a new temporary --user-data-dir and removes it on
// close). Every page gets its own browser context, so sign-ins and stored language choices of one
// test never leak into another. Screenshots go to e2e/screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from './console-build';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'e2e', 'screenshots');

export interface E2eBrowser {
  browser: Browser;
  /** A page in a context of its own (closing the page closes its context). */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's chromium, headless, without the background traffic of a desktop browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await launchChromium();
  const closing = new Set<Promise<void>>();
  return {
    browser,
    async newPage(viewport = { width: 1440, height: 900 }) {
      const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
      // Long enough for a loaded CI machine (a suite runs two files at once on two cores); a wait
      // that fails still fails, only later.
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      // An uncaught error in the console is printed with the test's output (the page only shows
      // react-admin's 'Something went wrong').
      page.on('pageerror', (err) => console.error(`[browser] uncaught: ${err.stack ?? err.message}`));
      page.on('console', (m) => {
        // 'Failed to load resource' names no address; the message's location is the resource.
        const where = m.location().url;
        if (m.type() === 'error')
          console.error(`[browser] console.error: ${m.text().slice(0, 2000)}${where ? ` (${where})` : ''}`);
      });
      // Closing the page closes its context; close() below waits for that before closing the
      // browser (a context still closing when the browser goes rejects, and jest would report it).
      page.once('close', () => {
        const done = context.close().catch(() => undefined);
        closing.add(done);
        void done.then(() => closing.delete(done));
      });
      return page;
    },
    async close() {
      await Promise.all([...closing]);
      await browser.close();
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  // A full-page capture of a scrolled page draws the fixed app bar and sidebar out of place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
