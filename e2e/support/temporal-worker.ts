// Temporal for the browser tests that answer invoices: a client of the dev server the jest
// globalSetup started and one worker on a task queue of its own (test files share the server),
// hosting the product workflows and the `invoices` queue activities. The access point is a local
// folder in a temp directory, so a test reads what the platform sent from its outbox.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { Worker, type NativeConnection } from '@temporalio/worker';
import type { Knex } from 'knex';
import type { TemporalAccess } from '../../api/temporal';
import { LocalDocumentStore } from '../../infra/document-store';
import { bundledWorkflows, devServerClient, devServerConnection, devServerNamespace, uniqueTaskQueue } from '../../scripts/test/temporal-harness';
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
  let connection: NativeConnection | undefined;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;

  const close = async () => {
    if (worker?.getState() === 'RUNNING') worker.shutdown();
    await running?.catch(() => undefined);
    await connection?.close();
    await client?.connection.close();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    client = await devServerClient();
    connection = await devServerConnection();
    const activities = createInvoiceQueueActivities({
      db,
      peppol: { transport: accessPoint, documentStore: new LocalDocumentStore(path.join(dir, 'documents')) },
    });
    worker = await Worker.create({ connection, namespace: devServerNamespace(), taskQueue, workflowBundle: await bundledWorkflows(), activities });
    running = worker.run();
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
