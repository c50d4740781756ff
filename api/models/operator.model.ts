import { BaseModel } from './base.model';

export interface OperatorRow {
  id: string;
  name: string;
  email: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export class Operator extends BaseModel implements OperatorRow {
  static override tableName = 'operators';
  declare name: string;
  declare email: string;
  declare is_active: boolean;
  declare updated_at: Date;
}
