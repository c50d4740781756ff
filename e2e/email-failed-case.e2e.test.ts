// Browser test of an admin processing a failed e-mail case: the demo mail without a PDF is open in
// the failed-case list; on its detail page the admin marks it processed, sees the toast and their
// own address as the processor, the button goes away, and the row names them with the time.
import type { Page } from 'playwright-core';
import { renderMessage } from '../domain/i18n/messages';
import { demoUuid } from '../scripts/db/demo-seed';
import { launchBrowser, screenshot, type E2eBrowser } from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';
import { LoginPage } from './support/pages/LoginPage';

jest.setTimeout(120_000);

let server: E2eServer;
let browser: E2eBrowser;
let page: Page;
const caseId = demoUuid('email:failed-case');

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  const login = new LoginPage(page, server.url);
  await login.open();
  const admin = server.login('admin');
  await login.signIn(admin.email, admin.password);
}, 180_000);

afterAll(async () => {
  await page?.close();
  await browser?.close();
  await server?.close();
});

describe('an admin processes a failed e-mail case', () => {
  it('marks the open case processed from its detail page', async () => {
    const admin = server.login('admin');
    await page.goto(`${server.url}/admin/emails/failed-cases/list`);
    await page.getByTestId('emails-table').getByText('Fakturor oktober').click();
    await page.waitForURL((url) => url.pathname.endsWith(`/admin/emails/detail/${caseId}`));
    const detail = page.getByTestId('email-detail');
    await detail.getByText('No PDF attachment').waitFor();
    const mark = page.getByTestId('email-mark-processed');
    expect(await mark.textContent()).toBe('Mark processed');
    await mark.click();
    await page.getByText(renderMessage('success.emailProcessed', undefined, 'en')).waitFor();
    await detail.getByText(admin.email).waitFor();
    await mark.waitFor({ state: 'detached' });
    await screenshot(page, '30-admin-email-failed-case-processed');

    const row = (await server.testDb.db('emails').where({ id: caseId }).first('processed_by', 'processed_at')) as { processed_by: string | null; processed_at: Date | null };
    const adminId = ((await server.testDb.db('users').whereRaw('lower(email) = ?', [admin.email.toLowerCase()]).first('id')) as { id: string }).id;
    expect(row.processed_by).toBe(adminId);
    expect(row.processed_at).toBeInstanceOf(Date);

  });
});
