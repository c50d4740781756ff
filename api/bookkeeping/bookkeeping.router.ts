// Bookkeeping lists (spec 2: /admin/bookkeeping/{pdf,peppol} for admins, /bookkeeping/{pdf,peppol}
// for receivers): GET /api/bookkeeping?format=pdf|peppol. Admins see every activated invoice;
// users whose company has the sidebar's 'receiver' flag see their company's (and its children's)
// incoming ones; anyone else 403. One format per list (bookkeeping.service.ts).
import Router from '@koa/router';
import type { AppState } from '../context';
import { allow, authOf, type AccessRule } from '../auth/auth.middleware';
import { canSeeIncoming, isAdmin } from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { bookkeepingList } from './bookkeeping.lists';
import { toBookkeepingItem } from './bookkeeping.mapper';
import type { BookkeepingService } from './bookkeeping.service';

const canSeeBookkeeping: AccessRule = (auth) => isAdmin(auth) || canSeeIncoming(auth);

export function bookkeepingRouter(service: BookkeepingService): Router<AppState> {
  const r = new Router<AppState>();

  r.get('/api/bookkeeping', allow(canSeeBookkeeping), async (ctx) => {
    const list = parseListQuery(ctx.query, bookkeepingList);
    const { scope } = authOf(ctx);
    const result = await service.list(scope, list);
    sendList(ctx, 'bookkeeping', list, {
      ...result,
      data: result.data.map((row) => toBookkeepingItem(row, scope.role)),
    });
  });
  return r;
}
