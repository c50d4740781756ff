// Heartbeats for activities that wait on partners (access point, mail server): a beat every few
// seconds while the work runs, so the workflow's heartbeat timeout notices a dead worker within
// seconds instead of waiting for the whole start-to-close timeout. Outside an activity (a test
// calling the function directly) it just runs the work.
import { Context } from '@temporalio/activity';

const BEAT_MS = 5_000;

function activityContext(): Context | undefined {
  try {
    return Context.current();
  } catch {
    return undefined;
  }
}

export async function withHeartbeat<T>(work: () => Promise<T>): Promise<T> {
  const context = activityContext();
  if (!context) return work();
  context.heartbeat();
  const timer = setInterval(() => context.heartbeat(), BEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
