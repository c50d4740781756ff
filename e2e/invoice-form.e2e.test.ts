// Browser test of the invoice form against the real stack (api, Temporal dev server, the invoice
// worker with extraction, PostgreSQL): an admin uploads a PDF the engine cannot read (Invalid
// PDF), opens it and parses it by hand — letters pasted into an amount and a due date before the
// issue date are refused on their fields and the page scrolls to the first error; the line amount
// follows quantity × price and warns when typed over; the rounding is clamped — then saves it, and
// the invoice goes on to sending.
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { renderMessage } from '../domain/i18n/messages';
import { InvoiceStatus, shownStatusView, tooltipAudience } from '../domain/statuses';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import { Shell } from '../test-support/browser/pages/Shell';
import { UploadPage } from '../test-support/browser/pages/UploadPage';
import { InvoiceDetailPage } from '../test-support/browser/pages/InvoiceDetailPage';
import { InvoiceFormPage } from '../test-support/browser/pages/InvoiceFormPage';

jest.setTimeout(180_000);

const SENDER = 'Lindqvist & Berg Redovisning AB';
const RECEIVER = 'Göteborgs Kontorsservice AB';
const FILE = 'faktura-2026-118.pdf';

let page: Page;
let shell: Shell;
let detail: InvoiceDetailPage;
let form: InvoiceFormPage;
let invoiceId: string;

const en = (key: Parameters<typeof renderMessage>[0], params?: Parameters<typeof renderMessage>[1]) =>
  renderMessage(key, params, 'en');

/** A one-page PDF cut short: the engine cannot read it, so the invoice becomes Invalid PDF. */
async function unreadablePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Faktura 2026-118', { x: 50, y: 780, size: 16, font });
  return Buffer.from((await doc.save()).subarray(0, 600));
}

async function statusOf(id: string): Promise<string> {
  return ((await stack.db('invoices').where({ id }).first('status')) as { status: string }).status;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const stack = e2eStack({ temporal: true, page: { signInAs: 'admin' } });

beforeAll(() => {
  page = stack.page;
  shell = new Shell(page);
  detail = new InvoiceDetailPage(page);
  form = new InvoiceFormPage(page);
});

describe('an admin parses an Invalid PDF by hand and sends it', () => {
  it('an unreadable PDF becomes Invalid PDF and opens on an editable blank form', async () => {
    const upload = new UploadPage(page, stack.url);
    await upload.open();
    await upload.chooseFiles([{ name: FILE, mimeType: 'application/pdf', buffer: await unreadablePdf() }]);
    const row = upload.rows().first();
    await upload.pick(row, 'sender', SENDER);
    await upload.pick(row, 'receiver', RECEIVER);
    await row.locator('[data-testid="upload-row-upload"]').click();
    await row.locator('[data-testid="upload-done"]').waitFor();
    invoiceId = ((await stack.db('invoices').where({ file_name: FILE }).first('id')) as { id: string }).id;
    await waitFor(async () => (await statusOf(invoiceId)) === InvoiceStatus.InvalidPdf, 'Invalid PDF');

    await page.goto(`${stack.url}/admin/invoices/detail/${invoiceId}`);
    await detail.waitForStatus(
      shownStatusView({ status: InvoiceStatus.InvalidPdf }, tooltipAudience('admin'), 'en').label,
    );
    await form.root().waitFor();
    expect(await form.root().getAttribute('data-read-only')).toBe('false');
    // A blank form: one line 'Net amount 25% VAT', the invoice's parties.
    expect(await form.field('form-line-name').inputValue()).toBe(en('line.defaultName', { percent: 25 }));
    expect(await page.locator('[data-testid="form-sender_company"]').inputValue()).toBe(SENDER);
  });

  it('refuses letters in an amount and a due date before the issue date, on their fields, scrolled to the first', async () => {
    await form.fill('form-invoice_id', 'F-2026-118');
    await form.fill('form-issue_date', `${year()}-03-10`);
    await form.fill('form-due_date', `${year()}-03-01`);
    await form.fill('form-buyer_reference', 'Anna Berg');
    await form.fill('form-line-price', '12a5');
    await form.save();
    await form.error(en('validation.notANumber')).waitFor();
    await form.error(en('validation.dueBeforeIssue')).waitFor();
    // The first field in error has the focus (it was scrolled to).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('form-due_date');
    await screenshot(page, '40-admin-form-refused');
    expect(await statusOf(invoiceId)).toBe(InvoiceStatus.InvalidPdf);
  });

  it('the line amount follows quantity × price, warns when typed over, and the totals follow', async () => {
    await form.fill('form-due_date', `${year()}-04-09`);
    await form.fill('form-line-quantity', '2');
    await form.fill('form-line-price', '1250,50');
    expect(await form.field('form-line-amount').inputValue()).toBe('2501.00');
    expect(await page.locator('[data-testid="total-tax-25"]').innerText()).toBe('625.25');
    expect(await page.locator('[data-testid="total-payable"]').innerText()).toBe('3126.25');
    await form.fill('form-line-amount', '2400');
    await page.getByText(en('validation.amountShouldEqual', { amount: '2501.00' })).waitFor();
    await form.fill('form-line-amount', '2501');
    await page.getByText(en('validation.amountShouldEqual', { amount: '2501.00' })).waitFor({ state: 'detached' });
    await form.fill('form-rounding', '1.7');
    await form.field('form-invoice_id').click();
    expect(await form.field('form-rounding').inputValue()).toBe('0.99');
    expect(await page.locator('[data-testid="total-payable"]').innerText()).toBe('3127.24');
  });

  it('saves: the invoice is parsed by hand and goes on to sending; the form turns read-only', async () => {
    await form.save();
    await shell.toast('The invoice form is saved');
    const parsing: string[] = [InvoiceStatus.InvalidPdf, InvoiceStatus.FinishParsing];
    await waitFor(async () => !parsing.includes(await statusOf(invoiceId)), 'the invoice to move on');
    const row = (await stack
      .db('invoices')
      .where({ id: invoiceId })
      .first('raw_result', 'status', 'manual_pdf_job_pk')) as {
      raw_result: Record<string, unknown>;
      status: string;
      manual_pdf_job_pk: string | null;
    };
    expect(row.raw_result).toMatchObject({
      invoice_id: 'F-2026-118',
      buyer_reference: 'Anna Berg',
      invoice_lines: [
        expect.objectContaining({ invoiced_quantity: 2, price: { amount: 1250.5 }, line_extension_amount: 2501 }),
      ],
      legal_monetary_total: { payable_rounding_amount: 0.99, line_extension_amount: 2501, payable_amount: 3127.24 },
    });
    expect(row.manual_pdf_job_pk).not.toBeNull();
    const events = (await stack.db('invoice_events').where({ invoice_id: invoiceId }).pluck('event')) as string[];
    expect(events).toContain('parsed_manually');
    await page.locator('[data-testid="invoice-form"][data-read-only="true"]').waitFor();
    await screenshot(page, '41-admin-form-saved');
  });
});

function year(): number {
  return new Date().getUTCFullYear();
}
