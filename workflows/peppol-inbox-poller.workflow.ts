// The Peppol inbox poller: one long-lived workflow (`peppol-inbox-poller`) that polls the access
// point's inbox every interval and hands each file to an idempotent activity, which also tells the
// invoice's workflow (docs/peppol.md 'Receiving'). One run instead of a Schedule's run per poll
// keeps the Temporal UI's list about invoices (a 30-second schedule made 2,880 runs a day); the run
// continues as new before its history grows large. A file whose activity keeps failing is reported
// and left in the inbox for the next poll; the others go on. Interval 0 pauses polling; a signal
// changes the interval (the worker sends it when PEPPOL_POLL_INTERVAL_SECONDS changed).
import {
  ActivityFailure,
  ApplicationFailure,
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { PeppolTransportActivities } from '../workers/activities/peppol-transport.activities';
import type { PeppolInboxFileOutcome, PeppolInboxPollerInput, PeppolInboxPollerStatus } from './contract';

const DEFAULT_MAX_FILES = 200;
/** Continue as new after this many events (the server also suggests it). */
const HISTORY_EVENTS_LIMIT = 5_000;

export const pollerSignals = {
  setInterval: defineSignal<[{ intervalSeconds: number }]>('setPollInterval'),
  pollNow: defineSignal<[]>('pollNow'),
} as const;
export const pollerQueries = {
  status: defineQuery<PeppolInboxPollerStatus>('pollerStatus'),
} as const;

const { listPeppolInbox, processPeppolInboxFile } = proxyActivities<PeppolTransportActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

function reason(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) return `${cause.type ?? 'Error'}: ${cause.message}`;
  return cause instanceof Error ? cause.message : String(cause);
}

/** One poll: every file of the inbox (up to the limit), one at a time. */
export async function pollInboxOnce(maxFiles: number): Promise<{ listed: number; files: PeppolInboxFileOutcome[] }> {
  let names: string[];
  try {
    names = await listPeppolInbox();
  } catch (err) {
    // The access point out of reach past the retries: this poll reports it and the next one tries
    // again; the long-lived poller must not end (nothing would start it before the worker restarts).
    return { listed: 0, files: [{ fileName: '(inbox listing)', outcome: 'failed', error: reason(err) }] };
  }
  const files: PeppolInboxFileOutcome[] = [];
  for (const fileName of names.slice(0, maxFiles)) {
    try {
      files.push(await processPeppolInboxFile({ fileName }));
    } catch (err) {
      files.push({ fileName, outcome: 'failed', error: reason(err) });
    }
  }
  return { listed: names.length, files };
}

export async function peppolInboxPollerWorkflow(input: PeppolInboxPollerInput): Promise<void> {
  const status: PeppolInboxPollerStatus = {
    intervalSeconds: input.intervalSeconds,
    polls: input.polls ?? 0,
    filesHandled: input.filesHandled ?? 0,
    lastPollAt: input.lastPollAt ?? null,
    lastFailures: [],
  };
  let wake = false;
  setHandler(pollerSignals.setInterval, ({ intervalSeconds }) => {
    status.intervalSeconds = Math.max(0, intervalSeconds);
    wake = true;
  });
  setHandler(pollerSignals.pollNow, () => {
    wake = true;
  });
  setHandler(pollerQueries.status, () => status);

  for (;;) {
    if (status.intervalSeconds > 0 || wake) {
      const { files } = await pollInboxOnce(input.maxFiles ?? DEFAULT_MAX_FILES);
      status.polls += 1;
      status.filesHandled += files.filter((f) => f.outcome !== 'failed').length;
      status.lastPollAt = new Date().toISOString();
      status.lastFailures = files.filter((f) => f.outcome === 'failed').slice(0, 20);
    }
    wake = false;
    const info = workflowInfo();
    if (info.continueAsNewSuggested || info.historyLength > HISTORY_EVENTS_LIMIT) {
      await continueAsNew<typeof peppolInboxPollerWorkflow>({
        ...input,
        intervalSeconds: status.intervalSeconds,
        polls: status.polls,
        filesHandled: status.filesHandled,
        lastPollAt: status.lastPollAt,
      });
    }
    if (status.intervalSeconds > 0) await condition(() => wake, status.intervalSeconds * 1000);
    else await condition(() => wake);
  }
}
