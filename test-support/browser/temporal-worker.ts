// Temporal for the browser tests that act on invoices: the invoice process of the test harness
// (test-support/invoice-process-harness.ts) on the dev server the jest globalSetup started — one
// worker on a task queue of its own (test files share the server) hosting the product workflows
// and activities, the access point as a local folder, a real SMTP server — over the seeded
// database. A test reads what the platform sent from the access point's outbox.
//
// With `delivery` the stack also runs what `npm start` runs to deliver an invoice: the access-point
// simulator over that folder (it takes each upload from the outbox, archives it and answers an MLR
// into the inbox) and the inbox poller workflow on this worker's task queue (it hands each answer to
// the invoice's workflow). Without them an outgoing invoice stops at Sending: the upload is made but
// nobody answers it and nobody reads the answers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { TemporalAccess } from '../../api/temporal';
import type { DocumentStore } from '../../infra/document-store';
import { startInvoiceProcess, type InvoiceProcess } from '../../test-support/invoice-process-harness';
import { ensureInboxPoller } from '../../workers/peppol-transport/inbox-poller';
import { isTemporaryName } from '../../workers/peppol-transport/naming';
import { AccessPointSimulator } from '../../tools/peppol-simulator/simulator';

export interface E2eTemporalOptions {
  /** Run the access-point simulator and the inbox poller, so sent invoices get their MLR and reach Sent. */
  delivery?: boolean;
}

export interface E2eTemporal {
  /** What the api's App takes: the dev server's client and this worker's task queues. */
  access: TemporalAccess;
  /** The document store the api and the worker share. */
  documents: DocumentStore;
  process: InvoiceProcess;
  /** Present with `delivery`: the simulator answering the uploads. */
  simulator: AccessPointSimulator | undefined;
  /** The names of the files in the access point's outbox, sorted (temp names of unfinished uploads excluded). */
  outbox(): string[];
  /** The text of one outbox file. */
  readOutbox(fileName: string): string;
  close(): Promise<void>;
}

/** Seconds between two polls of the inbox (npm start's default is 30; a test waits for it). */
const POLL_INTERVAL_SECONDS = 1;

export async function startE2eTemporal(db: Knex, options: E2eTemporalOptions = {}): Promise<E2eTemporal> {
  const p = await startInvoiceProcess({ db });
  const outboxDir = path.join(p.accessPointDir, 'outbox');
  let simulator: AccessPointSimulator | undefined;
  // Ids of their own: test files share the dev server, and npm start's poller has the default id.
  const pollerId = `peppol-inbox-poller-${p.taskQueue}`;
  let pollerStarted = false;
  const stopDelivery = async () => {
    if (pollerStarted)
      await p.client.workflow
        .getHandle(pollerId)
        .terminate('e2e stack closed')
        .catch(() => undefined);
    await simulator?.stop();
  };
  if (options.delivery) {
    try {
      // The answers npm start's simulator gives by default: the MLR at once; the receiver's Invoice
      // Response is held (an hour), so a sent invoice stays Sent for the test to see.
      simulator = new AccessPointSimulator({
        root: p.accessPointDir,
        mlrDelayMs: 0,
        responseDelayMs: 3_600_000,
        responseCode: 'AP',
        pollIntervalMs: 200,
      });
      await simulator.start();
      await ensureInboxPoller(p.client, {
        intervalSeconds: POLL_INTERVAL_SECONDS,
        taskQueue: p.taskQueue,
        workflowId: pollerId,
        scheduleId: `${pollerId}-schedule`,
      });
      pollerStarted = true;
    } catch (err) {
      await stopDelivery();
      await p.close();
      throw err;
    }
  }
  return {
    access: { client: () => Promise.resolve(p.client), taskQueue: p.taskQueue, extractionTaskQueue: p.taskQueue },
    documents: p.documents,
    process: p,
    simulator,
    outbox: () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir)
            .filter((f) => !isTemporaryName(f))
            .sort()
        : [],
    readOutbox: (fileName) => readFileSync(path.join(outboxDir, fileName), 'utf8'),
    async close() {
      // The poller's activities and the simulator use the folder and the database: they go first.
      await stopDelivery();
      await p.close();
    },
  };
}
