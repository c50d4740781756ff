// Invoice reads: the admin list, outgoing (AR) and incoming (AP) lists, one invoice as the typed
// detail record (with the caller's actions, the countdown, documents and history), the dashboard
// counts. Actions and uploads have their own routers (invoice-actions.router.ts,
// invoice-upload.router.ts); the workflow writes invoices, never the api.
import Router from '@koa/router';
import type { AppContext, AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import { canSeeIncoming, canSeeOutgoing, isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import type { Scope } from '../tenancy/scope';
import { DashboardCounts } from '../dashboard/dashboard.counts';
import { toInvoiceDetail, type InvoiceDetailRow } from './invoice-detail.mapper';
import { toInvoiceListItem } from './invoices.mapper';
import { adminInvoicesList, incomingInvoicesList, outgoingInvoicesList } from './invoices.lists';
import type { InvoicesRepository, InvoiceListKind } from './invoices.repository';
import type { InvoiceDetail } from '../../domain/invoice-detail';

export interface InvoiceReadDeps {
  repo: InvoicesRepository;
  /** The Temporal UI and namespace, for the admins' link to an invoice's workflow. */
  temporalUi?: { baseUrl: string; namespace: string } | null;
}

/** The detail record of a row as `scope` sees it (history read alongside). */
export async function detailOf(deps: InvoiceReadDeps, scope: Scope, row: InvoiceDetailRow): Promise<InvoiceDetail> {
  return toInvoiceDetail(row, {
    scope,
    history: await deps.repo.history(row.id),
    now: new Date(),
    temporalUi: deps.temporalUi ?? null,
  });
}

export function invoicesRouter(deps: InvoiceReadDeps): Router<AppState> {
  const { repo } = deps;
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
    ctx.body = await detailOf(deps, scope, row);
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
    ctx.body = await counts.get(authOf(ctx).scope, format);
  });
  return r;
}
