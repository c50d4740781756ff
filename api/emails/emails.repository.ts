// Email reads (admin). A list pages over the emails table alone (filters, ORDER BY on an emails
// index) and joins the company, invoice and processing user for the page's rows only.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import type { EmailRow } from './emails.mapper';

const EMAIL_COLUMNS = [
  'emails.id',
  'emails.message_id',
  'emails.subject',
  'emails.from_address',
  'emails.to_addresses',
  'emails.receive_time',
  'emails.case',
  'emails.case_detail',
  'emails.intake_status',
  'emails.is_failed_case',
  'emails.source_kind',
  'emails.mail_document_sha256',
  'emails.invoice_sent',
  'emails.processed_by',
  'emails.processed_at',
  'emails.created_at',
  'emails.invoice_id',
];

/** The names of an email's parties, its invoice and who processed it (`emails` must be in the query). */
function withNames(db: Knex, qb: Knex.QueryBuilder): Knex.QueryBuilder {
  return qb
    .leftJoin('invoices as mi', 'mi.id', 'emails.invoice_id')
    .leftJoin('companies as mc', 'mc.id', db.raw('coalesce(emails.company_id, mi.sender_company_id)'))
    .leftJoin('companies as mr', 'mr.id', db.raw('coalesce(emails.customer_company_id, mi.receiver_company_id)'))
    .leftJoin('users as mp', 'mp.id', 'emails.processed_by')
    .select([
      ...EMAIL_COLUMNS,
      'mc.id as company_id',
      'mc.name as company_name',
      'mr.id as customer_company_id',
      'mr.name as customer_name',
      'mp.email as processed_by_email',
      'mi.invoice_id as invoice_number',
      'mi.format as invoice_format',
    ]);
}

export class EmailsRepository {
  constructor(
    private readonly db: Knex,
    private readonly plans?: PlanPools,
  ) {}

  /** Every inbound mail, or (`failedCasesOnly`) the mails flagged as failed cases. */
  list(list: ListQuery, { failedCasesOnly = false } = {}): Promise<ListResult<EmailRow>> {
    const base = this.db('emails');
    if (failedCasesOnly) base.where('emails.is_failed_case', true);
    return runList<EmailRow>(this.db, base, list, (q) => q.select('emails.id'), {
      prepared: true, // the page names its columns
      plans: this.plans,
      afterPage: { alias: 'page', join: (outer) => withNames(this.db, outer.join('emails', 'emails.id', 'page.id')) },
    });
  }

  async find(id: string): Promise<EmailRow | undefined> {
    return (await withNames(this.db, this.db('emails').where('emails.id', id)).first()) as EmailRow | undefined;
  }
}
