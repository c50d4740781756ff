// Every query on users (admin users list, company users, the e-mail verification of
// email-verification.ts). password_hash is never selected for lists or answers (the mappers would
// drop it anyway).
import type { Knex } from 'knex';
import { User, type UserWrite } from '../models/user.model';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import { runList } from '../http/paged-query';
import type { UserWithCompany } from './users.mapper';

const PUBLIC_COLUMNS = [
  'users.id',
  'users.email',
  'users.role',
  'users.company_id',
  'users.is_company_admin',
  'users.esynpay_enabled',
  'users.esynpay_admin',
  'users.send_confirmation_by_email',
  'users.send_notification_by_email',
  'users.email_verified',
  'users.pending_email',
  'users.last_login_at',
  'users.session_version',
  'users.created_at',
  'users.updated_at',
];

export class UsersRepository {
  constructor(private readonly db: Knex) {}

  private base(): Knex.QueryBuilder {
    return this.db('users').leftJoin('companies', 'companies.id', 'users.company_id');
  }

  /** `companyId` limits the list to one company (company users); undefined lists every user. */
  list(list: ListQuery, companyId?: string): Promise<ListResult<UserWithCompany>> {
    const qb = this.base();
    if (companyId !== undefined) qb.where('users.company_id', companyId);
    return runList(this.db, qb, list, (q) => q.select([...PUBLIC_COLUMNS, 'companies.name as company_name']));
  }

  /** One user; `companyId` (company users) makes a user of another company 'not found'. */
  async find(id: string, companyId?: string): Promise<UserWithCompany | undefined> {
    const qb = this.base().where('users.id', id);
    if (companyId !== undefined) qb.where('users.company_id', companyId);
    return (await qb.first([...PUBLIC_COLUMNS, 'companies.name as company_name'])) as UserWithCompany | undefined;
  }

  async insert(write: UserWrite & { id?: string }): Promise<string> {
    const row = await User.query(this.db).insert(write).returning('id');
    return row.id;
  }

  /** Whether another account signs in with `email` (lower-cased). */
  async emailTaken(email: string, exceptId: string): Promise<boolean> {
    return (
      (await this.db('users').whereRaw('lower(email) = ?', [email]).whereNot('id', exceptId).first('id')) !== undefined
    );
  }

  /** Whether another account of the company has `email` (lower-cased) as its address or pending one. */
  async emailInCompany(companyId: string, email: string, exceptId?: string): Promise<boolean> {
    const qb = this.db('users')
      .where('company_id', companyId)
      .where((w) => w.whereRaw('lower(email) = ?', [email]).orWhereRaw('lower(pending_email) = ?', [email]));
    if (exceptId) qb.whereNot('id', exceptId);
    return (await qb.first('id')) !== undefined;
  }

  async update(id: string, write: UserWrite): Promise<void> {
    if (Object.keys(write).length > 0) await User.query(this.db).patch(write).where('id', id);
  }

  async delete(id: string): Promise<number> {
    return await User.query(this.db).deleteById(id);
  }

  async companyName(id: string): Promise<string | null> {
    return ((await this.db('companies').where('id', id).first('name')) as { name: string } | undefined)?.name ?? null;
  }

  async companyExists(id: string): Promise<boolean> {
    return (await this.db('companies').where('id', id).first('id')) !== undefined;
  }

  /** Whether another account than `userId` signs in with this (lower-case) address. */
  async otherAccountWith(email: string, userId: string): Promise<boolean> {
    return (
      (await this.db('users').whereRaw('lower(email) = ?', [email]).whereNot('id', userId).first('id')) !== undefined
    );
  }

  /** Records a pending address (replacing an earlier one). */
  async setPendingEmail(
    userId: string,
    columns: { pending_email: string; pending_email_token_id: string; pending_email_expires_at: Date },
  ): Promise<void> {
    await this.db('users').where('id', userId).update(columns);
  }

  /**
   * Makes the pending address the sign-in address, verified, when it is the one of this token id
   * and has not expired; the number of accounts changed (0 or 1). A unique violation when the
   * address became another account's.
   */
  async confirmPendingEmail(userId: string, tokenId: string, email: string): Promise<number> {
    const updated = await this.db('users')
      .where({ id: userId, pending_email_token_id: tokenId })
      .whereRaw('lower(pending_email) = ?', [email])
      .where('pending_email_expires_at', '>', this.db.fn.now())
      .update({
        email: this.db.raw('lower(pending_email)'),
        email_verified: true,
        pending_email: null,
        pending_email_token_id: null,
        pending_email_expires_at: null,
      })
      .returning('id');
    return updated.length;
  }
}
