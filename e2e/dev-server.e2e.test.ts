// The console through its Vite dev server (as `npm start` runs it, /api proxied to the api) works
// under the dev server's security headers: an admin signs in and reaches the dashboard, and the
// browser reports no Content-Security-Policy violation on the way (the React refresh preamble is
// allowed by its hash, hot reload by its web socket).
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { startViteDevServer, type RunningViteDevServer } from '../test-support/vite-dev-server';

jest.setTimeout(180_000);

const stack = e2eStack();
let dev: RunningViteDevServer;

// After the stack's: the dev server proxies to the api, so it starts once the api listens (and
// stops after it, as afterAll hooks run in declaration order).
beforeAll(async () => {
  dev = await startViteDevServer({ API_PORT: new URL(stack.url).port });
});

afterAll(async () => {
  await dev?.stop();
});

it('signs in through the dev server without a CSP violation', async () => {
  const page = await stack.browser.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      ),
    );
  });
  const response = await page.goto(`${dev.url}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  const { email, password } = stack.login('admin');
  const login = new LoginPage(page, dev.url);
  await page.locator('input[name="email"]').waitFor();
  await login.signIn(email, password);
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.locator('[data-testid="dashboard-counts"]').waitFor();
  expect(violations).toEqual([]);
  await page.close();
});
