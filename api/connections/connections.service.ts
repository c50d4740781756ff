// Connection systems (admin): PDF and Peppol endpoints, created, edited and deleted.
import type { Knex } from 'knex';
import { connectionWrite, type ConnectionInput } from './connections.mapper';
import { found, RecordService } from '../http/record-service';
import { ConnectionsRepository } from './connections.repository';

export class ConnectionsService extends RecordService<ConnectionsRepository> {
  constructor(db: Knex) {
    super(new ConnectionsRepository(db));
  }

  create(input: ConnectionInput) {
    return this.repo.insert(connectionWrite(input));
  }

  async update(id: string, input: ConnectionInput) {
    await this.get(id);
    return found(await this.repo.patch(id, connectionWrite(input)));
  }

  /** The deleted row, as it was. */
  async delete(id: string) {
    const row = await this.get(id);
    await this.repo.delete(id);
    return row;
  }
}
