// Invoice reads: the admin list, outgoing (AR) and incoming (AP) lists, one invoice as the typed
// detail record (with the caller's actions, the countdown, documents and history), the dashboard
// counts. Actions and uploads have their own routers (invoice-actions.router.ts,
// invoice-upload.router.ts); the reads are in invoices.service.ts.
import Router from '@koa/router';
import type { AppContext, AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import { canSeeIncoming, canSeeOutgoing, isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendListOfJson } from '../http/list-response';
import { idParam } from '../http/params';
import { adminInvoicesList, incomingInvoicesList, outgoingInvoicesList } from './invoices.lists';
import type { InvoiceListKind, InvoicesService } from './invoices.service';

export function invoicesRouter(service: InvoicesService): Router<AppState> {
  const r = new Router<AppState>();

  const listRoute = (kind: InvoiceListKind, spec: ListSpec) => async (ctx: AppContext) => {
    const list = parseListQuery(ctx.query, spec);
    sendListOfJson(ctx, 'invoices', list, await service.list(kind, authOf(ctx).scope, list));
  };

  r.get('/api/invoices', allow(isAdmin), listRoute('all', adminInvoicesList));
  r.get('/api/invoices/outgoing', allow(canSeeOutgoing), listRoute('outgoing', outgoingInvoicesList));
  r.get('/api/invoices/incoming', allow(canSeeIncoming), listRoute('incoming', incomingInvoicesList));
  const detailRoute = (kind: InvoiceListKind) => async (ctx: AppContext) => {
    ctx.body = await service.detail(authOf(ctx).scope, idParam(ctx.params), kind);
  };
  // The console's outgoing and incoming resources read their records under their own paths.
  r.get('/api/invoices/outgoing/:id', allow(canSeeOutgoing), detailRoute('outgoing'));
  r.get('/api/invoices/incoming/:id', allow(canSeeIncoming), detailRoute('incoming'));
  r.get('/api/invoices/:id', detailRoute('all'));
  r.get('/api/dashboard/counts', async (ctx) => {
    const format = ctx.query.format;
    if (format !== undefined && format !== 'pdf' && format !== 'peppol')
      throw ApiError.badRequest(
        { key: 'api.filterOneOf', params: { key: 'format', allowed: 'pdf, peppol' } },
        'bad_filter',
      );
    ctx.body = await service.dashboardCounts(authOf(ctx).scope, format);
  });
  return r;
}
