// The Peppol inbox poller, run by a Temporal Schedule (overlap: skip): lists the access point's
// inbox and hands each file to an idempotent activity, one at a time. A file whose activity keeps
// failing is reported and left in the inbox for the next run; the others go on. Every invoice the
// run imported for a receiver on the platform is acknowledged to its supplier (Invoice Response
// AB) by an activity that runs beside the rest of the poll, so a slow or failing access point never
// holds the other files up; the AB is sent once per invoice however often a poll repeats.
import { ActivityFailure, ApplicationFailure, patched, proxyActivities } from '@temporalio/workflow';
import type { PeppolTransportActivities } from '../workers/activities/peppol-transport.activities';
import {
  PEPPOL_FAILURE_TYPES,
  type PeppolInboxFileOutcome,
  type PeppolInboxInput,
  type PeppolInboxResult,
} from './contract';

const DEFAULT_MAX_FILES = 200;

/** Runs recorded before the AB on import replay without it (ARCHITECTURE rule 6). */
export const ACKNOWLEDGE_ON_IMPORT_PATCH = 'peppol-inbox-acknowledge-on-import';
/** Runs recorded before the sweep of unacknowledged imports replay without it. */
export const ACKNOWLEDGE_SWEEP_PATCH = 'peppol-inbox-acknowledge-sweep';

/** How many earlier imports one run acknowledges at most, and how far back it looks. */
const SWEEP = { limit: 20, sinceDays: 30 } as const;

const { listPeppolInbox, processPeppolInboxFile, respondToIncomingInvoice, listUnacknowledgedImports } =
  proxyActivities<PeppolTransportActivities>({
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
  const imported =
    (file.outcome === 'handled' || file.outcome === 'already-handled') &&
    (file.kind === 'invoice' || file.kind === 'credit-note');
  return imported ? file.invoiceId : undefined;
}

type Acknowledgement = Pick<PeppolInboxFileOutcome, 'acknowledgement' | 'error'>;

/** Sends the AB for an imported invoice; never throws, the result says how it went. */
async function sendAcknowledgement(invoiceId: string): Promise<Acknowledgement> {
  try {
    return { acknowledgement: (await respondToIncomingInvoice({ invoiceId, code: 'AB' })).outcome };
  } catch (err) {
    const cause = err instanceof ActivityFailure ? err.cause : undefined;
    // Refused: not an open invoice (an import error, already answered); nothing to acknowledge.
    const refused = cause instanceof ApplicationFailure && cause.type === PEPPOL_FAILURE_TYPES.responseRefused;
    return { acknowledgement: refused ? 'refused' : 'failed', error: reason(err) };
  }
}

/** Sends the AB and notes the result on the file's outcome. */
async function acknowledge(file: PeppolInboxFileOutcome, invoiceId: string): Promise<void> {
  Object.assign(file, await sendAcknowledgement(invoiceId));
}

/**
 * Nothing is lost: imports whose AB failed every attempt (or whose worker stopped first) are
 * acknowledged by a later run. Invoices this run already tried are left to the next one; when the
 * list cannot be read, the next run tries again.
 */
async function acknowledgeEarlierImports(
  triedNow: Set<string>,
): Promise<NonNullable<PeppolInboxResult['acknowledgedLater']>> {
  let pending: string[];
  try {
    pending = (await listUnacknowledgedImports(SWEEP)).filter((id) => !triedNow.has(id));
  } catch {
    return [];
  }
  const done: NonNullable<PeppolInboxResult['acknowledgedLater']> = [];
  for (const invoiceId of pending) done.push({ invoiceId, ...(await sendAcknowledgement(invoiceId)) });
  return done;
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
  if (!patched(ACKNOWLEDGE_SWEEP_PATCH)) return { listed: names.length, files };
  const triedNow = new Set(files.map(importedInvoice).filter((id): id is string => id !== undefined));
  return { listed: names.length, files, acknowledgedLater: await acknowledgeEarlierImports(triedNow) };
}
