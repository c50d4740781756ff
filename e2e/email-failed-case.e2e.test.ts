// Browser test of an admin processing a failed e-mail case: the demo mail without a PDF is open in
// the failed-case list; on its detail page the admin marks it processed, sees the toast and their
// own address as the processor, the button goes away, and the row names them with the time.
import { renderMessage } from '../domain/i18n/messages';
import { demoUuid } from '../scripts/db/demo-seed';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';

jest.setTimeout(120_000);

const caseId = demoUuid('email:failed-case');
const stack = e2eStack({ page: { signInAs: 'admin' } });

describe('an admin processes a failed e-mail case', () => {
  it('marks the open case processed from its detail page', async () => {
    const { page } = stack;
    const admin = stack.login('admin');
    await page.goto(`${stack.url}/admin/emails/failed-cases/list`);
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

    const row = (await stack.db('emails').where({ id: caseId }).first('processed_by', 'processed_at')) as {
      processed_by: string | null;
      processed_at: Date | null;
    };
    const adminId = (
      (await stack.db('users').whereRaw('lower(email) = ?', [admin.email.toLowerCase()]).first('id')) as { id: string }
    ).id;
    expect(row.processed_by).toBe(adminId);
    expect(row.processed_at).toBeInstanceOf(Date);
  });
});
