// The activities each task queue's worker hosts, built from the dependencies the worker (the
// composition root) creates. Workflows import the *types* of these factories only.
import type { Knex } from 'knex';
import { createHealthActivities } from './health.activities';
import { createPeppolTransportActivities, type PeppolTransportDeps } from './peppol-transport.activities';
import { createIdentificationActivities } from './identification.activities';
import { createExtractionQueueActivitiesWithStore } from './extraction-queue.activities';
import type { DocumentStore } from '../../infra/document-store';

export interface ActivityDeps {
  db: Knex;
  /** The access-point transport and the document store; without them the Peppol activities are not registered. */
  peppol?: Omit<PeppolTransportDeps, 'db'>;
  /** The document store; without it the extraction queue hosts only pingWorker. */
  documents?: DocumentStore;
}

/** Activities of the `invoices` queue: the invoice process's database and delivery steps. */
export function createInvoiceQueueActivities(deps: ActivityDeps) {
  return {
    ...createHealthActivities(deps),
    ...createIdentificationActivities(deps),
    ...(deps.peppol ? createPeppolTransportActivities({ db: deps.db, ...deps.peppol }) : {}),
  };
}

/** Activities of the `extraction` queue: CPU-heavy document work, scaled on its own. */
export function createExtractionQueueActivities(deps: ActivityDeps) {
  if (deps.documents) return createExtractionQueueActivitiesWithStore({ db: deps.db, documents: deps.documents });
  const { pingWorker } = createHealthActivities(deps);
  return { pingWorker };
}
