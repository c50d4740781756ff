// The one interface between the platform and its Peppol access-point provider: documents go to the
// provider's outbox, documents and responses come back in an inbox, and handled inbox files move to
// a processed folder. Adapters: local folder (embedded default), FTP/FTPS, SFTP. Every method is
// idempotent, so a Temporal retry of any step is harmless (docs/peppol.md 'Transport').

/** The provider's folders, relative to the login (or local root) folder. */
export interface AccessPointFolders {
  /** Where the platform uploads documents for the provider to send. */
  outbox: string;
  /** Where the provider moves an outbox file once it has taken it (checked before a re-upload). */
  archive: string;
  /** Where the provider leaves incoming documents and responses for the platform. */
  inbox: string;
  /** Where the platform moves an inbox file once it has handled it. */
  processed: string;
}

export type AccessPointFolder = keyof AccessPointFolders;

export const DEFAULT_FOLDERS: AccessPointFolders = {
  outbox: 'outbox',
  archive: 'archive',
  inbox: 'inbox',
  processed: 'processed',
};

export interface InboxFile {
  name: string;
  size: number;
}

export type MoveResult = 'moved' | 'already-moved' | 'missing';

export interface AccessPointTransport {
  /** 'local' | 'ftp' | 'ftps' | 'sftp', for logs. */
  readonly kind: string;
  /**
   * Puts the bytes in the outbox under `fileName`: written to a temporary name first, then renamed,
   * so the provider never picks up half a file.
   */
  upload(fileName: string, bytes: Uint8Array): Promise<void>;
  /** Whether a file of that name is in the folder. */
  exists(folder: AccessPointFolder, fileName: string): Promise<boolean>;
  /** The inbox's complete files (temporary names are never listed), oldest name first. */
  listInbox(): Promise<InboxFile[]>;
  /** An inbox file's bytes, or null when it is no longer there. */
  download(fileName: string): Promise<Uint8Array | null>;
  /** Moves an inbox file to the processed folder; a file already moved is not an error. */
  moveToProcessed(fileName: string): Promise<MoveResult>;
  /** Releases connections (adapters connect per call; this is for the ones that pool). */
  close(): Promise<void>;
}

/**
 * A failure talking to the provider. `retryable` is true for transport trouble (connection refused,
 * timeouts, 4xx FTP replies) and false for a refusal that will not change by retrying (5xx replies,
 * bad credentials, permission denied).
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: string | number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
