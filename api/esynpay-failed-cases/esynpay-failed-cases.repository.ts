// Every query on eSynPay failed cases. A list pages over the cases table alone and joins the
// company (the case's own, else its invoice's sender), the invoice and the processing user for the
// page's rows only.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList, type AfterPage } from '../http/paged-query';
import type { PlanPools } from '../http/plan-pools';
import type { ESynPayFailedCaseRow } from './esynpay-failed-cases.mapper';

const CASE_COLUMNS = [
  'esynpay_failed_cases.id',
  'esynpay_failed_cases.invoice_id',
  'esynpay_failed_cases.case',
  'esynpay_failed_cases.created_at',
  'esynpay_failed_cases.processed_by',
  'esynpay_failed_cases.processed_at',
];

/** Names for a case (`esynpay_failed_cases` must be in the query). */
function withNames(db: Knex, qb: Knex.QueryBuilder): Knex.QueryBuilder {
  return qb
    .leftJoin('invoices as fi', 'fi.id', 'esynpay_failed_cases.invoice_id')
    .leftJoin('companies as fc', 'fc.id', db.raw('coalesce(esynpay_failed_cases.company_id, fi.sender_company_id)'))
    .leftJoin('users as fp', 'fp.id', 'esynpay_failed_cases.processed_by')
    .select([
      ...CASE_COLUMNS,
      'fc.id as company_id',
      'fc.name as company_name',
      'fp.email as processed_by_email',
      'fi.invoice_id as invoice_number',
      'fi.format as invoice_format',
    ])
    .select(db.raw('coalesce(esynpay_failed_cases.invoice_uuid, fi.invoice_uuid) as invoice_uuid'));
}

export class ESynPayFailedCasesRepository {
  /** The page's rows read by id with their names (made once: its SQL is compiled once). */
  private readonly pageJoin: AfterPage['join'];

  constructor(
    private readonly db: Knex,
    private readonly plans?: PlanPools,
  ) {
    this.pageJoin = (outer) => withNames(db, outer.join('esynpay_failed_cases', 'esynpay_failed_cases.id', 'page.id'));
  }

  list(list: ListQuery): Promise<ListResult<ESynPayFailedCaseRow>> {
    const db = this.db;
    return runList<ESynPayFailedCaseRow>(
      db,
      db('esynpay_failed_cases'),
      list,
      (q) => q.select('esynpay_failed_cases.id'),
      {
        prepared: true, // the page names its columns
        plans: this.plans,
        afterPage: { alias: 'page', join: this.pageJoin },
      },
    );
  }

  async findById(id: string): Promise<ESynPayFailedCaseRow | undefined> {
    const db = this.db;
    return (await withNames(db, db('esynpay_failed_cases').where('esynpay_failed_cases.id', id)).first()) as
      ESynPayFailedCaseRow | undefined;
  }
}
