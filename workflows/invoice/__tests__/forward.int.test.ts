// The forward countdown on the time-skipping test server (a day passes in milliseconds) with real
// activities: a PDF still waiting for parsing after the receiver's timeout is e-mailed once to the
// receiver (PDF Forward, bookkeeping activated); forward blocks keep it; auto-forward companies get
// it at once; an Invalid PDF is forwarded as 'Invalid PDF Forward'; opening the mail's link makes
// it 'PDF Opened'; a mail server that refuses for a while gets the mail once it is back.
import { randomUUID } from 'node:crypto';
import { InvoiceStatus } from '../../../domain/statuses';
import {
  eventsOf,
  insertTradingPair,
  startInvoiceProcess,
  startUploadedInvoice,
  storeCorpusPdf,
  waitForProcess,
  type InvoiceProcess,
} from '../../../test-support/invoice-process-harness';
import { recordHistory } from '../../../test-support/workflow-histories';
import { queries, signals } from '../contract';

jest.setTimeout(180_000);

const HOUR = 60 * 60 * 1000;

describe('invoice workflow: the forward countdown (time skipping)', () => {
  let p: InvoiceProcess;
  beforeAll(async () => {
    p = await startInvoiceProcess({ timeSkipping: true });
  });
  afterAll(async () => {
    await p?.close();
  });

  const row = async (id: string) => (await p.db('invoices').where({ id }).first()) as Record<string, unknown>;

  it('forwards a PDF still waiting for manual parsing after 24 hours, once', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db);
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
      isManualParsing: true,
    });
    const { countdown } = await waitForProcess(handle, (v) => v.state !== null);
    expect(countdown.applies).toBe(true);
    expect(countdown.leftMs).toBeGreaterThan(23 * HOUR);
    await p.env!.sleep('23 hours');
    expect(p.smtp.mails).toHaveLength(0);
    await p.env!.sleep('2 hours');
    const forwarded = await row(invoiceId);
    expect(forwarded).toMatchObject({
      status: InvoiceStatus.PdfForward,
      forward_count: 1,
      bookkeeping_is_activated: true,
    });
    expect(p.smtp.mails).toHaveLength(1);
    const mail = p.smtp.mails[0]!;
    expect(mail.to).toEqual(['ap@kund.example']);
    expect(mail.subject).toBe('Faktura invoice.pdf från Leverantören AB');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: 'invoice.pdf' }),
    ]);
    expect(mail.text).toContain('http://console.test/api/public/forwarded-invoices/');
    // A day more: nothing is sent again.
    await p.env!.sleep('30 hours');
    expect(p.smtp.mails).toHaveLength(1);
    expect((await handle.query(queries.countdown)).applies).toBe(false);
    // The receiver opens it.
    await handle.signal(signals.pdfOpened, { at: new Date().toISOString() });
    await p.env!.sleep('1 minute');
    expect((await row(invoiceId)).status).toBe(InvoiceStatus.PdfOpened);
    expect((await eventsOf(p.db, invoiceId)).map((e) => e.event)).toEqual([
      'uploaded',
      'parsed',
      'pdf_forwarded',
      'pdf_opened',
    ]);
    await recordHistory(handle.workflowId, 'invoice-forward-after-24h', p.client);
  });
});

describe('invoice workflow: forwards that do not happen, happen at once, or wait for the mail server', () => {
  let p: InvoiceProcess;
  beforeAll(async () => {
    p = await startInvoiceProcess({ timeSkipping: true });
  });
  afterAll(async () => {
    await p?.close();
  });

  const row = async (id: string) => (await p.db('invoices').where({ id }).first()) as Record<string, unknown>;
  const upload = async (
    receiver: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    sender: Record<string, unknown> = {},
  ) => {
    const { senderId, receiverId } = await insertTradingPair(p.db, receiver, sender);
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
      isManualParsing: true,
      ...extra,
    });
    await waitForProcess(handle, (v) => v.state !== null);
    return { invoiceId, handle };
  };

  it('keeps the PDF when the receiver blocks forwards or the sender disabled them', async () => {
    const mails = p.smtp.mails.length;
    const blocked = await upload({ receive_pdf_forward_blocked: true });
    const disabled = await upload({}, {}, { send_pdf_forward_blocked: true });
    expect((await blocked.handle.query(queries.countdown)).applies).toBe(false);
    await p.env!.sleep('3 days');
    expect(p.smtp.mails.length).toBe(mails);
    expect((await row(blocked.invoiceId)).status).toBe(InvoiceStatus.Processing);
    expect((await row(disabled.invoiceId)).status).toBe(InvoiceStatus.Processing);
  });

  it('forwards at once to a receiver with auto PDF forward', async () => {
    const mails = p.smtp.mails.length;
    const { invoiceId } = await upload({
      receive_auto_pdf_forward: true,
      contact_emails: JSON.stringify([{ email: 'auto@kund.example', type: 'Invoice' }]),
    });
    await p.env!.sleep('1 minute');
    expect(await row(invoiceId)).toMatchObject({ status: InvoiceStatus.AutoPdfForward, forward_count: 1 });
    expect(p.smtp.mails.slice(mails).map((m) => m.to)).toEqual([['auto@kund.example']]);
  });

  it('forwards an unreadable PDF as Invalid PDF Forward', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db, {
      contact_emails: JSON.stringify([{ email: 'bad@kund.example', type: 'Invoice' }]),
    });
    const garbage = await p.documents.put(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 7)]),
      'application/pdf',
    );
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: garbage.sha256,
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
    });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.InvalidPdf);
    expect(String((await row(invoiceId)).exception)).not.toBe('');
    await p.env!.sleep('25 hours');
    expect(await row(invoiceId)).toMatchObject({
      status: InvoiceStatus.InvalidPdfForward,
      bookkeeping_is_activated: true,
    });
    expect(p.smtp.mails.at(-1)?.to).toEqual(['bad@kund.example']);
  });

  it('sends the forward once the mail server takes mail again, and once only', async () => {
    const mails = p.smtp.mails.length;
    p.smtp.refuseNext(3, 451);
    const { invoiceId } = await upload({
      contact_emails: JSON.stringify([{ email: 'later@kund.example', type: 'Invoice' }]),
    });
    await p.env!.sleep('25 hours');
    await p.env!.sleep('2 hours');
    expect(p.smtp.refused).toBeGreaterThanOrEqual(3);
    expect(await row(invoiceId)).toMatchObject({ status: InvoiceStatus.PdfForward, forward_count: 1 });
    expect(p.smtp.mails.slice(mails).map((m) => m.to)).toEqual([['later@kund.example']]);
    const recorded = await p.db('emails').where({ invoice_id: invoiceId, direction: 'out' });
    expect(recorded).toEqual([
      expect.objectContaining({ kind: 'pdf-forward', delivery_status: 'sent', to_addresses: ['later@kund.example'] }),
    ]);
  });

  it('records a forward that has nowhere to go, and does not try again by itself', async () => {
    const mails = p.smtp.mails.length;
    const { invoiceId } = await upload({ contact_emails: JSON.stringify([]), general_email: null });
    await p.env!.sleep('25 hours');
    const r = await row(invoiceId);
    expect(r).toMatchObject({ status: InvoiceStatus.Processing, forward_count: 1 });
    expect(String(r.exception)).toMatch(/NoForwardAddressError: The receiver .* has no e-mail address/);
    await p.env!.sleep('3 days');
    expect(p.smtp.mails.length).toBe(mails);
    expect((await eventsOf(p.db, invoiceId)).map((e) => e.event)).toEqual(['uploaded', 'parsed', 'pdf_forward_failed']);
  });
});
