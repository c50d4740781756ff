// The Temporal contract of the product: task queues, search attributes, workflow ids and the
// platform health workflow's name and types. The api (a Temporal client), the worker and the dev
// tooling import this module; it imports no workflow code, so importing it is always safe.
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import type { AnswerSendingRefusal } from '../domain/actions';

/** Task queues. CPU-heavy document extraction runs on its own queue so it can scale apart. */
export const TASK_QUEUES = {
  invoices: 'invoices',
  extraction: 'extraction',
} as const;
export type TaskQueue = (typeof TASK_QUEUES)[keyof typeof TASK_QUEUES];
export const ALL_TASK_QUEUES: readonly TaskQueue[] = Object.values(TASK_QUEUES);

/** Custom search attributes set by invoice workflows (all Keyword) so the Temporal UI finds invoices. */
export const SEARCH_ATTRIBUTE_NAMES = [
  'InvoiceId',
  'InvoiceStatus',
  'InvoiceFormat',
  'SenderCompanyId',
  'ReceiverCompanyId',
] as const;
export type SearchAttributeName = (typeof SEARCH_ATTRIBUTE_NAMES)[number];

export const searchAttributes = {
  InvoiceId: defineSearchAttributeKey('InvoiceId', SearchAttributeType.KEYWORD),
  InvoiceStatus: defineSearchAttributeKey('InvoiceStatus', SearchAttributeType.KEYWORD),
  InvoiceFormat: defineSearchAttributeKey('InvoiceFormat', SearchAttributeType.KEYWORD),
  SenderCompanyId: defineSearchAttributeKey('SenderCompanyId', SearchAttributeType.KEYWORD),
  ReceiverCompanyId: defineSearchAttributeKey('ReceiverCompanyId', SearchAttributeType.KEYWORD),
} as const satisfies Record<SearchAttributeName, unknown>;

/** `--search-attribute` values for `temporal server start-dev` (Name=Type). */
export const DEV_SERVER_SEARCH_ATTRIBUTES: readonly string[] = SEARCH_ATTRIBUTE_NAMES.map((name) => `${name}=Keyword`);

/** An invoice's workflow id is derived from its id: starts are idempotent, signals addressable. */
export function invoiceWorkflowId(invoiceId: string): string {
  return `invoice-${invoiceId}`;
}

/** The platform health check: a workflow on the invoices queue that reaches the database through an
 * activity and pings every task queue's worker. It proves Temporal, the worker and PostgreSQL work. */
export const PLATFORM_HEALTH_WORKFLOW = 'platformHealthWorkflow';
export const PLATFORM_HEALTH_TASK_QUEUE: TaskQueue = TASK_QUEUES.invoices;

export function platformHealthWorkflowId(at: Date = new Date()): string {
  return `platform-health-${at.toISOString()}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface PlatformHealthInput {
  /** Task queues whose worker must answer a ping; defaults to every product queue. */
  taskQueues?: string[];
}

export interface WorkerPing {
  taskQueue: string;
  pid: number;
  hostname: string;
}

export interface PlatformHealthResult {
  db: 'ok';
  workers: WorkerPing[];
  /** Workflow time at which the check finished (ISO 8601). */
  at: string;
}

/**
 * The Peppol inbox poller: one long-lived workflow on the invoices queue that polls the access
 * point's inbox every interval and hands every file to an idempotent activity.
 */
export const PEPPOL_INBOX_POLLER_WORKFLOW = 'peppolInboxPollerWorkflow';
export const PEPPOL_INBOX_POLLER_ID = 'peppol-inbox-poller';
export const PEPPOL_INBOX_TASK_QUEUE: TaskQueue = TASK_QUEUES.invoices;

export interface PeppolInboxPollerInput {
  /** Seconds between polls; 0 pauses polling until a signal changes it. */
  intervalSeconds: number;
  /** Files handled per poll at most; the rest wait for the next poll. Default 200. */
  maxFiles?: number;
  /** Carried over by continue-as-new. */
  polls?: number;
  filesHandled?: number;
  lastPollAt?: string | null;
}

export interface PeppolInboxPollerStatus {
  intervalSeconds: number;
  polls: number;
  filesHandled: number;
  lastPollAt: string | null;
  lastFailures: PeppolInboxFileOutcome[];
}

/**
 * Before the long-lived poller, a Temporal Schedule started one `peppolInboxWorkflow` run per poll
 * (that workflow stays registered so recorded runs replay). The worker deletes the schedule.
 */
export const PEPPOL_INBOX_WORKFLOW = 'peppolInboxWorkflow';
export const PEPPOL_INBOX_SCHEDULE_ID = 'peppol-inbox-poll';

export interface PeppolInboxInput {
  /** Files handled per run at most; the rest wait for the next run. Default 200. */
  maxFiles?: number;
}

export interface PeppolInboxFileOutcome {
  fileName: string;
  /** handled | unmatched | duplicate | import-error | already-handled | gone, or 'failed' when the activity gave up. */
  outcome: string;
  kind?: string;
  invoiceId?: string;
  error?: string;
  /** For an imported invoice: the AB sent to its supplier ('sent', 'already-sent'), or why not ('refused', 'failed'). */
  acknowledgement?: 'sent' | 'already-sent' | 'refused' | 'failed';
}

export interface PeppolInboxResult {
  listed: number;
  files: PeppolInboxFileOutcome[];
  /** Imports of earlier runs whose AB had not gone out, acknowledged by this run. */
  acknowledgedLater?: Array<{ invoiceId: string } & Pick<PeppolInboxFileOutcome, 'acknowledgement' | 'error'>>;
}

/** ApplicationFailure types of the Peppol activities, shared by the activities (which throw them),
 * the workflows (which branch on them) and the api. */
export const PEPPOL_FAILURE_TYPES = {
  /** Transport trouble; retried. */
  unavailable: 'AccessPointUnavailable',
  /** The provider refused (5xx, credentials, permission); retrying will not help. */
  refused: 'AccessPointRefused',
  /** The invoice cannot be sent as it is (no form, no endpoint, fatal findings). */
  deliveryRefused: 'PeppolDeliveryRefused',
  /** An Invoice Response that must not be sent (not an incoming Peppol invoice, already answered, wrong status). */
  responseRefused: 'PeppolResponseRefused',
} as const;

/** The Invoice Response codes the platform sends for its receivers: AB on import, AP or RE from the console. */
export type PlatformResponseCode = 'AB' | 'AP' | 'RE';

export interface RespondToInvoiceInput {
  invoiceId: string;
  code: PlatformResponseCode;
  /** The rejection reason (RE needs one). */
  reason?: string | null;
  /** The user answering from the console; absent for the AB the platform sends on import. */
  userId?: string | null;
}

export interface InvoiceResponseSent {
  /** 'already-sent': this answer went out before (a retry, a repeated poll); nothing was sent again. */
  outcome: 'sent' | 'already-sent';
  code: PlatformResponseCode;
  instanceId: string;
  fileName: string;
  /** The invoice's status after the answer. */
  status: string;
}

/** A receiver's answer from the console: a workflow per invoice, so two answers never race. */
export const INVOICE_RESPONSE_WORKFLOW = 'invoiceResponseWorkflow';
export const INVOICE_RESPONSE_TASK_QUEUE: TaskQueue = TASK_QUEUES.invoices;

export function invoiceResponseWorkflowId(invoiceId: string): string {
  return `invoice-response-${invoiceId}`;
}

export interface InvoiceResponseWorkflowInput {
  invoiceId: string;
  code: 'AP' | 'RE';
  reason?: string | null;
  userId: string;
}

export type InvoiceResponseWorkflowResult =
  | InvoiceResponseSent
  | { outcome: 'refused'; refusal: AnswerSendingRefusal; message: string }
  /** The access point could not be reached (after retries) or refused the upload; nothing changed. */
  | { outcome: 'unavailable'; message: string };
