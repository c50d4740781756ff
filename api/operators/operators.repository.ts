// Every query on operators.
import type { Knex } from 'knex';
import { Operator, type OperatorRow } from '../models/operator.model';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';
import { COMPANY_LIST_ITEM, type CompanyItemRow } from '../companies/company-list-items';

export class OperatorsRepository {
  constructor(private readonly db: Knex) {}

  list(list: ListQuery): Promise<ListResult<OperatorRow & { companies_count: string }>> {
    return runList(this.db, this.db('operators'), list, (q) =>
      q.select(
        'operators.*',
        this.db.raw('(select count(*) from companies c where c.operator_id = operators.id) as companies_count'),
      ),
    );
  }

  async findById(id: string): Promise<OperatorRow | undefined> {
    return await Operator.query(this.db).findById(id);
  }

  async insert(write: Partial<OperatorRow>): Promise<OperatorRow> {
    return await Operator.query(this.db).insertAndFetch(write);
  }

  async patch(id: string, write: Partial<OperatorRow>): Promise<OperatorRow | undefined> {
    if (Object.keys(write).length === 0) return this.findById(id);
    return await Operator.query(this.db).patchAndFetchById(id, write);
  }

  /** The operator's companies, as rows of the admin companies list. */
  companies(operatorId: string, list: ListQuery): Promise<ListResult<CompanyItemRow>> {
    const base = this.db('companies').where('companies.operator_id', operatorId);
    return runList(this.db, base, list, (q) => q.select(this.db.raw(`${COMPANY_LIST_ITEM.admin} as item`)));
  }
}
