// The platform health workflow: one database round trip through a worker of the invoices queue and
// a ping answered by the worker of each product task queue. The launcher runs it to decide that the
// worker is healthy; operators can run it from the Temporal UI or CLI.
import { proxyActivities } from '@temporalio/workflow';
import type { HealthActivities } from '../workers/activities/health.activities';
import { ALL_TASK_QUEUES, type PlatformHealthInput, type PlatformHealthResult, type WorkerPing } from './contract';

const activityOptions = {
  startToCloseTimeout: '10 seconds',
  // A missing worker should fail the check in bounded time, not wait forever.
  scheduleToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 3, initialInterval: '200 milliseconds' },
} as const;

const { pingDatabase } = proxyActivities<HealthActivities>(activityOptions);

function pingOn(taskQueue: string): Promise<WorkerPing> {
  const { pingWorker } = proxyActivities<HealthActivities>({ ...activityOptions, taskQueue });
  return pingWorker();
}

export async function platformHealthWorkflow(input: PlatformHealthInput = {}): Promise<PlatformHealthResult> {
  const db = await pingDatabase();
  const queues = input.taskQueues ?? [...ALL_TASK_QUEUES];
  const workers = await Promise.all(queues.map((queue) => pingOn(queue)));
  return { db, workers, at: new Date().toISOString() };
}
