// The activities each task queue's worker hosts, built from the dependencies the worker (the
// composition root) creates. Workflows import the *types* of these factories only.
import type { Knex } from 'knex';
import { createHealthActivities } from './health.activities';

export interface ActivityDeps {
  db: Knex;
}

/** Activities of the `invoices` queue: the invoice process's database and delivery steps. */
export function createInvoiceQueueActivities(deps: ActivityDeps) {
  return {
    ...createHealthActivities(deps),
  };
}

/** Activities of the `extraction` queue: CPU-heavy document work, scaled on its own. */
export function createExtractionQueueActivities(deps: ActivityDeps) {
  const { pingWorker } = createHealthActivities(deps);
  return { pingWorker };
}
