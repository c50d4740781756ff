// Email domains (admin): the three kinds (allowed, general, open_channel), created, edited and
// deleted; every answer is the row with its counts, read after the write.
import type { Knex } from 'knex';
import { domainWrite, type DomainInput } from './domains.mapper';
import { RecordService } from '../http/record-service';
import { DomainsRepository } from './domains.repository';

export class DomainsService extends RecordService<DomainsRepository> {
  constructor(db: Knex) {
    super(new DomainsRepository(db));
  }

  async create(input: DomainInput) {
    return this.get(await this.repo.insert(domainWrite(input)));
  }

  async update(id: string, input: DomainInput) {
    await this.get(id);
    await this.repo.patch(id, domainWrite(input));
    return this.get(id);
  }

  /** The deleted row, as it was. */
  async delete(id: string) {
    const row = await this.get(id);
    await this.repo.delete(id);
    return row;
  }
}
