import { BaseModel } from './base.model';

export type DomainKind = 'allowed' | 'general' | 'open_channel';
export const DOMAIN_KINDS: readonly DomainKind[] = ['allowed', 'general', 'open_channel'];

export interface DomainRow {
  id: string;
  kind: DomainKind;
  name: string;
  company_id: string | null;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

export class EmailDomain extends BaseModel implements DomainRow {
  static override tableName = 'domains';
  declare kind: DomainKind;
  declare name: string;
  declare company_id: string | null;
  declare description: string | null;
  declare updated_at: Date;
}
