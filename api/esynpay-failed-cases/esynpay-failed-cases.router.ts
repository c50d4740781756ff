// eSynPay failed cases (admin, /admin/esynpay-failed-cases): invoices the financing flow could not
// handle. Read-only list and one case; the page's rows get their company, invoice and processing
// user joined after paging.
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { runList } from '../http/paged-query';
import { idParam } from '../http/params';
import type { PlanPools } from '../http/plan-pools';
import { esynpayFailedCasesList } from './esynpay-failed-cases.lists';
import { toESynPayFailedCase, type ESynPayFailedCaseRow } from './esynpay-failed-cases.mapper';

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

export function esynpayFailedCasesRouter(db: Knex, plans?: PlanPools): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/esynpay-failed-cases', allow(isAdmin));

  r.get('/api/esynpay-failed-cases', async (ctx) => {
    const list = parseListQuery(ctx.query, esynpayFailedCasesList);
    const result = await runList<ESynPayFailedCaseRow>(
      db,
      db('esynpay_failed_cases'),
      list,
      (q) => q.select('esynpay_failed_cases.id'),
      {
        prepared: true, // the page names its columns
        plans,
        afterPage: {
          alias: 'page',
          join: (outer) => withNames(db, outer.join('esynpay_failed_cases', 'esynpay_failed_cases.id', 'page.id')),
        },
      },
    );
    sendList(ctx, 'esynpay-failed-cases', list, { ...result, data: result.data.map(toESynPayFailedCase) });
  });
  r.get('/api/esynpay-failed-cases/:id', async (ctx) => {
    const row = (await withNames(
      db,
      db('esynpay_failed_cases').where('esynpay_failed_cases.id', idParam(ctx.params)),
    ).first()) as ESynPayFailedCaseRow | undefined;
    if (!row) throw ApiError.notFound();
    ctx.body = toESynPayFailedCase(row);
  });
  return r;
}
