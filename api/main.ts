// The api process: reads the configuration, connects to PostgreSQL, prepares its Temporal client
// (connected on first use), listens on API_HOST:API_PORT and shuts down gracefully on SIGINT/SIGTERM
// (stop accepting, finish requests, close the pools and the Temporal connection).
import { config, publicUrl } from '../infra/config';
import { createSmtpMailer } from '../infra/mail/mailer';
import { MailNotifications } from './notifications/mail-notifications';
import { createDb } from '../infra/db';
import { createDocumentStore } from '../infra/document-store';
import { logger } from '../infra/logger';
import { App } from './app';
import { createPlanPools } from './http/plan-pools';
import { LazyTemporalClient } from './temporal';
import { temporalTls } from '../infra/temporal-tls';

async function main(): Promise<void> {
  const cfg = config();
  const db = createDb(cfg.DATABASE_URL);
  // Page queries in sessions that fix their plans: half the main pool per plan shape.
  const plans = createPlanPools(cfg.DATABASE_URL ?? '', {
    maxPerShape: Math.max(2, Math.ceil(cfg.DATABASE_POOL_MAX / 2)),
  });
  const tls = temporalTls(cfg);
  const temporal = new LazyTemporalClient({
    address: cfg.TEMPORAL_ADDRESS ?? `127.0.0.1:${cfg.TEMPORAL_PORT}`,
    namespace: cfg.TEMPORAL_NAMESPACE,
    ...(tls ? { tls } : {}),
  });
  const documents = createDocumentStore(cfg);
  const temporalUi = cfg.TEMPORAL_UI_URL
    ? { baseUrl: cfg.TEMPORAL_UI_URL, namespace: cfg.TEMPORAL_NAMESPACE }
    : cfg.TEMPORAL_ADDRESS
      ? null
      : { baseUrl: `http://127.0.0.1:${cfg.TEMPORAL_UI_PORT}`, namespace: cfg.TEMPORAL_NAMESPACE };
  // Account mails (verification links) go out by SMTP when there is a mail server; else the log has them.
  const mailer = cfg.SMTP_URL ? createSmtpMailer(cfg.SMTP_URL) : undefined;
  const notifications = mailer
    ? new MailNotifications({
        db,
        mailer,
        from: cfg.MAIL_FROM,
        brand: cfg.BRAND_NAME,
        publicUrl: publicUrl(cfg),
        log: logger,
      })
    : undefined;
  const app = new App({ db, plans, temporal, documents, temporalUi, ...(notifications ? { notifications } : {}) });
  const { url } = await app.start(cfg.API_PORT, cfg.API_HOST);
  logger.info({ url, console: cfg.SERVE_CONSOLE ? url : undefined }, `api listening on ${url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'api shutting down');
    const force = setTimeout(() => {
      logger.error('api shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.stop();
      await Promise.all([db.destroy(), plans.destroy(), temporal.close()]);
      mailer?.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'api shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'api failed to start');
  process.exit(1);
});
