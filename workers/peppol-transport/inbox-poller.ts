// Keeps the one inbox poller workflow running with the configured interval: at worker start it
// starts `peppol-inbox-poller` unless it runs already (then it is told the interval), and removes
// the Temporal Schedule that earlier versions polled with (one run per poll flooded the Temporal
// UI's workflow list). Every start is idempotent.
import { ScheduleNotFoundError, WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import {
  PEPPOL_INBOX_POLLER_ID,
  PEPPOL_INBOX_POLLER_WORKFLOW,
  PEPPOL_INBOX_SCHEDULE_ID,
  type PeppolInboxPollerInput,
} from '../../workflows/contract';
import { pollerSignals, type peppolInboxPollerWorkflow } from '../../workflows/peppol-inbox-poller.workflow';

export interface InboxPollerOptions {
  intervalSeconds: number;
  taskQueue: string;
  workflowId?: string;
  /** The schedule of earlier versions to remove. */
  scheduleId?: string;
}

export async function ensureInboxPoller(client: Client, opts: InboxPollerOptions): Promise<'started' | 'updated'> {
  await client.schedule
    .getHandle(opts.scheduleId ?? PEPPOL_INBOX_SCHEDULE_ID)
    .delete()
    .catch((err: unknown) => {
      if (!(err instanceof ScheduleNotFoundError)) throw err;
    });
  const workflowId = opts.workflowId ?? PEPPOL_INBOX_POLLER_ID;
  const input: PeppolInboxPollerInput = { intervalSeconds: Math.max(0, opts.intervalSeconds) };
  try {
    await client.workflow.start<typeof peppolInboxPollerWorkflow>(PEPPOL_INBOX_POLLER_WORKFLOW, {
      workflowId,
      taskQueue: opts.taskQueue,
      args: [input],
      workflowIdConflictPolicy: 'FAIL',
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    });
    return 'started';
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  await client.workflow
    .getHandle(workflowId)
    .signal(pollerSignals.setInterval, { intervalSeconds: input.intervalSeconds });
  return 'updated';
}
