// User rows → api shapes, in one place. The mappers take rows without password_hash (and without
// the verification token's id).
// Spec 3 'User' (auth0.email, company.name, type, domain, auth0.is_email_verified) and
// 'Company user' (_id, email, sendConfirmationByEmail, sendNotificationByEmail, eSynPay{is_enabled,is_admin}).
import type { PublicUserRow } from '../models/user.model';

export type UserWithCompany = PublicUserRow & { company_name?: string | null };

function iso(d: Date | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}

/**
 * The address shown for an account: its sign-in address, else (an account a company admin created,
 * not verified yet) the one waiting for verification. `pending_email` says which is waiting.
 */
export function shownEmail(row: Pick<PublicUserRow, 'email' | 'pending_email'>): string {
  return row.email ?? row.pending_email ?? '';
}

export function toUser(row: UserWithCompany) {
  const email = shownEmail(row);
  return {
    id: row.id,
    _id: row.id,
    email,
    pending_email: row.pending_email,
    auth0: { email, is_email_verified: row.email !== null && row.email_verified },
    role: row.role,
    type: row.role,
    domain: email.slice(email.lastIndexOf('@') + 1).toLowerCase(),
    company_id: row.company_id,
    company: row.company_id ? { id: row.company_id, _id: row.company_id, name: row.company_name ?? null } : null,
    is_company_admin: row.is_company_admin,
    eSynPay: { is_enabled: row.esynpay_enabled, is_admin: row.esynpay_admin },
    sendConfirmationByEmail: row.send_confirmation_by_email,
    sendNotificationByEmail: row.send_notification_by_email,
    last_login_at: iso(row.last_login_at),
    created_at: iso(row.created_at),
  };
}

/** Spec 3 'Company user' (the company admin's users list and its update answer). */
export function toCompanyUser(row: PublicUserRow) {
  const email = shownEmail(row);
  return {
    id: row.id,
    _id: row.id,
    email,
    pending_email: row.pending_email,
    auth0: { email, is_email_verified: row.email !== null && row.email_verified },
    role: row.role,
    is_company_admin: row.is_company_admin,
    sendConfirmationByEmail: row.send_confirmation_by_email,
    sendNotificationByEmail: row.send_notification_by_email,
    eSynPay: { is_enabled: row.esynpay_enabled, is_admin: row.esynpay_admin },
  };
}
