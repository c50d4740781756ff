// The activities the invoice workflow calls, with the timeouts and retry budgets of each kind of
// work. Business refusals are non-retryable failures with a type (listed per proxy); transport
// trouble is retried within a budget, after which the workflow shows the failure (Sending error,
// Invalid PDF) instead of trying forever.
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { ExtractionQueueActivities } from '../../workers/activities/extraction-queue.activities';
import type { InvoiceActivities } from '../../workers/activities/invoice.activities';
import { PEPPOL_FAILURE_TYPES, TASK_QUEUES } from '../contract';

/** Failure types of the invoice activities that retrying cannot fix. */
export const INVOICE_FAILURE_TYPES = {
  notFound: 'InvoiceNotFoundError',
  stale: 'StaleTransitionError',
  noForwardAddress: 'NoForwardAddressError',
  mailRefused: 'MailRefusedError',
  documentMissing: 'DocumentNotFoundError',
} as const;

/**
 * The activities' own types, derived from the activity modules so that workflow code imports
 * nothing of the workers but their types (the lint boundary of workflows/): what the one write
 * activity takes, and what the extraction engine answers.
 */
export type InvoiceChange = Parameters<InvoiceActivities['recordInvoiceChange']>[0];
export type InvoicePatch = NonNullable<InvoiceChange['patch']>;
type ExtractionOutcome = Awaited<ReturnType<ExtractionQueueActivities['extractInvoicePdf']>>;
export type ExtractionResult = Extract<ExtractionOutcome, { status: 'extracted' }>['result'];
export type CheckFinding = ExtractionResult['checks']['findings'][number];

const NOT_RETRYABLE: string[] = [INVOICE_FAILURE_TYPES.notFound, INVOICE_FAILURE_TYPES.stale];

/**
 * Database steps: quick, retried while PostgreSQL is away (nothing is lost, the step waits). Local
 * activities: they run in the worker that runs the workflow, without a task-queue round trip through
 * the server; a history records each one as a single marker. Past the SDK's local retry threshold a
 * failing step waits on a durable timer between tries, so a long database outage holds no worker slot.
 */
export const db = proxyLocalActivities<InvoiceActivities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    nonRetryableErrorTypes: NOT_RETRYABLE,
  },
});

/**
 * The extraction engine on its own queue (tests pass a queue of their own): bounded by the engine's
 * limits, a few attempts. Learning from a person's corrections runs there too, best effort.
 */
export function extractionQueue(taskQueue: string = TASK_QUEUES.extraction) {
  const extraction = proxyActivities<ExtractionQueueActivities>({
    taskQueue,
    startToCloseTimeout: '3 minutes',
    // A busy or absent extraction worker: give up after half an hour; the invoice then waits for a person.
    scheduleToCloseTimeout: '30 minutes',
    retry: {
      initialInterval: '5 seconds',
      backoffCoefficient: 2,
      maximumAttempts: 3,
      nonRetryableErrorTypes: [INVOICE_FAILURE_TYPES.documentMissing, 'InvalidDocumentKeyError'],
    },
  });
  const learning = proxyActivities<ExtractionQueueActivities>({
    taskQueue,
    startToCloseTimeout: '3 minutes',
    scheduleToCloseTimeout: '1 hour',
    retry: { maximumAttempts: 2 },
  });
  return { extractInvoicePdf: extraction.extractInvoicePdf, learnFromManualParsing: learning.learnFromManualParsing };
}

/**
 * Outside partners (access point, mail server) for work that must happen eventually: retried with
 * back-off for up to three days (the retry budget), heartbeats so a dead worker is noticed within
 * seconds. Refusals by the partner are final.
 */
const PARTNER_REFUSALS = [
  PEPPOL_FAILURE_TYPES.refused,
  PEPPOL_FAILURE_TYPES.deliveryRefused,
  PEPPOL_FAILURE_TYPES.responseRefused,
  INVOICE_FAILURE_TYPES.noForwardAddress,
  INVOICE_FAILURE_TYPES.mailRefused,
  ...NOT_RETRYABLE,
];

export const partners = proxyActivities<InvoiceActivities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '20 seconds',
  scheduleToCloseTimeout: '3 days',
  retry: {
    initialInterval: '10 seconds',
    backoffCoefficient: 2,
    maximumInterval: '10 minutes',
    nonRetryableErrorTypes: PARTNER_REFUSALS,
  },
});

/** An answer a person waits for in the console (approve, reject): a few quick tries, then 'unavailable'. */
export const partnersNow = proxyActivities<InvoiceActivities>({
  startToCloseTimeout: '30 seconds',
  heartbeatTimeout: '20 seconds',
  scheduleToCloseTimeout: '1 minute',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '5 seconds',
    maximumAttempts: 4,
    nonRetryableErrorTypes: PARTNER_REFUSALS,
  },
});
