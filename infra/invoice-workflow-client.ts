// How a client reaches an invoice's workflow, written once for the api and the worker: every call
// is 'with start' (USE_EXISTING), so an open run gets the message and a finished one is reopened by
// a new run that loads the invoice (docs/decisions.md 'How long an invoice's workflow stays open').
import {
  WithStartWorkflowOperation,
  type Client,
  type WorkflowSignalWithStartOptions,
  type WorkflowStartOptions,
} from '@temporalio/client';
import type { SignalDefinition, UpdateDefinition, WithWorkflowArgs } from '@temporalio/common';
import { searchAttributes } from '../workflows/contract';
import {
  INVOICE_TASK_QUEUE,
  INVOICE_WORKFLOW,
  invoiceWorkflowId,
  type InvoiceWorkflowInput,
  type NewInvoice,
} from '../workflows/invoice/contract';
import type { invoiceWorkflow } from '../workflows/invoice/invoice.workflow';

export interface InvoiceWorkflowTarget {
  client: Client;
  /** The invoices task queue (tests use queues of their own). */
  taskQueue?: string;
  /** The extraction queue the workflow schedules parsing on, when not the product's. */
  extractionTaskQueue?: string;
}

/** Start options of `invoice-<id>`: the id, the queue, reuse of a closed id, the invoice's search attributes. */
export function invoiceStartOptions(
  target: InvoiceWorkflowTarget,
  invoiceId: string,
  create?: NewInvoice,
): WorkflowStartOptions<typeof invoiceWorkflow> & { workflowIdConflictPolicy: 'USE_EXISTING' } {
  const input: InvoiceWorkflowInput = {
    invoiceId,
    ...(create ? { create } : {}),
    ...(target.extractionTaskQueue ? { extractionTaskQueue: target.extractionTaskQueue } : {}),
  };
  return {
    workflowId: invoiceWorkflowId(invoiceId),
    taskQueue: target.taskQueue ?? INVOICE_TASK_QUEUE,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    typedSearchAttributes: [
      { key: searchAttributes.InvoiceId, value: invoiceId },
      ...(create
        ? [
            { key: searchAttributes.InvoiceStatus, value: create.status },
            { key: searchAttributes.InvoiceFormat, value: create.format },
            ...(create.senderCompanyId
              ? [{ key: searchAttributes.SenderCompanyId, value: create.senderCompanyId }]
              : []),
            ...(create.receiverCompanyId
              ? [{ key: searchAttributes.ReceiverCompanyId, value: create.receiverCompanyId }]
              : []),
          ]
        : []),
    ],
  };
}

/** Signals the invoice's workflow, starting a run (that records `create`, or loads the invoice) when none is open. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK's signal argument lists are any[]
export async function signalInvoice<Args extends any[]>(
  target: InvoiceWorkflowTarget,
  invoiceId: string,
  signal: SignalDefinition<Args>,
  args: Args,
  create?: NewInvoice,
): Promise<void> {
  // The SDK's option type branches on whether the signal has arguments, which TypeScript cannot
  // decide for a generic Args; the object is exactly what it asks for.
  const options = {
    ...invoiceStartOptions(target, invoiceId, create),
    signal,
    signalArgs: args,
  } as unknown as WithWorkflowArgs<typeof invoiceWorkflow, WorkflowSignalWithStartOptions<Args>>;
  await target.client.workflow.signalWithStart<typeof invoiceWorkflow, Args>(INVOICE_WORKFLOW, options);
}

/** Runs an update on the invoice's workflow (starting a run when none is open) and answers its result. */
export async function updateInvoice<Ret, Args extends unknown[]>(
  target: InvoiceWorkflowTarget,
  invoiceId: string,
  update: UpdateDefinition<Ret, Args>,
  args: Args,
  options: { updateId?: string; create?: NewInvoice } = {},
): Promise<Ret> {
  const startWorkflowOperation = new WithStartWorkflowOperation<typeof invoiceWorkflow>(
    INVOICE_WORKFLOW,
    invoiceStartOptions(target, invoiceId, options.create),
  );
  return target.client.workflow.executeUpdateWithStart(update, {
    args,
    startWorkflowOperation,
    ...(options.updateId ? { updateId: options.updateId } : {}),
  });
}

/** Starts the invoice's workflow with its first record, or finds the open run of that id (nothing doubled). */
export async function startInvoice(
  target: InvoiceWorkflowTarget,
  invoiceId: string,
  create: NewInvoice,
): Promise<void> {
  await target.client.workflow.start(INVOICE_WORKFLOW, invoiceStartOptions(target, invoiceId, create));
}
