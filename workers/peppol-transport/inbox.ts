// One inbox file, exactly once: download, read, hand to its handler inside the transaction that
// records the message, then move the file to processed. Every step can be repeated: a file whose
// message row exists is only moved (a crash between 'handled' and 'moved' is finished by the next
// poll), a file already moved is not an error, and the same envelope under another file name is
// recognised by its instance id.
import type { Knex } from 'knex';
import { recordDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import { classifyInboxDocument, type InboxDocument } from './classify';
import type { HandlerResult, PeppolInboxHandlers } from './handlers';
import { findMessageByFile, insertMessage, markMoved, settleMessage, type MessageKind, type MessageOutcome } from './messages.repository';
import type { AccessPointTransport, MoveResult } from './transport';

export interface InboxDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  handlers: PeppolInboxHandlers;
}

export interface InboxFileResult {
  fileName: string;
  /** 'already-handled': an earlier run handled it (this one only moved it); 'gone': not in the inbox. */
  outcome: MessageOutcome | 'already-handled' | 'gone';
  kind?: MessageKind;
  invoiceId?: string;
  moved: MoveResult;
}

function dispatch(trx: Knex.Transaction, doc: InboxDocument, handlers: PeppolInboxHandlers): Promise<HandlerResult> {
  switch (doc.kind) {
    case 'mlr':
      return handlers.messageLevelResponse(trx, doc.mlr, doc.envelope);
    case 'invoice-response':
      return handlers.invoiceResponse(trx, doc.response, doc.envelope);
    case 'invoice':
    case 'credit-note':
      return handlers.incomingInvoice(trx, { kind: doc.kind, envelope: doc.envelope, document: doc.document, payloadXml: doc.payloadXml, findings: doc.findings });
    case 'unreadable':
      return Promise.resolve({ outcome: 'import-error', detail: doc.error });
  }
}

export async function processInboxFile(deps: InboxDeps, fileName: string): Promise<InboxFileResult> {
  const { db, transport } = deps;
  const earlier = await findMessageByFile(db, 'incoming', fileName);
  if (earlier) {
    const moved = await transport.moveToProcessed(fileName);
    await markMoved(db, fileName);
    return { fileName, outcome: 'already-handled', kind: earlier.kind, invoiceId: earlier.invoice_id ?? undefined, moved };
  }

  const bytes = await transport.download(fileName);
  if (!bytes) return { fileName, outcome: 'gone', moved: 'missing' };
  const doc = classifyInboxDocument(bytes);
  // Content-addressed and idempotent: stored before the transaction, recorded inside it.
  const stored = await deps.documentStore.put(bytes, 'application/xml');

  const result = await db.transaction(async (trx) => {
    await recordDocument(trx, stored);
    const id = await insertMessage(trx, {
      direction: 'incoming',
      fileName,
      instanceId: doc.envelope?.instanceId || null,
      kind: doc.kind,
      outcome: 'handled',
      senderId: doc.envelope?.sender ?? null,
      receiverId: doc.envelope?.receiver ?? null,
      documentSha256: stored.sha256,
    });
    // Another run recorded this file (or this envelope under another name) first.
    if (!id) return { outcome: 'duplicate' as const, detail: `Envelope ${doc.envelope?.instanceId ?? '?'} was already received` };
    const handled = await dispatch(trx, doc, deps.handlers);
    await settleMessage(trx, id, handled);
    return handled;
  });

  const moved = await transport.moveToProcessed(fileName);
  await markMoved(db, fileName);
  return { fileName, outcome: result.outcome, kind: doc.kind, invoiceId: result.invoiceId, moved };
}
