// Partners that are away or refuse (time-skipping server, real activities): an access point that
// cannot be reached for ten minutes gets the invoice once it is back, exactly once; one that
// refuses the upload for good ends the delivery in Sending error with its reason and bookkeeping
// activated; an answer while the access point is away is refused at once with nothing changed.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
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
import { LocalFolderTransport } from '../../../workers/peppol-transport/local-folder';
import { TransportError } from '../../../workers/peppol-transport/transport';
import { PARTNER_UNAVAILABLE, updates } from '../contract';

jest.setTimeout(180_000);

/** The local access point, away (retryable failures) or refusing (final) when told so. */
class UnreliableTransport extends LocalFolderTransport {
  away = false;
  refusing = false;
  attempts = 0;
  override upload(fileName: string, bytes: Uint8Array): Promise<void> {
    this.attempts += 1;
    if (this.refusing) return Promise.reject(new TransportError('553 the provider refuses this sender (test)', false));
    if (this.away) return Promise.reject(new TransportError('connect ECONNREFUSED (test)', true));
    return super.upload(fileName, bytes);
  }
  override exists(folder: Parameters<LocalFolderTransport['exists']>[0], fileName: string): Promise<boolean> {
    if (this.away) return Promise.reject(new TransportError('connect ECONNREFUSED (test)', true));
    return super.exists(folder, fileName);
  }
}

describe('invoice workflow: partners away or refusing (time skipping)', () => {
  let p: InvoiceProcess;
  let transport: UnreliableTransport;
  beforeAll(async () => {
    p = await startInvoiceProcess({
      timeSkipping: true,
      transport: (dir) => (transport = new UnreliableTransport(dir)),
    });
  });
  afterAll(async () => {
    await p?.close();
  });
  const row = async (id: string) => (await p.db('invoices').where({ id }).first()) as Record<string, unknown>;
  const outbox = () => readdirSync(path.join(p.accessPointDir, 'outbox')).filter((f) => !f.startsWith('.'));

  it('delivers once the access point is back after ten minutes away', async () => {
    transport.away = true;
    const { senderId, receiverId } = await insertTradingPair(p.db, { receive_pdf_forward_blocked: true });
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
    });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.Sending && v.stage === 'deliver', 60_000);
    await p.env!.sleep('10 minutes');
    expect(transport.attempts).toBe(0); // every attempt failed at the existence check, before an upload
    expect((await row(invoiceId)).status).toBe(InvoiceStatus.Sending);
    transport.away = false;
    await p.env!.sleep('15 minutes');
    await waitForProcess(handle, (v) => v.stage === 'waiting');
    expect(outbox()).toHaveLength(1);
    expect(transport.attempts).toBe(1);
    expect((await eventsOf(p.db, invoiceId)).map((e) => e.event).slice(-2)).toEqual([
      'peppol_document_built',
      'peppol_delivered',
    ]);
  });

  it('shows a refusal by the provider as Sending error with its reason', async () => {
    transport.refusing = true;
    const { senderId, receiverId } = await insertTradingPair(p.db, { receive_pdf_forward_blocked: true });
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p, 'h19-modern-sv'),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
    });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.SendingError, 60_000);
    transport.refusing = false;
    expect(await row(invoiceId)).toMatchObject({ bookkeeping_is_activated: true });
    expect(String((await row(invoiceId)).exception)).toMatch(
      /AccessPointRefused: 553 the provider refuses this sender/,
    );
  });

  it('refuses an answer while the access point is away, and changes nothing', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db);
    const [u] = (await p
      .db('users')
      .insert({ email: `r-${randomUUID()}@test.se`, password_hash: 'x', role: 'receiver', company_id: receiverId })
      .returning('id')) as { id: string }[];
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      format: 'peppol',
      origin: 'other',
      status: InvoiceStatus.Imported,
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
      invoiceNumber: 'P-77',
      issueDate: '2026-11-02',
    });
    await waitForProcess(handle, (v) => v.state !== null);
    transport.away = true;
    const failure = await handle
      .executeUpdate(updates.approve, { args: [{ actor: { userId: u!.id, role: 'receiver', direction: 'incoming' } }] })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    transport.away = false;
    expect(failure).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(((failure as WorkflowUpdateFailedError).cause as ApplicationFailure).type).toBe(PARTNER_UNAVAILABLE);
    expect((await row(invoiceId)).status).toBe(InvoiceStatus.Imported);
    expect(
      await handle.executeUpdate(updates.approve, {
        args: [{ actor: { userId: u!.id, role: 'receiver', direction: 'incoming' } }],
      }),
    ).toMatchObject({ status: InvoiceStatus.Approved });
  });
});
