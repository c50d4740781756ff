// The contract of the per-invoice workflow `invoice-<id>`: its input, the state it keeps, the
// updates (every action of spec 4, each checked by a validator), the signals (answers from the
// Peppol network, a forwarded PDF opened, the financing provider's decision) and the queries the
// detail page reads. The api, the inbox and the tests import this module; it imports no workflow
// code (only the SDK's definition helpers), so importing it is always safe.
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { InvoiceAction, InvoiceRefusal } from '../../domain/actions';
import type { InvoiceFormat } from '../../domain/constants';
import type { InvoiceEventName } from '../../domain/invoice-events';
import type { DocumentType, InvoiceForm } from '../../domain/invoice-form';
import type { Role } from '../../domain/roles';
import type { ESynPayStatus, FinanceStatus, InvoiceStatus } from '../../domain/statuses';
import { invoiceWorkflowId, TASK_QUEUES, type TaskQueue } from '../contract';

export { invoiceWorkflowId };

export const INVOICE_WORKFLOW = 'invoiceWorkflow';
export const INVOICE_TASK_QUEUE: TaskQueue = TASK_QUEUES.invoices;

/** The financing child workflow started by 'sell' (its provider integration is a later issue). */
export const INVOICE_SALE_WORKFLOW = 'invoiceSaleWorkflow';
export function invoiceSaleWorkflowId(invoiceId: string, saleNumber: number): string {
  return `invoice-sale-${invoiceId}-${saleNumber}`;
}

// ---- the invoice as the workflow knows it ----

export interface SenderFacts {
  id: string;
  name: string;
  /** 'Sender has PDF-forward disabled'. */
  sendForwardBlocked: boolean;
  /** 'Sender has auto PDF-forward enabled': its invoices are forwarded at once. */
  sendAutoForward: boolean;
  esynpay: { enabled: boolean; status: string; type: string };
}

export interface ReceiverFacts {
  id: string;
  name: string;
  forwardTimeoutHours: number;
  sendForwardBlocked: boolean;
  /** 'Receiver has PDF-forward blocked'. */
  receiveForwardBlocked: boolean;
  /** 'Receiver has auto PDF-forward enabled': invoices to it are forwarded at once. */
  receiveAutoForward: boolean;
  /** The receiver takes eSynPay invoices (not 'Get eSynPay invoice disabled'). */
  takesESynPay: boolean;
}

export type JobIds = Partial<
  Record<
    'job_pk' | 'pdf_extraction_job_pk' | 'manual_pdf_job_pk' | 'ml_job_pk' | 'identification_job_pk',
    string | null
  >
>;

/**
 * The process state of one invoice: what its row says that decides the next step, the rules of
 * the actions and the forward countdown. Loaded from the row when a run starts (a new invoice is
 * recorded first), changed only by this workflow, and written back by its activities.
 */
export interface InvoiceState {
  invoiceId: string;
  format: InvoiceFormat;
  /** 'incoming': received from the Peppol network for a receiver on the platform. */
  origin: 'upload' | 'peppol-network' | 'email' | 'other';
  status: InvoiceStatus;
  esynpayStatus: ESynPayStatus;
  financeStatus: FinanceStatus | null;
  /** ISO 8601; the forward countdown starts here. */
  createdAt: string;
  invoiceNumber: string | null;
  documentType: DocumentType;
  fileName: string | null;
  sender: SenderFacts | null;
  receiver: ReceiverFacts | null;
  /** The customer's name when the receiver is not on the platform (eSynSend). */
  customerName: string | null;
  flags: { manualParsing: boolean; eSynSend: boolean; eSynPay: boolean; eSynAccess: boolean };
  /** raw_result holds an invoice form (parsed automatically or by hand). */
  hasForm: boolean;
  /** ie_raw_result holds the extraction engine's answer. */
  hasExtraction: boolean;
  /** The PDF (document sha256), the built or received XML, the XML root of a Peppol invoice. */
  location: string | null;
  xmlFile: string | null;
  xmlFileRoot: string | null;
  jobs: JobIds;
  bookkeeping: { activated: boolean; solved: boolean };
  /** Deliveries to the access point so far (each send has its own message id). */
  sendCount: number;
  /** PDF forwards e-mailed so far. */
  forwardCount: number;
  /** Incoming Peppol: the AB (message acknowledgement) went out to the supplier. */
  acknowledged: boolean;
  saleCount: number;
}

// ---- starting a run ----

/** A new invoice, recorded by the run's first activity (upload, e-mail, Peppol inbox). */
export interface NewInvoice {
  invoiceId: string;
  format: InvoiceFormat;
  origin: InvoiceState['origin'];
  status: InvoiceStatus;
  fileName?: string | null;
  /** The PDF (document sha256) of an upload. */
  location?: string | null;
  /** The received document of a Peppol invoice (document sha256). */
  xmlFile?: string | null;
  senderCompanyId?: string | null;
  receiverCompanyId?: string | null;
  senderUserId?: string | null;
  isManualParsing?: boolean;
  isESynSend?: boolean;
  isESynPay?: boolean;
  /** A form saved with the upload (manual mode), or the parsed Peppol document. */
  rawResult?: InvoiceForm | Record<string, unknown> | null;
  customerData?: Record<string, unknown> | null;
  exception?: string | null;
  /** Peppol: the envelope the invoice arrived in (unique). */
  envelopeInstanceId?: string | null;
  documentType?: DocumentType;
  invoiceNumber?: string | null;
  issueDate?: string | null;
  dueDate?: string | null;
  currency?: string | null;
  payableAmount?: number | null;
  /** Duplicate detection of uploads: the same file from the same sender is one invoice. */
  uploadKey?: string | null;
  /** A mailed PDF: the inbound mail (emails row) it came in. */
  emailId?: string | null;
  /** What the record's first event says (who and how). */
  createdBy: { event: InvoiceEventName; actorUserId?: string | null; data?: Record<string, unknown> };
}

export interface InvoiceWorkflowInput {
  invoiceId: string;
  /** Present when this run creates the invoice; absent when a later message reopens it. */
  create?: NewInvoice;
  /** Carried over by continue-as-new: the state and the pending work of the previous run. */
  carried?: { state: InvoiceState; work: PendingWork };
  /** The extraction queue, when not the product's (tests run workers on queues of their own). */
  extractionTaskQueue?: string;
}

/** Work the process still has to do, kept across continue-as-new. */
export interface PendingWork {
  stage: InvoiceStage;
  forward: 'PDF Forward' | 'Auto PDF Forward' | null;
  seenMessages: string[];
}

/**
 * Where the automatic process stands. `waiting` means it waits for a person or a partner (a form,
 * a resume, an answer); the forward countdown runs beside any stage. `suggest` reads the PDF of an
 * invoice in manual parsing so its form opens filled in (workflows/invoice/form-suggestion.ts).
 */
export type InvoiceStage =
  | 'extract'
  | 'suggest'
  | 'identify'
  | 'duplicateCheck'
  | 'build'
  | 'deliver'
  | 'acknowledge'
  | 'readXmlRoot'
  | 'waiting';

export interface InvoiceWorkflowResult {
  invoiceId: string;
  status: InvoiceStatus;
}

// ---- actions (updates) ----

/** The signed-in user an action comes from; the api checked tenancy before sending it. */
export interface InvoiceActor {
  userId: string;
  role: Role;
  /** The user's company allows manual parsing (receivers need it to parse manually). */
  manualParsingAllowed?: boolean;
  /** How the user sees the invoice: 'incoming' when the user's company group is its receiver. */
  direction?: 'incoming' | 'outgoing';
}

export interface ActionRequest {
  actor: InvoiceActor;
}

export interface ResendRequest extends ActionRequest {
  /** Resend with changes: the invoice goes back to manual parsing (the form opens). */
  withChange?: boolean;
}
export interface SetStatusRequest extends ActionRequest {
  status: InvoiceStatus;
  reason?: string | null;
}
export interface RejectRequest extends ActionRequest {
  reason: string;
}

/** The changes of 'Update invoice by id' (spec 7), already validated by the api. */
export interface InvoiceChanges {
  sender_company?: string | null;
  receiver_company?: string | null;
  is_eSynSend?: boolean;
  is_eSynPay?: boolean;
  is_manual_parsing?: boolean;
  raw_result?: Record<string, unknown> | null;
  customer_data?: Record<string, unknown> | null;
}
export interface UpdateInvoiceRequest extends ActionRequest {
  changes: InvoiceChanges;
}

/** The change key of an action a person asked for: the action and the request's (update's) id. */
export function requestChangeKey(action: InvoiceAction | 'update', requestId: string): string {
  return `${action}:${requestId}`;
}

/** What every action answers: the invoice's status (and eSynPay status) once the action was taken. */
export interface ActionResult {
  invoiceId: string;
  action: InvoiceAction | 'update';
  status: InvoiceStatus;
  esynpayStatus: ESynPayStatus;
  /** True when the action started work that goes on in the background (parsing, sending, a forward). */
  inProgress: boolean;
}

/** The ApplicationFailure type of a refused action; details[0] is an ActionRefusalDetails. */
export const ACTION_REFUSED = 'InvoiceActionRefused';
export interface ActionRefusalDetails {
  refusal: InvoiceRefusal;
  action: InvoiceAction | 'update';
  status: InvoiceStatus;
  format: InvoiceFormat;
  /** The field a 'fieldNotEditable' refusal is about, or the value a 'notSelectable' one names. */
  field?: string;
}
/** The ApplicationFailure type when an approve/reject cannot reach the access point in time; nothing changed. */
export const PARTNER_UNAVAILABLE = 'PartnerUnavailable';

export const updates = {
  cancel: defineUpdate<ActionResult, [ActionRequest]>('cancel'),
  resend: defineUpdate<ActionResult, [ResendRequest]>('resend'),
  resendPeppol: defineUpdate<ActionResult, [ActionRequest]>('resendPeppol'),
  sendToIe: defineUpdate<ActionResult, [ActionRequest]>('sendToIe'),
  sendToParsing: defineUpdate<ActionResult, [ActionRequest]>('sendToParsing'),
  resumeDuplicate: defineUpdate<ActionResult, [ActionRequest]>('resumeDuplicate'),
  setStatus: defineUpdate<ActionResult, [SetStatusRequest]>('setStatus'),
  forward: defineUpdate<ActionResult, [ActionRequest]>('forward'),
  autoForward: defineUpdate<ActionResult, [ActionRequest]>('autoForward'),
  uploadToFtp: defineUpdate<ActionResult, [ActionRequest]>('uploadToFtp'),
  getFromIe: defineUpdate<ActionResult, [ActionRequest]>('getFromIe'),
  solveBookkeeping: defineUpdate<ActionResult, [ActionRequest]>('solveBookkeeping'),
  approve: defineUpdate<ActionResult, [ActionRequest]>('approve'),
  reject: defineUpdate<ActionResult, [RejectRequest]>('reject'),
  sell: defineUpdate<ActionResult, [ActionRequest]>('sell'),
  update: defineUpdate<ActionResult, [UpdateInvoiceRequest]>('updateInvoice'),
  /** Sent with the start of an upload: answers once the invoice is recorded. */
  registered: defineUpdate<InvoiceSummary, []>('registered'),
} as const satisfies Record<InvoiceAction | 'update' | 'registered', unknown>;

// ---- messages from partners (signals) ----

/** A Message Level Response matched to this invoice by the inbox. */
export interface MlrReceived {
  /** The SBDH instance id of the MLR's envelope: signals are applied once per message. */
  messageId: string;
  code: 'AP' | 'AB' | 'RE';
  /** RE: the issues as 'rule: reason (location)'. */
  reason: string | null;
  /** The envelope the MLR answers. */
  answers: string;
}

/** A buyer's Invoice Response matched to this invoice by the inbox. */
export interface InvoiceResponseReceived {
  messageId: string;
  code: string;
  reason: string | null;
  responseId: string;
  from: string;
}

export const signals = {
  messageLevelResponse: defineSignal<[MlrReceived]>('messageLevelResponse'),
  invoiceResponse: defineSignal<[InvoiceResponseReceived]>('invoiceResponse'),
  /** The receiver opened the forwarded PDF through the e-mail's link. */
  pdfOpened: defineSignal<[{ at: string }]>('pdfOpened'),
  /** The inbox handed a received invoice over (with-start: the run records it). */
  received: defineSignal<[{ messageId: string }]>('received'),
  /** The same invoice arrived again under another envelope: recorded on it, nothing else changes. */
  duplicateReceived: defineSignal<[{ messageId: string; fileName: string }]>('duplicateReceived'),
} as const;

// ---- queries ----

export interface InvoiceSummary {
  invoiceId: string;
  status: InvoiceStatus;
  esynpayStatus: ESynPayStatus;
  recorded: boolean;
}

/** The live forward countdown of the detail page. */
export interface ForwardCountdownView {
  applies: boolean;
  /** ISO 8601 deadline; null when no countdown applies. */
  deadline: string | null;
  /** Milliseconds left (0 once due); null when no countdown applies. */
  leftMs: number | null;
}

export interface InvoiceProcessView {
  state: InvoiceState | null;
  stage: InvoiceStage;
  countdown: ForwardCountdownView;
}

export const queries = {
  countdown: defineQuery<ForwardCountdownView>('forwardCountdown'),
  process: defineQuery<InvoiceProcessView>('process'),
} as const;

// ---- the sale child ----

export interface InvoiceSaleInput {
  invoiceId: string;
  saleNumber: number;
  requestedBy: string;
  saleType: string;
}
export interface InvoiceSaleResult {
  status: FinanceStatus;
}
export const saleSignals = {
  /** The financing provider's answer (sent by the provider integration). */
  decision: defineSignal<[{ status: FinanceStatus; newAmount?: number | null }]>('financeProviderDecision'),
} as const;
