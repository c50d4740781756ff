// The PDF path on the dev server with real activities: an uploaded PDF is parsed, its parties
// identified, checked for duplicates, built into UBL, checked and delivered to the access point;
// the MLR makes it 'Invoice Sent' and the Invoice Response 'Approved'.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { InvoiceStatus } from '../../../domain/statuses';
import {
  SENT_AND_APPROVED_EVENTS,
  eventsOf,
  insertTradingPair,
  startInvoiceProcess,
  startUploadedInvoice,
  storeCorpusPdf,
  waitForStatus,
  type InvoiceProcess,
} from '../../../test-support/invoice-process-harness';
import { recordHistory } from '../../../test-support/workflow-histories';
import { signals } from '../contract';

jest.setTimeout(180_000);

describe('invoice workflow: the PDF path', () => {
  let p: InvoiceProcess;
  beforeAll(async () => {
    p = await startInvoiceProcess();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('parses, builds, delivers and follows the answers to Approved', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db);
    const location = await storeCorpusPdf(p);
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location,
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
    });
    const sending = await waitForStatus(p.db, invoiceId, [
      InvoiceStatus.Sending,
      InvoiceStatus.CheckInvoice,
      InvoiceStatus.InvalidPdf,
    ]);
    expect(sending.status).toBe(InvoiceStatus.Sending);
    const row = await waitForStatus(p.db, invoiceId, InvoiceStatus.Sending);
    // delivered: the envelope id is recorded once the upload is done
    const deadline = Date.now() + 30_000;
    let envelope: string | null = null;
    while (!envelope && Date.now() < deadline) {
      envelope = ((await p.db('invoices').where({ id: invoiceId }).first()) as { envelope_instance_id: string | null })
        .envelope_instance_id;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(envelope).toBeTruthy();
    expect(readdirSync(path.join(p.accessPointDir, 'outbox')).filter((f) => !f.startsWith('.'))).toEqual([
      `${envelope}.xml`,
    ]);
    expect(row.invoice_id).toBe('96417');

    await handle.signal(signals.messageLevelResponse, {
      messageId: randomUUID(),
      code: 'AP',
      reason: null,
      answers: String(envelope),
    });
    await waitForStatus(p.db, invoiceId, InvoiceStatus.InvoiceSent);
    await handle.signal(signals.invoiceResponse, {
      messageId: randomUUID(),
      code: 'AP',
      reason: null,
      responseId: 'R1',
      from: '0007:5560360793',
    });
    await waitForStatus(p.db, invoiceId, InvoiceStatus.Approved);
    await recordHistory(handle.workflowId, 'invoice-pdf-sent-approved');
    expect((await eventsOf(p.db, invoiceId)).map((e) => [e.event, e.to_status])).toEqual(SENT_AND_APPROVED_EVENTS);
  });
});
