// One inbox file, exactly once: download, read, hand to its handler inside the transaction that
// records the message, tell the invoice's workflow what the handler decided, then move the file to
// processed. Every step can be repeated: a file whose message row exists is only told again (when
// the telling had not been recorded) and moved, so a crash between any two steps is finished by the
// next poll; a file already moved is not an error; the same envelope under another file name is
// recorded as a duplicate; a document that the database can never store (a value beyond a limit)
// is recorded once as an import error and moved aside, so it neither stops the inbox nor comes back.
import type { Knex } from 'knex';
import { recordDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import { classifyInboxDocument, type InboxDocument } from './classify';
import type { HandlerResult, InvoiceDispatch, PeppolInboxHandlers } from './handlers';
import {
  findMessageByFile,
  findMessageByInstance,
  insertMessage,
  markDispatched,
  markMoved,
  settleMessage,
  type MessageKind,
  type MessageOutcome,
} from './messages.repository';
import type { AccessPointTransport, MoveResult } from './transport';

/** Tells an invoice's workflow about a message (starting a run when none is open); idempotent. */
export interface InvoiceMessenger {
  tell(dispatch: InvoiceDispatch): Promise<void>;
}

export interface InboxDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  handlers: PeppolInboxHandlers;
  messenger: InvoiceMessenger;
}

export interface InboxFileResult {
  fileName: string;
  /** 'already-handled': an earlier run handled it (this one only finished it); 'gone': not in the inbox. */
  outcome: MessageOutcome | 'already-handled' | 'gone';
  kind?: MessageKind;
  invoiceId?: string;
  moved: MoveResult;
}

function handle(
  trx: Knex.Transaction,
  doc: InboxDocument,
  handlers: PeppolInboxHandlers,
  fileName: string,
): Promise<HandlerResult> {
  switch (doc.kind) {
    case 'mlr':
      return handlers.messageLevelResponse(trx, doc.mlr, doc.envelope);
    case 'invoice-response':
      return handlers.invoiceResponse(trx, doc.response, doc.envelope);
    case 'invoice':
    case 'credit-note':
      return handlers.incomingInvoice(
        trx,
        {
          kind: doc.kind,
          envelope: doc.envelope,
          document: doc.document,
          payloadXml: doc.payloadXml,
          findings: doc.findings,
        },
        fileName,
      );
    case 'unreadable':
      return Promise.resolve({ outcome: 'import-error', detail: doc.error });
  }
}

/** PostgreSQL refusals that the same document will always get: data exceptions and limits (SQLSTATE 22, 54). */
export function isPermanentDataError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

const clip = (v: string | null | undefined, max = 255) => (v ? v.slice(0, max) : null);

type Recorded = HandlerResult & { messageId?: string };

async function recordAndHandle(
  deps: InboxDeps,
  fileName: string,
  doc: InboxDocument,
  sha256: string,
  stored: Parameters<typeof recordDocument>[1],
): Promise<Recorded> {
  const { db } = deps;
  const base = {
    direction: 'incoming' as const,
    fileName,
    kind: doc.kind,
    senderId: clip(doc.envelope?.sender),
    receiverId: clip(doc.envelope?.receiver),
    documentSha256: sha256,
  };
  try {
    return await db.transaction(async (trx) => {
      await recordDocument(trx, stored);
      const instanceId = doc.envelope?.instanceId || null;
      const id = await insertMessage(trx, { ...base, instanceId, outcome: 'handled' });
      if (!id) {
        // This envelope came before under another file name: recorded as a duplicate, never dropped silently.
        const first = instanceId ? await findMessageByInstance(trx, 'incoming', instanceId) : undefined;
        const detail = `Envelope ${instanceId ?? '?'} was already received as ${first?.file_name ?? 'another file'}`;
        await insertMessage(trx, {
          ...base,
          instanceId: null,
          outcome: 'duplicate',
          invoiceId: first?.invoice_id ?? null,
          detail,
        });
        return { outcome: 'duplicate', detail, ...(first?.invoice_id ? { invoiceId: first.invoice_id } : {}) };
      }
      const handled = await handle(trx, doc, deps.handlers, fileName);
      await settleMessage(trx, id, handled);
      return { ...handled, messageId: id };
    });
  } catch (err) {
    if (!isPermanentDataError(err)) throw err;
    const detail = `The document cannot be stored as it is: ${(err as Error).message}`;
    const id = await insertMessage(db, { ...base, instanceId: null, outcome: 'import-error', detail });
    return { outcome: 'import-error', detail, ...(id ? { messageId: id } : {}) };
  }
}

async function tell(deps: InboxDeps, messageId: string, dispatch: InvoiceDispatch): Promise<void> {
  await deps.messenger.tell(dispatch);
  await markDispatched(deps.db, messageId);
}

export async function processInboxFile(deps: InboxDeps, fileName: string): Promise<InboxFileResult> {
  const { db, transport } = deps;
  const earlier = await findMessageByFile(db, 'incoming', fileName);
  if (earlier) {
    if (earlier.dispatch && !earlier.dispatched_at) await tell(deps, earlier.id, earlier.dispatch);
    const moved = await transport.moveToProcessed(fileName);
    await markMoved(db, fileName);
    return {
      fileName,
      outcome: 'already-handled',
      kind: earlier.kind,
      invoiceId: earlier.invoice_id ?? earlier.dispatch?.invoiceId,
      moved,
    };
  }

  const bytes = await transport.download(fileName);
  if (!bytes) return { fileName, outcome: 'gone', moved: 'missing' };
  const doc = classifyInboxDocument(bytes);
  // Content-addressed and idempotent: stored before the transaction, recorded inside it.
  const stored = await deps.documentStore.put(bytes, 'application/xml');
  const result = await recordAndHandle(deps, fileName, doc, stored.sha256, stored);
  if (result.dispatch && result.messageId) await tell(deps, result.messageId, result.dispatch);

  const moved = await transport.moveToProcessed(fileName);
  await markMoved(db, fileName);
  return {
    fileName,
    outcome: result.outcome,
    kind: doc.kind,
    ...(result.invoiceId ? { invoiceId: result.invoiceId } : {}),
    moved,
  };
}
