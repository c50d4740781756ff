// Browser tests of the console basics (issue 2): an admin filters companies, edits a company's
// payment means and sees them persisted, switches to Swedish; a sender sees only the user menu.
import type { Page } from 'playwright-core';
import { SUPPORT_CONTACT } from '../domain/constants';
import { renderMessage } from '../domain/i18n/messages';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { Shell } from '../test-support/browser/pages/Shell';
import { CompaniesPage } from '../test-support/browser/pages/CompaniesPage';
import { CompanyFormPage } from '../test-support/browser/pages/CompanyFormPage';
import { ADMIN_MENU, USER_MENU, menuPaths } from '../domain/permissions';
import { luhnCheckDigit } from '../domain/identifiers';

// jest ignores testTimeout inside a project entry; browser steps need more than the 5 s default.
jest.setTimeout(120_000);

const stack = e2eStack();

async function signedIn(key: 'admin' | 'sender' | 'receiver' | 'company_admin'): Promise<Page> {
  const page = await stack.browser.newPage();
  const { email, password } = stack.login(key);
  const login = new LoginPage(page, stack.url);
  await login.open();
  await login.signIn(email, password);
  return page;
}

describe('admin', () => {
  let page: Page;
  let shell: Shell;
  beforeAll(async () => {
    page = await signedIn('admin');
    shell = new Shell(page);
  });
  afterAll(async () => page?.close());

  it('lands on the admin dashboard with the admin sidebar', async () => {
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.locator('[data-testid="dashboard-counts"]').waitFor();
    const links = await shell.menuLinks();
    expect(links).toEqual(menuPaths(ADMIN_MENU));
    await screenshot(page, '01-admin-dashboard');
  });

  it('filters the companies list by name', async () => {
    const companies = new CompaniesPage(page, stack.url);
    await companies.open();
    expect(await shell.heading().innerText()).toBe('Companies');
    const all = await companies.names();
    expect(all.length).toBeGreaterThan(2);
    await companies.filter('Name', 'nordvik');
    const filtered = await companies.waitForRows(
      (names) => names.length > 0 && names.length < all.length && names.every((n) => /nordvik/i.test(n)),
    );
    expect(filtered).toContain('Nordvik Bygg AB');
    await screenshot(page, '02-admin-companies-filtered');
    // From the xl breakpoint the admin list is laid out 2-4: filters beside the table.
    await page.setViewportSize({ width: 1680, height: 1000 });
    await screenshot(page, '02b-admin-companies-wide');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('adds a payment means tab, saves it and finds it again after a reload', async () => {
    const companies = new CompaniesPage(page, stack.url);
    await companies.openRow('Nordvik Bygg AB');
    const form = new CompanyFormPage(page);
    await form.waitLoaded();
    const before = await form.tabNames();

    await form.addPaymentMeans();
    expect(await form.tabNames()).toEqual([...before, 'New']);
    expect(await form.activeTab()).toBe('New');
    // The domain rule runs before anything is sent: a means needs Local, IBAN or Bank Account.
    await form.save();
    await page.getByText('Should be one of Local, IBAN or Bank Account').waitFor();
    const giro = `${'777123'}${luhnCheckDigit('777123')}`;
    const name = `E2E means ${Date.now() % 100000}`;
    await form.fillActive('name', name);
    await form.fillActive('local', `${giro.slice(0, 3)}-${giro.slice(3)}`);
    await screenshot(page, '03-admin-company-new-payment-means');
    await form.save();
    await shell.toast('Success, saved!');

    await page.reload();
    await form.waitLoaded();
    expect(await form.tabNames()).toEqual([...before, name]);
    await screenshot(page, '04-admin-company-after-reload');
  });

  it('creates a company and lands on its detail page', async () => {
    await page.goto(`${stack.url}/admin/companies/list`);
    await page.getByRole('link', { name: 'Create Company' }).click();
    await page.waitForURL(/\/admin\/companies\/new$/);
    const form = new CompanyFormPage(page);
    await form.waitLoaded();
    await page.locator('input[name="name"]').fill('E2E Testbolaget AB');
    await form.fillActive('bankAccount', '1234-5678901');
    await form.save();
    await new Shell(page).toast('Success, saved!');
    await page.waitForURL(/\/admin\/companies\/detail\/[0-9a-f-]{36}$/);
    expect(await page.locator('input[name="name"]').inputValue()).toBe('E2E Testbolaget AB');
  });

  it('shows a server validation error on its field', async () => {
    await new CompaniesPage(page, stack.url).open();
    await new CompaniesPage(page, stack.url).openRow('Nordvik Bygg AB');
    await new CompanyFormPage(page).waitLoaded();
    // Nordvik Bygg Syd AB's invoice address is taken: the api answers 409 with errors.invoice_email.
    const invoiceEmail = page.locator('input[name="invoice_email"]');
    await invoiceEmail.fill('nordviksyd@invoices.esyn.se');
    await new CompanyFormPage(page).save();
    const field = page.locator('.MuiFormControl-root').filter({ has: invoiceEmail });
    await field.getByText(renderMessage('error.valueTaken', undefined, 'en')).waitFor();
    await screenshot(page, '04b-admin-company-server-error');
    await page.reload(); // drop the change
  });

  it('switches the console to Swedish', async () => {
    const companies = new CompaniesPage(page, stack.url);
    await companies.open();
    await shell.switchLanguage('Svenska');
    await page.getByRole('heading', { level: 1, name: 'Företag' }).waitFor();
    await companies.filters().getByLabel('Organisationsnummer', { exact: true }).waitFor();
    await screenshot(page, '05-admin-companies-swedish');
    // The choice is kept across a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Företag' }).waitFor();
    await shell.switchLanguage('English');
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
  });
});

describe('admin pages show what the api holds', () => {
  const pages: [string, string, string][] = [
    ['/admin/invoices/list', 'invoices-table', '07-admin-invoices'],
    ['/admin/peppol/list', 'invoices-table', '08-admin-peppol'],
    ['/admin/users/list', 'users-table', '09-admin-users'],
    ['/admin/users/operators/list', 'operators-table', '10-admin-operators'],
    ['/admin/users/requests/list', 'user-requests-table', '11-admin-user-requests'],
    ['/admin/domains/open-chanel', 'domains-table', '12-admin-domains-open-channel'],
    ['/admin/connections/peppol', 'connections-table', '13-admin-connections-peppol'],
  ];
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('admin');
  });
  afterAll(async () => page?.close());

  it.each(pages)('%s lists rows', async (path, testId, shot) => {
    await page.goto(`${stack.url}${path}`);
    await page.locator(`[data-testid="${testId}"] tbody tr`).first().waitFor();
    expect(await page.locator(`[data-testid="${testId}"] tbody tr`).count()).toBeGreaterThan(0);
    await screenshot(page, shot);
  });
});

describe('invoice list filters', () => {
  it('the status filter refetches the admin list with only that status', async () => {
    const page = await signedIn('admin');
    await page.goto(`${stack.url}/admin/invoices/list`);
    const rows = page.locator('[data-testid="invoices-table"] tbody tr');
    await rows.first().waitFor();
    await page
      .locator('[data-testid="invoice-filters"]')
      .getByRole('combobox', { name: 'Status', exact: true })
      .click();
    await page.getByRole('option', { name: 'Delivered', exact: true }).click();
    await page.waitForURL(/Delivered/);
    const shown = () =>
      rows.locator('[data-kind="invoice"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    const deadline = Date.now() + 10_000;
    let statuses = await shown();
    while ((statuses.length === 0 || statuses.some((s) => s !== 'Delivered')) && Date.now() < deadline) {
      await page.waitForTimeout(150);
      statuses = await shown();
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Delivered']));
    await screenshot(page, '07b-admin-invoices-delivered');
    await page.close();
  });
});

describe('access requests', () => {
  it('an admin approves a pending request and it leaves the pending list', async () => {
    const page = await signedIn('admin');
    await page.goto(`${stack.url}/admin/users/requests/list`);
    const row = page
      .locator('[data-testid="user-requests-table"] tbody tr')
      .filter({ hasText: 'karin.ek@skargardsrederi.se' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await new Shell(page).toast('Request of karin.ek@skargardsrederi.se approved');
    await row.waitFor({ state: 'detached' });
    await screenshot(page, '11b-admin-user-request-approved');
    await page.close();
  });
});

describe('admin users list', () => {
  it('switches to eSynPay mode and saves a user as eSynPay admin', async () => {
    const page = await signedIn('admin');
    await page.goto(`${stack.url}/admin/users/list`);
    const table = page.locator('[data-testid="users-table"]');
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'eSynPay' }).click();
    await table.getByRole('columnheader', { name: 'Is eSynPay admin' }).waitFor();
    const row = table.locator('tbody tr').filter({ hasText: 'esynpay@demo.esyn.se' });
    const isAdmin = row.getByRole('switch', { name: 'Is eSynPay admin esynpay@demo.esyn.se' });
    expect(await isAdmin.isChecked()).toBe(false);
    await isAdmin.click();
    await row.getByRole('button', { name: 'Save' }).click();
    await new Shell(page).toast('User esynpay@demo.esyn.se was saved successfully');
    await page.reload(); // the mode is remembered
    await table.getByRole('columnheader', { name: 'Is eSynPay admin' }).waitFor();
    expect(await isAdmin.isChecked()).toBe(true);
    await screenshot(page, '09b-admin-users-esynpay-mode');
    await page.close();
  });
});

describe('company admin', () => {
  it('saves a user row of the company users list', async () => {
    const page = await signedIn('company_admin');
    await page.goto(`${stack.url}/settings/users`);
    const table = page.locator('[data-testid="company-users-table"]');
    const row = table.locator('tbody tr').filter({ hasText: stack.login('sender').email });
    await row.waitFor();
    const save = row.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    const notification = row.getByRole('switch').nth(1);
    const was = await notification.isChecked();
    await notification.click();
    expect(await save.isEnabled()).toBe(true);
    await page.waitForTimeout(300); // let the button's colour transition finish for the screenshot
    await screenshot(page, '14-company-users-changed');
    await save.click();
    await new Shell(page).toast(`User ${stack.login('sender').email} was saved successfully`);
    await page.reload();
    await row.waitFor();
    expect(await row.getByRole('switch').nth(1).isChecked()).toBe(!was);
    expect(await row.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.close();
  });
});

describe('receiver', () => {
  it('lands on the receiver dashboard and lists the senders', async () => {
    const page = await signedIn('receiver');
    await page.waitForURL(/\/dashboard$/);
    await page.locator('[data-testid="dashboard-counts"]').waitFor();
    await screenshot(page, '15-receiver-dashboard');
    await page.goto(`${stack.url}/senders/list`);
    await page.locator('[data-testid="companies-table"] tbody tr').first().waitFor();
    await screenshot(page, '16-receiver-senders');
    // On a phone the list turns into cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="companies-cards"] a').first().waitFor();
    expect(await page.locator('[data-testid="companies-table"]').count()).toBe(0);
    await screenshot(page, '17-receiver-senders-mobile');
    await page.close();
  });
});

describe('sender', () => {
  it('sees only the user menu, without admin items', async () => {
    const page = await signedIn('sender');
    const shell = new Shell(page);
    await page.locator('[data-testid="user-menu"]').waitFor();
    expect(await page.locator('[data-testid="admin-menu"]').count()).toBe(0);
    const links = await shell.menuLinks();
    const adminPaths = menuPaths(ADMIN_MENU);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => l.startsWith('/admin'))).toEqual([]);
    expect(links.every((l) => menuPaths(USER_MENU).includes(l))).toBe(true);
    expect(links.some((l) => adminPaths.includes(l))).toBe(false);
    // Nordvik Bygg AB sends (show_outgoing_invoices) and is no receiver: Outgoing and FAQ only.
    expect(links).toEqual([
      '/invoices/outgoing/pdf/list',
      '/invoices/outgoing/peppol/list',
      '/invoices/outgoing/upload',
      '/receivers/list',
      '/faq',
    ]);
    await screenshot(page, '06-sender-home');

    // Status bars carry the sender's tooltip (domain/statuses): Processing in the sender's words.
    await page.goto(`${stack.url}/invoices/outgoing/pdf/list`);
    await page
      .locator('[data-testid="invoices-table"] [data-kind="invoice"][data-status="Processing"]')
      .first()
      .hover();
    await page.getByRole('tooltip', { name: 'This document is being prepared and has not yet been sent' }).waitFor();

    // The sender's receivers: no Address column (spec 6), no admin switch filters.
    const receivers = new CompaniesPage(page, stack.url);
    await receivers.open('/receivers/list');
    const headers = await receivers.table().locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(
      expect.arrayContaining(['Name', 'Org ID', 'Tax Number', 'Peppol ID', 'Invoice Email']),
    );
    expect(headers.map((h) => h.trim())).not.toContain('Address');
    expect(await receivers.filters().getByRole('switch').count()).toBe(0);

    // The FAQ (every user) opens with the help hero.
    await page.goto(`${stack.url}/faq`);
    await page.locator('[data-testid="help-hero"]').getByText('Need help?').waitFor();
    await page.locator('[data-testid="help-hero"]').getByText(SUPPORT_CONTACT.email).waitFor();
    await screenshot(page, '18-sender-faq');

    // An admin page sends the sender back to their own home page.
    await page.goto(`${stack.url}/admin/companies/list`);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await page.close();
  });
});
