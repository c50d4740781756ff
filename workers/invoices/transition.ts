// The one way an invoice changes (ARCHITECTURE rule 2): in one transaction, lock the row, check it
// is in a status the change expects, write the new status and columns, and append the audit event.
// Exactly once per key: a retried activity (a worker crash after the commit, a Temporal retry)
// finds its event and changes nothing. Only the invoice workflow's activities call it.
import type { Knex } from 'knex';
import type { InvoiceEventName } from '../../domain/invoice-events';
import { invoiceEventKey, type InvoiceRow } from '../../domain/invoice-record';
import { statusIn, type InvoiceStatus } from '../../domain/statuses';
import { recordInvoiceEvent } from './invoice-events';
import { formColumns } from './form-columns';

/** Columns the invoice process writes (the status goes through `to`). */
export type InvoicePatch = Partial<
  Pick<
    InvoiceRow,
    | 'exception'
    | 'customer_data'
    | 'is_manual_parsing'
    | 'is_esynsend'
    | 'is_esynpay'
    | 'sender_company_id'
    | 'receiver_company_id'
    | 'pdf_extraction_job_pk'
    | 'manual_pdf_job_pk'
    | 'job_pk'
    | 'bookkeeping_is_activated'
    | 'bookkeeping_is_solved'
    | 'bookkeeping_solved_by'
    | 'esynpay_status'
    | 'finance_status'
    | 'duplicate_of'
    | 'xml_file'
    | 'envelope_instance_id'
    | 'send_count'
    | 'forward_count'
    | 'sale_count'
  >
> & {
  /** The invoice form; the list columns (number, dates, currency, amount) are taken from it. */
  raw_result?: Record<string, unknown> | null;
  ie_raw_result?: Record<string, unknown> | null;
  finance?: Record<string, unknown> | null;
  /** Timestamps set to the database's now() (first time only for invoice_sent). */
  stamp?: Array<'invoice_sent' | 'bookkeeping_solved_at' | 'acknowledged_at'>;
};

export interface TransitionInput {
  invoiceId: string;
  /** The status the invoice moves to; absent: the status stays. */
  to?: InvoiceStatus;
  /** The statuses the change expects the invoice in; absent: any. */
  from?: readonly InvoiceStatus[];
  patch?: InvoicePatch;
  event: InvoiceEventName;
  reason?: string | null;
  data?: Record<string, unknown>;
  /** The person whose action this is; none: the system. */
  actorUserId?: string | null;
  /** Makes the change exactly-once for this invoice (the event's idempotency key is `<invoice id>/<key>`). */
  key: string;
}

export interface TransitionResult {
  /** False when this key was applied before (nothing was written now). */
  applied: boolean;
  from: InvoiceStatus | string;
}

export class InvoiceNotFoundError extends Error {
  constructor(readonly invoiceId: string) {
    super(`No invoice with id ${invoiceId}`);
    this.name = 'InvoiceNotFoundError';
  }
}

/** The invoice is not in a status the change expects: a stale decision, never applied. */
export class StaleTransitionError extends Error {
  constructor(
    readonly invoiceId: string,
    readonly status: string,
    readonly expected: readonly string[],
  ) {
    super(`Invoice ${invoiceId} is ${status}, not ${expected.join(' or ')}`);
    this.name = 'StaleTransitionError';
  }
}

const JSON_COLUMNS = new Set(['raw_result', 'ie_raw_result', 'customer_data', 'finance']);

function columnsOf(trx: Knex.Transaction, patch: InvoicePatch, to: InvoiceStatus | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(patch)) {
    if (column === 'stamp' || value === undefined) continue;
    out[column] = JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
  }
  if (patch.raw_result) Object.assign(out, formColumns(patch.raw_result));
  for (const column of patch.stamp ?? []) {
    out[column] = column === 'invoice_sent' ? trx.raw('coalesce(invoice_sent, now())') : trx.raw('now()');
  }
  if (to) out.status = to;
  return out;
}

export async function transitionInvoice(db: Knex, input: TransitionInput): Promise<TransitionResult> {
  return db.transaction(async (trx) => {
    const row = (await trx('invoices').select('id', 'status').where({ id: input.invoiceId }).forUpdate().first()) as
      { id: string; status: string } | undefined;
    if (!row) throw new InvoiceNotFoundError(input.invoiceId);
    const key = invoiceEventKey(input.invoiceId, input.key);
    const done = await trx('invoice_events').select('id').where({ idempotency_key: key }).first();
    if (done) return { applied: false, from: row.status };
    if (input.from && !statusIn(row.status, input.from))
      throw new StaleTransitionError(input.invoiceId, row.status, input.from);

    const columns = columnsOf(trx, input.patch ?? {}, input.to);
    if (Object.keys(columns).length) await trx('invoices').where({ id: input.invoiceId }).update(columns);
    const moved = input.to !== undefined && input.to !== row.status;
    await recordInvoiceEvent(trx, {
      invoiceId: input.invoiceId,
      event: input.event,
      fromStatus: moved ? (row.status as InvoiceStatus) : null,
      toStatus: moved ? input.to : null,
      reason: input.reason ?? null,
      ...(input.data ? { data: input.data } : {}),
      actorUserId: input.actorUserId ?? null,
      idempotencyKey: key,
    });
    return { applied: true, from: row.status };
  });
}
