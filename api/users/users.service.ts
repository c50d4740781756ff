// User rules: admins manage every account; a company admin manages the accounts of the own company
// (never admins, never other companies: those answer 404). Every password set here follows the
// password rule (api/auth/password-policy) and is hashed with argon2id (infra/password); setting a
// new password lifts the sign-in delays and ends the user's sessions (the database moves
// session_version on). A changed address, and the first address of an account a company admin
// creates, is verified before it signs in (api/users/email-verification); a company admin is told
// the same whether or not the address has an account elsewhere.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { PasswordHasher } from '../../infra/password';
import { assertPasswordAllowed } from '../auth/password-policy';
import { clearLoginThrottles } from '../auth/login-throttle';
import type { Role } from '../../domain/roles';
import { ApiError, fieldError } from '../errors';
import type { ListQuery } from '../http/list-params';
import type { UserWrite } from '../models/user.model';
import type { Scope } from '../tenancy/scope';
import { UsersRepository } from './users.repository';
import type { EmailVerification } from './email-verification';

/** The admin users form. */
export interface UserInput {
  email?: string;
  password?: string;
  role?: Role;
  company_id?: string | null;
  is_company_admin?: boolean;
  email_verified?: boolean;
  sendConfirmationByEmail?: boolean;
  sendNotificationByEmail?: boolean;
  eSynPay?: { is_enabled?: boolean; is_admin?: boolean };
}

/** Spec 7 'Company users' update: id, email, sendConfirmationByEmail, sendNotificationByEmail, eSynPay. */
export interface CompanyUserInput {
  email?: string;
  password?: string;
  role?: Exclude<Role, 'admin'>;
  sendConfirmationByEmail?: boolean;
  sendNotificationByEmail?: boolean;
  eSynPay?: { is_enabled?: boolean; is_admin?: boolean };
}

async function toWrite(input: UserInput, passwords: PasswordHasher): Promise<UserWrite> {
  const w: UserWrite = {};
  if (input.email !== undefined) w.email = input.email.trim().toLowerCase();
  if (input.password !== undefined) {
    w.password_hash = await passwords.hash(input.password);
  }
  if (input.role !== undefined) w.role = input.role;
  if (input.company_id !== undefined) w.company_id = input.company_id;
  if (input.is_company_admin !== undefined) w.is_company_admin = input.is_company_admin;
  if (input.email_verified !== undefined) w.email_verified = input.email_verified;
  if (input.sendConfirmationByEmail !== undefined) w.send_confirmation_by_email = input.sendConfirmationByEmail;
  if (input.sendNotificationByEmail !== undefined) w.send_notification_by_email = input.sendNotificationByEmail;
  if (input.eSynPay?.is_enabled !== undefined) w.esynpay_enabled = input.eSynPay.is_enabled;
  if (input.eSynPay?.is_admin !== undefined) w.esynpay_admin = input.eSynPay.is_admin;
  return w;
}

export class UsersService {
  readonly repo: UsersRepository;

  constructor(
    private readonly db: Knex,
    private readonly passwords: PasswordHasher,
    /** The product's names, which no password may contain. */
    private readonly productNames: readonly string[],
    private readonly emails: EmailVerification,
  ) {
    this.repo = new UsersRepository(db);
  }

  /** The address `input` gives the account when it is new to it (not its address, not the pending one). */
  private changedEmail(
    input: { email?: string },
    current: { email: string | null; pending_email: string | null },
  ): string | undefined {
    const email = input.email?.trim().toLowerCase();
    if (!email || email === current.email?.toLowerCase() || email === current.pending_email?.toLowerCase())
      return undefined;
    return email;
  }

  /** 409 on `email`: the value is taken (only for those who may see where: admins, or the own company). */
  private static emailTaken(): ApiError {
    return new ApiError(409, { key: 'api.fieldTaken', params: { field: 'email' } }, 'duplicate', {
      email: fieldError('duplicate', 'error.valueTaken'),
    });
  }

  /** 422 unless a password being set follows the rule, in the context of the account it is for. */
  private async checkPassword(
    input: { password?: string; email?: string; company_id?: string | null },
    current?: { email: string | null; company_id: string | null },
  ): Promise<void> {
    if (input.password === undefined) return;
    const companyId = input.company_id !== undefined ? input.company_id : (current?.company_id ?? null);
    const companyName = companyId ? await this.repo.companyName(companyId) : null;
    // Neither the address the account has nor the one it is given may be in the password.
    const emails = [...new Set([input.email, current?.email].filter((e): e is string => Boolean(e)))];
    for (const email of emails.length > 0 ? emails : [null]) {
      assertPasswordAllowed(input.password, { email, companyName, productNames: this.productNames });
    }
  }

  private async checkCompany(companyId: string | null | undefined): Promise<void> {
    if (companyId && !(await this.repo.companyExists(companyId))) {
      throw ApiError.validation({ company_id: fieldError('not_found', 'api.companyMissing') });
    }
  }

  // ---- admin ----
  list(list: ListQuery) {
    return this.repo.list(list);
  }

  async get(id: string) {
    const row = await this.repo.find(id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  async create(input: UserInput) {
    if (!input.password) throw ApiError.validation({ password: fieldError('required', 'api.passwordRequired') });
    await this.checkCompany(input.company_id);
    await this.checkPassword(input);
    const id = await this.repo.insert(await toWrite(input, this.passwords));
    return this.get(id);
  }

  async update(id: string, input: UserInput) {
    const current = await this.get(id);
    await this.checkCompany(input.company_id);
    await this.checkPassword(input, current);
    // A new address waits for its verification; an admin may learn that it is taken.
    const newEmail = this.changedEmail(input, current);
    if (newEmail && (await this.repo.emailTaken(newEmail, id))) throw UsersService.emailTaken();
    await this.repo.update(id, await toWrite({ ...input, email: undefined }, this.passwords));
    if (newEmail) await this.emails.request(id, newEmail, 'email-change');
    // A new password lifts the sign-in delays of the account.
    if (input.password !== undefined && current.email) await clearLoginThrottles(this.db, current.email);
    return this.get(id);
  }

  async delete(scope: Scope, id: string) {
    if (id === scope.userId) throw ApiError.badRequest('api.deleteSelf', 'delete_self');
    const row = await this.get(id);
    await this.repo.delete(id);
    return row;
  }

  // ---- company users (scoped to one company) ----
  /** The company a company-users call works on: the own one; an admin may name one (`company_id`). */
  companyOf(scope: Scope, requested?: string): string | undefined {
    if (scope.isAdmin) return requested ?? scope.companyId ?? undefined;
    return scope.companyId ?? undefined;
  }

  companyUsers(companyId: string | undefined, list: ListQuery) {
    return this.repo.list(list, companyId);
  }

  async companyUser(companyId: string | undefined, id: string) {
    const row = await this.repo.find(id, companyId);
    if (!row) throw ApiError.notFound();
    return row;
  }

  /**
   * A new account of the company: it signs in once its address is verified. Whether the address
   * has an account elsewhere on the platform changes nothing the caller sees (the owner of that
   * account is told instead); a clash within the own company, whose users the caller sees anyway,
   * is 409.
   */
  async createCompanyUser(companyId: string, input: CompanyUserInput) {
    if (!input.password) throw ApiError.validation({ password: fieldError('required', 'api.passwordRequired') });
    const email = (input.email ?? '').trim().toLowerCase();
    await this.checkPassword({ ...input, company_id: companyId });
    if (await this.repo.emailInCompany(companyId, email)) throw UsersService.emailTaken();
    const id = randomUUID();
    const pending = await this.emails.issue(id, email);
    const write = await toWrite({ ...input, email: undefined, role: input.role ?? 'user' }, this.passwords);
    await this.repo.insert({ ...write, id, email: null, ...pending.columns, company_id: companyId });
    await this.emails.send(id, pending, 'new-account');
    return this.companyUser(companyId, id);
  }

  async updateCompanyUser(companyId: string | undefined, id: string, input: CompanyUserInput) {
    const current = await this.companyUser(companyId, id);
    // A company admin never edits platform admins (they are not 'company users').
    if (current.role === 'admin') throw ApiError.notFound();
    await this.checkPassword(input, current);
    const newEmail = this.changedEmail(input, current);
    if (newEmail && current.company_id && (await this.repo.emailInCompany(current.company_id, newEmail, id)))
      throw UsersService.emailTaken();
    await this.repo.update(id, await toWrite({ ...input, email: undefined }, this.passwords));
    if (newEmail) await this.emails.request(id, newEmail, 'email-change');
    if (input.password !== undefined && current.email) await clearLoginThrottles(this.db, current.email);
    return this.companyUser(companyId, id);
  }
}
