// Browser tests of the console basics (issue 2): an admin filters companies, edits a company's
// payment means and sees them persisted, switches to Swedish; a sender sees only the user menu.
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, type E2eBrowser } from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';
import { LoginPage } from './support/pages/LoginPage';
import { Shell } from './support/pages/Shell';
import { CompaniesPage } from './support/pages/CompaniesPage';
import { CompanyFormPage } from './support/pages/CompanyFormPage';
import { ADMIN_MENU, USER_MENU, menuPaths } from '../domain/permissions';
import { luhnCheckDigit } from '../domain/identifiers';

// jest ignores testTimeout inside a project entry; browser steps need more than the 5 s default.
jest.setTimeout(120_000);

let server: E2eServer;
let browser: E2eBrowser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(key: 'admin' | 'sender'): Promise<Page> {
  const page = await browser.newPage();
  const { email, password } = server.login(key);
  const login = new LoginPage(page, server.url);
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
    const companies = new CompaniesPage(page, server.url);
    await companies.open();
    expect(await shell.heading().innerText()).toBe('Companies');
    const all = await companies.names();
    expect(all.length).toBeGreaterThan(2);
    await companies.filter('Name', 'nordvik');
    const filtered = await companies.waitForRows((names) => names.length > 0 && names.length < all.length && names.every((n) => /nordvik/i.test(n)));
    expect(filtered).toContain('Nordvik Bygg AB');
    await screenshot(page, '02-admin-companies-filtered');
  });

  it('adds a payment means tab, saves it and finds it again after a reload', async () => {
    const companies = new CompaniesPage(page, server.url);
    await companies.openRow('Nordvik Bygg AB');
    const form = new CompanyFormPage(page);
    await form.waitLoaded();
    const before = await form.tabNames();

    await form.addPaymentMeans();
    expect(await form.tabNames()).toEqual([...before, 'New']);
    expect(await form.activeTab()).toBe('New');
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

  it('switches the console to Swedish', async () => {
    const companies = new CompaniesPage(page, server.url);
    await companies.open();
    await shell.switchLanguage('Svenska');
    await page.getByRole('heading', { name: 'Företag' }).waitFor();
    await companies.filters().getByLabel('Organisationsnummer', { exact: true }).waitFor();
    await screenshot(page, '05-admin-companies-swedish');
    // The choice is kept across a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Företag' }).waitFor();
    await shell.switchLanguage('English');
    await page.getByRole('heading', { name: 'Companies' }).waitFor();
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
    await screenshot(page, '06-sender-home');

    // An admin page sends the sender back to their own home page.
    await page.goto(`${server.url}/admin/companies/list`);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await page.close();
  });
});
