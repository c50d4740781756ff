// The Temporal Schedule that runs the inbox poller: created at worker start, or brought in line with
// the configuration when it already exists (interval, task queue), so every start is idempotent.
// Overlap policy SKIP: a poll still running when the next is due makes that one skip. Interval 0
// pauses the schedule instead of deleting it (its history stays visible in the Temporal UI).
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptionsStartWorkflowAction } from '@temporalio/client';
import { PEPPOL_INBOX_SCHEDULE_ID, PEPPOL_INBOX_WORKFLOW, type PeppolInboxInput } from '../../workflows/contract';
import type { peppolInboxWorkflow } from '../../workflows/peppol-inbox.workflow';

export interface InboxScheduleOptions {
  intervalSeconds: number;
  taskQueue: string;
  scheduleId?: string;
}

const PAUSED_NOTE = 'Paused: PEPPOL_POLL_INTERVAL_SECONDS=0';

export async function ensureInboxSchedule(client: Client, opts: InboxScheduleOptions): Promise<'created' | 'updated'> {
  const scheduleId = opts.scheduleId ?? PEPPOL_INBOX_SCHEDULE_ID;
  const paused = opts.intervalSeconds <= 0;
  const spec = { intervals: [{ every: `${Math.max(opts.intervalSeconds, 1)} seconds` as const }] };
  const action: ScheduleOptionsStartWorkflowAction<typeof peppolInboxWorkflow> = {
    type: 'startWorkflow',
    workflowType: PEPPOL_INBOX_WORKFLOW,
    taskQueue: opts.taskQueue,
    workflowId: scheduleId,
    args: [{} satisfies PeppolInboxInput],
    // A poll that cannot finish in this time is stuck; the next one starts over.
    workflowExecutionTimeout: '30 minutes',
  };
  const policies = { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute' } as const;
  try {
    await client.schedule.create({ scheduleId, spec, action, policies, state: paused ? { paused, note: PAUSED_NOTE } : {} });
    return 'created';
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
  const handle = client.schedule.getHandle(scheduleId);
  await handle.update((previous) => ({
    ...previous,
    spec,
    action,
    policies: { ...previous.policies, ...policies },
    state: { ...previous.state, paused, note: paused ? PAUSED_NOTE : undefined },
  }));
  return 'updated';
}
