// The mail intake process: the SMTP receiver of the companies' invoice addresses, on its own
// (docs/mail-intake.md 'Where it runs'): it connects to PostgreSQL, the document store and Temporal
// (to start each mailed PDF's invoice workflow), listens on SMTP_INTAKE_HOST:SMTP_INTAKE_PORT and
// stops on SIGINT/SIGTERM after the mails it accepted are processed.
import { Client, Connection } from '@temporalio/client';
import { config } from '../../infra/config';
import { createDb } from '../../infra/db';
import { createDocumentStore } from '../../infra/document-store';
import { logger } from '../../infra/logger';
import { temporalTls } from '../../infra/temporal-tls';
import { TASK_QUEUES } from '../../workflows/contract';
import { startReceiver } from './receiver';

async function main(): Promise<void> {
  const cfg = config();
  const log = logger.child({ component: 'mail-intake' });
  const tls = temporalTls(cfg);
  const connection = await Connection.connect({
    address: cfg.TEMPORAL_ADDRESS ?? `127.0.0.1:${cfg.TEMPORAL_PORT}`,
    ...(tls ? { tls } : {}),
  });
  const client = new Client({ connection, namespace: cfg.TEMPORAL_NAMESPACE });
  const db = createDb();
  const documents = createDocumentStore(cfg);
  const receiver = await startReceiver(
    { db, documents, target: { client, taskQueue: TASK_QUEUES.invoices } },
    {
      port: cfg.SMTP_INTAKE_PORT,
      host: cfg.SMTP_INTAKE_HOST,
      maxBytes: cfg.SMTP_INTAKE_MAX_BYTES,
      sweepSeconds: cfg.SMTP_INTAKE_SWEEP_SECONDS,
      log,
    },
  );
  log.info(
    { host: cfg.SMTP_INTAKE_HOST, port: receiver.port, maxBytes: cfg.SMTP_INTAKE_MAX_BYTES },
    'mail intake listening',
  );
  // Mails left pending by an earlier run are finished first.
  void receiver.sweep().catch((err: unknown) => log.warn({ err }, 'first sweep failed'));
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await receiver.close();
  await connection.close();
  await db.destroy();
  log.info('mail intake stopped');
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      logger.fatal({ err }, 'mail intake failed');
      process.exit(1);
    },
  );
}
