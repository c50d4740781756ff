// The one rule of every outgoing Peppol message (invoices and the receivers' Invoice Responses):
// the file is named by its message id, so a send whose upload succeeded but whose acknowledgement
// was lost finds its file still in the outbox or already in the provider's archive and does not
// upload it again. The bytes are kept in the document store either way; the caller records the
// document and the message in its own transaction.
import type { DocumentStore, StoredDocument } from '../../infra/document-store/types';
import type { AccessPointTransport } from './transport';

export interface UploadedOnce {
  stored: StoredDocument;
  /** The file was found at the provider: this call uploaded nothing. */
  alreadyThere: boolean;
}

export async function storeAndUploadOnce(
  deps: { transport: AccessPointTransport; documentStore: DocumentStore },
  fileName: string,
  bytes: Uint8Array,
): Promise<UploadedOnce> {
  const alreadyThere =
    (await deps.transport.exists('outbox', fileName)) || (await deps.transport.exists('archive', fileName));
  const stored = await deps.documentStore.put(bytes, 'application/xml');
  if (!alreadyThere) await deps.transport.upload(fileName, bytes);
  return { stored, alreadyThere };
}
