// Which supplier a profile belongs to. The registered company's id once the supplier is
// identified ('company:<uuid>'), else the number the invoice prints: the organisation number
// ('org:5561234567', ten digits) or the VAT number ('vat:SE556123456701'). An invoice can carry
// several keys; a field learned under an earlier key in the list wins over a later one.
import { normalizeOrgNumber } from '../../../domain/identifiers';
import type { ProfileEntry } from './types';

export interface SupplierIdentity {
  companyId?: string | null;
  orgId?: string | null;
  taxNumber?: string | null;
}

export const SUPPLIER_KEY_PATTERN = /^(company|org|vat):\S+$/;

export function supplierKeys(id: SupplierIdentity): string[] {
  const keys: string[] = [];
  if (id.companyId) keys.push(`company:${id.companyId}`);
  const org = id.orgId ? normalizeOrgNumber(id.orgId) : null;
  if (org) keys.push(`org:${org}`);
  const vat = id.taxNumber?.replace(/\s+/g, '').toUpperCase();
  if (vat && /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat)) keys.push(`vat:${vat}`);
  return keys;
}

/** One entry per field: the one stored under the earliest of `keys` (rows under other keys are ignored). */
export function mergeProfiles(
  keys: readonly string[],
  rows: ReadonlyArray<ProfileEntry & { supplier_key: string }>,
): ProfileEntry[] {
  const byField = new Map<string, ProfileEntry & { supplier_key: string }>();
  const rank = (k: string): number => keys.indexOf(k);
  for (const row of rows) {
    if (rank(row.supplier_key) < 0) continue;
    const cur = byField.get(row.field_path);
    if (!cur || rank(row.supplier_key) < rank(cur.supplier_key)) byField.set(row.field_path, row);
  }
  return [...byField.values()].map(({ supplier_key: _key, ...entry }) => entry);
}
