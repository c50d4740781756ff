// The decisions of the invoice process as pure functions of its state: which rule of domain/ an
// action meets, where the process stands after it loads or after a step, the forward countdown,
// how a partner's answer moves the status. The workflow (invoice.workflow.ts) runs them; tests
// call them directly. Nothing here does I/O or reads a clock: `now` is passed in.
import {
  actionRefusal,
  forwardDeadline,
  formEditRefusal,
  invoiceCountdown,
  invoiceCountdownApplies,
  type ActionContext,
  type InvoiceAction,
  type InvoiceCountdownFacts,
} from '../../domain/actions';
import { statusForInvoiceResponse, statusForMlr } from '../../domain/peppol/response/status-mapping';
import type { InvoiceResponseCode } from '../../domain/peppol/response/invoice-response';
import { formatExceptionFindings } from '../../domain/exception-findings';
import { ESynPayStatus, InvoiceStatus, selectableStatuses, sentStatusFor, statusIn } from '../../domain/statuses';
import type {
  ActionRefusalDetails,
  ForwardCountdownView,
  InvoiceActor,
  InvoiceChanges,
  InvoiceStage,
  InvoiceState,
  MlrReceived,
} from './contract';
import type { CheckFinding, ExtractionResult } from './activities';

// ---- actions ----

/** The invoice as domain/actions reads it, seen by `actor`. */
export function actionContextOf(state: InvoiceState, actor: InvoiceActor): ActionContext {
  return {
    role: actor.role,
    format: state.format,
    invoice: {
      status: state.status,
      eSynPay_status: state.esynpayStatus,
      xml_file: state.xmlFile,
      xml_file_root: state.xmlFileRoot,
      bookkeeping_is_activated: state.bookkeeping.activated,
      bookkeeping_is_solved: state.bookkeeping.solved,
      is_manual_parsing: state.flags.manualParsing,
      is_eSynSend: state.flags.eSynSend,
      is_eSynAccess: state.flags.eSynAccess,
      sender_company: state.sender?.id ?? null,
      receiver_company: state.receiver?.id ?? null,
      ...state.jobs,
      origin: state.origin,
    },
    company: { manual_parsing_allowed: actor.manualParsingAllowed === true },
    // Admins see an invoice with a receiver on the platform from the receiving side (they may answer it).
    direction: actor.direction ?? (state.receiver ? 'incoming' : 'outgoing'),
  };
}

type Refusal = Omit<ActionRefusalDetails, 'action' | 'status' | 'format'>;

/** Why `actor` may not take `action` on this invoice now, or null. */
export function refusalOf(
  state: InvoiceState,
  actor: InvoiceActor,
  action: InvoiceAction,
  extra?: { status?: InvoiceStatus },
): Refusal | null {
  const refusal = actionRefusal(action, actionContextOf(state, actor));
  if (refusal) return { refusal };
  if (
    action === 'setStatus' &&
    extra?.status !== undefined &&
    !selectableStatuses(actor.role, state.format).includes(extra.status)
  ) {
    return { refusal: 'notSelectable', field: extra.status };
  }
  return null;
}

/** The fields an 'Update invoice' may change, by who asks (spec 6: admins edit sender and receiver unless a job id exists). */
export function updateRefusal(state: InvoiceState, actor: InvoiceActor, changes: InvoiceChanges): Refusal | null {
  const refusal = formEditRefusal(actionContextOf(state, actor));
  if (refusal) return { refusal };
  const admin = actor.role === 'admin';
  const hasJob = Object.values(state.jobs).some((id) => typeof id === 'string' && id !== '');
  for (const field of Object.keys(changes) as (keyof InvoiceChanges)[]) {
    if (changes[field] === undefined) continue;
    const allowed =
      field === 'raw_result' ||
      field === 'customer_data' ||
      field === 'is_manual_parsing' ||
      (admin && (field === 'is_eSynSend' || field === 'is_eSynPay')) ||
      (admin && (field === 'sender_company' || field === 'receiver_company') && !hasJob);
    if (!allowed) return { refusal: 'fieldNotEditable', field };
  }
  return null;
}

// ---- where the process stands ----

/** The stage a run resumes at when it loads an invoice (a new run, or one reopened by a message). */
export function stageOnLoad(state: InvoiceState): InvoiceStage {
  switch (state.status) {
    case InvoiceStatus.Processing:
      if (state.format === 'peppol') return 'waiting';
      // Manual parsing: the engine's reading is only a suggestion the form opens with.
      if (state.flags.manualParsing)
        return !state.hasForm && !state.hasExtraction && state.location ? 'suggest' : 'waiting';
      if (state.hasForm) return 'identify';
      return state.location ? 'extract' : 'waiting';
    case InvoiceStatus.FinishParsing:
      return 'identify';
    case InvoiceStatus.Sending:
      return 'deliver';
    case InvoiceStatus.Imported:
      return state.origin === 'peppol-network' && !state.acknowledged ? 'acknowledge' : 'waiting';
    default:
      return 'waiting';
  }
}

/** Resend without change: send the form again, or parse the PDF again when there is no form. */
export function stageForResend(state: InvoiceState): InvoiceStage {
  if (state.hasForm) return 'build';
  return state.location ? 'extract' : 'waiting';
}

// ---- forward countdown ----

function countdownFacts(state: InvoiceState): InvoiceCountdownFacts {
  return {
    format: state.format,
    hasPdf: state.location !== null,
    forwardsSent: state.forwardCount,
    status: state.status,
    created_at: state.createdAt,
    receiver_company: state.receiver
      ? {
          pdf_forward_timeout: state.receiver.forwardTimeoutHours,
          send_pdf_forward_blocked: state.receiver.sendForwardBlocked,
          receive_pdf_forward_blocked: state.receiver.receiveForwardBlocked,
        }
      : null,
    sender_company: state.sender ? { send_pdf_forward_blocked: state.sender.sendForwardBlocked } : null,
  };
}

/** The domain's countdown rule (domain/actions invoiceCountdownApplies) on the workflow's state. */
export function countdownApplies(state: InvoiceState): boolean {
  return invoiceCountdownApplies(countdownFacts(state));
}

export function forwardDeadlineMs(state: InvoiceState): number {
  return forwardDeadline(state.createdAt, state.receiver?.forwardTimeoutHours).getTime();
}

export function countdownView(state: InvoiceState | null, nowMs: number): ForwardCountdownView {
  return state ? invoiceCountdown(countdownFacts(state), nowMs) : { applies: false, deadline: null, leftMs: null };
}

/** Companies flagged for auto PDF forward get the PDF at once, without waiting for the countdown. */
export function autoForwardApplies(state: InvoiceState): boolean {
  const auto = state.receiver?.receiveAutoForward === true || state.sender?.sendAutoForward === true;
  return auto && state.status === InvoiceStatus.Processing && countdownApplies(state);
}

/** The status a forward leaves: from Invalid PDF it is 'Invalid PDF Forward', else the kind asked for. */
export function forwardedStatus(state: InvoiceState, kind: 'PDF Forward' | 'Auto PDF Forward'): InvoiceStatus {
  if (state.status === InvoiceStatus.InvalidPdf) return InvoiceStatus.InvalidPdfForward;
  return kind === 'Auto PDF Forward' ? InvoiceStatus.AutoPdfForward : InvoiceStatus.PdfForward;
}

/** A forward asked for (by a person or the platform) can go out: a PDF, a receiver, not yet sent. */
export function canForwardNow(state: InvoiceState): boolean {
  return (
    state.format === 'pdf' &&
    state.receiver !== null &&
    state.location !== null &&
    statusIn(state.status, [InvoiceStatus.Processing, InvoiceStatus.InvalidPdf])
  );
}

// ---- bookkeeping and eSynPay ----

/**
 * Statuses that activate bookkeeping (docs/lifecycle.md): the invoice did not reach the receiver's
 * system electronically, so someone books it by hand and marks it solved.
 */
export const BOOKKEEPING_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.PdfForward,
  InvoiceStatus.InvalidPdfForward,
  InvoiceStatus.AutoPdfForward,
  InvoiceStatus.SendingError,
  InvoiceStatus.ImportError,
];

export function activatesBookkeeping(state: InvoiceState, next: InvoiceStatus): boolean {
  return !state.bookkeeping.activated && BOOKKEEPING_STATUSES.includes(next);
}

/** An eSynPay invoice becomes ready for sale once it is sent (docs/lifecycle.md 'eSynPay'). */
export function esynpayAfterSent(state: InvoiceState): ESynPayStatus | null {
  if (!state.flags.eSynPay || state.esynpayStatus !== ESynPayStatus.Unknown) return null;
  return ESynPayStatus.ReadyForSale;
}

/** Auto-sale senders sell their ready invoices at once. */
export function sellsAutomatically(state: InvoiceState): boolean {
  return (
    state.esynpayStatus === ESynPayStatus.ReadyForSale &&
    state.sender?.esynpay.type === 'Auto sale' &&
    state.sender.esynpay.enabled &&
    state.sender.esynpay.status === 'ACTIVE'
  );
}

// ---- answers from the Peppol network ----

export interface AnswerEffect {
  next: InvoiceStatus | null;
  /** The exception text to store (null clears it, undefined leaves it). */
  exception: string | null | undefined;
  sent: boolean;
}

export function mlrEffect(state: InvoiceState, mlr: Pick<MlrReceived, 'code' | 'reason'>): AnswerEffect {
  const next = statusForMlr(state.status, mlr.code, state.format);
  const sent = next === sentStatusFor(state.format);
  // A later AP corrects an earlier RE: the old reason goes with it.
  const exception = next === InvoiceStatus.SendingError ? mlr.reason || mlr.code : sent ? null : undefined;
  return { next, exception, sent };
}

const SHOWS_REASON = new Set(['RE', 'UQ', 'CA']);

export function invoiceResponseEffect(
  state: InvoiceState,
  response: { code: string; reason: string | null },
): AnswerEffect {
  const next = statusForInvoiceResponse(state.status, response.code as InvoiceResponseCode);
  const exception = SHOWS_REASON.has(response.code) && response.reason ? response.reason : undefined;
  return { next, exception, sent: false };
}

// ---- parsing ----

/** The invoice form fields of the extraction engine's answer (what raw_result holds and a person edits). */
export const EXTRACTED_FORM_FIELDS = [
  'invoice_id',
  'document_type',
  'issue_date',
  'due_date',
  'payment_terms',
  'payment_id',
  'buyer_reference',
  'order_reference',
  'supplier_reference',
  'customer_id',
  'accounting_cost',
  'note',
  'document_currency_code',
  'payment_means',
  'invoice_lines',
  'allowance_charges',
  'tax_totals',
  'legal_monetary_total',
  'customer_data',
  'supplier_data',
] as const;

export function formOfExtraction(result: ExtractionResult): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const field of EXTRACTED_FORM_FIELDS) form[field] = result[field];
  return form;
}

/** The exception text of the engine's findings: one 'code: message (field)' each. */
export function extractionException(findings: readonly CheckFinding[]): string {
  return formatExceptionFindings(findings.map((f) => ({ rule: f.code, message: f.message, field: f.field })));
}
