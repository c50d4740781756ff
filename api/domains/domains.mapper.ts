// Domain rows ↔ api shape (spec 3 'Domain'), with the counts the repository computes.
import type { DomainKind, DomainRow } from '../models/domain.model';

export type DomainListRow = DomainRow & {
  company_name: string | null;
  users_count?: string;
  users?: string[] | null;
  invoice_count?: string;
  invoice_senders?: string;
  invoice_customers?: string;
  receive_count?: string;
};

export function toDomain(row: DomainListRow) {
  return {
    id: row.id,
    _id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    company_id: row.company_id,
    company: row.company_id ? { id: row.company_id, _id: row.company_id, name: row.company_name } : null,
    users_count: Number(row.users_count ?? 0),
    users: row.users ?? [],
    invoice_count: Number(row.invoice_count ?? 0),
    invoice_senders: Number(row.invoice_senders ?? 0),
    invoice_customers: Number(row.invoice_customers ?? 0),
    receiveCount: Number(row.receive_count ?? 0),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export interface DomainInput {
  kind?: DomainKind;
  name?: string;
  company_id?: string | null;
  description?: string | null;
}

/** The columns an input sets (absent fields stay as they are); names are stored lower-cased. */
export function domainWrite(input: DomainInput): Partial<DomainRow> {
  const w: Partial<DomainRow> = {};
  if (input.kind !== undefined) w.kind = input.kind;
  if (input.name !== undefined) w.name = input.name.trim().toLowerCase();
  if (input.company_id !== undefined) w.company_id = input.company_id;
  if (input.description !== undefined) w.description = input.description;
  return w;
}
