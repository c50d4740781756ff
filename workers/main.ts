// The worker process: the composition root of everything that runs inside Temporal workers. It
// connects to Temporal (TEMPORAL_ADDRESS) and PostgreSQL (DATABASE_URL), bundles the workflow code
// once and runs one Worker per product task queue until SIGINT/SIGTERM, then drains and exits.
import { bundleWorkflowCode, NativeConnection, Runtime, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Knex } from 'knex';
import { config } from '../infra/config';
import { createDb } from '../infra/db';
import { logger } from '../infra/logger';
import { TASK_QUEUES } from '../workflows/contract';
import { createExtractionQueueActivities, createInvoiceQueueActivities } from './activities';
import { temporalLoggerFor } from './temporal-logger';

export const WORKFLOWS_PATH = require.resolve('../workflows');

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** The workflow bundle (webpack), built once per process. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: temporalLoggerFor(logger.child({ component: 'bundler' })) });
  return bundle;
}

export interface CreateWorkersOptions {
  connection: NativeConnection;
  namespace: string;
  db: Knex;
  /** Override the queue names (tests run workers on throwaway queues). */
  taskQueues?: { invoices: string; extraction: string };
}

/** One Worker per product task queue: workflows and their activities on `invoices`, extraction
 * activities on `extraction`. */
export async function createWorkers({ connection, namespace, db, taskQueues = TASK_QUEUES }: CreateWorkersOptions): Promise<Worker[]> {
  const workflowBundleCode = await workflowBundle();
  const common = { connection, namespace, shutdownGraceTime: '10 seconds' } as const;
  return Promise.all([
    Worker.create({ ...common, taskQueue: taskQueues.invoices, workflowBundle: workflowBundleCode, activities: createInvoiceQueueActivities({ db }) }),
    Worker.create({ ...common, taskQueue: taskQueues.extraction, activities: createExtractionQueueActivities({ db }) }),
  ]);
}

async function main(): Promise<void> {
  const cfg = config();
  const address = cfg.TEMPORAL_ADDRESS ?? `127.0.0.1:${cfg.TEMPORAL_PORT}`;
  // The SDK stops every worker on SIGINT/SIGTERM (its default shutdownSignals); run() then resolves.
  Runtime.install({ logger: temporalLoggerFor(logger.child({ component: 'temporal' })) });
  const db = createDb();
  const connection = await NativeConnection.connect({ address });
  try {
    const started = Date.now();
    const workers = await createWorkers({ connection, namespace: cfg.TEMPORAL_NAMESPACE, db });
    logger.info({ address, namespace: cfg.TEMPORAL_NAMESPACE, taskQueues: workers.map((w) => w.options.taskQueue), ms: Date.now() - started }, 'worker started');
    await Promise.all(workers.map((w) => w.run()));
    logger.info('worker stopped');
  } finally {
    await connection.close();
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
