// Bookkeeping reads: invoices with bookkeeping activated, of one format, within the scope (admins:
// all; others: invoices their company or one of its children received). Paged over invoices alone,
// then the page's rows read with their party names and who solved them.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import { whereInvoiceReceiver, type Scope } from '../tenancy/scope';
import type { BookkeepingRow } from './bookkeeping.mapper';

const COLUMNS = [
  'invoices.id', 'invoices.invoice_id', 'invoices.file_name', 'invoices.format', 'invoices.document_type', 'invoices.status',
  'invoices.esynpay_status', 'invoices.finance_status', 'invoices.finance', 'invoices.sender_company_id',
  'invoices.receiver_company_id', 'invoices.customer_data', 'invoices.customer_data_from_peppol_network',
  'invoices.created_at', 'invoices.location', 'invoices.invoice_sent', 'invoices.payable_amount', 'invoices.currency',
  'invoices.bookkeeping_is_activated', 'invoices.bookkeeping_is_solved', 'invoices.bookkeeping_solved_at',
];

export class BookkeepingRepository {
  constructor(
    private readonly db: Knex,
    private readonly plans?: PlanPools,
  ) {}

  list(scope: Scope, list: ListQuery): Promise<ListResult<BookkeepingRow>> {
    const base = this.db('invoices').where('invoices.bookkeeping_is_activated', true);
    if (!scope.isAdmin) whereInvoiceReceiver(base, scope);
    return runList<BookkeepingRow>(this.db, base, list, (q) => q.select('invoices.id'), {
      prepared: true, // the page names its columns
      plans: this.plans,
      afterPage: {
        alias: 'page',
        join: (outer) =>
          outer
            .join('invoices', 'invoices.id', 'page.id')
            .leftJoin('companies as sc', 'sc.id', 'invoices.sender_company_id')
            .leftJoin('companies as rc', 'rc.id', 'invoices.receiver_company_id')
            .leftJoin('users as bk', 'bk.id', 'invoices.bookkeeping_solved_by')
            .select([...COLUMNS, 'sc.name as sender_name', 'rc.name as receiver_name', 'bk.email as bookkeeping_solved_by_email'])
            .select(this.db.raw('null::text as sender_email'))
            .select(this.db.raw(`invoices.raw_result #>> '{supplier_data,name}' as supplier_data_name`)),
      },
    });
  }
}
