// The document store's contract: PDFs, XML and attachments kept by content (SHA-256). The local
// folder under DATA_DIR is the embedded default; production uses an S3-compatible bucket. Callers
// never build keys themselves: `put` answers the key, `get` reads it back.

export interface StoredDocument {
  /** Lower-case hex SHA-256 of the bytes; also the `documents` row's primary key. */
  sha256: string;
  /** Where the bytes live inside the store (stable, derived from the hash). */
  key: string;
  sizeBytes: number;
  contentType: string;
}

export interface DocumentStore {
  /** Stores the bytes once (a second put of the same bytes is a no-op) and answers their key. */
  put(bytes: Uint8Array, contentType: string): Promise<StoredDocument>;
  /** The bytes under a key; a `DocumentNotFoundError` when there are none. */
  get(key: string): Promise<Uint8Array>;
  has(key: string): Promise<boolean>;
}

export class DocumentNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No document under key ${key}`);
    this.name = 'DocumentNotFoundError';
  }
}
