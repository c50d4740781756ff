// The own account in the browser: a company admin adds a user; the verification link (read from the
// notifications seam, where the mail will come from) opened in the browser confirms the address, and
// the new user signs in; the same link a second time is refused. Then the user changes the password
// on the profile page: a weak one gets the rule's message on its field, a good one ends the other
// session while this one goes on.
import { RecordedNotifications } from '../test-support/recorded-notifications';
import { verificationPath } from '../api/notifications/notifications';
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { PATHS } from '../domain/paths';

jest.setTimeout(120_000);

const notifications = new RecordedNotifications();

const stack = e2eStack({ notifications });

async function api(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

it('a verification link confirms the address; the user signs in and changes the password', async () => {
  const { email, password } = stack.login('company_admin');
  const token = (await api('/api/auth/login', { email, password })).json.token as string;
  const created = await api(
    '/api/company-users',
    { email: 'new.colleague@example.se', password: 'Gurka!Moln7Hylla' },
    token,
  );
  expect(created.status).toBe(201);

  const page = await stack.browser.newPage();
  const link = verificationPath(notifications.tokenFor('new.colleague@example.se'));
  await page.goto(`${stack.url}${link}`);
  const outcome = page.locator('[data-testid="verify-email-outcome"]');
  await outcome.waitFor();
  expect(await outcome.innerText()).toBe('The e-mail address is confirmed');

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  const login = new LoginPage(page, stack.url);
  await page.locator('input[name="email"]').waitFor();
  await login.signIn('new.colleague@example.se', 'Gurka!Moln7Hylla');
  expect(new URL(page.url()).pathname).not.toBe('/login');

  // The own password: a weak one is refused on its field, a good one ends the other sessions.
  const other = (await api('/api/auth/login', { email: 'new.colleague@example.se', password: 'Gurka!Moln7Hylla' })).json
    .token as string;
  await page.goto(`${stack.url}${PATHS.userProfile}`);
  await page.locator('input[name="current_password"]').fill('Gurka!Moln7Hylla');
  await page.locator('input[name="new_password"]').fill('Sommar2024!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('This password is too easy to guess. Use a longer phrase of unrelated words.').first().waitFor();
  await page.locator('input[name="new_password"]').fill('tyst-lampa-hopp-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password was changed; your other sessions have ended').waitFor();
  const ended = await fetch(`${stack.url}/api/me`, { headers: { authorization: `Bearer ${other}` } });
  expect(ended.status).toBe(401);
  // This session goes on with the token the change answered.
  await page.reload();
  await page.locator('input[name="current_password"]').waitFor();
  expect(new URL(page.url()).pathname).toBe(PATHS.userProfile);

  // Used once: opened again, the link is refused.
  const again = await stack.browser.newPage();
  await again.goto(`${stack.url}${link}`);
  const refused = again.locator('[data-testid="verify-email-outcome"]');
  await refused.waitFor();
  expect(await refused.innerText()).toBe('This confirmation link is not valid or has expired');
  await again.close();
  await page.close();
});
