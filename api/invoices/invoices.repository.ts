// Invoice reads (the workflow writes invoices; ARCHITECTURE rule 2). Lists page over the invoices
// table alone (scope, filters, ORDER BY created_at DESC, id DESC on an index) and join the party
// names by primary key for the page's rows only.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList, type AfterPage } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import type { Scope } from '../tenancy/scope';
import { whereInvoiceParty, whereInvoiceReceiver, whereInvoiceSender } from '../tenancy/scope';
import { INVOICE_LIST_ITEM, type InvoiceItemRow } from './invoice-list-item';
import type { InvoiceDetailRow } from './invoice-detail.mapper';
import type { InvoiceHistoryEntry } from '../../domain/invoice-detail';
import { invoiceEventKey } from '../../domain/invoice-record';
import type { InvoiceRow } from '../../domain/invoice-record';

export type InvoiceListKind = 'all' | 'outgoing' | 'incoming';

/** The page's select list: the list item as JSON text (invoice-list-item.ts). */
const LIST_SELECT = `${INVOICE_LIST_ITEM} as item`;

/**
 * The lookups of an invoice page's rows, joined after paging: the party names and sender email by
 * primary key; `more` adds columns and joins of a list built on this one (bookkeeping). Made once
 * per repository, so its SQL is compiled once (api/http/paged-query.ts AfterPage).
 */
export function invoicePageJoin(
  db: Knex,
  more: (outer: Knex.QueryBuilder) => Knex.QueryBuilder = (outer) => outer,
): AfterPage['join'] {
  return (outer) =>
    more(
      outer
        .join('invoices', 'invoices.id', 'page.id')
        .leftJoin('companies as sc', 'sc.id', 'invoices.sender_company_id')
        .leftJoin('companies as rc', 'rc.id', 'invoices.receiver_company_id')
        .leftJoin('users as su', 'su.id', 'invoices.sender_user_id')
        .select(db.raw(LIST_SELECT)),
    );
}

/**
 * A page of invoice list rows for `base` (scope and extra conditions already applied). Deferred
 * join: the page is found on the index alone (ids in ORDER BY … LIMIT/OFFSET order, an index-only
 * scan that skips OFFSET rows without reading the table), then only its rows are read with
 * `join` (invoicePageJoin). The count runs on invoices alone.
 */
export function listInvoicePage<T>(
  db: Knex,
  base: Knex.QueryBuilder,
  list: ListQuery,
  plans: PlanPools | undefined,
  join: AfterPage['join'],
): Promise<ListResult<T>> {
  return runList<T>(db, base, list, (q) => q.select('invoices.id'), {
    prepared: true, // the page names its columns
    plans,
    afterPage: { alias: 'page', join },
  });
}

export class InvoicesRepository {
  private readonly pageJoin: AfterPage['join'];

  constructor(
    private readonly db: Knex,
    /** Sessions with generic plans for the prepared pages (api/http/plan-pools.ts). */
    private readonly plans?: PlanPools,
  ) {
    this.pageJoin = invoicePageJoin(db);
  }

  async list(kind: InvoiceListKind, scope: Scope, list: ListQuery): Promise<ListResult<InvoiceItemRow>> {
    const base = this.db('invoices');
    if (kind === 'outgoing') whereInvoiceSender(base, scope);
    else if (kind === 'incoming') whereInvoiceReceiver(base, scope);
    else whereInvoiceParty(base, scope);
    return listInvoicePage<InvoiceItemRow>(this.db, base, list, this.plans, this.pageJoin);
  }

  /** One invoice the scope may see (admins: any); `kind` narrows it to the outgoing or incoming side. */
  async find(scope: Scope, id: string, kind: InvoiceListKind = 'all'): Promise<InvoiceDetailRow | undefined> {
    const qb = this.db('invoices')
      .leftJoin('companies as s', 's.id', 'invoices.sender_company_id')
      .leftJoin('companies as r', 'r.id', 'invoices.receiver_company_id')
      .leftJoin('users as su', 'su.id', 'invoices.sender_user_id')
      .leftJoin('users as bk', 'bk.id', 'invoices.bookkeeping_solved_by')
      .leftJoin('emails as m', 'm.id', 'invoices.email_id')
      .where('invoices.id', id)
      .first(
        'invoices.*',
        's.name as sender_name',
        's.tax_number as sender_tax_number',
        's.org_id as sender_org_id',
        's.peppol_id as sender_peppol_id',
        's.esynpay_enabled as sender_esynpay_enabled',
        's.esynpay_status as sender_esynpay_status',
        's.esynpay_type as sender_esynpay_type',
        's.send_pdf_forward_blocked as sender_send_pdf_forward_blocked',
        'r.name as receiver_name',
        'r.tax_number as receiver_tax_number',
        'r.org_id as receiver_org_id',
        'r.peppol_id as receiver_peppol_id',
        'r.pdf_forward_timeout_hours as receiver_pdf_forward_timeout_hours',
        'r.send_pdf_forward_blocked as receiver_send_pdf_forward_blocked',
        'r.receive_pdf_forward_blocked as receiver_receive_pdf_forward_blocked',
        'r.manual_parsing_allowed as receiver_manual_parsing_allowed',
        'r.esynpay_receive_disabled as receiver_esynpay_receive_disabled',
        'su.email as sender_email',
        'bk.email as bookkeeping_solved_by_email',
        'm.from_address as mail_from',
        'm.to_addresses as mail_to',
        'm.mail_document_sha256',
        'm.subject as mail_subject',
      );
    if (kind === 'outgoing') whereInvoiceSender(qb, scope);
    else if (kind === 'incoming') whereInvoiceReceiver(qb, scope);
    else whereInvoiceParty(qb, scope);
    return (await qb) as InvoiceDetailRow | undefined;
  }

  /** True when the invoice has an event stored under this change key (docs/lifecycle.md: one key, one event). */
  async hasChange(invoiceId: string, changeKey: string): Promise<boolean> {
    return (
      (await this.db('invoice_events')
        .select('id')
        .where({ idempotency_key: invoiceEventKey(invoiceId, changeKey) })
        .first()) !== undefined
    );
  }

  /** The invoice's audit trail, oldest first (at most `limit` steps, the latest kept). */
  async history(invoiceId: string, limit = 500): Promise<InvoiceHistoryEntry[]> {
    const rows = (await this.db
      .select('*')
      .from(
        this.db('invoice_events')
          .select('id', 'at', 'actor', 'event', 'from_status', 'to_status', 'reason')
          .where({ invoice_id: invoiceId })
          .orderBy([
            { column: 'at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .as('e'),
      )
      .orderBy([
        { column: 'at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])) as Array<Omit<InvoiceHistoryEntry, 'at'> & { at: Date }>;
    return rows.map(({ at, actor, event, from_status, to_status, reason }) => ({
      at: at.toISOString(),
      actor,
      event,
      from_status,
      to_status,
      reason,
    }));
  }

  /**
   * The invoices that duplicate this one or that it duplicates: the same sender, number and type,
   * or linked by duplicate_of; newest first, paged (spec: by 5).
   */
  async duplicates(
    invoice: Pick<InvoiceRow, 'id' | 'sender_company_id' | 'invoice_id' | 'document_type' | 'duplicate_of'>,
    limit: number,
    offset: number,
  ): Promise<{ data: InvoiceItemRow[]; total: number }> {
    const base = () => {
      const q = this.db('invoices')
        .whereNot('invoices.id', invoice.id)
        .where((w) => {
          void w.where('invoices.duplicate_of', invoice.id);
          if (invoice.duplicate_of) void w.orWhere('invoices.id', invoice.duplicate_of);
          if (invoice.sender_company_id && invoice.invoice_id) {
            void w.orWhere(
              (same) =>
                void same
                  .where('invoices.sender_company_id', invoice.sender_company_id)
                  .whereRaw('lower(invoices.invoice_id) = lower(?)', [invoice.invoice_id])
                  .where('invoices.document_type', invoice.document_type),
            );
          }
        });
      return q;
    };
    const [{ n }] = (await base().count({ n: '*' })) as [{ n: string }];
    const data = (await base()
      .leftJoin('companies as sc', 'sc.id', 'invoices.sender_company_id')
      .leftJoin('companies as rc', 'rc.id', 'invoices.receiver_company_id')
      .leftJoin('users as su', 'su.id', 'invoices.sender_user_id')
      .select(this.db.raw(LIST_SELECT))
      .orderBy([
        { column: 'invoices.created_at', order: 'desc' },
        { column: 'invoices.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)) as InvoiceItemRow[];
    return { data, total: Number(n) };
  }

  /** Invoice counts by status (and format) within the scope. */
  async countsByStatus(
    scope: Scope,
    format?: 'pdf' | 'peppol',
  ): Promise<Array<{ status: string; format: string; n: string }>> {
    const qb = this.db('invoices').select('status', 'format').count({ n: '*' }).groupBy('status', 'format');
    whereInvoiceParty(qb, scope);
    if (format) qb.where('format', format);
    return (await qb) as Array<{ status: string; format: string; n: string }>;
  }

  /** Where an invoice's PDF is and what to name it, with no scope: a forward link is its own permission. */
  async pdfOf(
    id: string,
  ): Promise<{ id: string; location: string | null; invoice_id: string | null; file_name: string | null } | undefined> {
    return (await this.db('invoices').select('id', 'location', 'invoice_id', 'file_name').where({ id }).first()) as
      { id: string; location: string | null; invoice_id: string | null; file_name: string | null } | undefined;
  }
}
