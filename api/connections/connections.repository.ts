// Every query on connection systems.
import type { Knex } from 'knex';
import { ConnectionSystem, type ConnectionSystemRow } from '../models/connection-system.model';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';

export class ConnectionsRepository {
  constructor(private readonly db: Knex) {}

  list(list: ListQuery): Promise<ListResult<ConnectionSystemRow>> {
    return runList<ConnectionSystemRow>(this.db, this.db('connection_systems'), list, (q) =>
      q.select('connection_systems.*'),
    );
  }

  async findById(id: string): Promise<ConnectionSystemRow | undefined> {
    return await ConnectionSystem.query(this.db).findById(id);
  }

  async insert(write: Partial<ConnectionSystemRow>): Promise<ConnectionSystemRow> {
    return await ConnectionSystem.query(this.db).insertAndFetch(write);
  }

  async patch(id: string, write: Partial<ConnectionSystemRow>): Promise<ConnectionSystemRow | undefined> {
    if (Object.keys(write).length === 0) return this.findById(id);
    return await ConnectionSystem.query(this.db).patchAndFetchById(id, write);
  }

  async delete(id: string): Promise<void> {
    await ConnectionSystem.query(this.db).deleteById(id);
  }
}
