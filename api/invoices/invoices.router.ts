// Invoice routes: the admin list, outgoing (AR) and incoming (AP) lists, one invoice, the
// dashboard counts, and the receiver's answer to an incoming Peppol invoice (approve / reject),
// which runs a workflow (the api never writes a status itself).
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppContext, AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import { canSeeIncoming, canSeeOutgoing, isAdmin, isCompanyUserOrAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import type { TemporalAccess } from '../temporal';
import { invoiceResponseSchema } from '../../domain/validation/invoice-response';
import { InvoiceResponseService } from './invoice-response.service';
import { toInvoiceDetail, toInvoiceListItem } from './invoices.mapper';
import { adminInvoicesList, incomingInvoicesList, outgoingInvoicesList } from './invoices.lists';
import { InvoicesRepository, type InvoiceListKind } from './invoices.repository';
import type { PlanPools } from '../http/plan-pools';
import { DashboardCounts } from '../dashboard/dashboard.counts';

export function invoicesRouter(db: Knex, plans?: PlanPools, temporal?: TemporalAccess): Router<AppState> {
  const repo = new InvoicesRepository(db, plans);
  const responses = new InvoiceResponseService(db, temporal, plans);
  const counts = new DashboardCounts(repo);
  const r = new Router<AppState>();

  const listRoute = (kind: InvoiceListKind, spec: ListSpec) => async (ctx: AppContext) => {
    const list = parseListQuery(ctx.query, spec);
    const result = await repo.list(kind, authOf(ctx).scope, list);
    sendList(ctx, 'invoices', list, { ...result, data: result.data.map(toInvoiceListItem) });
  };

  r.get('/api/invoices', allow(isAdmin), listRoute('all', adminInvoicesList));
  r.get('/api/invoices/outgoing', allow(canSeeOutgoing), listRoute('outgoing', outgoingInvoicesList));
  r.get('/api/invoices/incoming', allow(canSeeIncoming), listRoute('incoming', incomingInvoicesList));
  const detailRoute = (kind: InvoiceListKind) => async (ctx: AppContext) => {
    const { scope } = authOf(ctx);
    const row = await repo.find(scope, idParam(ctx.params), kind);
    if (!row) throw ApiError.notFound();
    ctx.body = toInvoiceDetail(row, scope.role);
  };
  // The console's outgoing and incoming resources read their records under their own paths.
  r.get('/api/invoices/outgoing/:id', allow(canSeeOutgoing), detailRoute('outgoing'));
  r.get('/api/invoices/incoming/:id', allow(canSeeIncoming), detailRoute('incoming'));
  r.get('/api/invoices/:id', detailRoute('all'));
  // Approve (AP) or reject (RE, with a reason): the Peppol Invoice Response to the supplier.
  r.post('/api/invoices/:id/response', allow(isCompanyUserOrAdmin), async (ctx) => {
    const body = validateBody(invoiceResponseSchema, ctx.request.body);
    const { scope } = authOf(ctx);
    const row = await responses.respond(scope, idParam(ctx.params), body);
    ctx.body = toInvoiceDetail(row, scope.role);
  });
  r.get('/api/dashboard/counts', async (ctx) => {
    const format = ctx.query.format;
    if (format !== undefined && format !== 'pdf' && format !== 'peppol') throw ApiError.badRequest({ key: 'api.filterOneOf', params: { key: 'format', allowed: 'pdf, peppol' } }, 'bad_filter');
    ctx.body = await counts.get(authOf(ctx).scope, format);
  });
  return r;
}
