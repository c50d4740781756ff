// Issue 4 §7, end to end on real servers: an invoice built with domain/peppol goes through the FTP
// adapter to the access-point simulator (ftp-srv on a free port), the simulator answers with an MLR
// and then an Invoice Response (AP), and the inbox poller workflow (Temporal dev server, real
// PostgreSQL) hands both, and an injected incoming invoice, to their handlers exactly once, also
// when a poll is repeated and after a crash between 'handled' and 'moved'. Also: a provider
// rejection ends in Sending error with its reason; a transient upload failure is retried and the
// invoice goes out once.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { luhnCheckDigit } from '../../domain/identifiers';
import { sampleInput, sampleInvoice, SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../../domain/peppol/fixtures/samples';
import { InvoiceStatus } from '../../domain/statuses';
import { LocalDocumentStore } from '../../infra/document-store';
import { freePort } from '../../infra/ports';
import { devServerClient, startProductWorker, uniqueTaskQueue, type RunningTestWorker } from '../../scripts/test/temporal-harness';
import { createTestDatabase, type TestDatabase } from '../../scripts/test/test-db';
import { PEPPOL_FAILURE_TYPES, PEPPOL_INBOX_WORKFLOW, type PeppolInboxResult } from '../../workflows/contract';
import type { peppolInboxWorkflow } from '../../workflows/peppol-inbox.workflow';
import { recordHistory } from '../../scripts/test/workflow-histories';
import { createInvoiceQueueActivities } from '../activities';
import { FtpTransport } from './ftp';
import { createDatabaseHandlers, type PeppolInboxHandlers } from './handlers';
import { AccessPointSimulator } from './simulator/simulator';
import { TransportError, type AccessPointTransport } from './transport';

jest.setTimeout(120_000);

const USER = 'esyn';
const PASSWORD = 'simulator-test-password';
const EXTERNAL_ORG = `556677889${luhnCheckDigit('556677889')}`;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The FTP transport, able to 'crash' after a file was handled and before it was moved. */
class CrashingTransport implements AccessPointTransport {
  readonly kind = 'ftp';
  crashNextMove = false;
  constructor(private readonly inner: AccessPointTransport) {}
  upload(n: string, b: Uint8Array) { return this.inner.upload(n, b); }
  exists(f: Parameters<AccessPointTransport['exists']>[0], n: string) { return this.inner.exists(f, n); }
  listInbox() { return this.inner.listInbox(); }
  download(n: string) { return this.inner.download(n); }
  moveToProcessed(n: string) {
    if (this.crashNextMove) {
      this.crashNextMove = false;
      // Non-retryable, so the workflow gives the file up for this run: the next poll must finish it.
      return Promise.reject(new TransportError('worker lost between handle and move (simulated)', false));
    }
    return this.inner.moveToProcessed(n);
  }
  close() { return this.inner.close(); }
}

describe('Peppol access point: FTP adapter, simulator and inbox poller', () => {
  let t: TestDatabase;
  let dir: string;
  let sim: AccessPointSimulator;
  let transport: CrashingTransport;
  let client: Client;
  let worker: RunningTestWorker | undefined;
  let activities: ReturnType<typeof createInvoiceQueueActivities>;
  const taskQueue = uniqueTaskQueue('peppol-inbox');
  const calls: string[] = [];
  const ids: Record<'seller' | 'buyer', string> = { seller: '', buyer: '' };

  beforeAll(async () => {
    t = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-peppol-int-'));
    const port = await freePort();
    sim = new AccessPointSimulator({
      root: path.join(dir, 'ap'), mlrDelayMs: 0, responseDelayMs: 600_000, responseCode: 'AP', pollIntervalMs: 100,
      ftp: { host: '127.0.0.1', port, user: USER, password: PASSWORD },
    });
    await sim.start();
    transport = new CrashingTransport(new FtpTransport({ host: '127.0.0.1', port, user: USER, password: PASSWORD, secure: false, timeoutMs: 10_000 }));
    const documentStore = new LocalDocumentStore(path.join(dir, 'documents'));
    // The database handlers, counting every call: 'exactly once' is checked on the calls themselves.
    const db = createDatabaseHandlers({ documentStore });
    const handlers: PeppolInboxHandlers = {
      messageLevelResponse: (trx, m, e) => (calls.push(`mlr:${m.envelopeInstanceId}`), db.messageLevelResponse(trx, m, e)),
      invoiceResponse: (trx, r, e) => (calls.push(`ir:${r.document.id}`), db.invoiceResponse(trx, r, e)),
      incomingInvoice: (trx, i) => (calls.push(`invoice:${i.document.invoice.invoice_id}`), db.incomingInvoice(trx, i)),
    };
    activities = createInvoiceQueueActivities({ db: t.db, peppol: { transport, documentStore, handlers } });

    const party = (p: typeof SWEDISH_SUPPLIER) => ({
      name: p.name, org_id: p.org_id, tax_number: p.tax_number, peppol_id: p.peppol_id, phone: p.phone ?? null,
      address: JSON.stringify(p.address ?? {}), payment_means: JSON.stringify(p.payment_means ?? []), contact_emails: JSON.stringify(p.contact_emails ?? []),
    });
    ids.seller = ((await t.db('companies').insert(party(SWEDISH_SUPPLIER)).returning('id')) as { id: string }[])[0]?.id ?? '';
    ids.buyer = ((await t.db('companies').insert({ ...party(SWEDISH_BUYER), is_receiver: true }).returning('id')) as { id: string }[])[0]?.id ?? '';

    client = await devServerClient();
    worker = await startProductWorker(taskQueue, activities);
  });

  afterAll(async () => {
    await worker?.stop();
    await client?.connection.close();
    await sim?.stop();
    await t?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function outgoingInvoice(invoiceId: string): Promise<string> {
    const form = { ...sampleInvoice(2), invoice_id: invoiceId };
    const rows = (await t.db('invoices').insert({
      format: 'peppol', status: InvoiceStatus.Sending, invoice_id: invoiceId, sender_company_id: ids.seller, receiver_company_id: ids.buyer,
      raw_result: JSON.stringify(form), issue_date: form.issue_date, currency: 'SEK', payable_amount: form.legal_monetary_total.payable_amount,
    }).returning('id')) as { id: string }[];
    return rows[0]?.id ?? '';
  }

  /** One poll; `record` names the run's history for the replay test (RECORD_WORKFLOW_HISTORIES=1). */
  const poll = async (record?: string): Promise<PeppolInboxResult> => {
    const workflowId = uniqueTaskQueue('poll');
    const result = await client.workflow.execute<typeof peppolInboxWorkflow>(PEPPOL_INBOX_WORKFLOW, { taskQueue, workflowId, args: [{}] });
    if (record) await recordHistory(workflowId, record);
    return result;
  };
  const invoiceRow = (id: string) => t.db('invoices').where({ id }).first() as Promise<Record<string, unknown>>;
  const events = async (id: string) => ((await t.db('invoice_events').where({ invoice_id: id }).orderBy('id')) as { event: string; from_status: string | null; to_status: string | null; reason: string | null }[]);
  const inboxCount = async () => (await transport.listInbox()).length;

  it('delivers, answers, and hands the MLR, the Invoice Response and an incoming invoice over exactly once', async () => {
    const invoiceId = await outgoingInvoice('INV-2026-0001');
    const delivered = await activities.deliverToAccessPoint!({ invoiceId });
    expect(delivered.outcome).toBe('uploaded');
    expect((await invoiceRow(invoiceId)).envelope_instance_id).toBe(delivered.instanceId);
    expect((await invoiceRow(invoiceId)).status).toBe(InvoiceStatus.Sending);
    // A retry of the same send (its acknowledgement lost) does not upload again.
    expect((await activities.deliverToAccessPoint!({ invoiceId })).outcome).toBe('already-delivered');

    await until('the simulator to take the upload', () => sim.received.length === 1);
    expect(sim.received[0]).toMatchObject({ fileName: delivered.fileName, verdict: 'AP', kind: 'invoice' });
    const incoming = await sim.injectIncomingInvoice({
      ...sampleInput(1),
      invoice: { ...sampleInvoice(1), invoice_id: 'EXT-77' },
      supplier: { ...SWEDISH_SUPPLIER, _id: null, name: 'Grossisten i Norden AB', org_id: EXTERNAL_ORG, tax_number: `SE${EXTERNAL_ORG}01`, peppol_id: `0007:${EXTERNAL_ORG}` },
    });
    await until('the MLR and the injected invoice in the inbox', async () => (await inboxCount()) === 2);

    // Poll 1: the MLR (Sending → Sent) and the incoming invoice (Imported for the buyer company).
    const first = await poll('peppol-inbox-mlr-and-invoice');
    expect(first.files.map((f) => f.outcome).sort()).toEqual(['handled', 'handled']);
    expect(first.files.filter((f) => f.kind === 'invoice').map((f) => f.acknowledgement)).toEqual(['sent']);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: InvoiceStatus.Sent, exception: null });
    const imported = (await t.db('invoices').where({ envelope_instance_id: incoming.instanceId }).first()) as Record<string, unknown>;
    expect(imported).toMatchObject({
      format: 'peppol', status: InvoiceStatus.Imported, invoice_id: 'EXT-77', receiver_company_id: ids.buyer, sender_company_id: null,
      currency: 'SEK', document_type: '380',
    });
    expect(imported.raw_result).toMatchObject({ invoice_id: 'EXT-77', receiver_company: { _id: ids.buyer }, supplier_data: { name: 'Grossisten i Norden AB', peppol_id: `0007:${EXTERNAL_ORG}` } });
    expect(String(imported.xml_file)).toMatch(/^[0-9a-f]{64}$/);

    // Poll 2, straight after: nothing is left, nothing happens twice.
    expect((await poll()).listed).toBe(0);

    // The Invoice Response arrives; the worker 'crashes' after handling it, before moving the file.
    // The simulator holds the Invoice Response (a long delay) until the test lets it go, so the
    // polls above cannot race it on a loaded machine.
    await sim.answerNow();
    await until('the Invoice Response', async () => (await inboxCount()) === 1);
    transport.crashNextMove = true;
    const crashed = await poll();
    expect(crashed.files).toEqual([expect.objectContaining({ outcome: 'failed', error: expect.stringContaining(PEPPOL_FAILURE_TYPES.refused) })]);
    expect((await invoiceRow(invoiceId)).status).toBe(InvoiceStatus.Approved);
    expect(await inboxCount()).toBe(1);
    // The next poll finds the file recorded as handled and only moves it.
    const recovered = await poll('peppol-inbox-after-crash');
    expect(recovered.files).toEqual([expect.objectContaining({ outcome: 'already-handled', kind: 'invoice-response', invoiceId })]);
    expect(await inboxCount()).toBe(0);
    expect(readdirSync(path.join(dir, 'ap', 'processed'))).toHaveLength(3);

    expect(calls.sort()).toEqual([`invoice:EXT-77`, 'ir:INV-2026-0001', `mlr:${delivered.instanceId}`]);
    expect((await events(invoiceId)).map((e) => [e.event, e.from_status, e.to_status])).toEqual([
      ['peppol_uploaded', null, null],
      ['peppol_message_level_response', InvoiceStatus.Sending, InvoiceStatus.Sent],
      ['peppol_invoice_response', InvoiceStatus.Sent, InvoiceStatus.Approved],
    ]);
    // The buyer is on the platform: it acknowledged the import with one AB, carried by the provider.
    expect((await events(String(imported.id))).map((e) => [e.event, e.to_status])).toEqual([
      ['peppol_received', InvoiceStatus.Imported],
      ['peppol_invoice_response_sent', null],
    ]);
    expect(sim.received.map((r) => r.kind)).toEqual(['invoice', 'invoice-response']);
    const messages = (await t.db('peppol_messages').select('direction', 'kind', 'outcome').orderBy('created_at')) as Record<string, string>[];
    expect(messages).toHaveLength(5);
    expect(messages.filter((m) => m.direction === 'incoming').every((m) => m.outcome === 'handled')).toBe(true);
  });

  it('shows the provider\'s rejection as Sending error with its reason, final', async () => {
    const invoiceId = await outgoingInvoice('INV-2026-0002');
    sim.rejectNext(1, 'Receiver not found in the SMP');
    const delivered = await activities.deliverToAccessPoint!({ invoiceId });
    await until('the rejection', async () => (await inboxCount()) === 1);
    const result = await poll();
    expect(result.files).toEqual([expect.objectContaining({ outcome: 'handled', kind: 'mlr', invoiceId })]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: InvoiceStatus.SendingError, exception: 'SIM-REJECT: Receiver not found in the SMP' });
    expect((await events(invoiceId)).at(-1)).toMatchObject({ event: 'peppol_message_level_response', to_status: InvoiceStatus.SendingError, reason: 'SIM-REJECT: Receiver not found in the SMP' });
    // No Invoice Response follows a rejection, and a repeated delivery does not send it again.
    expect((await activities.deliverToAccessPoint!({ invoiceId })).outcome).toBe('already-delivered');
    expect(sim.received.filter((r) => r.instanceId === delivered.instanceId)).toHaveLength(1);
  });

  it('retries a transient upload failure and delivers once', async () => {
    const invoiceId = await outgoingInvoice('INV-2026-0003');
    sim.failNextUploads(1);
    // The first attempt fails with a retryable failure (Temporal would schedule the next attempt) …
    const failure = await activities.deliverToAccessPoint!({ invoiceId }).then(() => undefined, (err: unknown) => err);
    expect(failure).toMatchObject({ type: PEPPOL_FAILURE_TYPES.unavailable, nonRetryable: false });
    expect(String((failure as Error).message)).toMatch(/451/);
    // … and the retry goes through; the simulator has the document once.
    const delivered = await activities.deliverToAccessPoint!({ invoiceId });
    expect(delivered.outcome).toBe('uploaded');
    await until('the simulator to take it', () => sim.received.some((r) => r.instanceId === delivered.instanceId));
    await sim.answerNow();
    expect(sim.received.filter((r) => r.instanceId === delivered.instanceId)).toEqual([expect.objectContaining({ verdict: 'AP' })]);
    expect(sim.received.some((r) => r.verdict === 'duplicate')).toBe(false);
  });

  it('records an invoice for an unknown receiver as an import error, and routes one from a registered sender', async () => {
    await until('an empty inbox', async () => {
      await sim.answerNow();
      await poll();
      return (await inboxCount()) === 0 && sim.status().pendingAnswers === 0;
    });
    calls.length = 0;
    const unknown = await sim.injectIncomingInvoice({ ...sampleInput(1), customer: { name: 'Okänd AB', org_id: EXTERNAL_ORG, peppol_id: `0007:${EXTERNAL_ORG}`, address: { country: 'SE' } } });
    const known = await sim.injectIncomingInvoice({ ...sampleInput(1), invoice: { ...sampleInvoice(1), invoice_id: 'INV-FROM-SELLER' } });
    const result = await poll();
    expect(result.files.map((f) => f.outcome).sort()).toEqual(['handled', 'import-error']);
    const message = (await t.db('peppol_messages').where({ instance_id: unknown.instanceId }).first()) as Record<string, unknown>;
    expect(message).toMatchObject({ direction: 'incoming', kind: 'invoice', outcome: 'import-error', invoice_id: null });
    expect(String(message.detail)).toContain(`0007:${EXTERNAL_ORG}`);
    expect(await t.db('invoices').where({ envelope_instance_id: unknown.instanceId }).first()).toBeUndefined();
    expect(await t.db('invoices').where({ envelope_instance_id: known.instanceId }).first()).toMatchObject({ sender_company_id: ids.seller, receiver_company_id: ids.buyer });
  });
});
