// The worker process: the composition root of everything that runs inside Temporal workers. It
// connects to Temporal (TEMPORAL_ADDRESS), PostgreSQL (DATABASE_URL), the document store, the
// access point and the mail server, bundles the workflow code once, runs one Worker per product
// task queue and keeps the inbox poller workflow running, until SIGINT/SIGTERM, then drains and exits.
import { Client, Connection } from '@temporalio/client';
import {
  bundleWorkflowCode,
  NativeConnection,
  Runtime,
  Worker,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import { config, publicUrl } from '../infra/config';
import { createDb } from '../infra/db';
import { createDocumentStore } from '../infra/document-store';
import { logger } from '../infra/logger';
import { ensureSearchAttributes } from '../infra/temporal-search-attributes';
import { temporalTls } from '../infra/temporal-tls';
import { TASK_QUEUES } from '../workflows/contract';
import { createExtractionQueueActivities, createInvoiceQueueActivities, type ActivityDeps } from './activities';
import { createTransport } from './peppol-transport/create-transport';
import { ensureInboxPoller } from './peppol-transport/inbox-poller';
import { createInvoiceMessenger } from './invoices/invoice-messenger';
import { createSmtpMailer, type Mailer } from '../infra/mail/mailer';
import { notifyInvoiceEvents } from './mail/notifier';
import { ExtractionPool } from './extraction/sandbox-pool';
import { temporalLoggerFor } from './temporal-logger';

export const WORKFLOWS_PATH = require.resolve('../workflows');

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** The workflow bundle (webpack), built once per process. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  // webpack's module report is noise at every start; its warnings and errors still show.
  bundle ??= bundleWorkflowCode({
    workflowsPath: WORKFLOWS_PATH,
    logger: temporalLoggerFor(logger.child({ component: 'bundler' }, { level: 'warn' })),
  });
  return bundle;
}

export interface CreateWorkersOptions extends ActivityDeps {
  connection: NativeConnection;
  namespace: string;
  /** Override the queue names (tests run workers on throwaway queues). */
  taskQueues?: { invoices: string; extraction: string };
  /** Extraction jobs one worker runs at once (each a capped child process); default 2. */
  extractionConcurrency?: number;
}

/** One Worker per product task queue: workflows and their activities on `invoices`, extraction
 * activities on `extraction` (at most `extractionConcurrency` at once, so a burst of uploads cannot
 * start more engines than the machine has room for). */
export async function createWorkers({
  connection,
  namespace,
  taskQueues = TASK_QUEUES,
  extractionConcurrency = 2,
  ...deps
}: CreateWorkersOptions): Promise<Worker[]> {
  const workflowBundleCode = await workflowBundle();
  const common = { connection, namespace, shutdownGraceTime: '10 seconds' } as const;
  return Promise.all([
    Worker.create({
      ...common,
      taskQueue: taskQueues.invoices,
      workflowBundle: workflowBundleCode,
      activities: createInvoiceQueueActivities(deps),
    }),
    Worker.create({
      ...common,
      taskQueue: taskQueues.extraction,
      activities: createExtractionQueueActivities(deps),
      maxConcurrentActivityTaskExecutions: extractionConcurrency,
    }),
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

/** The inbox poller workflow, started or told PEPPOL_POLL_INTERVAL_SECONDS. */
async function runInboxPoller(client: Client, intervalSeconds: number): Promise<void> {
  const result = await ensureInboxPoller(client, { intervalSeconds, taskQueue: TASK_QUEUES.invoices });
  logger.info(
    { intervalSeconds, result },
    intervalSeconds > 0 ? 'Peppol inbox poller running' : 'Peppol inbox poller paused',
  );
}

/** Outbound mail: SMTP_URL (npm start points it at the development mail catcher). */
function mailDeps(
  cfg: ReturnType<typeof config>,
): { mailer: Mailer; from: string; brand: string; publicUrl: string; linkSecret: string } | undefined {
  if (!cfg.SMTP_URL) {
    logger.warn('SMTP_URL is not set: PDF forwards cannot be sent (they are recorded as failed)');
    return undefined;
  }
  if (!cfg.AUTH_TOKEN_SECRET) {
    logger.warn('AUTH_TOKEN_SECRET is not set: PDF forwards cannot carry their link (they are recorded as failed)');
    return undefined;
  }
  return {
    mailer: createSmtpMailer(cfg.SMTP_URL),
    from: cfg.MAIL_FROM,
    brand: cfg.BRAND_NAME,
    publicUrl: publicUrl(cfg),
    linkSecret: cfg.AUTH_TOKEN_SECRET,
  };
}

/** Notification mails (workers/mail/notifier.ts) every few seconds; answers a stop that waits for the batch under way. */
function runNotifier(deps: Parameters<typeof notifyInvoiceEvents>[0]): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    // A batch still under way (a slow or unreachable mail server) is not queued behind again.
    if (running) return;
    running = true;
    current = notifyInvoiceEvents(deps)
      .catch((err: unknown) => logger.warn({ err }, 'notification mails failed; tried again shortly'))
      .finally(() => {
        running = false;
      });
  }, NOTIFY_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await current;
  };
}
const NOTIFY_EVERY_MS = 5_000;

async function main(): Promise<void> {
  const cfg = config();
  const address = cfg.TEMPORAL_ADDRESS ?? `127.0.0.1:${cfg.TEMPORAL_PORT}`;
  // The SDK stops every worker on SIGINT/SIGTERM (its default shutdownSignals); run() then resolves.
  Runtime.install({ logger: temporalLoggerFor(logger.child({ component: 'temporal' })) });
  const tls = temporalTls(cfg);
  const clientConnection = await Connection.connect({ address, ...(tls ? { tls } : {}) });
  const client = new Client({ connection: clientConnection, namespace: cfg.TEMPORAL_NAMESPACE });
  const db = createDb();
  const transport = createTransport(cfg);
  const documents = createDocumentStore(cfg);
  const mail = mailDeps(cfg);
  // The activities reach invoice workflows through this client (the inbox signals them).
  const messenger = createInvoiceMessenger({ client, taskQueue: TASK_QUEUES.invoices });
  const peppol = { transport, documentStore: documents, messenger };
  // Warm engine processes, as many as the extraction worker runs jobs at once, started now so the
  // first invoices do not wait for them.
  const extractionPool = new ExtractionPool({ size: cfg.EXTRACTION_CONCURRENCY, warm: true });
  const connection = await NativeConnection.connect({ address, ...(tls ? { tls } : {}) });
  try {
    await registerSearchAttributes(clientConnection, cfg.TEMPORAL_NAMESPACE);
    const started = Date.now();
    const workers = await createWorkers({
      connection,
      namespace: cfg.TEMPORAL_NAMESPACE,
      db,
      peppol,
      documents,
      ...(mail ? { mail } : {}),
      extractionPool,
      extractionConcurrency: cfg.EXTRACTION_CONCURRENCY,
    });
    logger.info(
      {
        address,
        namespace: cfg.TEMPORAL_NAMESPACE,
        taskQueues: workers.map((w) => w.options.taskQueue),
        peppolTransport: transport.kind,
        mail: mail?.mailer.kind ?? 'none',
        ms: Date.now() - started,
      },
      'worker started',
    );
    const running = Promise.all(workers.map((w) => w.run()));
    await runInboxPoller(client, cfg.PEPPOL_POLL_INTERVAL_SECONDS);
    const stopNotices = mail ? runNotifier({ db, ...mail }) : undefined;
    await running;
    await stopNotices?.();
    logger.info('worker stopped');
  } finally {
    await connection.close();
    await clientConnection.close();
    await transport.close();
    mail?.mailer.close();
    await extractionPool.close();
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
