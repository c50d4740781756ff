// Test-only workflow: sleeps for days of workflow time. On the time-skipping test server it
// finishes at once, which proves timers are skipped (the forward countdown relies on it).
import { sleep } from '@temporalio/workflow';

export interface SleepyResult {
  sleptMs: number;
}

export async function sleepyWorkflow(days: number): Promise<SleepyResult> {
  const before = Date.now();
  await sleep(`${days} days`);
  return { sleptMs: Date.now() - before };
}
