// Issue 4 §4 'receivers answer with AB on import', on the Temporal dev server and PostgreSQL: the
// inbox poller imports an incoming invoice for a company on the platform and sends exactly one AB
// to its supplier (file in the access point's outbox, outgoing message row, one event, status left
// Imported), also when the file comes back into the inbox and the poll repeats. An AB that cannot
// be uploaded is reported on the file and does not hold the poll up. AP and RE through the activity:
// idempotent per answer, final across answers.
import { recordHistory } from '../../scripts/test/workflow-histories';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { parseEnvelope, parseInvoiceResponse } from '../../domain/peppol';
import { sampleInput, sampleInvoice, SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../../domain/peppol/fixtures/samples';
import { InvoiceStatus } from '../../domain/statuses';
import { LocalDocumentStore } from '../../infra/document-store';
import { devServerClient, startProductWorker, uniqueTaskQueue, type RunningTestWorker } from '../../scripts/test/temporal-harness';
import { createTestDatabase, type TestDatabase } from '../../scripts/test/test-db';
import { PEPPOL_FAILURE_TYPES, PEPPOL_INBOX_WORKFLOW, type PeppolInboxResult } from '../../workflows/contract';
import type { peppolInboxWorkflow } from '../../workflows/peppol-inbox.workflow';
import { createInvoiceQueueActivities } from '../activities';
import { LocalFolderTransport } from './local-folder';
import { responseInstanceIdFor } from './respond';
import { envelopedInvoice } from './test-support';
import { TransportError } from './transport';

jest.setTimeout(120_000);

/** The local-folder transport whose uploads can be made to fail (the provider refusing them). */
class RefusingTransport extends LocalFolderTransport {
  refuseUploads = false;
  override upload(fileName: string, bytes: Uint8Array): Promise<void> {
    return this.refuseUploads ? Promise.reject(new TransportError('550 upload refused (test)', false)) : super.upload(fileName, bytes);
  }
}

describe('Invoice Responses sent by receivers on the platform', () => {
  let t: TestDatabase;
  let dir: string;
  let transport: RefusingTransport;
  let client: Client;
  let worker: RunningTestWorker | undefined;
  let activities: ReturnType<typeof createInvoiceQueueActivities>;
  const taskQueue = uniqueTaskQueue('peppol-respond');
  let buyerId = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-respond-int-'));
    transport = new RefusingTransport(path.join(dir, 'ap'));
    const documentStore = new LocalDocumentStore(path.join(dir, 'documents'));
    activities = createInvoiceQueueActivities({ db: t.db, peppol: { transport, documentStore } });
    const b = SWEDISH_BUYER;
    buyerId = ((await t.db('companies').insert({
      name: b.name, org_id: b.org_id, tax_number: b.tax_number, peppol_id: b.peppol_id, is_receiver: true, address: JSON.stringify(b.address ?? {}),
    }).returning('id')) as { id: string }[])[0]?.id ?? '';
    client = await devServerClient();
    worker = await startProductWorker(taskQueue, activities);
  });

  afterAll(async () => {
    await worker?.stop();
    await client?.connection.close();
    await t?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** One poll; `record` names the run's history for the replay test (RECORD_WORKFLOW_HISTORIES=1). */
  const poll = async (record?: string): Promise<PeppolInboxResult> => {
    const workflowId = uniqueTaskQueue('poll');
    const result = await client.workflow.execute<typeof peppolInboxWorkflow>(PEPPOL_INBOX_WORKFLOW, { taskQueue, workflowId, args: [{}] });
    if (record) await recordHistory(workflowId, record);
    return result;
  };
  const folder = (name: string) => path.join(dir, 'ap', name);
  const outbox = () => readdirSync(folder('outbox'));
  /** An invoice from the external supplier to the buyer company, dropped into the inbox. */
  function deliverToInbox(fileName: string, invoiceNumber: string, instanceId: string): void {
    mkdirSync(folder('inbox'), { recursive: true });
    const input = { ...sampleInput(1), invoice: { ...sampleInvoice(1), invoice_id: invoiceNumber } };
    writeFileSync(path.join(folder('inbox'), fileName), envelopedInvoice(input, instanceId));
  }
  const invoiceByNumber = async (n: string) => (await t.db('invoices').where({ invoice_id: n }).first()) as Record<string, string>;
  const eventsOf = async (id: string) => (await t.db('invoice_events').where({ invoice_id: id }).orderBy('id')) as Record<string, unknown>[];

  it('acknowledges an imported invoice with one AB, however often the poll repeats', async () => {
    deliverToInbox('in-1.xml', 'EXT-1', 'env-ext-1');
    const first = await poll();
    expect(first.files).toEqual([expect.objectContaining({ outcome: 'handled', kind: 'invoice', acknowledgement: 'sent' })]);
    const invoice = await invoiceByNumber('EXT-1');
    expect(invoice).toMatchObject({ status: InvoiceStatus.Imported, receiver_company_id: buyerId });

    const abName = `${responseInstanceIdFor(invoice.invoice_uuid ?? '', 'AB')}.xml`;
    expect(outbox()).toEqual([abName]);
    const xml = readFileSync(path.join(folder('outbox'), abName), 'utf8');
    expect(parseEnvelope(xml).envelope).toMatchObject({ sender: SWEDISH_BUYER.peppol_id, receiver: SWEDISH_SUPPLIER.peppol_id });
    expect(parseInvoiceResponse(xml)).toMatchObject({ code: 'AB', document: { id: 'EXT-1', issueDate: sampleInvoice(1).issue_date, typeCode: '380' } });

    // The same file back in the inbox (a run that stopped before moving it), and the same envelope
    // under another name: handled before, acknowledged before; nothing is sent again.
    copyFileSync(path.join(folder('processed'), 'in-1.xml'), path.join(folder('inbox'), 'in-1.xml'));
    copyFileSync(path.join(folder('processed'), 'in-1.xml'), path.join(folder('inbox'), 'in-1-again.xml'));
    const repeat = await poll();
    expect(repeat.files.map((f) => [f.outcome, f.acknowledgement])).toEqual([['duplicate', undefined], ['already-handled', 'already-sent']]); // oldest name first
    expect((await poll()).listed).toBe(0);

    expect(outbox()).toEqual([abName]);
    expect(await t.db('peppol_messages').where({ direction: 'outgoing', invoice_id: invoice.id })).toEqual([
      expect.objectContaining({ kind: 'invoice-response', outcome: 'uploaded', file_name: abName, sender_id: SWEDISH_BUYER.peppol_id, receiver_id: SWEDISH_SUPPLIER.peppol_id }),
    ]);
    expect((await eventsOf(invoice.id ?? '')).map((e) => [e.event, e.actor, e.to_status])).toEqual([
      ['peppol_received', 'system', InvoiceStatus.Imported],
      ['peppol_invoice_response_sent', 'system', null],
    ]);
    expect((await invoiceByNumber('EXT-1')).status).toBe(InvoiceStatus.Imported);
  });

  it('reports an AB the provider refuses on the file, and the poll goes on with the other files', async () => {
    deliverToInbox('in-2.xml', 'EXT-2', 'env-ext-2');
    deliverToInbox('in-3.xml', 'EXT-3', 'env-ext-3');
    transport.refuseUploads = true;
    const result = await poll().finally(() => { transport.refuseUploads = false; });
    expect(result.files.map((f) => [f.fileName, f.outcome, f.acknowledgement])).toEqual([
      ['in-2.xml', 'handled', 'failed'],
      ['in-3.xml', 'handled', 'failed'],
    ]);
    expect(result.files[0]?.error).toContain(PEPPOL_FAILURE_TYPES.refused);
    expect((await invoiceByNumber('EXT-2')).status).toBe(InvoiceStatus.Imported);
    // The activity alone, later, sends it once.
    const invoice = await invoiceByNumber('EXT-2');
    expect((await activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AB' })).outcome).toBe('sent');
    expect((await activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AB' })).outcome).toBe('already-sent');
    // Nothing is lost: the next poll, with an empty inbox, acknowledges the import whose AB never went out.
    const third = await invoiceByNumber('EXT-3');
    const later = await poll('peppol-inbox-acknowledge-later');
    expect(later.listed).toBe(0);
    expect(later.acknowledgedLater).toEqual([{ invoiceId: third.id, acknowledgement: 'sent' }]);
    expect(outbox()).toContain(`${responseInstanceIdFor(third.invoice_uuid ?? '', 'AB')}.xml`);
    expect((await poll()).acknowledgedLater).toEqual([]);
  });

  it('sends AP once and then refuses RE: the first final answer stands', async () => {
    const invoice = await invoiceByNumber('EXT-3');
    const ap = await activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AP', userId: '00000000-0000-4000-8000-000000000001' });
    expect(ap).toMatchObject({ outcome: 'sent', code: 'AP', status: InvoiceStatus.Approved });
    expect(await activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AP' })).toMatchObject({ outcome: 'already-sent', status: InvoiceStatus.Approved });
    const refused = await activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'RE', reason: 'Fel pris' }).then(() => undefined, (e: unknown) => e);
    expect(refused).toMatchObject({ type: PEPPOL_FAILURE_TYPES.responseRefused, nonRetryable: true, details: [{ refusal: 'answered' }] });
    expect(await eventsOf(invoice.id ?? '')).toEqual(expect.arrayContaining([
      expect.objectContaining({ event: 'peppol_invoice_response_sent', from_status: InvoiceStatus.Imported, to_status: InvoiceStatus.Approved }),
    ]));
    expect(outbox()).toContain(ap.fileName);
  });
});
