// Receivers on the platform answer incoming Peppol invoices (issue 4 §4), on the Temporal dev server
// and PostgreSQL: the invoice's own workflow acknowledges an imported invoice with exactly one AB
// (file in the access point's outbox, outgoing message row, one event, status left Imported), also
// when the file comes back into the inbox; an AB the provider refuses is recorded on the invoice
// and holds nothing up. AP and RE through the activity: idempotent per answer, final across answers.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnvelope, parseInvoiceResponse } from '../../domain/peppol';
import { sampleInput, sampleInvoice, SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../../domain/peppol/fixtures/samples';
import { InvoiceStatus } from '../../domain/statuses';
import {
  eventsOf,
  insertTradingPair,
  startInvoiceProcess,
  waitForStatus,
  type InvoiceProcess,
} from '../../test-support/invoice-process-harness';
import { PEPPOL_FAILURE_TYPES } from '../../workflows/contract';
import { LocalFolderTransport } from './local-folder';
import { responseInstanceIdFor } from './respond';
import { envelopedInvoice } from '../../test-support/peppol-envelope';
import { TransportError } from './transport';

jest.setTimeout(120_000);

/** The local-folder transport whose uploads can be made to fail (the provider refusing them). */
class RefusingTransport extends LocalFolderTransport {
  refuseUploads = false;
  override upload(fileName: string, bytes: Uint8Array): Promise<void> {
    return this.refuseUploads
      ? Promise.reject(new TransportError('550 upload refused (test)', false))
      : super.upload(fileName, bytes);
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Invoice Responses sent by receivers on the platform', () => {
  let p: InvoiceProcess;
  let transport: RefusingTransport;
  let buyerId = '';

  beforeAll(async () => {
    p = await startInvoiceProcess({ transport: (dir) => (transport = new RefusingTransport(dir)) });
    buyerId = (await insertTradingPair(p.db)).receiverId;
  });
  afterAll(async () => {
    await p?.close();
  });

  const folder = (name: string) => path.join(p.accessPointDir, name);
  const outbox = () => readdirSync(folder('outbox')).filter((f) => !f.startsWith('.'));
  /** An invoice from the external supplier to the buyer company, dropped into the inbox. */
  function deliverToInbox(fileName: string, invoiceNumber: string, instanceId: string): void {
    mkdirSync(folder('inbox'), { recursive: true });
    const input = { ...sampleInput(1), invoice: { ...sampleInvoice(1), invoice_id: invoiceNumber } };
    writeFileSync(path.join(folder('inbox'), fileName), envelopedInvoice(input, instanceId));
  }
  const invoiceByNumber = async (n: string) =>
    (await p.db('invoices').where({ invoice_id: n }).first()) as Record<string, string> | undefined;
  const acknowledged = (n: string) =>
    until(`the AB step of ${n}`, async () => Boolean((await invoiceByNumber(n))?.acknowledged_at));

  it('acknowledges an imported invoice with one AB, however often the file comes back', async () => {
    deliverToInbox('in-1.xml', 'EXT-1', 'env-ext-1');
    expect(await p.pollInbox()).toEqual([expect.objectContaining({ outcome: 'handled', kind: 'invoice' })]);
    await acknowledged('EXT-1');
    const invoice = (await invoiceByNumber('EXT-1'))!;
    expect(invoice).toMatchObject({ status: InvoiceStatus.Imported, receiver_company_id: buyerId });

    const abName = `${responseInstanceIdFor(invoice.invoice_uuid ?? '', 'AB')}.xml`;
    expect(outbox()).toEqual([abName]);
    const xml = readFileSync(path.join(folder('outbox'), abName), 'utf8');
    expect(parseEnvelope(xml).envelope).toMatchObject({
      sender: SWEDISH_BUYER.peppol_id,
      receiver: SWEDISH_SUPPLIER.peppol_id,
    });
    expect(parseInvoiceResponse(xml)).toMatchObject({
      code: 'AB',
      document: { id: 'EXT-1', issueDate: sampleInvoice(1).issue_date, typeCode: '380' },
    });

    // The same file back in the inbox (a run that stopped before moving it), and the same envelope
    // under another name: handled before, acknowledged before; nothing is sent again.
    copyFileSync(path.join(folder('processed'), 'in-1.xml'), path.join(folder('inbox'), 'in-1.xml'));
    copyFileSync(path.join(folder('processed'), 'in-1.xml'), path.join(folder('inbox'), 'in-1-again.xml'));
    expect((await p.pollInbox()).map((f) => f.outcome)).toEqual(['duplicate', 'already-handled']); // oldest name first
    expect(await p.pollInbox()).toEqual([]);
    await new Promise((r) => setTimeout(r, 500));

    expect(outbox()).toEqual([abName]);
    expect(await p.db('peppol_messages').where({ direction: 'outgoing', invoice_id: invoice.id })).toEqual([
      expect.objectContaining({
        kind: 'invoice-response',
        outcome: 'uploaded',
        file_name: abName,
        sender_id: SWEDISH_BUYER.peppol_id,
        receiver_id: SWEDISH_SUPPLIER.peppol_id,
      }),
    ]);
    expect((await eventsOf(p.db, invoice.id ?? '')).map((e) => [e.event, e.actor, e.to_status])).toEqual([
      ['peppol_received', 'system', InvoiceStatus.Imported],
      ['peppol_invoice_response_sent', 'system', null],
    ]);
  });

  it('records an AB the provider refuses on the invoice; the inbox goes on with the other files', async () => {
    deliverToInbox('in-2.xml', 'EXT-2', 'env-ext-2');
    deliverToInbox('in-3.xml', 'EXT-3', 'env-ext-3');
    transport.refuseUploads = true;
    expect((await p.pollInbox()).map((f) => [f.fileName, f.outcome])).toEqual([
      ['in-2.xml', 'handled'],
      ['in-3.xml', 'handled'],
    ]);
    await acknowledged('EXT-2');
    await acknowledged('EXT-3');
    transport.refuseUploads = false;
    const invoice = (await invoiceByNumber('EXT-2'))!;
    expect(invoice.status).toBe(InvoiceStatus.Imported);
    const failed = (await eventsOf(p.db, invoice.id ?? '')).at(-1);
    expect(failed).toMatchObject({ event: 'peppol_acknowledgement_failed' });
    expect(failed?.reason).toContain(PEPPOL_FAILURE_TYPES.refused);
    // The activity alone, later, sends it once.
    expect((await p.activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AB' })).outcome).toBe(
      'sent',
    );
    expect((await p.activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AB' })).outcome).toBe(
      'already-sent',
    );
  });

  it('sends AP once and then refuses RE: the first final answer stands', async () => {
    const invoice = (await invoiceByNumber('EXT-3'))!;
    const ap = await p.activities.respondToIncomingInvoice!({
      invoiceId: invoice.id ?? '',
      code: 'AP',
      userId: '00000000-0000-4000-8000-000000000001',
    });
    expect(ap).toMatchObject({ outcome: 'sent', code: 'AP' });
    expect(await p.activities.respondToIncomingInvoice!({ invoiceId: invoice.id ?? '', code: 'AP' })).toMatchObject({
      outcome: 'already-sent',
    });
    const refused = await p.activities.respondToIncomingInvoice!({
      invoiceId: invoice.id ?? '',
      code: 'RE',
      reason: 'Fel pris',
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({
      type: PEPPOL_FAILURE_TYPES.responseRefused,
      nonRetryable: true,
      details: [{ refusal: 'answered' }],
    });
    expect(outbox()).toContain(ap.fileName);
    await waitForStatus(p.db, invoice.id ?? '', InvoiceStatus.Imported);
  });
});
