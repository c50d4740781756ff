import type { Role } from '../../domain/roles';
import { BaseModel } from './base.model';

export type { Role };

export interface UserRow {
  id: string;
  /** The verified sign-in address; null for an account whose first address is not verified yet. */
  email: string | null;
  /** An address waiting for verification (api/users/email-verification.ts), with its token's id and expiry. */
  pending_email: string | null;
  pending_email_token_id: string | null;
  pending_email_expires_at: Date | null;
  password_hash: string;
  role: Role;
  company_id: string | null;
  is_company_admin: boolean;
  esynpay_enabled: boolean;
  esynpay_admin: boolean;
  send_confirmation_by_email: boolean;
  send_notification_by_email: boolean;
  email_verified: boolean;
  last_login_at: Date | null;
  /** Incremented when the password is set: tokens of an older version are refused (api/auth/token.ts). */
  session_version: number;
  created_at: Date;
  updated_at: Date;
}

/** A user as the api reads it everywhere but sign-in: without the password hash and the verification token's id. */
export type PublicUserRow = Omit<UserRow, 'password_hash' | 'pending_email_token_id' | 'pending_email_expires_at'>;

export type UserWrite = Partial<Omit<UserRow, 'id' | 'created_at' | 'updated_at'>>;

export class User extends BaseModel implements UserRow {
  static override tableName = 'users';
  declare email: string | null;
  declare pending_email: string | null;
  declare pending_email_token_id: string | null;
  declare pending_email_expires_at: Date | null;
  declare password_hash: string;
  declare role: Role;
  declare company_id: string | null;
  declare is_company_admin: boolean;
  declare esynpay_enabled: boolean;
  declare esynpay_admin: boolean;
  declare send_confirmation_by_email: boolean;
  declare send_notification_by_email: boolean;
  declare email_verified: boolean;
  declare last_login_at: Date | null;
  declare session_version: number;
  declare updated_at: Date;
}
