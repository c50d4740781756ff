// Operator rows ↔ api shape (spec 3 'Operator': _id, name, email, is_active).
import type { OperatorRow } from '../models/operator.model';

export function toOperator(row: OperatorRow & { companies_count?: number | string }) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    is_active: row.is_active,
    ...(row.companies_count !== undefined ? { companies_count: Number(row.companies_count) } : {}),
    created_at: row.created_at ? new Date(row.created_at).toISOString() : null,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export interface OperatorInput {
  name?: string;
  email?: string;
  is_active?: boolean;
}

export function operatorWrite(input: OperatorInput): Partial<Pick<OperatorRow, 'name' | 'email' | 'is_active'>> {
  const w: Partial<Pick<OperatorRow, 'name' | 'email' | 'is_active'>> = {};
  if (input.name !== undefined) w.name = input.name.trim();
  if (input.email !== undefined) w.email = input.email.trim();
  if (input.is_active !== undefined) w.is_active = input.is_active;
  return w;
}
