// The Peppol network end to end on real servers: an uploaded PDF invoice goes through its workflow
// and the FTP adapter to the access-point simulator (ftp-srv on a free port), the simulator answers
// with an MLR and later an Invoice Response, and the inbox (real PostgreSQL, Temporal dev server)
// tells the invoice's workflow, which moves the status. An invoice injected into the inbox becomes
// an incoming invoice with its own workflow, which acknowledges it (AB) and takes the receiver's
// approval (AP). Every inbox file is handled once: after a crash between 'handled' and 'moved',
// after a lost hand-over to the workflow, under a second file name or a second envelope. Documents
// that can never be stored, unknown receivers and answers from the wrong participant are recorded,
// never applied.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { luhnCheckDigit } from '../../domain/identifiers';
import { buildEnvelope, buildMessageLevelResponse, DOCUMENT_KINDS } from '../../domain/peppol';
import { sampleInput, sampleInvoice, SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../../domain/peppol/fixtures/samples';
import { InvoiceStatus } from '../../domain/statuses';
import { updateInvoice } from '../../infra/invoice-workflow-client';
import { freePort } from '../../infra/ports';
import {
  SENT_AND_APPROVED_EVENTS,
  eventsOf,
  insertTradingPair,
  startInvoiceProcess,
  startUploadedInvoice,
  storeCorpusPdf,
  waitForStatus,
  type InvoiceProcess,
} from '../../test-support/invoice-process-harness';
import { PEPPOL_FAILURE_TYPES } from '../../workflows/contract';
import { updates, type InvoiceActor } from '../../workflows/invoice/contract';
import { recordHistory } from '../../test-support/workflow-histories';
import { FtpTransport } from './ftp';
import type { InvoiceMessenger } from './inbox';
import { AccessPointSimulator } from '../../tools/peppol-simulator/simulator';
import { TransportError, type AccessPointTransport } from './transport';

jest.setTimeout(180_000);

const USER = 'esyn';
const PASSWORD = 'simulator-test-password';
const EXTERNAL_ORG = `556677889${luhnCheckDigit('556677889')}`;
const EXTERNAL_SUPPLIER = {
  ...SWEDISH_SUPPLIER,
  _id: null,
  name: 'Grossisten i Norden AB',
  org_id: EXTERNAL_ORG,
  tax_number: `SE${EXTERNAL_ORG}01`,
  peppol_id: `0007:${EXTERNAL_ORG}`,
};

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
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
  upload(n: string, b: Uint8Array) {
    return this.inner.upload(n, b);
  }
  exists(f: Parameters<AccessPointTransport['exists']>[0], n: string) {
    return this.inner.exists(f, n);
  }
  listInbox() {
    return this.inner.listInbox();
  }
  download(n: string) {
    return this.inner.download(n);
  }
  moveToProcessed(n: string) {
    if (this.crashNextMove) {
      this.crashNextMove = false;
      return Promise.reject(new TransportError('worker lost between handle and move (simulated)', false));
    }
    return this.inner.moveToProcessed(n);
  }
  close() {
    return this.inner.close();
  }
}

describe('Peppol network: FTP adapter, simulator, inbox and invoice workflows', () => {
  let dir: string;
  let sim: AccessPointSimulator;
  let transport: CrashingTransport;
  let p: InvoiceProcess;
  const told: string[] = [];
  let failNextTell = false;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-peppol-int-'));
    const port = await freePort();
    sim = new AccessPointSimulator({
      root: path.join(dir, 'ap'),
      mlrDelayMs: 0,
      responseDelayMs: 600_000,
      responseCode: 'AP',
      pollIntervalMs: 100,
      ftp: { host: '127.0.0.1', port, user: USER, password: PASSWORD },
    });
    await sim.start();
    transport = new CrashingTransport(
      new FtpTransport({ host: '127.0.0.1', port, user: USER, password: PASSWORD, secure: false, timeoutMs: 10_000 }),
    );
    // The messenger, counting what the inbox tells the workflows and able to lose one hand-over.
    const messenger = (inner: InvoiceMessenger): InvoiceMessenger => ({
      async tell(dispatch) {
        if (failNextTell) {
          failNextTell = false;
          throw new Error('Temporal unreachable (simulated)');
        }
        told.push(`${dispatch.kind}:${dispatch.invoiceId}`);
        await inner.tell(dispatch);
      },
    });
    p = await startInvoiceProcess({ transport: () => transport, messenger });
  });

  afterAll(async () => {
    await p?.close();
    await sim?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const row = async (id: string) =>
    (await p.db('invoices').where({ id }).first()) as Record<string, unknown> | undefined;
  const inbox = () => readdirSync(path.join(dir, 'ap', 'inbox')).filter((f) => !f.startsWith('.'));
  const admin = async (): Promise<InvoiceActor> => {
    const [u] = (await p
      .db('users')
      .insert({ email: `admin-${randomUUID()}@test.se`, password_hash: 'x', role: 'admin' })
      .returning('id')) as { id: string }[];
    return { userId: u!.id, role: 'admin' };
  };

  it('sends an uploaded PDF invoice and follows its MLR and Invoice Response; receives, acknowledges and approves an incoming one', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db);
    const invoiceId = randomUUID();
    await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
    });
    await until('the simulator to take the upload', () => sim.received.length === 1);
    expect(sim.received[0]).toMatchObject({ verdict: 'AP', kind: 'invoice' });
    const incoming = await sim.injectIncomingInvoice({
      ...sampleInput(1),
      invoice: { ...sampleInvoice(1), invoice_id: 'EXT-77' },
      supplier: EXTERNAL_SUPPLIER,
    });
    await until('the MLR and the injected invoice in the inbox', () => inbox().length === 2);

    const first = await p.pollInbox();
    expect(first.map((f) => [f.kind, f.outcome]).sort()).toEqual([
      ['invoice', 'handled'],
      ['mlr', 'handled'],
    ]);
    await waitForStatus(p.db, invoiceId, InvoiceStatus.InvoiceSent);
    const importedId = String(first.find((f) => f.kind === 'invoice')?.invoiceId);
    const imported = await waitForStatus(p.db, importedId, InvoiceStatus.Imported);
    expect(imported).toMatchObject({
      format: 'peppol',
      origin: 'peppol-network',
      invoice_id: 'EXT-77',
      receiver_company_id: receiverId,
      sender_company_id: null,
      envelope_instance_id: incoming.instanceId,
    });
    expect(imported.raw_result).toMatchObject({
      invoice_id: 'EXT-77',
      supplier_data: { name: 'Grossisten i Norden AB', peppol_id: `0007:${EXTERNAL_ORG}` },
    });
    // The incoming invoice's workflow acknowledges it (AB), carried by the provider.
    await until('the AB', () => sim.received.some((r) => r.kind === 'invoice-response'));
    await until('the AB recorded', async () => (await row(importedId))?.acknowledged_at !== null);
    expect((await p.db('peppol_messages').where({ instance_id: incoming.instanceId }).first()).invoice_id).toBe(
      importedId,
    );
    expect(await p.pollInbox()).toEqual([]);

    // The Invoice Response arrives; the worker 'crashes' after handling it, before moving the file.
    await sim.answerNow();
    await until('the Invoice Response', () => inbox().length === 1);
    transport.crashNextMove = true;
    const crashed = await p.pollInbox();
    expect(crashed).toEqual([
      expect.objectContaining({ outcome: 'failed', error: expect.stringContaining(PEPPOL_FAILURE_TYPES.refused) }),
    ]);
    await waitForStatus(p.db, invoiceId, InvoiceStatus.Approved);
    expect(inbox()).toHaveLength(1);
    expect(await p.pollInbox()).toEqual([
      expect.objectContaining({ outcome: 'already-handled', kind: 'invoice-response', invoiceId }),
    ]);
    expect(inbox()).toHaveLength(0);

    // The receiver approves the incoming invoice: the AP goes to the supplier.
    expect(await updateInvoice(p.target, importedId, updates.approve, [{ actor: await admin() }])).toMatchObject({
      status: InvoiceStatus.Approved,
    });
    await until('the AP at the provider', () => sim.received.filter((r) => r.kind === 'invoice-response').length === 2);

    await recordHistory(`invoice-${importedId}`, 'invoice-incoming-acknowledged-approved');
    await recordHistory(`invoice-${invoiceId}`, 'invoice-sent-over-ftp-approved');
    expect(told.sort()).toEqual(
      [`incoming-invoice:${importedId}`, `invoice-response:${invoiceId}`, `mlr:${invoiceId}`].sort(),
    );
    expect((await eventsOf(p.db, invoiceId)).map((e) => [e.event, e.to_status])).toEqual(SENT_AND_APPROVED_EVENTS);
    expect((await eventsOf(p.db, importedId)).map((e) => [e.event, e.to_status])).toEqual([
      ['peppol_received', InvoiceStatus.Imported],
      ['peppol_invoice_response_sent', null],
      ['peppol_invoice_response_sent', InvoiceStatus.Approved],
    ]);
  });

  it('tells the workflow again when the hand-over was lost, and records copies and broken documents once', async () => {
    // A hand-over lost after the message was recorded: the next poll tells the workflow again.
    failNextTell = true;
    const lost = await sim.injectIncomingInvoice({
      ...sampleInput(1),
      invoice: { ...sampleInvoice(1), invoice_id: 'EXT-LOST' },
      supplier: EXTERNAL_SUPPLIER,
    });
    await until('the invoice in the inbox', () => inbox().length === 1);
    expect(await p.pollInbox()).toEqual([expect.objectContaining({ outcome: 'failed' })]);
    const recovered = await p.pollInbox();
    expect(recovered).toEqual([expect.objectContaining({ outcome: 'already-handled', kind: 'invoice' })]);
    const lostId = String(recovered[0]?.invoiceId);
    expect(await waitForStatus(p.db, lostId, InvoiceStatus.Imported)).toMatchObject({
      envelope_instance_id: lost.instanceId,
    });

    // The same invoice again under a new envelope: a duplicate recorded on the first, not a second invoice.
    await sim.injectIncomingInvoice({
      ...sampleInput(1),
      invoice: { ...sampleInvoice(1), invoice_id: 'EXT-LOST' },
      supplier: EXTERNAL_SUPPLIER,
    });
    // A known envelope under a second file name, and an invoice number no column can hold.
    const copy = await sim.injectIncomingInvoice({
      ...sampleInput(1),
      invoice: { ...sampleInvoice(1), invoice_id: 'EXT-COPY' },
      supplier: EXTERNAL_SUPPLIER,
    });
    writeFileSync(
      path.join(dir, 'ap', 'inbox', `zz-${copy.fileName}`),
      readFileSync(path.join(dir, 'ap', 'inbox', copy.fileName)),
    );
    const huge = await sim.injectIncomingInvoice({
      ...sampleInput(1),
      invoice: { ...sampleInvoice(1), invoice_id: 'X'.repeat(20_000) },
      supplier: EXTERNAL_SUPPLIER,
    });
    await until('four files', () => inbox().length === 4);
    const polled = await p.pollInbox();
    expect(polled.map((f) => f.outcome).sort()).toEqual(['duplicate', 'duplicate', 'handled', 'import-error']);
    expect(inbox()).toEqual([]);
    const copyId = String(polled.find((f) => f.outcome === 'handled')?.invoiceId);
    await waitForStatus(p.db, copyId, InvoiceStatus.Imported);
    expect(await p.db('invoices').whereIn('invoice_id', ['EXT-LOST', 'EXT-COPY']).count({ n: '*' })).toEqual([
      { n: '2' },
    ]);
    expect(
      await p
        .db('peppol_messages')
        .where({ direction: 'incoming', file_name: `zz-${copy.fileName}` })
        .first(),
    ).toMatchObject({ outcome: 'duplicate', invoice_id: copyId });
    const hugeMessage = (await p.db('peppol_messages').where({ instance_id: huge.instanceId }).first()) as Record<
      string,
      unknown
    >;
    expect(hugeMessage).toMatchObject({ outcome: 'import-error', invoice_id: null });
    expect(String(hugeMessage.detail)).toMatch(/20000 characters long/);
    await until('the duplicate recorded on the first invoice', async () =>
      (await eventsOf(p.db, lostId)).some((e) => e.event === 'peppol_duplicate_received'),
    );
    expect(await p.pollInbox()).toEqual([]);
  });

  it('does not apply an answer from anyone but the receiver, nor an invoice for an unknown receiver', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db, {}, { name: 'Andra Leverantören AB' });
    const invoiceId = randomUUID();
    await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p, 'h19-modern-sv'),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
    });
    await until('the envelope recorded', async () => Boolean((await row(invoiceId))?.envelope_instance_id));
    const envelope = String((await row(invoiceId))?.envelope_instance_id);
    await until('its MLR', () => inbox().length >= 1);
    // Forge an RE for the same envelope from a participant that is not the receiver.
    const forged = buildEnvelope(
      {
        sender: `0007:${EXTERNAL_ORG}`,
        receiver: String(SWEDISH_SUPPLIER.peppol_id),
        documentTypeId: DOCUMENT_KINDS.mlr.documentTypeId,
        processId: DOCUMENT_KINDS.mlr.processId,
        instanceId: randomUUID(),
        createdAt: new Date().toISOString(),
        countryC1: 'SE',
        standard: DOCUMENT_KINDS.mlr.rootNs,
        type: DOCUMENT_KINDS.mlr.rootName,
      },
      buildMessageLevelResponse({
        id: 'FORGED',
        issueDate: '2026-11-21',
        sender: { id: `0007:${EXTERNAL_ORG}` },
        receiver: { id: String(SWEDISH_SUPPLIER.peppol_id) },
        code: 'RE',
        envelopeInstanceId: envelope,
        issues: [{ location: 'NA', code: 'SV', reason: 'forged' }],
      }),
    );
    writeFileSync(path.join(dir, 'ap', 'inbox', '0-forged.xml'), forged);
    const unknown = await sim.injectIncomingInvoice({
      ...sampleInput(1),
      customer: {
        name: 'Okänd AB',
        org_id: EXTERNAL_ORG,
        peppol_id: `0007:${EXTERNAL_ORG}`,
        address: { country: 'SE' },
      },
    });
    await until('three files', () => inbox().length === 3);
    const polled = await p.pollInbox();
    expect(polled.map((f) => f.outcome).sort()).toEqual(['handled', 'import-error', 'unmatched']);
    expect((await p.db('peppol_messages').where({ file_name: '0-forged.xml' }).first()).detail).toMatch(
      /not from its receiver/,
    );
    expect(await p.db('invoices').where({ envelope_instance_id: unknown.instanceId }).first()).toBeUndefined();
    expect((await waitForStatus(p.db, invoiceId, [InvoiceStatus.InvoiceSent])).exception).toBeNull();
    expect(SWEDISH_BUYER.peppol_id).toBeTruthy();
  });
});
