// Invoice actions and when they show (spec section 4 'Actions and when they show'), the resend
// dialog outcome, the eSynPay switch rule, the PDF-forward countdown and the detail-form read-only
// rule. Everything takes plain data (and `now` where time matters) so workflows can use it too.

import { DEFAULT_FORWARD_TIMEOUT_HOURS, type InvoiceFormat } from './constants';
import type { MessageKey } from './i18n/messages';
import type { Role } from './roles';
import { isReadyForSale } from './statuses/esynpay-status';
import { InvoiceStatus, parseInvoiceStatus, statusIn } from './statuses/invoice-status';

/** A company reference as the detail record carries it ({_id, name}) or just an id. */
export type CompanyLink = { _id?: string | null } | string | null | undefined;

export interface ActionInvoice {
  status?: string | null;
  eSynPay_status?: string | null;
  xml_file?: string | null;
  xml_file_root?: string | null;
  bookkeeping_is_activated?: boolean | null;
  bookkeeping_is_solved?: boolean | null;
  is_manual_parsing?: boolean | null;
  is_eSynSend?: boolean | null;
  is_eSynAccess?: boolean | null;
  sender_company?: CompanyLink;
  receiver_company?: CompanyLink;
  job_pk?: string | null;
  pdf_extraction_job_pk?: string | null;
  manual_pdf_job_pk?: string | null;
  ml_job_pk?: string | null;
  identification_job_pk?: string | null;
  /** Where the invoice came from ('peppol-network': received by the platform for a receiver). */
  origin?: string | null;
}

export interface ActionContext {
  role: Role;
  format: InvoiceFormat;
  invoice: ActionInvoice;
  /** The signed-in user's company (receivers need manual parsing allowed to parse manually). */
  company?: { manual_parsing_allowed?: boolean | null } | null;
  /** How the invoice is seen: 'incoming' when it was received by a company on the platform (the receiver's side). */
  direction?: 'incoming' | 'outgoing';
}

export function hasCompany(link: CompanyLink): boolean {
  if (typeof link === 'string') return link.trim() !== '';
  return link !== null && link !== undefined && typeof link._id === 'string' && link._id !== '';
}

const isAdminOrReceiver = (role: Role): boolean => role === 'admin' || role === 'receiver';

export const RESEND_PDF_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.SendingError,
  InvoiceStatus.InvoiceSent,
  InvoiceStatus.Approved,
  InvoiceStatus.Denied,
  InvoiceStatus.Imported,
  InvoiceStatus.Delivered,
  InvoiceStatus.PdfForward,
  InvoiceStatus.InvalidPdfForward,
  InvoiceStatus.AutoPdfForward,
  InvoiceStatus.PdfOpened,
];

export const RESEND_PEPPOL_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.Sent,
  InvoiceStatus.SendingError,
  InvoiceStatus.Approved,
  InvoiceStatus.Denied,
  InvoiceStatus.Imported,
  InvoiceStatus.Delivered,
];

const isProcessing = (inv: ActionInvoice): boolean => parseInvoiceStatus(inv.status) === InvoiceStatus.Processing;

/** Resend (PDF): admin or receiver, after sending or forwarding. */
export function canResendPdf({ role, format, invoice }: ActionContext): boolean {
  return isAdminOrReceiver(role) && format === 'pdf' && statusIn(invoice.status, RESEND_PDF_STATUSES);
}

/**
 * Resend (Peppol): admin or receiver, once sent or answered. An invoice the platform received from
 * the Peppol network for its receiver was never sent by the platform, so it has nothing to resend
 * (it is answered instead: approve or reject).
 */
export function canResendPeppol({ role, format, invoice }: ActionContext): boolean {
  return (
    isAdminOrReceiver(role) &&
    format === 'peppol' &&
    invoice.origin !== 'peppol-network' &&
    statusIn(invoice.status, RESEND_PEPPOL_STATUSES)
  );
}

/** Download XML: whenever an XML file exists. */
export function canDownloadXml({ invoice }: ActionContext): boolean {
  return Boolean(invoice.xml_file);
}

export function canSolveBookkeeping({ role, invoice }: ActionContext): boolean {
  return isAdminOrReceiver(role) && invoice.bookkeeping_is_activated === true && invoice.bookkeeping_is_solved !== true;
}

export function canResumeDuplicate({ role, invoice }: ActionContext): boolean {
  return isAdminOrReceiver(role) && parseInvoiceStatus(invoice.status) === InvoiceStatus.Duplicate;
}

/** Forward and auto forward: admin, PDF, Processing, with a receiver company. */
export function canForward({ role, format, invoice }: ActionContext): boolean {
  return role === 'admin' && format === 'pdf' && isProcessing(invoice) && hasCompany(invoice.receiver_company);
}

/** Send to IE (PDF): admin, Processing, not manual, no extraction or ML job, sender and (receiver or eSynSend). */
export function canSendToIe({ role, format, invoice }: ActionContext): boolean {
  return (
    role === 'admin' &&
    format === 'pdf' &&
    isProcessing(invoice) &&
    invoice.is_manual_parsing !== true &&
    !invoice.pdf_extraction_job_pk &&
    !invoice.ml_job_pk &&
    hasCompany(invoice.sender_company) &&
    (hasCompany(invoice.receiver_company) || invoice.is_eSynSend === true)
  );
}

/** Upload to FTP (Peppol): admin, no XML root yet, Processing. */
export function canUploadToFtp({ role, format, invoice }: ActionContext): boolean {
  return role === 'admin' && format === 'peppol' && !invoice.xml_file_root && isProcessing(invoice);
}

/** Get from IE (Peppol): admin, sender and (receiver or eSynAccess), no job, XML root present, Processing. */
export function canGetFromIe({ role, format, invoice }: ActionContext): boolean {
  return (
    role === 'admin' &&
    format === 'peppol' &&
    hasCompany(invoice.sender_company) &&
    (hasCompany(invoice.receiver_company) || invoice.is_eSynAccess === true) &&
    !invoice.job_pk &&
    Boolean(invoice.xml_file_root) &&
    isProcessing(invoice)
  );
}

/** Sell: admin, eSynPay status 'ready for sale'. */
export function canSell({ role, invoice }: ActionContext): boolean {
  return role === 'admin' && isReadyForSale(invoice.eSynPay_status);
}

/** Parse manually: PDF, not manual yet, admin or a receiver allowed manual parsing, Processing or Invalid PDF. */
export function canParseManually({ role, format, invoice, company }: ActionContext): boolean {
  const allowed = role === 'admin' || (role === 'receiver' && company?.manual_parsing_allowed === true);
  return (
    format === 'pdf' &&
    invoice.is_manual_parsing !== true &&
    allowed &&
    statusIn(invoice.status, [InvoiceStatus.Processing, InvoiceStatus.InvalidPdf])
  );
}

/** Cancel: sender, PDF, Processing. */
export function canCancel({ role, format, invoice }: ActionContext): boolean {
  return role === 'sender' && format === 'pdf' && isProcessing(invoice);
}

// ---- why a request is refused ----

/**
 * Every reason a person's request about an invoice (an action, a form save, an answer) is refused:
 * the one vocabulary of the rules below, the workflow's validators (the details of a refused
 * update, workflows/invoice/contract.ts) and the api, which turns each into its error.
 * - `role`: the user's role never may (403);
 * - `answered`: an approve or reject after the final answer (409);
 * - `state`: not in this status, or without what the action needs (409);
 * - `notSelectable`: a status 'set status' may not choose (422);
 * - `notEditable`: the form cannot be saved in this status (409);
 * - `fieldNotEditable`: this field of the form is not the user's to change (403);
 * - `invalid`: the request itself is incomplete, e.g. a reject without a reason (422).
 */
export type InvoiceRefusal =
  'role' | 'answered' | 'state' | 'notSelectable' | 'notEditable' | 'fieldNotEditable' | 'invalid';

// ---- saving the invoice form ----

/** Statuses in which a person may save the invoice form; the process then goes on with it. */
export const FORM_EDIT_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.Processing,
  InvoiceStatus.InvalidPdf,
  InvoiceStatus.CheckInvoice,
];

/**
 * Saving the form of a PDF invoice (spec 4 'Detail form editing', spec 6): admins and receivers
 * allowed manual parsing, when it is Invalid PDF or Check Invoice, or Processing with manual parsing
 * on; senders only their Invalid PDF or Check Invoice invoices (otherwise read-only for them).
 */
export function formEditRefusal({
  role,
  format,
  invoice,
  company,
}: ActionContext): Extract<InvoiceRefusal, 'role' | 'notEditable'> | null {
  const mayEdit =
    role === 'admin' || role === 'sender' || (role === 'receiver' && company?.manual_parsing_allowed === true);
  if (!mayEdit) return 'role';
  if (format !== 'pdf') return 'notEditable';
  const status = parseInvoiceStatus(invoice.status);
  if (status === null || !FORM_EDIT_STATUSES.includes(status)) return 'notEditable';
  // Processing is the manual-parsing wait: only while manual parsing is on, and not for senders.
  if (status === InvoiceStatus.Processing && (invoice.is_manual_parsing !== true || role === 'sender'))
    return 'notEditable';
  return null;
}

// ---- Approve / Reject: the receiver's Peppol Invoice Response (AP or RE) ----

/** Statuses in which the receiver of an incoming Peppol invoice can still approve or reject it. */
export const INVOICE_RESPONSE_STATUSES: readonly InvoiceStatus[] = [InvoiceStatus.Imported, InvoiceStatus.Delivered];

/** Statuses a final answer leaves behind (AP → Approved, RE → Denied): no second answer. */
export const ANSWERED_STATUSES: readonly InvoiceStatus[] = [InvoiceStatus.Approved, InvoiceStatus.Denied];

/** Why an answer is not allowed; the api turns each into its own error. */
export type InvoiceResponseRefusal = 'role' | 'notIncomingPeppol' | 'answered' | 'status';

/**
 * Why the platform does not send an answer (the failure details of the Peppol transport's
 * refusal): the rule's own reasons, checked again on the row as it is when sending, and what only
 * sending finds: no such invoice, a party without a Peppol endpoint, a reject without a reason.
 */
export type AnswerSendingRefusal = Exclude<InvoiceResponseRefusal, 'role'> | 'notFound' | 'incomplete' | 'noReason';

/**
 * Approve and Reject: admins and receivers (the role that handles a company's incoming invoices),
 * an incoming Peppol invoice, in status Imported or Delivered. Approved and Denied are final.
 */
export function invoiceResponseRefusal({
  role,
  format,
  invoice,
  direction,
}: ActionContext): InvoiceResponseRefusal | null {
  if (!isAdminOrReceiver(role)) return 'role';
  if (format !== 'peppol' || direction !== 'incoming') return 'notIncomingPeppol';
  if (statusIn(invoice.status, ANSWERED_STATUSES)) return 'answered';
  return statusIn(invoice.status, INVOICE_RESPONSE_STATUSES) ? null : 'status';
}

export function canRespondToInvoice(ctx: ActionContext): boolean {
  return invoiceResponseRefusal(ctx) === null;
}

export const JOB_FIELDS = [
  'job_pk',
  'pdf_extraction_job_pk',
  'manual_pdf_job_pk',
  'ml_job_pk',
  'identification_job_pk',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

/** Job page links: admin only, one per job id present. */
export function jobLinks({ role, invoice }: ActionContext): { field: JobField; id: string }[] {
  if (role !== 'admin') return [];
  return JOB_FIELDS.flatMap((field) => {
    const id = invoice[field];
    return typeof id === 'string' && id !== '' ? [{ field, id }] : [];
  });
}

export function canSeeJobLinks(ctx: ActionContext): boolean {
  return jobLinks(ctx).length > 0;
}

export const ACTIONS = [
  { id: 'resendPdf', labelKey: 'action.resendPdf', visible: canResendPdf },
  { id: 'resendPeppol', labelKey: 'action.resendPeppol', visible: canResendPeppol },
  { id: 'downloadXml', labelKey: 'action.downloadXml', visible: canDownloadXml },
  { id: 'solveBookkeeping', labelKey: 'action.solveBookkeeping', visible: canSolveBookkeeping },
  { id: 'resumeDuplicate', labelKey: 'action.resumeDuplicate', visible: canResumeDuplicate },
  { id: 'forward', labelKey: 'action.forward', visible: canForward },
  { id: 'autoForward', labelKey: 'action.autoForward', visible: canForward },
  { id: 'sendToIe', labelKey: 'action.sendToIe', visible: canSendToIe },
  { id: 'uploadToFtp', labelKey: 'action.uploadToFtp', visible: canUploadToFtp },
  { id: 'getFromIe', labelKey: 'action.getFromIe', visible: canGetFromIe },
  { id: 'sell', labelKey: 'action.sell', visible: canSell },
  { id: 'parseManually', labelKey: 'action.parseManually', visible: canParseManually },
  { id: 'cancel', labelKey: 'action.cancel', visible: canCancel },
  { id: 'approve', labelKey: 'action.approve', visible: canRespondToInvoice },
  { id: 'reject', labelKey: 'action.reject', visible: canRespondToInvoice },
  { id: 'jobLinks', labelKey: 'action.jobLinks', visible: canSeeJobLinks },
] as const satisfies readonly { id: string; labelKey: MessageKey; visible: (ctx: ActionContext) => boolean }[];
export type ActionId = (typeof ACTIONS)[number]['id'];

// ---- actions as requests: who may ask, and why a request is refused ----

/**
 * The invoice actions a person can ask for (spec 4 'Actions and when they show', spec 7 'Other
 * invoice calls'). Each one is an Update of the invoice's workflow; the workflow's validator asks
 * `actionRefusal` with its own state, the console asks `visibleActions` to show the buttons.
 */
export const INVOICE_ACTIONS = [
  'cancel',
  'resend',
  'resendPeppol',
  'sendToIe',
  'sendToParsing',
  'resumeDuplicate',
  'setStatus',
  'forward',
  'autoForward',
  'uploadToFtp',
  'getFromIe',
  'solveBookkeeping',
  'approve',
  'reject',
  'sell',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export function isInvoiceAction(value: unknown): value is InvoiceAction {
  return typeof value === 'string' && (INVOICE_ACTIONS as readonly string[]).includes(value);
}

/** The roles that may ask for each action at all (the rest of its rule is the invoice's state). */
export const ACTION_ROLES: Readonly<Record<InvoiceAction, readonly Role[]>> = {
  cancel: ['sender'],
  resend: ['admin', 'receiver'],
  resendPeppol: ['admin', 'receiver'],
  sendToIe: ['admin'],
  sendToParsing: ['admin', 'receiver'],
  resumeDuplicate: ['admin', 'receiver'],
  setStatus: ['admin'],
  forward: ['admin'],
  autoForward: ['admin'],
  uploadToFtp: ['admin'],
  getFromIe: ['admin'],
  solveBookkeeping: ['admin', 'receiver'],
  approve: ['admin', 'receiver'],
  reject: ['admin', 'receiver'],
  sell: ['admin'],
};

/** Whether the invoice's state allows the action (roles aside): the spec's visibility rules. */
const ACTION_RULES: Readonly<Record<InvoiceAction, (ctx: ActionContext) => boolean>> = {
  cancel: canCancel,
  resend: canResendPdf,
  resendPeppol: canResendPeppol,
  sendToIe: canSendToIe,
  sendToParsing: canParseManually,
  resumeDuplicate: canResumeDuplicate,
  setStatus: ({ role }) => role === 'admin',
  forward: canForward,
  autoForward: canForward,
  uploadToFtp: canUploadToFtp,
  getFromIe: canGetFromIe,
  solveBookkeeping: canSolveBookkeeping,
  approve: canRespondToInvoice,
  reject: canRespondToInvoice,
  sell: canSell,
};

/** Why an action is refused by its rule (InvoiceRefusal says what each means). */
export type ActionRefusal = Extract<InvoiceRefusal, 'role' | 'answered' | 'state'>;

export function actionRefusal(action: InvoiceAction, ctx: ActionContext): ActionRefusal | null {
  if (!ACTION_ROLES[action].includes(ctx.role)) return 'role';
  if (action === 'approve' || action === 'reject') {
    const refusal = invoiceResponseRefusal(ctx);
    if (refusal === null) return null;
    return refusal === 'role' ? 'role' : refusal === 'answered' ? 'answered' : 'state';
  }
  return ACTION_RULES[action](ctx) ? null : 'state';
}

/** The action buttons to show, in a stable order. */
export function visibleActions(ctx: ActionContext): ActionId[] {
  return ACTIONS.filter((a) => a.visible(ctx)).map((a) => a.id);
}

/** The request each action-bar entry sends, where its name differs (the rest are requests by their own name). */
const REQUEST_OF_ACTION: Partial<Record<ActionId, InvoiceAction>> = {
  resendPdf: 'resend',
  parseManually: 'sendToParsing',
};

/**
 * The requests the viewer may send now, in the action bar's order (ACTIONS), set status last: the
 * same rule (`actionRefusal`) the workflow's validators and the api apply, so a shown button is
 * never refused for its role or state.
 */
export function availableInvoiceActions(ctx: ActionContext): InvoiceAction[] {
  const inBarOrder = ACTIONS.map((a) => REQUEST_OF_ACTION[a.id] ?? a.id).filter(isInvoiceAction);
  return [...inBarOrder, 'setStatus' as const].filter((action) => actionRefusal(action, ctx) === null);
}

/** Whether the api must refuse an action (the same rule the console uses to show it). */
export function isActionAllowed(id: ActionId, ctx: ActionContext): boolean {
  const action = ACTIONS.find((a) => a.id === id);
  return action !== undefined && action.visible(ctx);
}

/** Resend dialog: 'with changes' opens the manual form; dismissing means resend without change. */
export function resendWithChange(answer: 'withChanges' | 'withoutChanges' | 'dismissed'): boolean {
  return answer === 'withChanges';
}

// ---- eSynPay switch ----

export interface ESynPaySwitchInput {
  sender?: { eSynPay?: { is_enabled?: boolean | null; status?: string | null; type?: string | null } | null } | null;
  /** The receiver takes eSynPay invoices (is_eSynPay, i.e. 'Get eSynPay invoice' not disabled). */
  receiver?: { is_eSynPay?: boolean | null } | null;
  isESynSend?: boolean | null;
}

export interface ESynPaySwitchState {
  allowed: boolean;
  value: boolean;
  locked: boolean;
}

/**
 * Allowed only when the sender has eSynPay enabled and ACTIVE and the receiver takes eSynPay
 * invoices (or eSynSend is on: the platform sends it itself); the value is then 'sender's type is
 * Auto sale'. Otherwise off and locked.
 */
export function eSynPaySwitch(input: ESynPaySwitchInput): ESynPaySwitchState {
  const e = input.sender?.eSynPay;
  const senderReady = e?.is_enabled === true && e.status === 'ACTIVE';
  const supported = input.isESynSend === true || input.receiver?.is_eSynPay === true;
  if (!senderReady || !supported) return { allowed: false, value: false, locked: true };
  return { allowed: true, value: e?.type === 'Auto sale', locked: false };
}

/** Who sees the switch: admins and receivers always, senders when their company has eSynPay enabled. */
export function eSynPaySwitchVisible(
  role: Role,
  ownCompany?: { eSynPay?: { is_enabled?: boolean | null } | null } | null,
): boolean {
  if (role === 'admin' || role === 'receiver') return true;
  return role === 'sender' && ownCompany?.eSynPay?.is_enabled === true;
}

// ---- forward countdown ----

export interface ForwardCountdownInput {
  status: string | null | undefined;
  created_at: Date | string;
  receiver_company?: {
    pdf_forward_timeout?: number | null;
    send_pdf_forward_blocked?: boolean | null;
    receive_pdf_forward_blocked?: boolean | null;
  } | null;
  /** The sender's own block ('Sender has PDF-forward disabled'), when known. */
  sender_company?: { send_pdf_forward_blocked?: boolean | null } | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** When the PDF forward is due: created_at + the receiver's timeout (default 24 h). */
export function forwardDeadline(createdAt: Date | string, timeoutHours: number | null | undefined): Date {
  const hours =
    typeof timeoutHours === 'number' && Number.isFinite(timeoutHours) && timeoutHours >= 0
      ? timeoutHours
      : DEFAULT_FORWARD_TIMEOUT_HOURS;
  return new Date(new Date(createdAt).getTime() + hours * HOUR_MS);
}

/** Whether the countdown applies: Processing or Invalid PDF, and no forward block. */
export function forwardCountdownApplies(input: ForwardCountdownInput): boolean {
  const r = input.receiver_company;
  const blocked =
    r?.send_pdf_forward_blocked === true ||
    r?.receive_pdf_forward_blocked === true ||
    input.sender_company?.send_pdf_forward_blocked === true;
  return !blocked && statusIn(input.status, [InvoiceStatus.Processing, InvoiceStatus.InvalidPdf]);
}

/** Time left as 'hh:mm' (minutes rounded down), '0' once expired, null when no countdown applies. */
export function forwardCountdown(input: ForwardCountdownInput, now: Date): string | null {
  if (!forwardCountdownApplies(input)) return null;
  const deadline = forwardDeadline(input.created_at, input.receiver_company?.pdf_forward_timeout);
  const left = deadline.getTime() - now.getTime();
  if (Number.isNaN(left)) return null;
  return formatTimeLeft(left);
}

/** Milliseconds left as the countdown shows them: 'hh:mm' (minutes rounded down), '0' once expired. */
export function formatTimeLeft(leftMs: number): string {
  if (leftMs <= 0) return '0';
  const minutes = Math.floor(leftMs / 60000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/**
 * The countdown of one invoice as the platform runs it: a PDF invoice with its PDF and a receiver on
 * the platform, in the domain's statuses and without blocks, until its PDF was forwarded once (a
 * resend after a forward does not start it again). The workflow and the detail page both ask this.
 */
export interface InvoiceCountdownFacts extends ForwardCountdownInput {
  format: InvoiceFormat;
  hasPdf: boolean;
  forwardsSent: number;
}

export function invoiceCountdownApplies(f: InvoiceCountdownFacts): boolean {
  return (
    f.format === 'pdf' && f.hasPdf && f.receiver_company != null && f.forwardsSent === 0 && forwardCountdownApplies(f)
  );
}

/** The countdown view: whether it applies, the deadline and the milliseconds left (0 once due). */
export function invoiceCountdown(
  f: InvoiceCountdownFacts,
  nowMs: number,
): { applies: boolean; deadline: string | null; leftMs: number | null } {
  if (!invoiceCountdownApplies(f)) return { applies: false, deadline: null, leftMs: null };
  const deadline = forwardDeadline(f.created_at, f.receiver_company?.pdf_forward_timeout).getTime();
  return { applies: true, deadline: new Date(deadline).toISOString(), leftMs: Math.max(0, deadline - nowMs) };
}

// ---- detail form ----
