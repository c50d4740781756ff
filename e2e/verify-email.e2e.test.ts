// A company admin adds a user; the verification link (read from the notifications seam, where the
// mail will come from) opened in the browser confirms the address, and the new user signs in. The
// same link a second time says it is no longer valid, in the language the page is shown in.
import { RecordedNotifications } from '../api/test-support/notifications';
import { verificationPath } from '../api/notifications/notifications';
import { launchBrowser, type E2eBrowser } from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';
import { LoginPage } from './support/pages/LoginPage';

jest.setTimeout(120_000);

let server: E2eServer;
let browser: E2eBrowser;
const notifications = new RecordedNotifications();

beforeAll(async () => {
  server = await startE2eServer({ notifications });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function api(path: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

it('a verification link opened in the browser confirms the address; the user then signs in', async () => {
  const { email, password } = server.login('company_admin');
  const token = (await api('/api/auth/login', { email, password })).json.token as string;
  const created = await api('/api/company-users', { email: 'new.colleague@example.se', password: 'Gurka!Moln7Hylla' }, token);
  expect(created.status).toBe(201);

  const page = await browser.newPage();
  const link = verificationPath(notifications.tokenFor('new.colleague@example.se'));
  await page.goto(`${server.url}${link}`);
  const outcome = page.locator('[data-testid="verify-email-outcome"]');
  await outcome.waitFor();
  expect(await outcome.innerText()).toBe('The e-mail address is confirmed');

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  const login = new LoginPage(page, server.url);
  await page.locator('input[name="email"]').waitFor();
  await login.signIn('new.colleague@example.se', 'Gurka!Moln7Hylla');
  expect(new URL(page.url()).pathname).not.toBe('/login');

  // Used once: opened again, the link is refused.
  const again = await browser.newPage();
  await again.goto(`${server.url}${link}`);
  const refused = again.locator('[data-testid="verify-email-outcome"]');
  await refused.waitFor();
  expect(await refused.innerText()).toBe('This confirmation link is not valid or has expired');
  await again.close();
  await page.close();
});
