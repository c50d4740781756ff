// Access request rows ↔ api shapes: the admins' record and the public receipt.
import type { UserAccessRequestRow } from '../models/user-access-request.model';

export type RequestListRow = UserAccessRequestRow & { processed_by_email?: string | null };

export function toUserRequest(row: RequestListRow) {
  return {
    id: row.id,
    _id: row.id,
    email: row.email,
    name: row.name,
    company_name: row.company_name,
    org_id: row.org_id,
    message: row.message,
    status: row.status,
    processed_by: row.processed_by
      ? { id: row.processed_by, _id: row.processed_by, email: row.processed_by_email ?? null }
      : null,
    processed_at: row.processed_at ? new Date(row.processed_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The public answer says only that the request was received. */
export function toRequestReceipt(row: UserAccessRequestRow) {
  return { id: row.id, _id: row.id, status: row.status, created_at: new Date(row.created_at).toISOString() };
}

export interface UserRequestInput {
  email: string;
  name?: string | null;
  company_name?: string | null;
  org_id?: string | null;
  message?: string | null;
}

/** The row a request inserts: the email trimmed, the organisation number without spaces. */
export function userRequestWrite(
  input: UserRequestInput,
): Pick<UserAccessRequestRow, 'email' | 'name' | 'company_name' | 'org_id' | 'message'> {
  return {
    email: input.email.trim(),
    name: input.name ?? null,
    company_name: input.company_name ?? null,
    org_id: input.org_id ? input.org_id.replace(/\s+/g, '') : null,
    message: input.message ?? null,
  };
}
