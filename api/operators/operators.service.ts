// Operators (admin): created and edited, never deleted (companies refer to them); an operator's
// companies are listed with it.
import type { Knex } from 'knex';
import { ApiError } from '../errors';
import type { ListQuery } from '../http/list-params';
import { operatorWrite, type OperatorInput } from './operators.mapper';
import { OperatorsRepository } from './operators.repository';

export class OperatorsService {
  readonly repo: OperatorsRepository;

  constructor(db: Knex) {
    this.repo = new OperatorsRepository(db);
  }

  list(list: ListQuery) {
    return this.repo.list(list);
  }

  async get(id: string) {
    const row = await this.repo.findById(id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  create(input: OperatorInput) {
    return this.repo.insert(operatorWrite(input));
  }

  async update(id: string, input: OperatorInput) {
    await this.get(id);
    const row = await this.repo.patch(id, operatorWrite(input));
    if (!row) throw ApiError.notFound();
    return row;
  }

  /** The companies of an operator (one `get` found). */
  companies(id: string, list: ListQuery) {
    return this.repo.companies(id, list);
  }
}
