// peppol_messages: the record of every message exchanged with the access-point provider (migration
// 20261121000019). Incoming rows are inserted in the same transaction as their handler's verdict;
// the unique (direction, file_name) and (direction, instance_id) indexes make that exactly-once,
// and the stored dispatch is sent to the invoice's workflow after the commit (again, until marked).
import type { Knex } from 'knex';
import { InvoiceStatus } from '../../domain/statuses';
import type { HandlerResult, InvoiceDispatch } from './handlers';

export type MessageDirection = 'outgoing' | 'incoming';
export type MessageKind = 'invoice' | 'credit-note' | 'invoice-response' | 'mlr' | 'unreadable';
export type MessageOutcome = 'uploaded' | 'handled' | 'unmatched' | 'duplicate' | 'import-error';

export interface PeppolMessageRow {
  id: string;
  direction: MessageDirection;
  file_name: string;
  instance_id: string | null;
  kind: MessageKind;
  outcome: MessageOutcome;
  invoice_id: string | null;
  sender_id: string | null;
  receiver_id: string | null;
  document_sha256: string | null;
  detail: string | null;
  /** What the invoice's workflow is told about this message, and when it was told. */
  dispatch: InvoiceDispatch | null;
  dispatched_at: Date | null;
  document_key: string | null;
  moved_at: Date | null;
  created_at: Date;
}

export interface NewMessage {
  direction: MessageDirection;
  fileName: string;
  instanceId?: string | null;
  kind: MessageKind;
  outcome: MessageOutcome;
  invoiceId?: string | null;
  senderId?: string | null;
  receiverId?: string | null;
  documentSha256?: string | null;
  detail?: string | null;
}

type Db = Knex | Knex.Transaction;

export async function findMessageByFile(
  db: Db,
  direction: MessageDirection,
  fileName: string,
): Promise<PeppolMessageRow | undefined> {
  return db<PeppolMessageRow>('peppol_messages').where({ direction, file_name: fileName }).first();
}

export async function findMessageByInstance(
  db: Db,
  direction: MessageDirection,
  instanceId: string,
): Promise<PeppolMessageRow | undefined> {
  return db<PeppolMessageRow>('peppol_messages').where({ direction, instance_id: instanceId }).first();
}

/**
 * Inserts the message unless one with the same file name or instance id (same direction) exists.
 * Answers the new row's id, or undefined when it already existed. A concurrent insert of the same
 * key waits for the other transaction and then answers undefined.
 */
export async function insertMessage(db: Db, m: NewMessage): Promise<string | undefined> {
  const r = await db.raw<{ rows: { id: string }[] }>(
    `INSERT INTO peppol_messages (direction, file_name, instance_id, kind, outcome, invoice_id, sender_id, receiver_id, document_sha256, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      m.direction,
      m.fileName,
      m.instanceId ?? null,
      m.kind,
      m.outcome,
      m.invoiceId ?? null,
      m.senderId ?? null,
      m.receiverId ?? null,
      m.documentSha256 ?? null,
      m.detail ?? null,
    ],
  );
  return r.rows[0]?.id;
}

/** The handler's verdict on a recorded message; a new incoming invoice gets its invoice_id when its workflow records it. */
export async function settleMessage(db: Db, id: string, result: HandlerResult): Promise<void> {
  await db('peppol_messages')
    .where({ id })
    .update({
      outcome: result.outcome,
      invoice_id: result.invoicePending ? null : (result.invoiceId ?? null),
      detail: result.detail ?? null,
      dispatch: result.dispatch ? JSON.stringify(result.dispatch) : null,
      document_key: result.documentKey ?? null,
    });
}

export async function markDispatched(db: Db, id: string): Promise<void> {
  await db('peppol_messages').where({ id }).whereNull('dispatched_at').update({ dispatched_at: db.fn.now() });
}

export async function markMoved(db: Db, fileName: string): Promise<void> {
  await db('peppol_messages')
    .where({ direction: 'incoming', file_name: fileName })
    .whereNull('moved_at')
    .update({ moved_at: db.fn.now() });
}

/**
 * Incoming Peppol invoices still waiting for their acknowledgement: imported for a receiver on the
 * platform within `sinceDays`, still Imported, and no Invoice Response sent for them yet (the AB of
 * their import failed every attempt, or the worker stopped before sending it). Oldest first.
 */
export async function unacknowledgedImports(
  db: Knex,
  { limit, sinceDays }: { limit: number; sinceDays: number },
): Promise<string[]> {
  const rows = (await db('invoices as i')
    .select('i.id')
    .where({ 'i.format': 'peppol', 'i.status': InvoiceStatus.Imported })
    .whereNotNull('i.receiver_company_id')
    .where('i.created_at', '>', db.raw(`now() - make_interval(days => ?)`, [sinceDays]))
    .whereExists(
      (q) =>
        void q
          .select(db.raw('1'))
          .from('peppol_messages as m')
          .whereRaw('m.invoice_id = i.id')
          .where('m.direction', 'incoming')
          .whereIn('m.kind', ['invoice', 'credit-note']),
    )
    .whereNotExists(
      (q) =>
        void q
          .select(db.raw('1'))
          .from('peppol_messages as r')
          .whereRaw('r.invoice_id = i.id')
          .where({ 'r.direction': 'outgoing', 'r.kind': 'invoice-response' }),
    )
    .orderBy('i.created_at', 'asc')
    .limit(limit)) as { id: string }[];
  return rows.map((r) => r.id);
}
