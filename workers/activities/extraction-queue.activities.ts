// The activities the `extraction` queue's worker hosts, with the document store: the engine's
// 'send to IE' activity reads the PDF through `documents.get` and applies the supplier's learned
// profile (learning.activities), `learnFromManualParsing` learns from a person's corrections, and
// the health ping proves the worker polls the queue. The worker (composition root) builds the store with createDocumentStore
// and passes it here; tests pass a store of their own.
import type { Knex } from 'knex';
import { documentKeyOf, type DocumentStore } from '../../infra/document-store';
import type { SandboxOptions } from '../extraction/sandbox';
import type { ExtractionPool } from '../extraction/sandbox-pool';
import { createExtractionActivities } from './extraction.activities';
import { createHealthActivities } from './health.activities';
import { createLearningActivities, createProfiledExtract } from './learning.activities';

export interface ExtractionQueueDeps {
  db: Knex;
  documents: DocumentStore;
  /** Engine budgets (time, heap, pages); the engine's defaults otherwise. */
  limits?: SandboxOptions;
  /** Warm sandbox processes (the worker's); without it each job starts a sandbox of its own. */
  pool?: ExtractionPool;
}

/**
 * `extractInvoicePdf({ location })` takes what the invoice row holds: the PDF's sha256
 * (invoices.location) or its store key (documents.storage_key). A location that is neither is
 * refused (InvalidDocumentKeyError), a missing document is a DocumentNotFoundError: both are
 * failures for the workflow to see, not 'Invalid PDF' outcomes.
 */
export function createExtractionQueueActivitiesWithStore({ db, documents, limits, pool }: ExtractionQueueDeps) {
  const { pingWorker } = createHealthActivities({ db });
  const readDocument = (location: string) => documents.get(documentKeyOf(location));
  const engine = pool ? (bytes: Uint8Array, opts: SandboxOptions) => pool.extract(bytes, opts) : undefined;
  const extraction = createExtractionActivities({
    readDocument,
    limits,
    extract: createProfiledExtract({ db, ...(engine ? { extract: engine } : {}) }),
  });
  const learning = createLearningActivities({
    db,
    readDocument,
    ...(limits ? { limits } : {}),
    ...(engine ? { extract: engine } : {}),
  });
  return { pingWorker, ...extraction, ...learning };
}

export type ExtractionQueueActivities = ReturnType<typeof createExtractionQueueActivitiesWithStore>;
