// The invoice's doors: every action of spec 4 as an Update whose validator applies the domain rule
// to the workflow's own state (a refused action leaves no trace and the caller gets the reason at
// once), the partners' messages as Signals, the live state as Queries. Handlers change the
// invoice under the process lock; work that takes time (parsing, sending, a forward) is handed to
// the main loop and goes on after the update has answered.
import type { UpdateDefinition } from '@temporalio/common';
import { ActivityFailure, ApplicationFailure, setHandler } from '@temporalio/workflow';
import { INVOICE_RESPONSE_STATUSES, type InvoiceAction } from '../../domain/actions';
import { InvoiceStatus, statusIn } from '../../domain/statuses';
import { PEPPOL_FAILURE_TYPES } from '../contract';
import { extractionQueue, partnersNow, type InvoicePatch } from './activities';
import {
  PARTNER_UNAVAILABLE,
  queries,
  signals,
  updates,
  type ActionRequest,
  type ActionResult,
  type InvoiceResponseReceived,
  type MlrReceived,
  type RejectRequest,
  type ResendRequest,
  type SetStatusRequest,
  type UpdateInvoiceRequest,
} from './contract';
import {
  activatesBookkeeping,
  countdownView,
  esynpayAfterSent,
  invoiceResponseEffect,
  mlrEffect,
  refusalOf,
  sellsAutomatically,
  stageForResend,
  stageOnLoad,
  updateRefusal,
} from './machine';
import { refused, type InvoiceProcess } from './process';
import { startSale } from './sale';
import { failureText } from './failures';

type Check<R extends ActionRequest> = (p: InvoiceProcess, request: R) => ReturnType<typeof refusalOf>;

/**
 * Registers an action: the validator refuses at once when the state is known; a run that is still
 * loading its state checks again in the handler, and so does the handler once it holds the lock
 * (another action may have moved the invoice while it waited).
 */
function action<R extends ActionRequest>(
  p: InvoiceProcess,
  def: UpdateDefinition<ActionResult, [R]>,
  name: InvoiceAction | 'update',
  check: Check<R>,
  handle: (request: R) => Promise<ActionResult>,
): void {
  const refuseIfNeeded = (request: R) => {
    const refusal = check(p, request);
    if (refusal) throw refused(p.s, name, refusal);
  };
  setHandler(
    def,
    async (request: R) => {
      await p.ready();
      refuseIfNeeded(request);
      return p.lock.run(async () => {
        refuseIfNeeded(request);
        return handle(request);
      });
    },
    {
      validator: (request: R) => {
        if (p.state) refuseIfNeeded(request);
      },
    },
  );
}

const rule =
  (name: InvoiceAction): Check<ActionRequest> =>
  (p, request) =>
    refusalOf(p.s, request.actor, name);

/** A person's action changed what the process should do: steps in flight are superseded. */
function redirect(p: InvoiceProcess, stage: InvoiceProcess['stage']): void {
  p.generation += 1;
  p.forward = null;
  p.stage = stage;
  p.wake();
}

function registerProcessActions(p: InvoiceProcess): void {
  action(p, updates.cancel, 'cancel', rule('cancel'), async ({ actor }) => {
    await p.change(
      {
        to: InvoiceStatus.Canceled,
        from: [InvoiceStatus.Processing],
        event: 'canceled',
        actorUserId: actor.userId,
        key: p.requestKey('cancel'),
      },
      'Canceled by the sender',
    );
    redirect(p, 'waiting');
    return p.result('cancel', false);
  });

  action<ResendRequest>(p, updates.resend, 'resend', rule('resend'), async ({ actor, withChange }) => {
    const change = withChange === true;
    await p.change(
      {
        to: InvoiceStatus.Processing,
        patch: change ? { is_manual_parsing: true, exception: null } : { exception: null },
        event: change ? 'resend_with_change' : 'resend',
        actorUserId: actor.userId,
        key: p.requestKey('resend'),
      },
      change ? 'Resend with change: waiting for the manual form' : 'Resend without change',
    );
    redirect(p, change ? 'waiting' : stageForResend(p.s));
    return p.result('resend', !change);
  });

  action(p, updates.resendPeppol, 'resendPeppol', rule('resendPeppol'), async ({ actor }) => {
    await p.change(
      {
        to: InvoiceStatus.Processing,
        patch: { exception: null },
        event: 'resend_peppol',
        actorUserId: actor.userId,
        key: p.requestKey('resendPeppol'),
      },
      'Resend over Peppol',
    );
    redirect(p, 'build');
    return p.result('resendPeppol', true);
  });

  action(p, updates.sendToIe, 'sendToIe', rule('sendToIe'), async ({ actor }) => {
    await p.change(
      { event: 'sent_to_ie', actorUserId: actor.userId, key: p.requestKey('sendToIe') },
      'Sent to IE (automatic parsing)',
    );
    redirect(p, 'extract');
    return p.result('sendToIe', true);
  });

  action(p, updates.sendToParsing, 'sendToParsing', rule('sendToParsing'), async ({ actor }) => {
    await p.change(
      {
        to: InvoiceStatus.Processing,
        from: [InvoiceStatus.Processing, InvoiceStatus.InvalidPdf],
        patch: { is_manual_parsing: true },
        event: 'sent_to_manual_parsing',
        actorUserId: actor.userId,
        key: p.requestKey('sendToParsing'),
      },
      'Sent to manual parsing',
    );
    redirect(p, 'waiting');
    return p.result('sendToParsing', false);
  });

  action(p, updates.resumeDuplicate, 'resumeDuplicate', rule('resumeDuplicate'), async ({ actor }) => {
    await p.change(
      {
        to: InvoiceStatus.FinishParsing,
        from: [InvoiceStatus.Duplicate],
        patch: { exception: null },
        event: 'duplicate_resumed',
        actorUserId: actor.userId,
        key: p.requestKey('resumeDuplicate'),
      },
      'Duplicate resumed',
    );
    redirect(p, 'build');
    return p.result('resumeDuplicate', true);
  });

  action<SetStatusRequest>(
    p,
    updates.setStatus,
    'setStatus',
    (pr, r) => refusalOf(pr.s, r.actor, 'setStatus', { status: r.status }),
    async ({ actor, status, reason }) => {
      await p.change(
        {
          to: status,
          event: 'status_set',
          reason: reason ?? null,
          actorUserId: actor.userId,
          key: p.requestKey('setStatus'),
        },
        `Status set to ${status} by an admin`,
      );
      // Processing starts the process again from what the invoice has; Sending sends it again.
      const stage =
        status === InvoiceStatus.Processing || status === InvoiceStatus.FinishParsing
          ? stageOnLoad(p.s)
          : status === InvoiceStatus.Sending
            ? 'build'
            : 'waiting';
      redirect(p, stage);
      return p.result('setStatus', stage !== 'waiting');
    },
  );

  for (const [def, name, kind] of [
    [updates.forward, 'forward', 'PDF Forward'],
    [updates.autoForward, 'autoForward', 'Auto PDF Forward'],
  ] as const) {
    action(p, def, name, rule(name), async () => {
      p.forward = kind;
      p.wake();
      return p.result(name, true);
    });
  }

  action(p, updates.uploadToFtp, 'uploadToFtp', rule('uploadToFtp'), async ({ actor }) => {
    await p.change(
      { event: 'upload_to_ftp', actorUserId: actor.userId, key: p.requestKey('uploadToFtp') },
      'Upload to FTP asked for',
    );
    redirect(p, 'build');
    return p.result('uploadToFtp', true);
  });

  action(p, updates.getFromIe, 'getFromIe', rule('getFromIe'), async ({ actor }) => {
    await p.change(
      { event: 'get_from_ie', actorUserId: actor.userId, key: p.requestKey('getFromIe') },
      'Get from IE asked for',
    );
    redirect(p, 'readXmlRoot');
    return p.result('getFromIe', true);
  });

  action(p, updates.solveBookkeeping, 'solveBookkeeping', rule('solveBookkeeping'), async ({ actor }) => {
    await p.change(
      {
        patch: { bookkeeping_is_solved: true, bookkeeping_solved_by: actor.userId, stamp: ['bookkeeping_solved_at'] },
        event: 'bookkeeping_solved',
        actorUserId: actor.userId,
        key: p.requestKey('solveBookkeeping'),
      },
      'Bookkeeping solved',
    );
    return p.result('solveBookkeeping', false);
  });

  action(p, updates.sell, 'sell', rule('sell'), async ({ actor }) => {
    await startSale(p, actor.userId, p.requestKey('sell'));
    return p.result('sell', true);
  });

  action<UpdateInvoiceRequest>(
    p,
    updates.update,
    'update',
    (pr, r) => updateRefusal(pr.s, r.actor, r.changes),
    async ({ actor, changes }) => {
      const form = changes.raw_result ?? null;
      const patch: InvoicePatch = {
        ...(changes.raw_result !== undefined ? { raw_result: changes.raw_result } : {}),
        ...(changes.customer_data !== undefined ? { customer_data: changes.customer_data } : {}),
        ...(changes.sender_company !== undefined ? { sender_company_id: changes.sender_company } : {}),
        ...(changes.receiver_company !== undefined ? { receiver_company_id: changes.receiver_company } : {}),
        ...(changes.is_eSynSend !== undefined ? { is_esynsend: changes.is_eSynSend } : {}),
        ...(changes.is_eSynPay !== undefined ? { is_esynpay: changes.is_eSynPay } : {}),
        ...(changes.is_manual_parsing !== undefined ? { is_manual_parsing: changes.is_manual_parsing } : {}),
      };
      // A saved form finishes the parsing: the invoice goes on to identification and sending.
      const learnFrom = form !== null && p.s.hasExtraction;
      if (form) Object.assign(patch, { manual_pdf_job_pk: p.nextId('manual-parsing'), exception: null });
      await p.change(
        {
          ...(form ? { to: InvoiceStatus.FinishParsing } : {}),
          patch,
          event: form ? 'parsed_manually' : 'updated',
          data: { fields: Object.keys(changes) },
          actorUserId: actor.userId,
          key: p.requestKey('update'),
        },
        form ? 'Parsed by hand: Finish parsing' : 'Invoice updated',
      );
      if (form) {
        redirect(p, 'identify');
        if (learnFrom)
          p.background(extractionQueue(p.input.extractionTaskQueue).learnFromManualParsing({ invoiceId: p.invoiceId }));
      }
      return p.result('update', form !== null);
    },
  );
}

function registerAnswers(p: InvoiceProcess): void {
  const answer =
    (name: 'approve' | 'reject', code: 'AP' | 'RE') =>
    async ({ actor, ...rest }: ActionRequest & Partial<Pick<RejectRequest, 'reason'>>) => {
      const reason = code === 'RE' ? (rest.reason ?? '').trim() : null;
      let sent;
      try {
        sent = await partnersNow.respondToIncomingInvoice({
          invoiceId: p.invoiceId,
          code,
          reason,
          userId: actor.userId,
        });
      } catch (err) {
        const cause = err instanceof ActivityFailure ? err.cause : undefined;
        if (cause instanceof ApplicationFailure && cause.type === PEPPOL_FAILURE_TYPES.responseRefused)
          throw refused(p.s, name, { refusal: 'state' });
        // Nothing changed: the user may answer again once the access point is back.
        throw ApplicationFailure.create({ type: PARTNER_UNAVAILABLE, message: failureText(err), nonRetryable: true });
      }
      await p.change(
        {
          to: code === 'AP' ? InvoiceStatus.Approved : InvoiceStatus.Denied,
          from: INVOICE_RESPONSE_STATUSES,
          patch: code === 'RE' ? { exception: reason } : {},
          event: 'peppol_invoice_response_sent',
          reason,
          data: { ...sent },
          actorUserId: actor.userId,
          key: `response:${code}`,
        },
        code === 'AP' ? 'Approved: Invoice Response AP sent' : 'Rejected: Invoice Response RE sent',
      );
      return p.result(name, false);
    };
  action(p, updates.approve, 'approve', rule('approve'), answer('approve', 'AP'));
  action<RejectRequest>(
    p,
    updates.reject,
    'reject',
    (pr, r) =>
      refusalOf(pr.s, r.actor, 'reject') ?? (r.reason?.trim() ? null : { refusal: 'invalid', field: 'reason' }),
    answer('reject', 'RE'),
  );
}

async function applyMlr(p: InvoiceProcess, mlr: MlrReceived): Promise<void> {
  if (!p.firstSight(mlr.messageId)) return;
  const effect = mlrEffect(p.s, mlr);
  const ready = effect.sent ? esynpayAfterSent(p.s) : null;
  const patch: InvoicePatch = {
    ...(effect.exception !== undefined ? { exception: effect.exception } : {}),
    ...(effect.sent ? { stamp: ['invoice_sent'] as const satisfies InvoicePatch['stamp'] } : {}),
    ...(effect.next && activatesBookkeeping(p.s, effect.next) ? { bookkeeping_is_activated: true } : {}),
    ...(ready ? { esynpay_status: ready } : {}),
  };
  await p.change(
    {
      ...(effect.next ? { to: effect.next } : {}),
      patch,
      event: 'peppol_message_level_response',
      reason: mlr.code === 'RE' ? mlr.reason || mlr.code : null,
      data: { code: mlr.code, messageId: mlr.messageId, answers: mlr.answers },
      key: `peppol-in:${mlr.messageId}`,
    },
    `Message Level Response ${mlr.code}${effect.next ? `: ${effect.next}` : ''}`,
  );
  if (sellsAutomatically(p.s)) await startSale(p, null, `auto-sale:${p.s.saleCount + 1}`);
}

async function applyInvoiceResponse(p: InvoiceProcess, response: InvoiceResponseReceived): Promise<void> {
  if (!p.firstSight(response.messageId)) return;
  const effect = invoiceResponseEffect(p.s, response);
  await p.change(
    {
      ...(effect.next ? { to: effect.next } : {}),
      patch: effect.exception !== undefined ? { exception: effect.exception } : {},
      event: 'peppol_invoice_response',
      reason: effect.exception ?? null,
      data: {
        code: response.code,
        responseId: response.responseId,
        messageId: response.messageId,
        from: response.from,
      },
      key: `peppol-in:${response.messageId}`,
    },
    `Invoice Response ${response.code}${effect.next ? `: ${effect.next}` : ''}`,
  );
}

const FORWARDED = [InvoiceStatus.PdfForward, InvoiceStatus.AutoPdfForward, InvoiceStatus.InvalidPdfForward];

function registerSignals(p: InvoiceProcess): void {
  const whenReady = (work: () => Promise<void>) => async () => {
    await p.ready();
    await p.lock.run(work);
    p.wake();
  };
  setHandler(signals.messageLevelResponse, (mlr) => whenReady(() => applyMlr(p, mlr))());
  setHandler(signals.invoiceResponse, (response) => whenReady(() => applyInvoiceResponse(p, response))());
  setHandler(signals.pdfOpened, ({ at }) =>
    whenReady(async () => {
      if (!statusIn(p.s.status, FORWARDED)) return;
      await p.change(
        { to: InvoiceStatus.PdfOpened, event: 'pdf_opened', data: { at }, key: `pdf-opened:${p.s.forwardCount}` },
        'The receiver opened the forwarded PDF',
      );
    })(),
  );
  setHandler(signals.duplicateReceived, ({ messageId, fileName }) =>
    whenReady(async () => {
      if (!p.firstSight(`duplicate:${messageId}`)) return;
      await p.change(
        {
          event: 'peppol_duplicate_received',
          reason: `The same invoice arrived again in envelope ${messageId}`,
          data: { messageId, fileName },
          key: `peppol-in:${messageId}`,
        },
        'The same invoice arrived again (recorded as a duplicate)',
      );
    })(),
  );
  setHandler(signals.received, ({ messageId }) => {
    p.firstSight(messageId);
    p.wake();
  });
}

export function registerHandlers(p: InvoiceProcess): void {
  registerProcessActions(p);
  registerAnswers(p);
  registerSignals(p);
  setHandler(updates.registered, async () => {
    await p.ready();
    return { invoiceId: p.invoiceId, status: p.s.status, esynpayStatus: p.s.esynpayStatus, recorded: true };
  });
  setHandler(queries.countdown, () => countdownView(p.state, Date.now()));
  setHandler(queries.process, () => ({
    state: p.state,
    stage: p.stage,
    countdown: countdownView(p.state, Date.now()),
  }));
}
