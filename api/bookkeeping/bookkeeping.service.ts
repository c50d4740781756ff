// Bookkeeping lists: one list per format (the two sidebar items, pdf and peppol); a list of both is
// not offered, so a query without exactly one format is 400. The scope decides whose invoices
// (bookkeeping.repository.ts).
import type { Knex } from 'knex';
import { ApiError } from '../errors';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import type { PlanPools } from '../http/plan-pools';
import type { Scope } from '../tenancy/scope';
import { BOOKKEEPING_FORMATS } from './bookkeeping.lists';
import type { BookkeepingRow } from './bookkeeping.mapper';
import { BookkeepingRepository } from './bookkeeping.repository';

export class BookkeepingService {
  private readonly repo: BookkeepingRepository;

  constructor(db: Knex, plans?: PlanPools) {
    this.repo = new BookkeepingRepository(db, plans);
  }

  list(scope: Scope, list: ListQuery): Promise<ListResult<BookkeepingRow>> {
    if (!list.filters.some((f) => f.key === 'format' && (f.value as string[]).length === 1)) {
      throw ApiError.badRequest(
        { key: 'api.filterRequired', params: { key: 'format', allowed: BOOKKEEPING_FORMATS.join(', ') } },
        'bad_filter',
      );
    }
    return this.repo.list(scope, list);
  }
}
