// The Peppol inbox poller, run by a Temporal Schedule (overlap: skip): lists the access point's
// inbox and hands each file to an idempotent activity, one at a time. A file whose activity keeps
// failing is reported and left in the inbox for the next run; the others go on.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { PeppolTransportActivities } from '../workers/activities/peppol-transport.activities';
import type { PeppolInboxFileOutcome, PeppolInboxInput, PeppolInboxResult } from './contract';

const DEFAULT_MAX_FILES = 200;

const { listPeppolInbox, processPeppolInboxFile } = proxyActivities<PeppolTransportActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

function reason(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) return `${cause.type ?? 'Error'}: ${cause.message}`;
  return cause instanceof Error ? cause.message : String(cause);
}

export async function peppolInboxWorkflow(input: PeppolInboxInput = {}): Promise<PeppolInboxResult> {
  const names = await listPeppolInbox();
  const files: PeppolInboxFileOutcome[] = [];
  for (const fileName of names.slice(0, input.maxFiles ?? DEFAULT_MAX_FILES)) {
    try {
      files.push(await processPeppolInboxFile({ fileName }));
    } catch (err) {
      files.push({ fileName, outcome: 'failed', error: reason(err) });
    }
  }
  return { listed: names.length, files };
}
