// Every query on access requests.
import type { Knex } from 'knex';
import {
  UserAccessRequest,
  type AccessRequestStatus,
  type UserAccessRequestRow,
} from '../models/user-access-request.model';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';
import type { RequestListRow } from './user-requests.mapper';

const COLUMNS = ['user_access_requests.*', 'users.email as processed_by_email'];

export class UserRequestsRepository {
  constructor(private readonly db: Knex) {}

  private base(): Knex.QueryBuilder {
    return this.db('user_access_requests').leftJoin('users', 'users.id', 'user_access_requests.processed_by');
  }

  list(list: ListQuery): Promise<ListResult<RequestListRow>> {
    return runList<RequestListRow>(this.db, this.base(), list, (q) => q.select(COLUMNS));
  }

  async findById(id: string): Promise<RequestListRow | undefined> {
    return (await this.base().where('user_access_requests.id', id).first(COLUMNS)) as RequestListRow | undefined;
  }

  async insert(write: Partial<UserAccessRequestRow>): Promise<UserAccessRequestRow> {
    return await UserAccessRequest.query(this.db).insert(write).returning('*');
  }

  /**
   * Decides a request that is still pending; 0 when it is not (any more). Its row lock makes a
   * second decision in another transaction wait, then find it decided.
   */
  async decidePending(
    trx: Knex.Transaction,
    id: string,
    status: AccessRequestStatus,
    adminId: string,
  ): Promise<number> {
    return await UserAccessRequest.query(trx)
      .patch({ status, processed_by: adminId, processed_at: new Date() })
      .where({ id, status: 'pending' });
  }
}
