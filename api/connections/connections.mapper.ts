// Connection system rows ↔ api shape (spec 3 'Connection system': kind, name, url).
import type { ConnectionKind, ConnectionSystemRow } from '../models/connection-system.model';

export function toConnection(row: ConnectionSystemRow) {
  return {
    id: row.id,
    _id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export interface ConnectionInput {
  kind?: ConnectionKind;
  name?: string;
  url?: string;
}

/** The columns an input sets (absent fields stay as they are). */
export function connectionWrite(input: ConnectionInput): Partial<ConnectionSystemRow> {
  const w: Partial<ConnectionSystemRow> = {};
  if (input.kind !== undefined) w.kind = input.kind;
  if (input.name !== undefined) w.name = input.name.trim();
  if (input.url !== undefined) w.url = input.url.trim();
  return w;
}
