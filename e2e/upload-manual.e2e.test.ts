// Browser test of the upload screen's manual mode and the form's provenance highlight against the
// real stack (api, Temporal dev server, the invoice worker, PostgreSQL): an admin uploads a PDF for
// manual parsing and fills in the invoice form beside the PDF (typing the payable total over the
// computed one), then sends it; focusing a form field highlights where extraction read it, on the
// detail page (following zoom and rotation) and beside the form in manual mode; a session that
// expires while the form is open loses nothing that was typed.
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { boxOnShownPage } from '../domain/invoice-provenance';
import { InvoiceStatus } from '../domain/statuses';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { Shell } from '../test-support/browser/pages/Shell';
import { UploadPage } from '../test-support/browser/pages/UploadPage';
import { InvoiceFormPage } from '../test-support/browser/pages/InvoiceFormPage';

jest.setTimeout(180_000);

const SENDER = 'Lindqvist & Berg Redovisning AB';
const RECEIVER = 'Göteborgs Kontorsservice AB';
const A4 = { width: 595, height: 842 };
/** Where the number and the line are printed (PDF points, origin top-left), as extraction records them. */
const NUMBER_BOX = { x: 50, y: 48, w: 150, h: 18 };
const LINE_BOX = { x: 50, y: 98, w: 400, h: 14 };

const stack = e2eStack({ temporal: true });
let page: Page;
let shell: Shell;
let upload: UploadPage;
let form: InvoiceFormPage;

/** A readable two-page invoice; `tag` makes each file's bytes (and so its invoice) its own. */
async function invoicePdf(tag: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([A4.width, A4.height]);
  first.drawText(`Faktura ${tag}`, { x: 50, y: A4.height - 64, size: 16, font });
  first.drawText('Göteborgs Kontorsservice AB', { x: 50, y: A4.height - 120, size: 11, font });
  const second = doc.addPage([A4.width, A4.height]);
  second.drawText('Konsulttjänster 2 x 1250,50 = 2501,00', { x: 50, y: A4.height - 110, size: 11, font });
  return Buffer.from(await doc.save());
}

async function statusOf(id: string): Promise<string> {
  return ((await stack.db('invoices').where({ id }).first('status')) as { status: string }).status;
}

async function invoiceIdOf(fileName: string): Promise<string> {
  return ((await stack.db('invoices').where({ file_name: fileName }).first('id')) as { id: string }).id;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Uploads one file in manual mode with its parties and waits for the invoice's form beside the PDF. */
async function uploadManually(name: string, bytes: Buffer): Promise<void> {
  await upload.open();
  await upload.switchManual();
  await upload.chooseFiles([{ name, mimeType: 'application/pdf', buffer: bytes }]);
  const row = upload.rows().first();
  await upload.pick(row, 'sender', SENDER);
  await upload.pick(row, 'receiver', RECEIVER);
  await row.locator('[data-testid="upload-row-upload"]').click();
  await row.locator('[data-testid="upload-done"]').waitFor();
  // The success dialog first (spec 2), then back to the form beside the PDF.
  await upload.successDialog().locator('[data-testid="upload-fill-form"]').click();
  await upload.successDialog().waitFor({ state: 'detached' });
  await page.locator('[data-testid="upload-manual"] [data-testid="invoice-form"]').waitFor();
}

/** The highlight as fractions of its page's box on screen. */
async function highlightOnPage(): Promise<{ page: number; left: number; top: number; width: number; height: number }> {
  const mark = page.locator('[data-testid="pdf-highlight"]');
  await mark.waitFor();
  return mark.evaluate((el) => {
    const pageEl = el.closest('.react-pdf__Page') as HTMLElement;
    const p = pageEl.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return {
      page: Number(pageEl.dataset.pageNumber),
      left: (r.left - p.left) / p.width,
      top: (r.top - p.top) / p.height,
      width: r.width / p.width,
      height: r.height / p.height,
    };
  });
}

function expectNear(
  actual: { left: number; top: number; width: number; height: number },
  expected: { left: number; top: number; width: number; height: number },
) {
  // The 2 px border sits inside the box; a few thousandths of the page either way.
  for (const k of ['left', 'top', 'width', 'height'] as const)
    expect(Math.abs(actual[k] - expected[k])).toBeLessThan(0.01);
}

/**
 * Gives an invoice an extraction that recorded where the number and the first line are, once the
 * workflow's own reading of the manual upload is in (so it cannot overwrite this one).
 */
async function recordExtraction(id: string): Promise<void> {
  await waitFor(
    async () => (await stack.db('invoice_events').where({ invoice_id: id, event: 'parsed' }).first('id')) !== undefined,
    "the workflow's reading",
  );
  await stack
    .db('invoices')
    .where({ id })
    .update({
      ie_raw_result: JSON.stringify({
        invoice_id: 'E-202',
        document_currency_code: null,
        invoice_lines: [
          {
            item: { name: 'Konsulttjänster', tax_percent: 25 },
            price: { amount: 1250.5 },
            invoiced_quantity: 2,
            line_extension_amount: 2501,
          },
        ],
        route: 'text',
        pages: 2,
        checks: { status: 'ok', findings: [] },
        provenance: {
          invoice_id: { confidence: 0.95, page: 1, box: NUMBER_BOX, source: 'Faktura' },
          'invoice_lines[0]': { confidence: 0.8, page: 2, box: LINE_BOX, source: 'table' },
        },
      }),
    });
}

beforeAll(async () => {
  // Wide enough for the PDF and the form side by side (from 1536 px).
  page = await stack.browser.newPage({ width: 1680, height: 1000 });
  shell = new Shell(page);
  upload = new UploadPage(page, stack.url);
  form = new InvoiceFormPage(page);
  await new LoginPage(page, stack.url).signInAs(stack.login('admin'));
}, 180_000);

describe('manual mode: the PDF left, the invoice form right', () => {
  const FILE = 'manual-2026-201.pdf';

  it('uploads the PDF for manual parsing and opens the invoice form beside it', async () => {
    await uploadManually(FILE, await invoicePdf('2026-201'));
    const id = await invoiceIdOf(FILE);
    expect(await statusOf(id)).toBe(InvoiceStatus.Processing);
    expect(await form.root().getAttribute('data-read-only')).toBe('false');
    const viewer = await page.locator('[data-testid="upload-manual"] [data-testid="pdf-viewer"]').boundingBox();
    const formBox = await form.root().boundingBox();
    expect(viewer && formBox && viewer.x + viewer.width <= formBox.x).toBe(true);
    await page.locator('[data-testid="upload-manual"] .react-pdf__Page[data-page-number="1"] canvas').waitFor();
    // The parties picked for the upload are the form's.
    expect(await page.locator('[data-testid="form-sender_company"]').inputValue()).toBe(SENDER);
    // The workflow reads the PDF once for the form, which fills in from it (nothing typed yet).
    await waitFor(async () => (await form.field('form-invoice_id').inputValue()) === '2026-201', 'the reading');
    expect(await statusOf(id)).toBe(InvoiceStatus.Processing);
    await screenshot(page, '60-upload-manual-form');
  });

  it('saves and sends the form; the success dialog follows and resets the PDF and the form', async () => {
    const id = await invoiceIdOf(FILE);
    await form.fill('form-invoice_id', '2026-201');
    await form.fill('form-issue_date', `${new Date().getUTCFullYear()}-03-10`);
    await form.fill('form-buyer_reference', 'Anna Berg');
    // The reading found no line on this PDF: the line is added by hand.
    await page.locator('[data-testid="form-add-line"]').click();
    await form.fill('form-line-quantity', '2');
    await form.fill('form-line-price', '1250,50');
    // The payable total as printed on the invoice, typed over the computed one (spec 5).
    await page.locator('[data-testid="payable-edit"]').click();
    expect(await form.field('form-payable').inputValue()).toBe('3126.25');
    await form.fill('form-payable', '3126,00');
    await page.getByText('Computed: 3126.25').waitFor();
    await form.save();
    await upload.successDialog().waitFor();
    // Saved: the dialog no longer offers the form.
    expect(await upload.successDialog().locator('[data-testid="upload-fill-form"]').count()).toBe(0);
    await screenshot(page, '61-upload-manual-saved');
    const parsing: string[] = [InvoiceStatus.Processing, InvoiceStatus.FinishParsing];
    await waitFor(async () => !parsing.includes(await statusOf(id)), 'the invoice to move on');
    const row = (await stack.db('invoices').where({ id }).first('raw_result', 'manual_pdf_job_pk')) as {
      raw_result: Record<string, unknown>;
      manual_pdf_job_pk: string | null;
    };
    expect(row.raw_result).toMatchObject({
      invoice_id: '2026-201',
      buyer_reference: 'Anna Berg',
      legal_monetary_total: { line_extension_amount: 2501, payable_amount: 3126 },
    });
    expect(row.manual_pdf_job_pk).not.toBeNull();
    await page.locator('[data-testid="upload-new"]').click();
    await page.locator('[data-testid="upload-input"]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid="upload-manual"]').count()).toBe(0);
    expect(await upload.rows().count()).toBe(0);
  });
});

describe('focusing a form field highlights where extraction read it', () => {
  const FILE = 'manual-2026-202.pdf';
  let bytes: Buffer;
  let id: string;

  beforeAll(async () => {
    bytes = await invoicePdf('2026-202');
    await uploadManually(FILE, bytes);
    id = await invoiceIdOf(FILE);
    await recordExtraction(id);
  });

  it('on the detail page, on its page, following zoom and rotation', async () => {
    await page.goto(`${stack.url}/admin/invoices/detail/${id}`);
    await form.root().waitFor();
    await page.locator('.react-pdf__Page[data-page-number="1"] canvas').waitFor();
    expect(await page.locator('[data-testid="pdf-highlight"]').count()).toBe(0);
    // No form was saved: the form starts from what extraction read.
    expect(await form.field('form-invoice_id').inputValue()).toBe('E-202');
    expect(await form.field('form-line-name').inputValue()).toBe('Konsulttjänster');
    await form.field('form-invoice_id').focus();
    const expected = boxOnShownPage(NUMBER_BOX, A4, 0);
    const at = await highlightOnPage();
    expect(at.page).toBe(1);
    expectNear(at, expected);
    await screenshot(page, '62-detail-highlight');
    // Zoom changes the page's size, not where the box is on it.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await form.field('form-invoice_id').focus();
    expectNear(await highlightOnPage(), expected);
    // A quarter turn turns the box with the page.
    await page.locator('[data-testid="pdf-rotate"]').click();
    await form.field('form-invoice_id').focus();
    await page.waitForTimeout(300);
    expectNear(await highlightOnPage(), boxOnShownPage(NUMBER_BOX, A4, 90));
    await screenshot(page, '63-detail-highlight-rotated');
    // A line's fields come from the line's row, on page 2.
    await form.field('form-line-price').focus();
    await waitFor(async () => (await highlightOnPage()).page === 2, 'the highlight on page 2');
    // Focus leaving the form clears the highlight.
    await page.locator('[data-testid="pdf-page-input"]').focus();
    await page.locator('[data-testid="pdf-highlight"]').waitFor({ state: 'detached' });
  });

  it('in manual mode, beside the form (the same file again opens its invoice)', async () => {
    await uploadManually(FILE, bytes);
    expect(await invoiceIdOf(FILE)).toBe(id);
    await page.locator('[data-testid="upload-manual"] .react-pdf__Page[data-page-number="1"] canvas').waitFor();
    await form.field('form-invoice_id').focus();
    const at = await highlightOnPage();
    expect(at.page).toBe(1);
    expectNear(at, boxOnShownPage(NUMBER_BOX, A4, 0));
    await screenshot(page, '64-upload-manual-highlight');
  });
});

describe('a session that expires while the form is open', () => {
  const FILE = 'manual-2026-203.pdf';
  let id: string;

  beforeAll(async () => {
    await uploadManually(FILE, await invoicePdf('2026-203'));
    id = await invoiceIdOf(FILE);
    await recordExtraction(id);
  });

  it('keeps what the user typed: after signing in again the form has it back and says so', async () => {
    await page.goto(`${stack.url}/admin/invoices/detail/${id}`);
    await form.root().waitFor();
    await form.fill('form-invoice_id', 'D-2026-202');
    await form.fill('form-issue_date', `${new Date().getUTCFullYear()}-04-01`);
    await form.fill('form-buyer_reference', 'Typed before expiry');
    // The session ends on the server (as when it expires): the token the page holds is refused.
    const revoked = await page.evaluate(
      async () =>
        (
          await fetch('/api/auth/logout', {
            method: 'POST',
            headers: { Authorization: `Bearer ${localStorage.getItem('esyn.token') ?? ''}` },
          })
        ).status,
    );
    expect(revoked).toBeLessThan(300);
    await form.save();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    // Nothing was saved.
    expect(
      ((await stack.db('invoices').where({ id }).first('raw_result')) as { raw_result: unknown }).raw_result,
    ).toBeNull();
    const login = new LoginPage(page, stack.url);
    const admin = stack.login('admin');
    await login.signIn(admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === `/admin/invoices/detail/${id}`);
    await page.locator('[data-testid="form-draft-restored"]').waitFor();
    await shell.toast('the changes you had not saved are back');
    expect(await form.field('form-invoice_id').inputValue()).toBe('D-2026-202');
    expect(await form.field('form-buyer_reference').inputValue()).toBe('Typed before expiry');
    await screenshot(page, '65-form-draft-restored');
    // Kept under this user's id, in this tab only.
    const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('esyn.formDraft:')));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain(encodeURIComponent(id));
  });

  it("discarding the draft puts the invoice's own values back and forgets it", async () => {
    await page.locator('[data-testid="form-draft-discard"]').click();
    await page.locator('[data-testid="form-draft-restored"]').waitFor({ state: 'detached' });
    expect(await form.field('form-invoice_id').inputValue()).toBe('E-202');
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('esyn.formDraft:')).length),
    ).toBe(0);
  });

  it('signing out oneself drops a kept draft', async () => {
    await form.fill('form-buyer_reference', 'Not for the next user');
    await page.evaluate(async () =>
      fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('esyn.token') ?? ''}` },
      }),
    );
    await form.fill('form-issue_date', `${new Date().getUTCFullYear()}-04-01`);
    await form.save();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('esyn.formDraft:')).length),
    ).toBe(1);
    const admin = stack.login('admin');
    await new LoginPage(page, stack.url).signIn(admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === `/admin/invoices/detail/${id}`);
    await page.locator('[data-testid="form-draft-restored"]').waitFor();
    await page.locator('header button[aria-label="Profile"]').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('esyn.formDraft:')).length),
    ).toBe(0);
  });

  it('says it in Swedish too', async () => {
    // Signed out by the test before.
    await new LoginPage(page, stack.url).signInAs(stack.login('admin'));
    await page.goto(`${stack.url}/admin/invoices/detail/${id}`);
    await form.root().waitFor();
    await shell.switchLanguage('Svenska');
    await form.fill('form-buyer_reference', 'Skrivet före utloggningen');
    await page.evaluate(async () =>
      fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('esyn.token') ?? ''}` },
      }),
    );
    await form.fill('form-issue_date', `${new Date().getUTCFullYear()}-04-01`);
    await form.save();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    await new LoginPage(page, stack.url).signIn(stack.login('admin').email, stack.login('admin').password);
    await page.waitForURL((url) => url.pathname === `/admin/invoices/detail/${id}`);
    await page.locator('[data-testid="form-draft-restored"]').filter({ hasText: 'Din session hade gått ut' }).waitFor();
    expect(await page.locator('[data-testid="form-draft-discard"]').innerText()).toMatch(/kasta ändringarna/i);
    expect(await form.field('form-buyer_reference').inputValue()).toBe('Skrivet före utloggningen');
    await page.locator('[data-testid="payable-edit"]').click();
    await page.getByText(/^Beräknat: /).waitFor();
    await screenshot(page, '66-form-draft-restored-sv');
  });
});
