import { BaseModel } from './base.model';

export type ConnectionKind = 'pdf' | 'peppol';
export const CONNECTION_KINDS: readonly ConnectionKind[] = ['pdf', 'peppol'];

export interface ConnectionSystemRow {
  id: string;
  kind: ConnectionKind;
  name: string;
  url: string;
  created_at: Date;
  updated_at: Date;
}

export class ConnectionSystem extends BaseModel implements ConnectionSystemRow {
  static override tableName = 'connection_systems';
  declare kind: ConnectionKind;
  declare name: string;
  declare url: string;
  declare updated_at: Date;
}
