// The worker process: the composition root of everything that runs inside Temporal workers. It
// connects to Temporal (TEMPORAL_ADDRESS) and PostgreSQL (DATABASE_URL), bundles the workflow code
// once and runs one Worker per product task queue until SIGINT/SIGTERM, then drains and exits.
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Runtime, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Knex } from 'knex';
import { config } from '../infra/config';
import { createDb } from '../infra/db';
import { createDocumentStore } from '../infra/document-store';
import { logger } from '../infra/logger';
import { ensureSearchAttributes } from '../infra/temporal-search-attributes';
import { temporalTls } from '../infra/temporal-tls';
import { TASK_QUEUES } from '../workflows/contract';
import { createExtractionQueueActivities, createInvoiceQueueActivities, type ActivityDeps } from './activities';
import { createTransport } from './peppol-transport/create-transport';
import { ensureInboxSchedule } from './peppol-transport/inbox-schedule';
import { temporalLoggerFor } from './temporal-logger';

export const WORKFLOWS_PATH = require.resolve('../workflows');

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** The workflow bundle (webpack), built once per process. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  // webpack's module report is noise at every start; its warnings and errors still show.
  bundle ??= bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: temporalLoggerFor(logger.child({ component: 'bundler' }, { level: 'warn' })) });
  return bundle;
}

export interface CreateWorkersOptions {
  connection: NativeConnection;
  namespace: string;
  db: Knex;
  /** The access-point transport and document store for the Peppol activities. */
  peppol?: ActivityDeps['peppol'];
  /** The document store for the extraction queue's activities. */
  documents?: ActivityDeps['documents'];
  /** Override the queue names (tests run workers on throwaway queues). */
  taskQueues?: { invoices: string; extraction: string };
}

/** One Worker per product task queue: workflows and their activities on `invoices`, extraction
 * activities on `extraction`. */
export async function createWorkers({ connection, namespace, db, peppol, documents, taskQueues = TASK_QUEUES }: CreateWorkersOptions): Promise<Worker[]> {
  const workflowBundleCode = await workflowBundle();
  const common = { connection, namespace, shutdownGraceTime: '10 seconds' } as const;
  return Promise.all([
    Worker.create({ ...common, taskQueue: taskQueues.invoices, workflowBundle: workflowBundleCode, activities: createInvoiceQueueActivities({ db, peppol }) }),
    Worker.create({ ...common, taskQueue: taskQueues.extraction, activities: createExtractionQueueActivities({ db, documents }) }),
  ]);
}

/** Registers missing product search attributes (a cluster the launcher did not start). A cluster
 * that refuses (Temporal Cloud manages them itself) is only a warning. */
async function registerSearchAttributes(connection: Connection, namespace: string): Promise<void> {
  try {
    const added = await ensureSearchAttributes(connection, namespace);
    if (added.length) logger.info({ added, namespace }, 'registered search attributes');
  } catch (err) {
    logger.warn({ err, namespace }, 'could not register search attributes; register them on the cluster');
  }
}

/** The inbox poller's schedule, created or brought in line with PEPPOL_POLL_INTERVAL_SECONDS. */
async function scheduleInboxPolls(connection: Connection, namespace: string, intervalSeconds: number): Promise<void> {
  const result = await ensureInboxSchedule(new Client({ connection, namespace }), { intervalSeconds, taskQueue: TASK_QUEUES.invoices });
  logger.info({ intervalSeconds, result }, intervalSeconds > 0 ? 'Peppol inbox poll scheduled' : 'Peppol inbox poll paused');
}

async function main(): Promise<void> {
  const cfg = config();
  const address = cfg.TEMPORAL_ADDRESS ?? `127.0.0.1:${cfg.TEMPORAL_PORT}`;
  // The SDK stops every worker on SIGINT/SIGTERM (its default shutdownSignals); run() then resolves.
  Runtime.install({ logger: temporalLoggerFor(logger.child({ component: 'temporal' })) });
  const tls = temporalTls(cfg);
  const client = await Connection.connect({ address, ...(tls ? { tls } : {}) });
  try {
    await registerSearchAttributes(client, cfg.TEMPORAL_NAMESPACE);
    await scheduleInboxPolls(client, cfg.TEMPORAL_NAMESPACE, cfg.PEPPOL_POLL_INTERVAL_SECONDS);
  } finally {
    await client.close();
  }
  const db = createDb();
  const transport = createTransport(cfg);
  const documents = createDocumentStore(cfg);
  const peppol = { transport, documentStore: documents };
  const connection = await NativeConnection.connect({ address, ...(tls ? { tls } : {}) });
  try {
    const started = Date.now();
    const workers = await createWorkers({ connection, namespace: cfg.TEMPORAL_NAMESPACE, db, peppol, documents });
    logger.info({ address, namespace: cfg.TEMPORAL_NAMESPACE, taskQueues: workers.map((w) => w.options.taskQueue), peppolTransport: transport.kind, ms: Date.now() - started }, 'worker started');
    await Promise.all(workers.map((w) => w.run()));
    logger.info('worker stopped');
  } finally {
    await connection.close();
    await transport.close();
    await db.destroy();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      logger.fatal({ err }, 'worker failed');
      process.exit(1);
    },
  );
}
