import { BaseModel } from './base.model';

import type { InvoiceRow } from '../../domain/invoice-record';
import type { InvoiceFormat } from '../../domain/constants';

export type { InvoiceRow, InvoiceFormat };

/** Read-only here: the workflow writes invoices (ARCHITECTURE rule 2). */
export class Invoice extends BaseModel {
  static override tableName = 'invoices';
  declare format: InvoiceFormat;
  declare status: string;
  declare sender_company_id: string | null;
  declare receiver_company_id: string | null;
}
