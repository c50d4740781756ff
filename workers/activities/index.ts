// The activities each task queue's worker hosts, built from the dependencies the worker (the
// composition root) creates. Workflows import the *types* of these factories only.
import type { Knex } from 'knex';
import { createHealthActivities } from './health.activities';
import { createPeppolTransportActivities, type PeppolTransportDeps } from './peppol-transport.activities';

export interface ActivityDeps {
  db: Knex;
  /** The access-point transport and the document store; without them the Peppol activities are not registered. */
  peppol?: Omit<PeppolTransportDeps, 'db'>;
}

/** Activities of the `invoices` queue: the invoice process's database and delivery steps. */
export function createInvoiceQueueActivities(deps: ActivityDeps) {
  return {
    ...createHealthActivities(deps),
    ...(deps.peppol ? createPeppolTransportActivities({ db: deps.db, ...deps.peppol }) : {}),
  };
}

/** Activities of the `extraction` queue: CPU-heavy document work, scaled on its own. */
export function createExtractionQueueActivities(deps: ActivityDeps) {
  const { pingWorker } = createHealthActivities(deps);
  return { pingWorker };
}
