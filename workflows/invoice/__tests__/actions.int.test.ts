// Every action of the invoice workflow as an Update (time-skipping server, real activities): the
// validator refuses what the role or the state does not allow, with a typed refusal and nothing
// written; allowed actions move the invoice and record who did it.
import { randomUUID } from 'node:crypto';
import { WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { ESynPayStatus, FinanceStatus, InvoiceStatus } from '../../../domain/statuses';
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
import {
  ACTION_REFUSED,
  invoiceSaleWorkflowId,
  saleSignals,
  signals,
  updates,
  type ActionRefusalDetails,
  type InvoiceActor,
} from '../contract';
import type { invoiceWorkflow } from '../invoice.workflow';
import { recordHistory } from '../../../test-support/workflow-histories';

jest.setTimeout(240_000);

type Handle = WorkflowHandle<typeof invoiceWorkflow>;

async function refusal(work: Promise<unknown>): Promise<ActionRefusalDetails> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (
    !(err instanceof WorkflowUpdateFailedError) ||
    !(err.cause instanceof ApplicationFailure) ||
    err.cause.type !== ACTION_REFUSED
  ) {
    throw new Error(`expected a refused action, got ${String(err)}`);
  }
  return err.cause.details?.[0] as ActionRefusalDetails;
}

describe('invoice workflow actions', () => {
  let p: InvoiceProcess;
  let admin: InvoiceActor;
  let sender: InvoiceActor;
  let receiver: InvoiceActor;
  beforeAll(async () => {
    p = await startInvoiceProcess({ timeSkipping: true });
    const ids = await insertTradingPair(p.db, { manual_parsing_allowed: true });
    const user = async (role: string, company: string | null) =>
      (
        (await p
          .db('users')
          .insert({ email: `${role}-${randomUUID()}@test.se`, password_hash: 'x', role, company_id: company })
          .returning('id')) as { id: string }[]
      )[0]!.id;
    admin = { userId: await user('admin', null), role: 'admin' };
    sender = { userId: await user('sender', ids.senderId), role: 'sender', direction: 'outgoing' };
    receiver = {
      userId: await user('receiver', ids.receiverId),
      role: 'receiver',
      direction: 'incoming',
      manualParsingAllowed: true,
    };
  });
  afterAll(async () => {
    await p?.close();
  });

  const row = async (id: string) => (await p.db('invoices').where({ id }).first()) as Record<string, unknown>;
  /** An upload from a sender of its own (so invoices of different tests never duplicate each other), or from `pair`. */
  const upload = async (extra: Record<string, unknown> = {}, pair?: { senderId: string; receiverId: string }) => {
    const parties = pair ?? (await insertTradingPair(p.db, { manual_parsing_allowed: true }));
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(p, {
      invoiceId,
      location: await storeCorpusPdf(p),
      senderCompanyId: parties.senderId,
      receiverCompanyId: parties.receiverId,
      ...extra,
    });
    await waitForProcess(handle, (v) => v.state !== null);
    return { invoiceId, handle };
  };
  const sent = async (handle: Handle, invoiceId: string) => {
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.Sending && v.stage === 'waiting', 60_000);
    const envelope = String((await row(invoiceId)).envelope_instance_id);
    await handle.signal(signals.messageLevelResponse, {
      messageId: randomUUID(),
      code: 'AP',
      reason: null,
      answers: envelope,
    });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.InvoiceSent);
  };

  it('cancel: the sender cancels a Processing PDF; others are refused, and a canceled invoice refuses more', async () => {
    const { invoiceId, handle } = await upload({ isManualParsing: true });
    expect(await refusal(handle.executeUpdate(updates.cancel, { args: [{ actor: receiver }] }))).toMatchObject({
      refusal: 'role',
      action: 'cancel',
    });
    expect(await refusal(handle.executeUpdate(updates.cancel, { args: [{ actor: admin }] }))).toMatchObject({
      refusal: 'role',
    });
    expect(await handle.executeUpdate(updates.cancel, { args: [{ actor: sender }] })).toMatchObject({
      status: InvoiceStatus.Canceled,
      inProgress: false,
    });
    expect(await refusal(handle.executeUpdate(updates.cancel, { args: [{ actor: sender }] }))).toMatchObject({
      refusal: 'state',
      status: InvoiceStatus.Canceled,
    });
    expect(await refusal(handle.executeUpdate(updates.resend, { args: [{ actor: admin }] }))).toMatchObject({
      refusal: 'state',
    });
    await p.env!.sleep('2 days');
    expect(p.smtp.mails.filter((m) => m.subject.includes('invoice.pdf'))).toHaveLength(0);
    const events = await eventsOf(p.db, invoiceId);
    expect(events.map((e) => [e.event, e.to_status])).toEqual([
      ['uploaded', InvoiceStatus.Processing],
      ['canceled', InvoiceStatus.Canceled],
    ]);
    expect(events[1]?.actor).toMatch(/^sender-/);
    await recordHistory(handle.workflowId, 'invoice-canceled', p.client);
  });

  it('resend without change sends again under a new message id; with change waits for the form', async () => {
    const { invoiceId, handle } = await upload();
    await sent(handle, invoiceId);
    const first = String((await row(invoiceId)).envelope_instance_id);
    expect(await refusal(handle.executeUpdate(updates.resend, { args: [{ actor: sender }] }))).toMatchObject({
      refusal: 'role',
    });
    expect(await handle.executeUpdate(updates.resend, { args: [{ actor: receiver }] })).toMatchObject({
      status: InvoiceStatus.Processing,
      inProgress: true,
    });
    await sent(handle, invoiceId);
    const second = await row(invoiceId);
    expect(second.envelope_instance_id).not.toBe(first);
    expect(second.send_count).toBe(2);

    expect(await handle.executeUpdate(updates.resend, { args: [{ actor: admin, withChange: true }] })).toMatchObject({
      status: InvoiceStatus.Processing,
      inProgress: false,
    });
    const waiting = await waitForProcess(handle, (v) => v.state?.flags.manualParsing === true);
    expect(waiting.stage).toBe('waiting');
    const form = (await row(invoiceId)).raw_result as Record<string, unknown>;
    expect(
      await handle.executeUpdate(updates.update, {
        args: [{ actor: admin, changes: { raw_result: { ...form, note: 'Corrected' } } }],
      }),
    ).toMatchObject({ status: InvoiceStatus.FinishParsing });
    await sent(handle, invoiceId);
    expect(await row(invoiceId)).toMatchObject({ send_count: 3, manual_pdf_job_pk: expect.any(String) });
    await recordHistory(handle.workflowId, 'invoice-resend-with-and-without-change', p.client);
  });

  it('a second upload of the same invoice number is a Duplicate until it is resumed', async () => {
    const pair = await insertTradingPair(p.db);
    const first = await upload({}, pair);
    await sent(first.handle, first.invoiceId);
    const second = await upload({}, pair);
    await waitForProcess(second.handle, (v) => v.state?.status === InvoiceStatus.Duplicate);
    expect(await row(second.invoiceId)).toMatchObject({ duplicate_of: first.invoiceId });
    expect(
      await refusal(second.handle.executeUpdate(updates.resumeDuplicate, { args: [{ actor: sender }] })),
    ).toMatchObject({ refusal: 'role' });
    expect(await second.handle.executeUpdate(updates.resumeDuplicate, { args: [{ actor: receiver }] })).toMatchObject({
      status: InvoiceStatus.FinishParsing,
      inProgress: true,
    });
    await sent(second.handle, second.invoiceId);
    await recordHistory(second.handle.workflowId, 'invoice-duplicate-resumed', p.client);
  });

  it('set status: admins only, statuses of the format only', async () => {
    const { invoiceId, handle } = await upload(
      { isManualParsing: true },
      await insertTradingPair(p.db, { receive_pdf_forward_blocked: true }),
    );
    expect(
      await refusal(
        handle.executeUpdate(updates.setStatus, { args: [{ actor: receiver, status: InvoiceStatus.Canceled }] }),
      ),
    ).toMatchObject({ refusal: 'role' });
    expect(
      await refusal(handle.executeUpdate(updates.setStatus, { args: [{ actor: admin, status: InvoiceStatus.Sent }] })),
    ).toMatchObject({ refusal: 'notSelectable', field: InvoiceStatus.Sent });
    expect(
      await handle.executeUpdate(updates.setStatus, {
        args: [{ actor: admin, status: InvoiceStatus.CheckInvoice, reason: 'Amounts look wrong' }],
      }),
    ).toMatchObject({ status: InvoiceStatus.CheckInvoice });
    const last = (await eventsOf(p.db, invoiceId)).at(-1);
    expect(last).toMatchObject({
      event: 'status_set',
      from_status: InvoiceStatus.Processing,
      to_status: InvoiceStatus.CheckInvoice,
      reason: 'Amounts look wrong',
    });
  });

  it('a form the validator finds fatal ends in Check Invoice with the rule ids, and a fixed form goes on', async () => {
    const good = (await waitForStatus(p.db, (await upload()).invoiceId, InvoiceStatus.Sending)).raw_result as Record<
      string,
      unknown
    >;
    // No forward countdown here: skipped time must not forward the PDF while the form is fixed.
    const { invoiceId, handle } = await upload(
      { isManualParsing: true },
      await insertTradingPair(p.db, { receive_pdf_forward_blocked: true }),
    );
    const bad = { ...good, document_currency_code: 'XXQ' };
    await handle.executeUpdate(updates.update, { args: [{ actor: admin, changes: { raw_result: bad } }] });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.CheckInvoice);
    expect(String((await row(invoiceId)).exception)).toMatch(/BR-CL-04/);
    await handle.executeUpdate(updates.update, { args: [{ actor: sender, changes: { raw_result: good } }] });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.Sending);
  });

  it('an MLR rejection is a Sending error with its reasons, and activates bookkeeping', async () => {
    const { invoiceId, handle } = await upload();
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.Sending && v.stage === 'waiting', 60_000);
    const envelope = String((await row(invoiceId)).envelope_instance_id);
    await handle.signal(signals.messageLevelResponse, {
      messageId: randomUUID(),
      code: 'RE',
      reason: 'PEPPOL-COMMON-R049: Unknown receiver',
      answers: envelope,
    });
    await waitForProcess(handle, (v) => v.state?.status === InvoiceStatus.SendingError);
    expect(await row(invoiceId)).toMatchObject({
      exception: 'PEPPOL-COMMON-R049: Unknown receiver',
      bookkeeping_is_activated: true,
    });
    expect(await handle.executeUpdate(updates.solveBookkeeping, { args: [{ actor: receiver }] })).toMatchObject({
      status: InvoiceStatus.SendingError,
    });
    expect(await row(invoiceId)).toMatchObject({ bookkeeping_is_solved: true, bookkeeping_solved_by: receiver.userId });
    expect(
      await refusal(handle.executeUpdate(updates.solveBookkeeping, { args: [{ actor: receiver }] })),
    ).toMatchObject({ refusal: 'state' });
  });

  it('sell: a sent eSynPay invoice is ready for sale; selling starts the sale child and its decision moves the finance status', async () => {
    const pair = await insertTradingPair(
      p.db,
      {},
      { esynpay_enabled: true, esynpay_status: 'ACTIVE', esynpay_type: 'Spot' },
    );
    const { invoiceId, handle } = await upload({ isESynPay: true }, pair);
    await sent(handle, invoiceId);
    expect((await row(invoiceId)).esynpay_status).toBe(ESynPayStatus.ReadyForSale);
    expect(await refusal(handle.executeUpdate(updates.sell, { args: [{ actor: receiver }] }))).toMatchObject({
      refusal: 'role',
    });
    expect(await handle.executeUpdate(updates.sell, { args: [{ actor: admin }] })).toMatchObject({
      esynpayStatus: ESynPayStatus.FinanceRequested,
    });
    expect(await row(invoiceId)).toMatchObject({ finance_status: FinanceStatus.FinanceRequested, sale_count: 1 });
    expect(await refusal(handle.executeUpdate(updates.sell, { args: [{ actor: admin }] }))).toMatchObject({
      refusal: 'state',
    });
    await p.client.workflow
      .getHandle(invoiceSaleWorkflowId(invoiceId, 1))
      .signal(saleSignals.decision, { status: FinanceStatus.FinanceAccepted });
    await waitForProcess(handle, (v) => v.state?.financeStatus === FinanceStatus.FinanceAccepted);
    expect((await eventsOf(p.db, invoiceId)).map((e) => e.event).slice(-2)).toEqual(['sale_requested', 'sale_decided']);
    await recordHistory(handle.workflowId, 'invoice-sold', p.client);
    await recordHistory(invoiceSaleWorkflowId(invoiceId, 1), 'invoice-sale-decided', p.client);
  });
});
