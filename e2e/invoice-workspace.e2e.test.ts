// Browser test of the invoice workspace against the real stack (api, Temporal dev server, the
// invoice worker, PostgreSQL): an admin refuses a .docx on the upload screen, uploads a PDF for
// manual parsing with its sender and receiver (the PDF shows beside the queue, the row's progress
// runs to the check mark), opens the new invoice from the success dialog, sees its detail page (the
// action bar the domain allows, the info card with the Temporal UI link, the live forward
// countdown, the PDF drawn by pdf.js, the history) and forwards the PDF; the status moves to PDF
// Forward and the history grows. Then the invoice list row opens the same page, in Swedish.
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ACTIONS } from '../domain/actions';
import { renderMessage } from '../domain/i18n/messages';
import type { Lang } from '../domain/i18n/lang';
import { InvoiceStatus, shownStatusView, tooltipAudience } from '../domain/statuses';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { Shell } from '../test-support/browser/pages/Shell';
import { UploadPage } from '../test-support/browser/pages/UploadPage';
import { InvoiceDetailPage } from '../test-support/browser/pages/InvoiceDetailPage';

jest.setTimeout(120_000);

const SENDER = 'Lindqvist & Berg Redovisning AB';
const RECEIVER = 'Göteborgs Kontorsservice AB';
const TEMPORAL_UI = { baseUrl: 'http://temporal-ui.test:8233', namespace: 'default' };

let page: Page;
let shell: Shell;
let upload: UploadPage;
let detail: InvoiceDetailPage;
let invoiceId: string;

const label = (status: InvoiceStatus, lang: Lang) => shownStatusView({ status }, tooltipAudience('admin'), lang).label;
const actionLabel = (id: (typeof ACTIONS)[number]['id'], lang: Lang) =>
  renderMessage(ACTIONS.find((a) => a.id === id)!.labelKey, undefined, lang);

/** A two-page invoice PDF drawn with pdf-lib. */
async function invoicePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, lines] of [
    ['Faktura 4711', `Från ${SENDER}`, `Till ${RECEIVER}`, 'Att betala 1 250,00 SEK'],
    ['Sida 2', 'Villkor: 30 dagar netto'],
  ].entries()) {
    const p = doc.addPage([595, 842]);
    lines.forEach((line, j) =>
      p.drawText(
        line.replace(/[åäöÅÄÖ]/g, (c) => ({ å: 'a', ä: 'a', ö: 'o', Å: 'A', Ä: 'A', Ö: 'O' })[c] ?? c),
        { x: 50, y: 780 - j * 24 - i, size: 16, font },
      ),
    );
  }
  return Buffer.from(await doc.save());
}

const stack = e2eStack({ temporal: true, temporalUi: TEMPORAL_UI, page: { signInAs: 'admin' } });

beforeAll(() => {
  page = stack.page;
  shell = new Shell(page);
  upload = new UploadPage(page, stack.url);
  detail = new InvoiceDetailPage(page);
});

describe('an admin uploads a PDF, opens it and forwards it', () => {
  it('refuses a .docx on the upload screen with the spec message', async () => {
    await upload.open();
    await page.locator('[data-testid="upload-drop-area"]').waitFor();
    // Each toast is waited for from before the step that shows it: on a loaded machine the next
    // steps of a test may take longer than the toast stays.
    const refused = shell.toast(renderMessage('upload.fileType', undefined, 'en'));
    await upload.chooseFiles([
      {
        name: 'invoice.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('PK\u0003\u0004 not a pdf'),
      },
    ]);
    await refused;
    expect(await upload.rows().count()).toBe(0);
    await screenshot(page, '30-admin-upload-refused-docx');
  });

  it('uploads a PDF for manual parsing: the PDF beside the queue, progress to the check mark, the success dialog', async () => {
    await upload.switchManual();
    await upload.chooseFiles([{ name: 'faktura-4711.pdf', mimeType: 'application/pdf', buffer: await invoicePdf() }]);
    const row = upload.rows().first();
    await row.waitFor();
    // Manual mode: the PDF is drawn on the left by pdf.js.
    await page.locator('[data-testid="pdf-viewer"] .react-pdf__Page canvas').first().waitFor();
    expect(await page.locator('[data-testid="pdf-page-count"]').innerText()).toBe('of 2');
    // Without parties the row says what is missing and nothing is sent.
    await row.locator('[data-testid="upload-row-upload"]').click();
    await row.getByText(renderMessage('validation.senderCompany', undefined, 'en')).waitFor();
    await upload.pick(row, 'sender', SENDER);
    await upload.pick(row, 'receiver', RECEIVER);
    await screenshot(page, '31-admin-upload-manual-ready');
    const uploaded = shell.toast(renderMessage('success.uploadOne', undefined, 'en'));
    await row.locator('[data-testid="upload-row-upload"]').click();
    await row.locator('[data-testid="upload-done"]').waitFor();
    const stored = await stack
      .db('invoices')
      .where({ file_name: 'faktura-4711.pdf' })
      .first('id', 'status', 'is_manual_parsing', 'sender_company_id', 'receiver_company_id');
    invoiceId = stored.id;
    expect(stored).toMatchObject({ status: InvoiceStatus.Processing, is_manual_parsing: true });
    expect(await row.getAttribute('data-state')).toBe('success');
    expect(await row.locator('[data-testid="upload-progress"]').getAttribute('aria-valuenow')).toBe('100');
    await uploaded;
    await upload.successDialog().waitFor();
    await screenshot(page, '32-admin-upload-success-dialog');
  });

  it('opens the detail page: the actions the domain allows, the info card, the countdown, the PDF and the history', async () => {
    await upload.successDialog().locator('[data-testid="upload-open-invoice"]').click();
    await page.waitForURL(`**/admin/invoices/detail/${invoiceId}`);
    await detail.root().waitFor();
    expect(await detail.status()).toBe(label(InvoiceStatus.Processing, 'en'));
    // Admin, PDF, Processing with a receiver, in manual parsing: forward, auto forward (and set status).
    expect(await detail.actions()).toEqual(['forward', 'autoForward', 'setStatus']);
    expect(await detail.action('forward').textContent()).toBe(actionLabel('forward', 'en'));
    // The workflow's page in the Temporal UI, from the api's configured address.
    expect(await page.locator('[data-testid="link-temporal-ui"]').getAttribute('href')).toBe(
      `${TEMPORAL_UI.baseUrl}/namespaces/default/workflows/invoice-${invoiceId}`,
    );
    expect(await page.locator('[data-testid="link-sender-company"]').innerText()).toBe(SENDER);
    // The forward countdown (default 24 h for this receiver), from the workflow's query.
    await page.locator('[data-testid="forward-countdown"][data-source="workflow"]').waitFor();
    expect(await page.locator('[data-testid="countdown-value"]').innerText()).toMatch(/^2[34]:[0-5]\d$/);
    await detail.pdfPages().nth(1).waitFor();
    expect(await detail.historyEvents().count()).toBeGreaterThan(0);
    await screenshot(page, '33-admin-invoice-detail-processing');
  });

  it('forwards the PDF: a toast, the status PDF Forward, a new history entry, and the buttons gone', async () => {
    const before = await detail.historyEvents().count();
    const forwarded = shell.toast(renderMessage('success.generic', undefined, 'en'));
    await detail.action('forward').click();
    await forwarded;
    // The forward is mailed in the background; the page reads the invoice again until it moves.
    const events = async () =>
      (await stack.db('invoice_events').where({ invoice_id: invoiceId }).orderBy('at').select('event', 'reason')) as {
        event: string;
        reason: string | null;
      }[];
    for (
      let i = 0;
      i < 60 && !(await events()).some((e) => e.event === 'pdf_forwarded' || e.event === 'pdf_forward_failed');
      i++
    )
      await new Promise((r) => setTimeout(r, 500));
    expect((await events()).map((e) => e.event)).toContain('pdf_forwarded');
    await detail.waitForStatus(label(InvoiceStatus.PdfForward, 'en'));
    await detail.action('forward').waitFor({ state: 'detached' });
    // A forwarded PDF can be resent, and it activates the receiver's bookkeeping: it can be marked solved now.
    expect(await detail.actions()).toEqual(['resend', 'solveBookkeeping', 'setStatus']);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history-entry"]').length > n, before);
    await detail.countdown().waitFor({ state: 'detached' });
    await screenshot(page, '34-admin-invoice-detail-forwarded');
    expect((await stack.db('invoices').where({ id: invoiceId }).first('status')).status).toBe(InvoiceStatus.PdfForward);
  });

  it('the invoice list row opens the same page, and the page reads in Swedish', async () => {
    await page.goto(`${stack.url}/admin/invoices/list?filter=${encodeURIComponent(JSON.stringify({ q: '' }))}`);
    await shell.switchLanguage('Svenska');
    const row = page.locator('[data-testid="invoices-table"] tbody tr').filter({ hasText: 'faktura-4711.pdf' });
    await row.click();
    await page.waitForURL(`**/admin/invoices/detail/${invoiceId}`);
    await screenshot(page, '35-admin-invoice-detail-swedish');
    await detail.root().waitFor();
    await detail.waitForStatus(label(InvoiceStatus.PdfForward, 'sv'));
    await page.getByRole('heading', { level: 1, name: 'Faktura faktura-4711.pdf' }).waitFor();
    expect(await detail.action('setStatus').textContent()).toBe(renderMessage('action.setStatus', undefined, 'sv'));
    await screenshot(page, '35-admin-invoice-detail-swedish');
  });

  it('the dashboard tile opens the list it counts, filtered in the URL', async () => {
    await page.goto(`${stack.url}/admin/dashboard`);
    const tile = page.locator(`[data-testid="dashboard-tile-${InvoiceStatus.PdfForward}"]`);
    await tile.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/invoices/list' &&
        JSON.parse(url.searchParams.get('filter') ?? '{}').status === InvoiceStatus.PdfForward,
    );
    await page.locator('[data-testid="invoices-table"] tbody tr').filter({ hasText: 'faktura-4711.pdf' }).waitFor();
    // The favicon is served with the console.
    expect((await page.request.get(`${stack.url}/favicon.svg`)).status()).toBe(200);
  });

  it('at phone width the list and the detail page fit the screen', async () => {
    const phone = await stack.browser.newPage({ width: 390, height: 844 });
    try {
      await new LoginPage(phone, stack.url).signInAs(stack.login('admin'));
      await phone.goto(`${stack.url}/admin/invoices/list`);
      await phone.locator('[data-testid="invoices-table"] tbody tr').first().waitFor();
      await screenshot(phone, '36-phone-admin-invoice-list');
      await phone.goto(`${stack.url}/admin/invoices/detail/${invoiceId}`);
      await phone.locator('[data-testid="invoice-detail"] [data-testid="invoice-info-card"]').waitFor();
      await phone.locator('[data-testid="pdf-viewer"] .react-pdf__Page canvas').first().waitFor();
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await screenshot(phone, '37-phone-admin-invoice-detail');
      expect(overflow).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
