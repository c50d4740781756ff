// The Temporal contract of the product: task queues, search attributes, workflow ids and the
// platform health workflow's name and types. The api (a Temporal client), the worker and the dev
// tooling import this module; it imports no workflow code, so importing it is always safe.
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** Task queues. CPU-heavy document extraction runs on its own queue so it can scale apart. */
export const TASK_QUEUES = {
  invoices: 'invoices',
  extraction: 'extraction',
} as const;
export type TaskQueue = (typeof TASK_QUEUES)[keyof typeof TASK_QUEUES];
export const ALL_TASK_QUEUES: readonly TaskQueue[] = Object.values(TASK_QUEUES);

/** Custom search attributes set by invoice workflows (all Keyword) so the Temporal UI finds invoices. */
export const SEARCH_ATTRIBUTE_NAMES = ['InvoiceId', 'InvoiceStatus', 'InvoiceFormat', 'SenderCompanyId', 'ReceiverCompanyId'] as const;
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

/** The Peppol inbox poller: a workflow run by a Temporal Schedule on the invoices queue. Each run
 * lists the access point's inbox and hands every file to an idempotent activity. */
export const PEPPOL_INBOX_WORKFLOW = 'peppolInboxWorkflow';
export const PEPPOL_INBOX_TASK_QUEUE: TaskQueue = TASK_QUEUES.invoices;
/** The schedule's id; its runs get workflow ids starting with this. */
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
}

export interface PeppolInboxResult {
  listed: number;
  files: PeppolInboxFileOutcome[];
}
