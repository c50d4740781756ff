// The document store the process uses, chosen by DOCUMENT_STORE (local folder under DATA_DIR or an
// S3-compatible bucket), and the `documents` row that records each stored file. Callers store with
// `storeDocument` (bytes → store → row) and read with `store.get(key)`.
import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../config';
import { LocalDocumentStore } from './local';
import { S3DocumentStore } from './s3';
import type { DocumentStore, StoredDocument } from './types';

export { DocumentNotFoundError, type DocumentStore, type StoredDocument } from './types';
export { DocumentIntegrityError, InvalidDocumentKeyError, documentKey, documentKeyOf, sha256Hex } from './keys';
export { LocalDocumentStore } from './local';
export { S3DocumentStore } from './s3';

/** The local store's folder: DATA_DIR/documents. */
export function localDocumentsDir(dataDir: string): string {
  return path.resolve(dataDir, 'documents');
}

export type DocumentStoreConfig = Pick<
  Config,
  'DOCUMENT_STORE' | 'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

export function createDocumentStore(cfg: DocumentStoreConfig): DocumentStore {
  if (cfg.DOCUMENT_STORE === 'local') return new LocalDocumentStore(localDocumentsDir(cfg.DATA_DIR));
  // parseConfig already refuses DOCUMENT_STORE=s3 without these two; this guards hand-made configs.
  if (!cfg.S3_ENDPOINT || !cfg.S3_BUCKET) throw new Error('DOCUMENT_STORE=s3 needs S3_ENDPOINT and S3_BUCKET');
  return new S3DocumentStore({
    endpoint: cfg.S3_ENDPOINT,
    bucket: cfg.S3_BUCKET,
    accessKeyId: cfg.S3_ACCESS_KEY_ID,
    secretAccessKey: cfg.S3_SECRET_ACCESS_KEY,
  });
}

/**
 * Records a stored file in `documents` (sha256 is the primary key). The same bytes stored twice
 * keep their first row: `INSERT … ON CONFLICT DO NOTHING`, so retries and duplicates are harmless.
 */
export async function recordDocument(db: Knex | Knex.Transaction, doc: StoredDocument): Promise<void> {
  await db.raw(
    `INSERT INTO documents (sha256, size_bytes, content_type, storage_key) VALUES (?, ?, ?, ?)
     ON CONFLICT (sha256) DO NOTHING`,
    [doc.sha256, doc.sizeBytes, doc.contentType, doc.key],
  );
}

/** Puts the bytes in the store, then records the row (store first: a row never names missing bytes). */
export async function storeDocument(
  store: DocumentStore,
  db: Knex | Knex.Transaction,
  bytes: Uint8Array,
  contentType: string,
): Promise<StoredDocument> {
  const stored = await store.put(bytes, contentType);
  await recordDocument(db, stored);
  return stored;
}
