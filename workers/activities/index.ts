// The activities each task queue's worker hosts, built from the dependencies the worker (the
// composition root) creates. Workflows import the *types* of these factories only.
import type { Knex } from 'knex';
import type { DocumentStore } from '../../infra/document-store';
import type { ExtractionPool } from '../extraction/sandbox-pool';
import { createExtractionQueueActivitiesWithStore } from './extraction-queue.activities';
import { createHealthActivities } from './health.activities';
import { createIdentificationActivities } from './identification.activities';
import { createInvoiceActivities, type InvoiceActivityDeps } from './invoice.activities';
import { createPeppolTransportActivities, type PeppolTransportDeps } from './peppol-transport.activities';

export interface ActivityDeps {
  db: Knex;
  /** The access-point transport, the document store and the invoice messenger; without them the Peppol activities are not registered. */
  peppol?: Omit<PeppolTransportDeps, 'db'>;
  /** The document store; without it the extraction queue hosts only pingWorker and invoices cannot be processed. */
  documents?: DocumentStore;
  /** Outbound mail for PDF forwards. */
  mail?: InvoiceActivityDeps['mail'];
  /** Warm sandbox processes for the extraction engine. */
  extractionPool?: ExtractionPool;
}

/** Activities of the `invoices` queue: the invoice process's database, delivery and mail steps. */
export function createInvoiceQueueActivities(deps: ActivityDeps) {
  return {
    ...createHealthActivities(deps),
    ...createIdentificationActivities(deps),
    ...(deps.peppol ? createPeppolTransportActivities({ db: deps.db, ...deps.peppol }) : {}),
    ...(deps.documents
      ? createInvoiceActivities({ db: deps.db, documents: deps.documents, ...(deps.mail ? { mail: deps.mail } : {}) })
      : {}),
  };
}

/** Activities of the `extraction` queue: CPU-heavy document work, scaled on its own. */
export function createExtractionQueueActivities(deps: ActivityDeps) {
  if (deps.documents)
    return createExtractionQueueActivitiesWithStore({
      db: deps.db,
      documents: deps.documents,
      ...(deps.extractionPool ? { pool: deps.extractionPool } : {}),
    });
  const { pingWorker } = createHealthActivities(deps);
  return { pingWorker };
}
