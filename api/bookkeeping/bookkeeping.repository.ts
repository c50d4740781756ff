// Bookkeeping reads: invoices with bookkeeping activated, of one format, within the scope (admins:
// all; others: invoices their company or one of its children received). Paged over invoices alone,
// then the page's rows read with their party names and who solved them.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { invoicePageJoin, listInvoicePage } from '../invoices/invoices.repository';
import type { AfterPage } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import { whereInvoiceReceiver, type Scope } from '../tenancy/scope';
import type { BookkeepingRow } from './bookkeeping.mapper';

export class BookkeepingRepository {
  /** The invoice page's lookups plus who solved each (made once: its SQL is compiled once). */
  private readonly pageJoin: AfterPage['join'];

  constructor(
    private readonly db: Knex,
    private readonly plans?: PlanPools,
  ) {
    this.pageJoin = invoicePageJoin(db, (outer) =>
      outer
        .leftJoin('users as bk', 'bk.id', 'invoices.bookkeeping_solved_by')
        .select(['invoices.bookkeeping_solved_at', 'bk.email as bookkeeping_solved_by_email']),
    );
  }

  list(scope: Scope, list: ListQuery): Promise<ListResult<BookkeepingRow>> {
    const base = this.db('invoices').where('invoices.bookkeeping_is_activated', true);
    if (!scope.isAdmin) whereInvoiceReceiver(base, scope);
    return listInvoicePage<BookkeepingRow>(this.db, base, list, this.plans, this.pageJoin);
  }
}
