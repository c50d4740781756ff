// Operators (admin): created and edited, never deleted (companies refer to them); an operator's
// companies are listed with it.
import type { Knex } from 'knex';
import type { ListQuery } from '../http/list-params';
import { operatorWrite, type OperatorInput } from './operators.mapper';
import { found, RecordService } from '../http/record-service';
import { OperatorsRepository } from './operators.repository';

export class OperatorsService extends RecordService<OperatorsRepository> {
  constructor(db: Knex) {
    super(new OperatorsRepository(db));
  }

  create(input: OperatorInput) {
    return this.repo.insert(operatorWrite(input));
  }

  async update(id: string, input: OperatorInput) {
    await this.get(id);
    return found(await this.repo.patch(id, operatorWrite(input)));
  }

  /** The companies of an operator (one `get` found). */
  companies(id: string, list: ListQuery) {
    return this.repo.companies(id, list);
  }
}
