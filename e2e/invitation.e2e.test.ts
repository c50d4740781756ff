// An access request approved in the browser becomes an account: the admin clicks Approve, the
// invitation arrives at a real SMTP server (the mail catcher) through the recorded outbound mail
// path, and the link in it opens the set-password page, which refuses a weak password with the
// rule's message, sets a good one and signs the new user in. The same link a second time is refused.
import { createSmtpMailer, type Mailer } from '../infra/mail/mailer';
import { logger } from '../infra/logger';
import { startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher';
import { MailNotifications } from '../api/notifications/mail-notifications';
import type {
  AccessRefusedNotice,
  AddressInUseNotice,
  EmailVerificationNotice,
  InvitationNotice,
  Notifications,
} from '../api/notifications/notifications';
import { PATHS } from '../domain/paths';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';

jest.setTimeout(120_000);

/** The server's database exists only once it started: its mail notifications are made then. */
class LateNotifications implements Notifications {
  target: Notifications | undefined;
  private get to(): Notifications {
    if (!this.target) throw new Error('notifications used before the server started');
    return this.target;
  }
  emailVerification(n: EmailVerificationNotice) {
    return this.to.emailVerification(n);
  }
  addressAlreadyRegistered(n: AddressInUseNotice) {
    return this.to.addressAlreadyRegistered(n);
  }
  accessRequestRefused(n: AccessRefusedNotice) {
    return this.to.accessRequestRefused(n);
  }
  invitation(n: InvitationNotice) {
    return this.to.invitation(n);
  }
}

const notifications = new LateNotifications();
const stack = e2eStack({ notifications });
let smtp: SmtpCatcher;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  mailer = createSmtpMailer(smtp.url);
  notifications.target = new MailNotifications({
    db: stack.db,
    mailer,
    from: 'eSyn <no-reply@esyn.test>',
    brand: 'eSyn',
    publicUrl: stack.url,
    log: logger,
  });
});

// After the stack's afterAll (declaration order): the api is down, nothing mails any more.
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
});

it('an approved access request is invited by mail; the link sets the password and signs in', async () => {
  const asked = await fetch(`${stack.url}/api/user-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'ny.kund@example.se',
      name: 'Nina Ny',
      company_name: 'Ny Kund AB',
      message: 'Vi vill ta emot fakturor',
    }),
  });
  expect(asked.status).toBe(201);

  const admin = await stack.browser.newPage();
  await new LoginPage(admin, stack.url).signInAs(stack.login('admin'));
  await admin.goto(`${stack.url}${PATHS.adminUserRequestList}`);
  const row = admin.locator('[data-testid="user-requests-table"] tbody tr', { hasText: 'ny.kund@example.se' });
  await row.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByText('Request of ny.kund@example.se approved: the account was created and an invitation sent')
    .waitFor();
  await admin.close();

  // The mail as it arrived, with its link.
  const mails = smtp.mails.filter((m) => m.to.includes('ny.kund@example.se'));
  expect(mails.map((m) => m.subject)).toEqual([
    'Your access to eSyn: choose a password / Din åtkomst till eSyn: välj ett lösenord',
  ]);
  const link = new RegExp(`${stack.url.replace(/[.:/]/g, '\\$&')}/set-password\\?token=[A-Za-z0-9_%-]+`).exec(
    mails[0]?.text ?? '',
  )?.[0];
  if (!link) throw new Error('no set-password link in the invitation');

  const page = await stack.browser.newPage();
  await page.goto(link);
  await page.locator('[data-testid="set-password-account"]').waitFor();
  expect(await page.locator('[data-testid="set-password-account"]').innerText()).toBe('Account: ny.kund@example.se');
  await page.locator('input[name="password"]').fill('Sommar2024!');
  await page.locator('input[name="repeat"]').fill('Sommar2024!');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  const problem = page.locator('[data-testid="set-password-problem"]');
  await problem.waitFor();
  expect(await problem.innerText()).toBe('This password is too easy to guess. Use a longer phrase of unrelated words.');
  await screenshot(page, 'invitation-01-set-password-refused');

  await page.locator('input[name="password"]').fill('kanot-tulpan-regn-58');
  await page.locator('input[name="repeat"]').fill('kanot-tulpan-regn-58');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/set-password') && !url.pathname.startsWith('/login'));
  // Signed in as the new account (the console keeps the bearer token in localStorage 'esyn.token').
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('esyn.token') ?? ''}` },
    });
    return (await res.json()) as { email?: string; role?: string };
  });
  expect(me).toMatchObject({ email: 'ny.kund@example.se', role: 'user' });
  await screenshot(page, 'invitation-02-signed-in');
  await page.close();

  // Used once: opened again, the link is refused with the api's answer.
  const again = await stack.browser.newPage();
  await again.goto(link);
  const closed = again.locator('[data-testid="set-password-closed"]');
  await closed.waitFor();
  expect(await closed.innerText()).toBe(
    'This link does not work: it has expired or was already used. Sign in if you already chose a password, or ask an administrator for help.',
  );
  await again.close();
});
