// Manual parsing with a head start (workflows/invoice/form-suggestion.ts): an upload in manual
// parsing is read by the extraction engine once, its reading kept for the form, and the invoice
// still waits in Processing for the person's form, which then takes it on as before.
import { randomUUID } from 'node:crypto';
import { InvoiceStatus } from '../../../domain/statuses';
import {
  eventsOf,
  insertTradingPair,
  startInvoiceProcess,
  startUploadedInvoice,
  storeCorpusPdf,
  waitForProcess,
  waitForStatus,
  type InvoiceProcess,
} from '../../../test-support/invoice-process-harness';
import { recordHistory } from '../../../test-support/workflow-histories';
import { updates, type InvoiceActor } from '../contract';
import { formOfExtraction } from '../machine';
import type { ExtractionResult } from '../../../workers/extraction/types';

jest.setTimeout(180_000);

describe('invoice workflow: manual parsing starts from the engine reading', () => {
  let p: InvoiceProcess;
  let admin: InvoiceActor;
  beforeAll(async () => {
    p = await startInvoiceProcess();
    const [u] = (await p
      .db('users')
      .insert({ email: `admin-${randomUUID()}@test.se`, password_hash: 'x', role: 'admin', company_id: null })
      .returning('id')) as { id: string }[];
    admin = { userId: u!.id, role: 'admin' };
  });
  afterAll(async () => {
    await p?.close();
  });

  const row = async (id: string) => (await p.db('invoices').where({ id }).first()) as Record<string, unknown>;

  it('keeps the reading beside the invoice, waits for the form, then goes on with it', async () => {
    const { senderId, receiverId } = await insertTradingPair(p.db, { manual_parsing_allowed: true });
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p),
      senderCompanyId: senderId,
      receiverCompanyId: receiverId,
      isManualParsing: true,
    });
    const waiting = await waitForProcess(handle, (v) => v.state?.hasExtraction === true && v.stage === 'waiting');
    expect(waiting.state?.status).toBe(InvoiceStatus.Processing);
    const read = await row(invoiceId);
    // The reading is only a suggestion: no form, no status change, nothing sent anywhere.
    expect(read).toMatchObject({ status: InvoiceStatus.Processing, raw_result: null, is_manual_parsing: true });
    expect(read.ie_raw_result).toEqual(expect.objectContaining({ route: expect.any(String) }));
    const events = await eventsOf(p.db, invoiceId);
    expect(events.map((e) => e.event)).toEqual(['uploaded', 'parsed']);

    // The person saves the form (here the engine's own reading): the invoice goes on as before.
    const form = formOfExtraction(read.ie_raw_result as unknown as ExtractionResult);
    expect(
      await handle.executeUpdate(updates.update, { args: [{ actor: admin, changes: { raw_result: form } }] }),
    ).toMatchObject({ status: InvoiceStatus.FinishParsing });
    await waitForStatus(p.db, invoiceId, [InvoiceStatus.Sending, InvoiceStatus.CheckInvoice]);
    expect((await eventsOf(p.db, invoiceId)).map((e) => e.event).slice(0, 3)).toEqual([
      'uploaded',
      'parsed',
      'parsed_manually',
    ]);
    await recordHistory(handle.workflowId, 'invoice-manual-form-suggestion', p.client);
  });
});
