// The activities the `extraction` queue's worker hosts, now with the document store: the engine's
// 'send to IE' activity reads the PDF through `documents.get`, and the health ping proves the
// worker polls the queue. The worker (composition root) builds the store with createDocumentStore
// and passes it here; tests pass a store of their own.
import type { Knex } from 'knex';
import { documentKeyOf, type DocumentStore } from '../../infra/document-store';
import type { SandboxOptions } from '../extraction/sandbox';
import { createExtractionActivities } from './extraction.activities';
import { createHealthActivities } from './health.activities';

export interface ExtractionQueueDeps {
  db: Knex;
  documents: DocumentStore;
  /** Engine budgets (time, heap, pages); the engine's defaults otherwise. */
  limits?: SandboxOptions;
}

/**
 * `extractInvoicePdf({ location })` takes what the invoice row holds: the PDF's sha256
 * (invoices.location) or its store key (documents.storage_key). A location that is neither is
 * refused (InvalidDocumentKeyError), a missing document is a DocumentNotFoundError: both are
 * failures for the workflow to see, not 'Invalid PDF' outcomes.
 */
export function createExtractionQueueActivitiesWithStore({ db, documents, limits }: ExtractionQueueDeps) {
  const { pingWorker } = createHealthActivities({ db });
  const extraction = createExtractionActivities({
    readDocument: (location) => documents.get(documentKeyOf(location)),
    limits,
  });
  return { pingWorker, ...extraction };
}

export type ExtractionQueueActivities = ReturnType<typeof createExtractionQueueActivitiesWithStore>;
