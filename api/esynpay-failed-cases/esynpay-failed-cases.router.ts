// eSynPay failed cases (admin, /admin/esynpay-failed-cases): invoices the financing flow could not
// handle. Read-only list and one case (esynpay-failed-cases.service.ts).
import Router from '@koa/router';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { esynpayFailedCasesList } from './esynpay-failed-cases.lists';
import { toESynPayFailedCase } from './esynpay-failed-cases.mapper';
import type { ESynPayFailedCasesService } from './esynpay-failed-cases.service';

export function esynpayFailedCasesRouter(service: ESynPayFailedCasesService): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/esynpay-failed-cases', allow(isAdmin));

  r.get('/api/esynpay-failed-cases', async (ctx) => {
    const list = parseListQuery(ctx.query, esynpayFailedCasesList);
    const result = await service.list(list);
    sendList(ctx, 'esynpay-failed-cases', list, { ...result, data: result.data.map(toESynPayFailedCase) });
  });
  r.get('/api/esynpay-failed-cases/:id', async (ctx) => {
    ctx.body = toESynPayFailedCase(await service.get(idParam(ctx.params)));
  });
  return r;
}
