// Bookkeeping lists (spec 2: /admin/bookkeeping/{pdf,peppol} for admins, /bookkeeping/{pdf,peppol}
// for receivers): GET /api/bookkeeping?format=pdf|peppol. Admins see every activated invoice;
// users whose company has the sidebar's 'receiver' flag see their company's (and its children's)
// incoming ones; anyone else 403.
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow, authOf, type AccessRule } from '../auth/auth.middleware';
import { canSeeIncoming, isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import type { PlanPools } from '../http/plan-pools';
import { BOOKKEEPING_FORMATS, bookkeepingList } from './bookkeeping.lists';
import { toBookkeepingItem } from './bookkeeping.mapper';
import { BookkeepingRepository } from './bookkeeping.repository';

const canSeeBookkeeping: AccessRule = (auth) => isAdmin(auth) || canSeeIncoming(auth);

export function bookkeepingRouter(db: Knex, plans?: PlanPools): Router<AppState> {
  const repo = new BookkeepingRepository(db, plans);
  const r = new Router<AppState>();

  r.get('/api/bookkeeping', allow(canSeeBookkeeping), async (ctx) => {
    const list = parseListQuery(ctx.query, bookkeepingList);
    // One list per format (the two sidebar items); a list of both is not offered.
    if (!list.filters.some((f) => f.key === 'format' && (f.value as string[]).length === 1)) {
      throw ApiError.badRequest(
        { key: 'api.filterRequired', params: { key: 'format', allowed: BOOKKEEPING_FORMATS.join(', ') } },
        'bad_filter',
      );
    }
    const { scope } = authOf(ctx);
    const result = await repo.list(scope, list);
    sendList(ctx, 'bookkeeping', list, {
      ...result,
      data: result.data.map((row) => toBookkeepingItem(row, scope.role)),
    });
  });
  return r;
}
