// The Temporal ceiling of the pipeline benchmark: a workflow that runs the same steps, in the same
// order and of the same kinds (task-queue activities and local activities), as an invoice's workflow
// does, each doing nothing. The same count of these, started the same way, shows what the server and
// one worker can do on this machine without any real work.
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';

export interface NoopActivities {
  noop(step: number): Promise<number>;
}

export type StepKind = 'activity' | 'local';

const remote = proxyActivities<NoopActivities>({ startToCloseTimeout: '1 minute' });
const local = proxyLocalActivities<NoopActivities>({ startToCloseTimeout: '1 minute' });

export async function noopPipelineWorkflow(steps: StepKind[]): Promise<number> {
  let last = 0;
  for (const [i, kind] of steps.entries()) last = await (kind === 'local' ? local : remote).noop(i);
  return last;
}
