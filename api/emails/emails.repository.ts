// Every query on inbound mail (admin). A list pages over the emails table alone (filters, ORDER BY on
// an emails index) and joins the company, invoice and processing user for the page's rows only; the
// admin's actions read a mail's state and write processed_* or the intake claim.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList, type AfterPage } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import type { EmailRow } from './emails.mapper';

/** What the admin's actions check on a mail. */
export interface MailState {
  id: string;
  direction: string;
  is_failed_case: boolean;
  processed_at: Date | null;
  mail_document_sha256: string | null;
}

/** An invoice the mail made, as the email detail lists it. */
export interface EmailInvoice {
  id: string;
  invoice_id: string | null;
  file_name: string | null;
  format: string;
  status: string;
}

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
  /** The page's rows read by id with their names (made once: its SQL is compiled once). */
  private readonly pageJoin: AfterPage['join'];

  constructor(
    private readonly db: Knex,
    private readonly plans?: PlanPools,
  ) {
    this.pageJoin = (outer) => withNames(db, outer.join('emails', 'emails.id', 'page.id'));
  }

  /** Every inbound mail, or (`failedCasesOnly`) the mails flagged as failed cases. */
  list(list: ListQuery, { failedCasesOnly = false } = {}): Promise<ListResult<EmailRow>> {
    const base = this.db('emails');
    if (failedCasesOnly) base.where('emails.is_failed_case', true);
    return runList<EmailRow>(this.db, base, list, (q) => q.select('emails.id'), {
      prepared: true, // the page names its columns
      plans: this.plans,
      afterPage: { alias: 'page', join: this.pageJoin },
    });
  }

  async find(id: string): Promise<EmailRow | undefined> {
    return (await withNames(this.db, this.db('emails').where('emails.id', id)).first()) as EmailRow | undefined;
  }

  async state(id: string): Promise<MailState | undefined> {
    return (await this.db('emails')
      .select('id', 'direction', 'is_failed_case', 'processed_at', 'mail_document_sha256')
      .where({ id })
      .first()) as MailState | undefined;
  }

  /** processed_by and processed_at, unless the case was processed before (the first one stays). */
  async markProcessed(id: string, userId: string): Promise<void> {
    await this.db('emails')
      .where({ id })
      .whereNull('processed_at')
      .update({ processed_by: userId, processed_at: this.db.fn.now() });
  }

  /** Back to pending for the mail intake unless it is pending now; the number of rows changed (0 or 1). */
  requestReprocess(id: string, userId: string): Promise<number> {
    return this.db('emails')
      .where({ id })
      .where((q) => void q.whereNot('intake_status', 'pending').orWhereNull('intake_status'))
      .update({ intake_status: 'pending', intake_claimed_at: null, reprocess_requested_by: userId });
  }

  /** The invoices the mail made (invoices.email_id), oldest first, at most 100. */
  invoicesOf(id: string): Promise<EmailInvoice[]> {
    return this.db('invoices')
      .select('id', 'invoice_id', 'file_name', 'format', 'status')
      .where({ email_id: id })
      .orderBy('created_at')
      .limit(100);
  }
}
