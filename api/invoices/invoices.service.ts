// Invoice reads: the three lists, one invoice as the typed detail record (with the caller's
// actions, the countdown, documents and history), an invoice's duplicates and the dashboard counts.
// The actions service (invoice-actions.service.ts) reads through this one; the workflow writes
// invoices, never the api.
import type { Knex } from 'knex';
import type { InvoiceDetail } from '../../domain/invoice-detail';
import { DashboardCounts, type DashboardCountsBody } from '../dashboard/dashboard.counts';
import { ApiError } from '../errors';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import type { PlanPools } from '../http/plan-pools';
import type { Scope } from '../tenancy/scope';
import { toInvoiceDetail, type InvoiceDetailRow } from './invoice-detail.mapper';
import type { InvoiceItemRow } from './invoice-list-item';
import { InvoicesRepository, type InvoiceListKind } from './invoices.repository';

export type { InvoiceListKind };

/** The Temporal UI and namespace, for the admins' link to an invoice's workflow. */
export type TemporalUiLink = { baseUrl: string; namespace: string } | null;

export class InvoicesService {
  private readonly repo: InvoicesRepository;
  private readonly counts: DashboardCounts;

  constructor(
    db: Knex,
    plans: PlanPools | undefined,
    private readonly temporalUi: TemporalUiLink = null,
  ) {
    this.repo = new InvoicesRepository(db, plans);
    this.counts = new DashboardCounts(this.repo);
  }

  list(kind: InvoiceListKind, scope: Scope, list: ListQuery): Promise<ListResult<InvoiceItemRow>> {
    return this.repo.list(kind, scope, list);
  }

  /** The invoice the scope may see (admins: any, others their company's), or 404. */
  async invoiceFor(scope: Scope, id: string, kind: InvoiceListKind = 'all'): Promise<InvoiceDetailRow> {
    const row = await this.repo.find(scope, id, kind);
    if (!row) throw ApiError.notFound();
    return row;
  }

  /** The detail record of a row as `scope` sees it (history read alongside). */
  async detailOf(scope: Scope, row: InvoiceDetailRow): Promise<InvoiceDetail> {
    return toInvoiceDetail(row, {
      scope,
      history: await this.repo.history(row.id),
      now: new Date(),
      temporalUi: this.temporalUi,
    });
  }

  /** One invoice's detail record, or 404. */
  async detail(scope: Scope, id: string, kind: InvoiceListKind = 'all'): Promise<InvoiceDetail> {
    return this.detailOf(scope, await this.invoiceFor(scope, id, kind));
  }

  /** The invoices that duplicate this one or that it duplicates (admins), newest first. */
  async duplicates(
    scope: Scope,
    id: string,
    limit: number,
    offset: number,
  ): Promise<{ data: InvoiceItemRow[]; total: number }> {
    return this.repo.duplicates(await this.invoiceFor(scope, id), limit, offset);
  }

  /** Whether the invoice's history holds the change of this request (a repeated Idempotency-Key). */
  hasChange(invoiceId: string, changeKey: string): Promise<boolean> {
    return this.repo.hasChange(invoiceId, changeKey);
  }

  dashboardCounts(scope: Scope, format?: 'pdf' | 'peppol'): Promise<DashboardCountsBody> {
    return this.counts.get(scope, format);
  }
}
