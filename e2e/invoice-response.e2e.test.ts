// Browser test of a receiver's answers to incoming Peppol invoices: on the incoming Peppol list the
// receiver approves one invoice and rejects another with a reason (the dialog refuses an empty
// reason, in English and in Swedish). The api runs invoiceResponseWorkflow on the test Temporal
// server, a worker sends the Invoice Responses through a local-folder access point, and the test
// reads them from its outbox.
import type { Page } from 'playwright-core';
import { parseInvoiceResponse } from '../domain/peppol';
import { renderMessage } from '../domain/i18n/messages';
import type { Lang } from '../domain/i18n/lang';
import { InvoiceStatus, shownStatusView, tooltipAudience } from '../domain/statuses';
import { screenshot } from '../test-support/browser/browser';
import { e2eStack } from '../test-support/browser/stack';
import type { E2eTemporal } from '../test-support/browser/temporal-worker';
import { seedIncomingPeppolInvoices, type IncomingPeppolSeed } from '../test-support/browser/incoming-peppol-seed';
import { LoginPage } from '../test-support/browser/pages/LoginPage';
import { Shell } from '../test-support/browser/pages/Shell';
import { IncomingInvoicesPage } from '../test-support/browser/pages/IncomingInvoicesPage';

jest.setTimeout(120_000);

let temporal: E2eTemporal;
let seed: IncomingPeppolSeed;
let page: Page;
let list: IncomingInvoicesPage;
let shell: Shell;

/** The status label a receiver sees on an incoming invoice. */
const label = (status: InvoiceStatus, lang: Lang) =>
  shownStatusView({ status }, tooltipAudience('receiver', 'incoming'), lang).label;

const stack = e2eStack({ temporal: true, page: {} });

beforeAll(async () => {
  temporal = stack.temporal;
  seed = await seedIncomingPeppolInvoices(stack.db);
  page = stack.page;
  shell = new Shell(page);
  list = new IncomingInvoicesPage(page, stack.url);
  await new LoginPage(page, stack.url).signInAs(seed.receiver);
});

const invoiceRow = async (id: string) =>
  (await stack.db('invoices').where({ id }).first('status', 'exception')) as {
    status: string;
    exception: string | null;
  };

/** The labels of a row's Approve and Reject buttons. */
const answers = (lang: Lang) => [
  renderMessage('action.approve', undefined, lang),
  renderMessage('action.reject', undefined, lang),
];

/** The Invoice Responses in the access point's outbox, by the invoice number they answer. */
const sentResponses = () => temporal.outbox().map((file) => parseInvoiceResponse(temporal.readOutbox(file)));

describe('a receiver answers incoming Peppol invoices', () => {
  it('lists both imported invoices, newest first, each with Approve and Reject', async () => {
    const { fromPlatformSupplier: first, fromNetworkSupplier: second } = seed.invoices;
    await list.open('peppol');
    expect(await list.numbers()).toEqual([first.number, second.number]);
    for (const invoice of [first, second]) {
      expect(await list.status(invoice.number)).toBe(label(InvoiceStatus.Imported, 'en'));
      expect(await list.answerLabels(invoice.number)).toEqual(answers('en'));
    }
    // Both suppliers are named: the one on the platform by its company, the other by the document.
    await list.row(first.number).getByText(first.supplierName).waitFor();
    await list.row(second.number).getByText(second.supplierName).waitFor();
    expect(temporal.outbox()).toEqual([]);
    await screenshot(page, '20-receiver-incoming-peppol');
    // At 1440 px the Answer column fits beside the others, no horizontal scroll.
    await list.rejectButton(second.number).waitFor();
    expect(await list.hiddenWidth()).toBe(0);
  });

  it('approves the first after confirming: a toast, status Approved, the buttons gone and an AP in the outbox', async () => {
    const first = seed.invoices.fromPlatformSupplier;
    await list.approveButton(first.number).click();
    // The answer is final: the console asks first, naming the invoice.
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain(renderMessage('confirm.approve', { invoice: first.number }, 'en'));
    await screenshot(page, '20b-receiver-approve-confirmation');
    await confirm.locator('.ra-confirm').click();
    await shell.toast(renderMessage('success.invoiceApproved', undefined, 'en'));
    await list.waitForStatus(first.number, label(InvoiceStatus.Approved, 'en'));
    await list.approveButton(first.number).waitFor({ state: 'detached' });
    expect(await list.rejectButton(first.number).count()).toBe(0);
    // The other invoice still waits for its answer.
    expect(await list.status(seed.invoices.fromNetworkSupplier.number)).toBe(label(InvoiceStatus.Imported, 'en'));
    await screenshot(page, '21-receiver-incoming-peppol-approved');

    expect((await invoiceRow(first.id)).status).toBe(InvoiceStatus.Approved);
    const sent = sentResponses();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      code: 'AP',
      sender: { id: seed.receiver.peppolId },
      receiver: { id: first.supplierPeppolId },
      document: { id: first.number, issueDate: first.issueDate },
    });
  });

  it('the reject dialog refuses an empty reason, in English and after switching to Swedish', async () => {
    const second = seed.invoices.fromNetworkSupplier;
    await list.rejectButton(second.number).click();
    const dialog = list.rejectDialog();
    await dialog.reason().waitFor();
    expect(await dialog.title().innerText()).toContain(second.number);
    await dialog.confirm();
    await dialog
      .helperText()
      .filter({ hasText: renderMessage('validation.rejectReason', undefined, 'en') })
      .waitFor();
    await screenshot(page, '22-receiver-reject-dialog-empty-reason');
    await dialog.cancel('Cancel');
    await dialog.root.waitFor({ state: 'detached' });
    expect(await list.status(second.number)).toBe(label(InvoiceStatus.Imported, 'en'));

    await shell.switchLanguage('Svenska');
    await page.getByRole('heading', { level: 1, name: 'Inkommande Peppol-fakturor' }).waitFor();
    expect(await list.answerLabels(second.number)).toEqual(answers('sv'));
    expect(await list.status(seed.invoices.fromPlatformSupplier.number)).toBe(label(InvoiceStatus.Approved, 'sv'));
    await screenshot(page, '23-receiver-incoming-peppol-swedish');

    await list.rejectButton(second.number).click();
    await dialog.reason().waitFor();
    await dialog.confirm();
    await dialog
      .helperText()
      .filter({ hasText: renderMessage('validation.rejectReason', undefined, 'sv') })
      .waitFor();
    // Blanks are no reason either (the shared schema trims).
    await dialog.reason().fill('   ');
    await dialog.confirm();
    await dialog
      .helperText()
      .filter({ hasText: renderMessage('validation.rejectReason', undefined, 'sv') })
      .waitFor();
    await screenshot(page, '24-receiver-reject-dialog-swedish');
    expect(temporal.outbox()).toHaveLength(1);
  });

  it('rejects the second with the reason: a toast, status Denied, the buttons gone and an RE with the reason in the outbox', async () => {
    const second = seed.invoices.fromNetworkSupplier;
    const reason = 'Ordernummer saknas på fakturan';
    const dialog = list.rejectDialog();
    await dialog.reason().fill(reason);
    await dialog.confirm();
    await shell.toast(renderMessage('success.invoiceRejected', undefined, 'sv'));
    await dialog.root.waitFor({ state: 'detached' });
    await list.waitForStatus(second.number, label(InvoiceStatus.Denied, 'sv'));
    await list.rejectButton(second.number).waitFor({ state: 'detached' });
    expect(await list.approveButton(second.number).count()).toBe(0);
    expect(await list.rows().locator('[data-testid="action-approve"], [data-testid="action-reject"]').count()).toBe(0);
    await screenshot(page, '25-receiver-incoming-peppol-rejected');

    expect(await invoiceRow(second.id)).toEqual({ status: InvoiceStatus.Denied, exception: reason });
    const rejection = sentResponses().find((r) => r.code === 'RE');
    expect(rejection).toMatchObject({
      sender: { id: seed.receiver.peppolId },
      // The supplier is not on the platform: the answer goes to the participant its envelope named.
      receiver: { id: second.supplierPeppolId },
      document: { id: second.number, issueDate: second.issueDate },
      statuses: [{ kind: 'reason', code: 'OTH', text: reason }],
    });
    expect(
      sentResponses()
        .map((r) => r.code)
        .sort(),
    ).toEqual(['AP', 'RE']);
  });
});
