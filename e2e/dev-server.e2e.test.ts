// The console through its Vite dev server (as `npm start` runs it, /api proxied to the api) works
// under the dev server's security headers: an admin signs in and reaches the dashboard, and the
// browser reports no Content-Security-Policy violation on the way (the React refresh preamble is
// allowed by its hash, hot reload by its web socket).
import { launchBrowser, type E2eBrowser } from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';
import { LoginPage } from './support/pages/LoginPage';
import { startViteDevServer, type RunningViteDevServer } from '../test-support/vite-dev-server';

jest.setTimeout(180_000);

let server: E2eServer;
let dev: RunningViteDevServer;
let browser: E2eBrowser;

beforeAll(async () => {
  server = await startE2eServer();
  dev = await startViteDevServer({ API_PORT: new URL(server.url).port });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  await server?.close();
});

it('signs in through the dev server without a CSP violation', async () => {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`));
  });
  const response = await page.goto(`${dev.url}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  const { email, password } = server.login('admin');
  const login = new LoginPage(page, dev.url);
  await page.locator('input[name="email"]').waitFor();
  await login.signIn(email, password);
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.locator('[data-testid="dashboard-counts"]').waitFor();
  expect(violations).toEqual([]);
  await page.close();
});
