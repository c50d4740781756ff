// eSynPay failed cases (admin): invoices the financing flow could not handle, read only: a page of
// the list and one case or 404 (RecordService).
import type { Knex } from 'knex';
import { RecordService } from '../http/record-service';
import type { PlanPools } from '../http/plan-pools';
import { ESynPayFailedCasesRepository } from './esynpay-failed-cases.repository';

export class ESynPayFailedCasesService extends RecordService<ESynPayFailedCasesRepository> {
  constructor(db: Knex, plans?: PlanPools) {
    super(new ESynPayFailedCasesRepository(db, plans));
  }
}
