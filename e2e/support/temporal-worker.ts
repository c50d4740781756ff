// Temporal for the browser tests that act on invoices: the invoice process of the test harness
// (test-support/invoice-process-harness.ts) on the dev server the jest globalSetup started — one
// worker on a task queue of its own (test files share the server) hosting the product workflows
// and activities, the access point as a local folder, a real SMTP server — over the seeded
// database. A test reads what the platform sent from the access point's outbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { TemporalAccess } from '../../api/temporal';
import type { DocumentStore } from '../../infra/document-store';
import { startInvoiceProcess, type InvoiceProcess } from '../../test-support/invoice-process-harness';
import { isTemporaryName } from '../../workers/peppol-transport/naming';

export interface E2eTemporal {
  /** What the api's App takes: the dev server's client and this worker's task queues. */
  access: TemporalAccess;
  /** The document store the api and the worker share. */
  documents: DocumentStore;
  process: InvoiceProcess;
  /** The names of the files in the access point's outbox, sorted (temp names of unfinished uploads excluded). */
  outbox(): string[];
  /** The text of one outbox file. */
  readOutbox(fileName: string): string;
  close(): Promise<void>;
}

export async function startE2eTemporal(db: Knex): Promise<E2eTemporal> {
  const p = await startInvoiceProcess({ db });
  const outboxDir = path.join(p.accessPointDir, 'outbox');
  return {
    access: { client: () => Promise.resolve(p.client), taskQueue: p.taskQueue, extractionTaskQueue: p.taskQueue },
    documents: p.documents,
    process: p,
    outbox: () => (existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => !isTemporaryName(f)).sort() : []),
    readOutbox: (fileName) => readFileSync(path.join(outboxDir, fileName), 'utf8'),
    close: () => p.close(),
  };
}
