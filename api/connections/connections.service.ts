// Connection systems (admin): PDF and Peppol endpoints, created, edited and deleted.
import type { Knex } from 'knex';
import { ApiError } from '../errors';
import type { ListQuery } from '../http/list-params';
import { connectionWrite, type ConnectionInput } from './connections.mapper';
import { ConnectionsRepository } from './connections.repository';

export class ConnectionsService {
  readonly repo: ConnectionsRepository;

  constructor(db: Knex) {
    this.repo = new ConnectionsRepository(db);
  }

  list(list: ListQuery) {
    return this.repo.list(list);
  }

  async get(id: string) {
    const row = await this.repo.findById(id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  create(input: ConnectionInput) {
    return this.repo.insert(connectionWrite(input));
  }

  async update(id: string, input: ConnectionInput) {
    await this.get(id);
    const row = await this.repo.patch(id, connectionWrite(input));
    if (!row) throw ApiError.notFound();
    return row;
  }

  /** The deleted row, as it was. */
  async delete(id: string) {
    const row = await this.get(id);
    await this.repo.delete(id);
    return row;
  }
}
