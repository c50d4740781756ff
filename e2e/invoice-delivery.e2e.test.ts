// Browser tests of invoices travelling over the real delivery path (e2eStack `delivery`: the api, the
// Temporal worker, the access-point simulator answering each upload with an MLR, and the inbox
// poller handing it to the invoice's workflow — what `npm start` runs):
//   - a sender uploads three text PDFs in bulk and sees them reach Sent;
//   - the network fails for one request in the middle of a bulk upload: that row stays, marked with
//     the status code, 'Something went wrong' shows, and the row is uploaded again by hand;
//   - the same invoice uploaded again is a Duplicate; an admin resumes it from its detail page and
//     it is sent;
//   - the receiver resends an incoming invoice with change: it goes back to Processing for the manual
//     form, the history says so, and the changed form saved is delivered again until Sent.
import type { Page } from 'playwright-core';
import { actionSuccessKey } from '../domain/action-messages';
import { renderMessage } from '../domain/i18n/messages';
import { InvoiceStatus, shownStatusView, tooltipAudience, type TooltipAudience } from '../domain/statuses';
import { DEMO_PASSWORD } from '../scripts/db/demo-seed';
import { waitForStatus } from '../test-support/invoice-process-harness';
import { screenshot } from '../test-support/browser/browser';
import { textInvoicePdf, type InvoicePdfFile } from '../test-support/browser/invoice-pdfs';
import { e2eStack } from '../test-support/browser/stack';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { Shell } from '../test-support/browser/pages/Shell';
import { UploadPage } from '../test-support/browser/pages/UploadPage';
import { InvoiceDetailPage } from '../test-support/browser/pages/InvoiceDetailPage';
import { InvoiceFormPage } from '../test-support/browser/pages/InvoiceFormPage';

jest.setTimeout(180_000);

/** A demo sender without eSynPay or forward settings of its own: its invoices go out over Peppol. */
const SENDER = { email: 'anna.lind@vmv.se', password: DEMO_PASSWORD };
/** The demo receiver's company (receiver@demo.esyn.se). */
const RECEIVER = 'Göteborgs Kontorsservice AB';
/** Parsing, identification, building, the upload, the MLR and one poll of the inbox. */
const SENT_WITHIN_MS = 120_000;

const stack = e2eStack({ delivery: true, page: { signInAs: SENDER } });
let sender: Page;
let upload: UploadPage;
/** The invoices of the first bulk upload, by file name. */
const sent = new Map<string, string>();
let firstPdf: InvoicePdfFile;

const en = (key: Parameters<typeof renderMessage>[0]) => renderMessage(key, undefined, 'en');
const label = (status: InvoiceStatus, audience: TooltipAudience) => shownStatusView({ status }, audience, 'en').label;

async function invoiceIdOf(fileName: string): Promise<string> {
  const rows = (await stack.db('invoices').where({ file_name: fileName }).orderBy('created_at').select('id')) as {
    id: string;
  }[];
  return rows.at(-1)!.id;
}

/** Bulk mode, the files in the queue, the receiver on the first row and 'Apply to all'. */
async function queueInBulk(files: InvoicePdfFile[]): Promise<void> {
  await upload.open('/invoices/outgoing/upload');
  await sender.locator('[data-testid="bulk-switch"] input').check();
  await upload.chooseFiles(files);
  await upload
    .rows()
    .nth(files.length - 1)
    .waitFor();
  expect(await upload.rows().count()).toBe(files.length);
  await upload.pick(upload.rows().first(), 'receiver', RECEIVER);
  await sender.getByRole('button', { name: `${en('upload.applyToAll')}: Receiver` }).click();
  // 'Apply to all' fills the rows on the console's next render: wait for it rather than read at once.
  await sender.waitForFunction(
    (name) =>
      [...document.querySelectorAll<HTMLInputElement>('input[data-testid="upload-receiver"]')].every(
        (e) => e.value === name,
      ),
    RECEIVER,
  );
  for (let i = 0; i < files.length; i++)
    expect(await upload.rows().nth(i).locator('[data-testid="upload-receiver"]').inputValue()).toBe(RECEIVER);
}

beforeAll(async () => {
  sender = stack.page;
  upload = new UploadPage(sender, stack.url);
  firstPdf = await textInvoicePdf('E2E-7101', 7101);
});

describe('a sender uploads in bulk and the invoices are delivered', () => {
  it('three PDFs in bulk: progress to the check marks, the success dialog, and all three reach Sent', async () => {
    const files = [firstPdf, await textInvoicePdf('E2E-7102', 7102), await textInvoicePdf('E2E-7103', 7103)];
    await queueInBulk(files);
    await screenshot(sender, '50-sender-bulk-upload-queued');
    // Waited for from before the click: the rows may take longer than the toast stays.
    const uploaded = new Shell(sender).toast(en('success.uploadMany'));
    await sender.locator('[data-testid="upload-all"]').click();
    for (let i = 0; i < files.length; i++) await upload.rows().nth(i).locator('[data-testid="upload-done"]').waitFor();
    await uploaded;
    await upload.successDialog().waitFor();
    await screenshot(sender, '51-sender-bulk-upload-done');

    for (const f of files) sent.set(f.name, await invoiceIdOf(f.name));
    // The real path: each is parsed, built, uploaded to the access point, answered with an MLR AP,
    // and the poller hands the answer to its workflow (the test waits; nothing is written for it).
    for (const id of sent.values()) await waitForStatus(stack.db, id, InvoiceStatus.InvoiceSent, SENT_WITHIN_MS);
    expect(stack.temporal.simulator!.received.filter((r) => r.kind === 'invoice').map((r) => r.verdict)).toEqual([
      'AP',
      'AP',
      'AP',
    ]);

    await upload.successDialog().locator('[data-testid="upload-open-list"]').click();
    await sender.waitForURL('**/invoices/outgoing/pdf/list');
    const sentLabel = label(InvoiceStatus.InvoiceSent, tooltipAudience('sender'));
    // A parsed invoice is listed by its number.
    for (const number of ['E2E-7101', 'E2E-7102', 'E2E-7103']) {
      await sender
        .locator('[data-testid="invoices-table"] tbody tr')
        .filter({ hasText: number })
        .locator(`[data-kind="invoice"][data-status="${sentLabel}"]`)
        .waitFor();
    }
    await screenshot(sender, '52-sender-outgoing-list-sent');
    // The history of one of them tells the same story.
    const events = (await stack
      .db('invoice_events')
      .where({ invoice_id: sent.get(files[0]!.name) })
      .orderBy('id')
      .pluck('event')) as string[];
    expect(events).toEqual(
      expect.arrayContaining([
        'uploaded',
        'parsed',
        'peppol_document_built',
        'peppol_delivered',
        'peppol_message_level_response',
      ]),
    );
  });

  it('the network failing in the middle of a bulk upload: the failed row stays with its status code, then goes by hand', async () => {
    const files = [
      await textInvoicePdf('E2E-7201', 7201),
      await textInvoicePdf('E2E-7202', 7202),
      await textInvoicePdf('E2E-7203', 7203),
    ];
    await queueInBulk(files);
    // The second upload request never reaches the api: the gateway answers 503.
    let requests = 0;
    const uploads = '**/api/invoices/outgoing/upload';
    await sender.route(uploads, async (route) => {
      requests += 1;
      if (requests === 2) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      else await route.continue();
    });
    try {
      await sender.locator('[data-testid="upload-all"]').click();
      await new Shell(sender).toast(en('error.generic'));
      const failed = upload.rows().nth(1);
      expect(await failed.getAttribute('data-state')).toBe('error');
      expect(await failed.locator('[data-testid="upload-row-status"]').innerText()).toContain('(503)');
      for (const i of [0, 2]) await upload.rows().nth(i).locator('[data-testid="upload-done"]').waitFor();
      // It stays in the queue with its Upload button; no success dialog.
      await failed.locator('[data-testid="upload-row-upload"]').waitFor();
      expect(await upload.successDialog().count()).toBe(0);
      await screenshot(sender, '53-sender-bulk-upload-network-failed');
      expect(await stack.db('invoices').where({ file_name: files[1]!.name }).count({ n: '*' })).toEqual([{ n: '0' }]);
    } finally {
      await sender.unroute(uploads);
    }
    await upload.rows().nth(1).locator('[data-testid="upload-row-upload"]').click();
    await upload.rows().nth(1).locator('[data-testid="upload-done"]').waitFor();
    expect(requests).toBe(3);
    for (const f of files)
      expect(await stack.db('invoices').where({ file_name: f.name }).count({ n: '*' })).toEqual([{ n: '1' }]);
  });
});

describe('an admin resumes a duplicate', () => {
  let duplicateId: string;

  it('the same invoice number from the same sender again is a Duplicate', async () => {
    // Another file (the same bytes again would be the same upload, answered with the first invoice).
    const again = await textInvoicePdf('E2E-7101', 7111);
    expect(again.buffer.equals(firstPdf.buffer)).toBe(false);
    await upload.open('/invoices/outgoing/upload');
    await upload.chooseFiles([again]);
    const row = upload.rows().first();
    await upload.pick(row, 'receiver', RECEIVER);
    await row.locator('[data-testid="upload-row-upload"]').click();
    await row.locator('[data-testid="upload-done"]').waitFor();
    duplicateId = await invoiceIdOf(firstPdf.name);
    expect(duplicateId).not.toBe(sent.get(firstPdf.name));
    const row2 = await waitForStatus(stack.db, duplicateId, InvoiceStatus.Duplicate, SENT_WITHIN_MS);
    expect(row2.duplicate_of).toBe(sent.get(firstPdf.name));
  });

  it('the admin resumes it from the detail page and it is sent', async () => {
    const admin = await stack.browser.newPage();
    try {
      const detail = new InvoiceDetailPage(admin);
      await new LoginPage(admin, stack.url).signInAs(stack.login('admin'));
      await admin.goto(`${stack.url}/admin/invoices/detail/${duplicateId}`);
      await detail.waitForStatus(label(InvoiceStatus.Duplicate, tooltipAudience('admin')));
      // The invoice it repeats is listed and links to its own page.
      await admin.locator('[data-testid="duplicate-row"] a').filter({ hasText: 'E2E-7101' }).waitFor();
      expect(await detail.actions()).toContain('resumeDuplicate');
      await screenshot(admin, '54-admin-duplicate');
      await detail.action('resumeDuplicate').click();
      await new Shell(admin).toast(en(actionSuccessKey('resumeDuplicate')));
      await waitForStatus(stack.db, duplicateId, InvoiceStatus.InvoiceSent, SENT_WITHIN_MS);
      await detail.waitForStatus(label(InvoiceStatus.InvoiceSent, tooltipAudience('admin')));
      await detail.action('resumeDuplicate').waitFor({ state: 'detached' });
      await admin.locator('[data-testid="history-entry"][data-event="duplicate_resumed"]').waitFor();
      await screenshot(admin, '55-admin-duplicate-resumed-sent');
    } finally {
      await admin.close();
    }
  });
});

describe('the receiver resends an incoming invoice with change', () => {
  const audience = tooltipAudience('receiver', 'incoming');
  let receiver: Page;
  let detail: InvoiceDetailPage;
  let invoiceId: string;

  beforeAll(async () => {
    invoiceId = sent.get('faktura-E2E-7102.pdf')!;
    receiver = await stack.browser.newPage();
    detail = new InvoiceDetailPage(receiver);
    await new LoginPage(receiver, stack.url).signInAs(stack.login('receiver'));
  });

  afterAll(async () => {
    await receiver?.close();
  });

  it('Resend, then With changes: Processing for the manual form, and the history names it', async () => {
    await receiver.goto(`${stack.url}/invoices/incoming/pdf/detail/${invoiceId}`);
    await detail.waitForStatus(label(InvoiceStatus.InvoiceSent, audience));
    await detail.action('resend').click();
    const dialog = receiver.locator('[data-testid="resend-dialog"]');
    await dialog.getByText(en('confirm.resend')).waitFor();
    await screenshot(receiver, '56-receiver-resend-dialog');
    await dialog.locator('[data-testid="resend-with-changes"]').click();
    await new Shell(receiver).toast(en(actionSuccessKey('resend', { withChange: true })));
    await detail.waitForStatus(label(InvoiceStatus.Processing, audience));
    // The history names the step in words, with who took it and the status it moved from and to.
    const entry = receiver.locator('[data-testid="history-entry"][data-event="resend_with_change"]');
    await entry.waitFor();
    expect(await entry.locator('td').allInnerTexts()).toEqual([
      expect.any(String),
      stack.login('receiver').email,
      'Resent with change',
      `${label(InvoiceStatus.InvoiceSent, audience)} → ${label(InvoiceStatus.Processing, audience)}`,
      '',
    ]);
    // The manual form opens, editable.
    await new InvoiceFormPage(receiver).root().and(receiver.locator('[data-read-only="false"]')).waitFor();
    await screenshot(receiver, '57-receiver-resent-with-change');
    const row = (await stack.db('invoices').where({ id: invoiceId }).first('status', 'is_manual_parsing')) as {
      status: string;
      is_manual_parsing: boolean;
    };
    expect(row).toEqual({ status: InvoiceStatus.Processing, is_manual_parsing: true });
  });

  it('the changed form is saved and sent: the invoice is delivered again and reaches Sent', async () => {
    const form = new InvoiceFormPage(receiver);
    const delivered = stack.temporal.simulator!.received.length;
    await form.fill('form-buyer_reference', 'Anna Berg');
    await form.save();
    await new Shell(receiver).toast('The invoice form is saved');
    await waitForStatus(stack.db, invoiceId, InvoiceStatus.InvoiceSent, SENT_WITHIN_MS);
    // The page reads the invoice again after the save until it is past Processing and Sending: no reload.
    await detail.waitForStatus(label(InvoiceStatus.InvoiceSent, audience));
    await receiver.locator('[data-testid="invoice-form"][data-read-only="true"]').waitFor();
    // Sent again, with the change: one more upload at the access point, and the stored form has it.
    expect(stack.temporal.simulator!.received.length).toBeGreaterThan(delivered);
    const stored = (await stack.db('invoices').where({ id: invoiceId }).first('raw_result')) as {
      raw_result: { buyer_reference?: string };
    };
    expect(stored.raw_result.buyer_reference).toBe('Anna Berg');
    const parsed = receiver.locator('[data-testid="history-entry"][data-event="parsed_manually"]');
    await parsed.waitFor();
    expect((await parsed.locator('td').allInnerTexts())[2]).toBe('Parsed by hand');
    expect(await receiver.locator('[data-testid="history-entry"][data-event="peppol_delivered"]').count()).toBe(2);
    await screenshot(receiver, '58-receiver-resent-with-change-sent');
  });
});
