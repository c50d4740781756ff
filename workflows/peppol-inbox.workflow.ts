// The Peppol inbox poller, run by a Temporal Schedule (overlap: skip): lists the access point's
// inbox and hands each file to an idempotent activity, one at a time. A file whose activity keeps
// failing is reported and left in the inbox for the next run; the others go on. Every invoice the
// run imported for a receiver on the platform is acknowledged to its supplier (Invoice Response
// AB) by an activity that runs beside the rest of the poll, so a slow or failing access point never
// holds the other files up; the AB is sent once per invoice however often a poll repeats.
import { ActivityFailure, ApplicationFailure, patched, proxyActivities } from '@temporalio/workflow';
import type { PeppolTransportActivities } from '../workers/activities/peppol-transport.activities';
import { PEPPOL_FAILURE_TYPES, type PeppolInboxFileOutcome, type PeppolInboxInput, type PeppolInboxResult } from './contract';

const DEFAULT_MAX_FILES = 200;

/** Runs recorded before the AB on import replay without it (ARCHITECTURE rule 6). */
export const ACKNOWLEDGE_ON_IMPORT_PATCH = 'peppol-inbox-acknowledge-on-import';

const { listPeppolInbox, processPeppolInboxFile, respondToIncomingInvoice } = proxyActivities<PeppolTransportActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

function reason(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) return `${cause.type ?? 'Error'}: ${cause.message}`;
  return cause instanceof Error ? cause.message : String(cause);
}

/** An invoice this run imported, or found imported by an earlier run that stopped before moving the file. */
function importedInvoice(file: PeppolInboxFileOutcome): string | undefined {
  const imported = (file.outcome === 'handled' || file.outcome === 'already-handled') && (file.kind === 'invoice' || file.kind === 'credit-note');
  return imported ? file.invoiceId : undefined;
}

/** Sends the AB and notes the result on the file's outcome; never throws. */
async function acknowledge(file: PeppolInboxFileOutcome, invoiceId: string): Promise<void> {
  try {
    file.acknowledgement = (await respondToIncomingInvoice({ invoiceId, code: 'AB' })).outcome;
  } catch (err) {
    const cause = err instanceof ActivityFailure ? err.cause : undefined;
    // Refused: not an open invoice (an import error, already answered); nothing to acknowledge.
    file.acknowledgement = cause instanceof ApplicationFailure && cause.type === PEPPOL_FAILURE_TYPES.responseRefused ? 'refused' : 'failed';
    file.error = reason(err);
  }
}

export async function peppolInboxWorkflow(input: PeppolInboxInput = {}): Promise<PeppolInboxResult> {
  const names = await listPeppolInbox();
  const files: PeppolInboxFileOutcome[] = [];
  const acknowledgements: Promise<void>[] = [];
  for (const fileName of names.slice(0, input.maxFiles ?? DEFAULT_MAX_FILES)) {
    try {
      const file = await processPeppolInboxFile({ fileName });
      files.push(file);
      const invoiceId = importedInvoice(file);
      if (invoiceId && patched(ACKNOWLEDGE_ON_IMPORT_PATCH)) acknowledgements.push(acknowledge(file, invoiceId));
    } catch (err) {
      files.push({ fileName, outcome: 'failed', error: reason(err) });
    }
  }
  await Promise.all(acknowledgements);
  return { listed: names.length, files };
}
