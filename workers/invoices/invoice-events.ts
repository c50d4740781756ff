// The one writer of the append-only audit trail (invoice_events), part of the invoice persistence
// module: who (the system, or the user whose console action the step carries out, by id and
// e-mail), what (event, status change), why (reason, data), exactly once per idempotency key, so
// a retried activity never records a step twice.
import type { Knex } from 'knex';
import type { InvoiceEventName } from '../../domain/invoice-events';
import type { InvoiceStatus } from '../../domain/statuses';

export interface InvoiceEvent {
  invoiceId: string;
  event: InvoiceEventName;
  fromStatus?: InvoiceStatus | null;
  toStatus?: InvoiceStatus | null;
  reason?: string | null;
  data?: Record<string, unknown>;
  /** Makes the event exactly-once: a retry with the same key writes nothing. */
  idempotencyKey: string;
  /** A person's action (e.g. an answer from the console): their user id; none = the system. */
  actorUserId?: string | null;
}

/** Worker steps act as the system; people's actions carry their user id (api). */
export const SYSTEM_ACTOR = 'system';

export async function recordInvoiceEvent(db: Knex | Knex.Transaction, e: InvoiceEvent): Promise<void> {
  await db('invoice_events')
    .insert({
      invoice_id: e.invoiceId,
      actor: e.actorUserId
        ? db.raw(`coalesce((select email from users where id = ?), 'user')`, [e.actorUserId])
        : SYSTEM_ACTOR,
      actor_user_id: e.actorUserId ?? null,
      event: e.event,
      from_status: e.fromStatus ?? null,
      to_status: e.toStatus ?? null,
      reason: e.reason ?? null,
      data: e.data ? JSON.stringify(e.data) : null,
      idempotency_key: e.idempotencyKey,
    })
    .onConflict('idempotency_key')
    .ignore();
}
