// Temporal for the browser tests that answer invoices: a client of the dev server the jest
// globalSetup started and one worker on a task queue of its own (test files share the server),
// hosting the product workflows and the `invoices` queue activities. The access point is a local
// folder in a temp directory, so a test reads what the platform sent from its outbox.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import type { Knex } from 'knex';
import type { TemporalAccess } from '../../api/temporal';
import { LocalDocumentStore } from '../../infra/document-store';
import { devServerClient, startProductWorker, uniqueTaskQueue, type RunningTestWorker } from '../../scripts/test/temporal-harness';
import { createInvoiceQueueActivities } from '../../workers/activities';
import { LocalFolderTransport } from '../../workers/peppol-transport/local-folder';
import { isTemporaryName } from '../../workers/peppol-transport/naming';

export interface E2eTemporal {
  /** What the api's App takes: the dev server's client and this worker's task queue. */
  access: TemporalAccess;
  /** The access point the worker uploads to. */
  accessPoint: LocalFolderTransport;
  /** The names of the files in the access point's outbox, sorted (temp names of unfinished uploads excluded). */
  outbox(): string[];
  /** The text of one outbox file. */
  readOutbox(fileName: string): string;
  close(): Promise<void>;
}

export async function startE2eTemporal(db: Knex): Promise<E2eTemporal> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-e2e-temporal-'));
  const accessPoint = new LocalFolderTransport(path.join(dir, 'access-point'));
  const taskQueue = uniqueTaskQueue('e2e-invoices');
  let client: Client | undefined;
  let worker: RunningTestWorker | undefined;

  const close = async () => {
    await worker?.stop();
    await client?.connection.close();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    client = await devServerClient();
    const activities = createInvoiceQueueActivities({
      db,
      peppol: { transport: accessPoint, documentStore: new LocalDocumentStore(path.join(dir, 'documents')) },
    });
    worker = await startProductWorker(taskQueue, activities);
  } catch (err) {
    await close();
    throw err;
  }

  const connected = client;
  const outboxDir = accessPoint.pathOf('outbox');
  return {
    access: { client: () => Promise.resolve(connected), taskQueue },
    accessPoint,
    outbox: () => (existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => !isTemporaryName(f)).sort() : []),
    readOutbox: (fileName) => readFileSync(accessPoint.pathOf('outbox', fileName), 'utf8'),
    close,
  };
}
