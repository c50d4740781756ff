// A worker of the invoice process in a process of its own, for the test that kills a worker in the
// middle of a delivery (workflows/invoice/__tests__/worker-crash.int.test.ts). It hosts the product
// workflows and the invoices and extraction activities on one task queue, over the database, the
// document folder and the access-point folder the test names. With CRASH_AFTER_UPLOAD=1 it kills
// itself (SIGKILL: no clean-up, no acknowledgement) right after a delivery's upload, before the
// upload is recorded.
import { NativeConnection, Worker } from '@temporalio/worker';
import { Client, Connection } from '@temporalio/client';
import knex from 'knex';
import { LocalDocumentStore } from '../infra/document-store';
import { createExtractionQueueActivities, createInvoiceQueueActivities } from '../workers/activities';
import { createInvoiceMessenger } from '../workers/invoices/invoice-messenger';
import { LocalFolderTransport } from '../workers/peppol-transport/local-folder';
import { PRODUCT_WORKFLOWS_PATH } from './temporal-harness';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  const address = required('TEMPORAL_ADDRESS');
  const taskQueue = required('TASK_QUEUE');
  const db = knex({ client: 'pg', connection: required('TEST_DB_URL'), pool: { min: 0, max: 4 } });
  const documents = new LocalDocumentStore(required('DOCUMENTS_DIR'));
  const clientConnection = await Connection.connect({ address });
  const client = new Client({ connection: clientConnection });
  const crash = process.env.CRASH_AFTER_UPLOAD === '1';
  const activities = {
    ...createExtractionQueueActivities({ db, documents }),
    ...createInvoiceQueueActivities({
      db,
      documents,
      peppol: {
        transport: new LocalFolderTransport(required('ACCESS_POINT_DIR')),
        documentStore: documents,
        messenger: createInvoiceMessenger({ client, taskQueue, extractionTaskQueue: taskQueue }),
        afterUpload: () => {
          if (!crash) return;
          process.stdout.write('crashing after the upload\n');
          process.kill(process.pid, 'SIGKILL');
        },
      },
    }),
  };
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({ connection, taskQueue, workflowsPath: PRODUCT_WORKFLOWS_PATH, activities });
  process.stdout.write('worker running\n');
  await worker.run();
  await connection.close();
  await clientConnection.close();
  await db.destroy();
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
