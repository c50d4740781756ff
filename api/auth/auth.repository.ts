// Every query of sign-in, sign-out, token checks and the signed-in user's own record (/api/me).
import type { Knex } from 'knex';
import { User, type PublicUserRow } from '../models/user.model';
import { RevokedToken } from '../models/revoked-token.model';
import type { CompanyRow } from '../models/company.model';
import type { AuthRowCache } from './auth-row-cache';

export interface AuthenticatedUserRow extends PublicUserRow {
  revoked: boolean;
  child_company_ids: string[];
  company_is_receiver: boolean | null;
  company_show_outgoing_invoices: boolean | null;
  company_manual_parsing_allowed: boolean | null;
}

/** The part of a pg client the prepared auth query needs (knex's pooled connection is one). */
interface PgConnection {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

const AUTH_USER_SQL = `
  select u.id, u.email, u.pending_email, u.role, u.company_id, u.is_company_admin, u.esynpay_enabled, u.esynpay_admin,
         u.send_confirmation_by_email, u.send_notification_by_email, u.email_verified,
         u.last_login_at, u.session_version, u.created_at, u.updated_at,
         exists (select 1 from revoked_tokens r where r.jti = $1) as revoked,
         coalesce((select array_agg(c.id) from (select id from companies where parent_company_id = u.company_id limit 1000) c), '{}') as child_company_ids,
         co.is_receiver as company_is_receiver,
         co.show_outgoing_invoices as company_show_outgoing_invoices,
         co.manual_parsing_allowed as company_manual_parsing_allowed
    from users u left join companies co on co.id = u.company_id
   where u.id = $2::uuid`;

export class AuthRepository {
  /** `cache`: token checks answered from memory while it is live (api/auth/auth-row-cache.ts). */
  constructor(
    private readonly db: Knex,
    private readonly cache?: AuthRowCache<AuthenticatedUserRow>,
  ) {}

  async findByEmail(email: string): Promise<User | undefined> {
    return await User.query(this.db).whereRaw('lower(email) = lower(?)', [email]).first();
  }

  /** The user with the password hash and the company's name (the password rule's context). */
  async findWithPassword(userId: string): Promise<(User & { company_name: string | null }) | undefined> {
    return (await User.query(this.db)
      .leftJoin('companies', 'companies.id', 'users.company_id')
      .where('users.id', userId)
      .select('users.*', 'companies.name as company_name')
      .first()) as (User & { company_name: string | null }) | undefined;
  }

  /** Sets a new password hash; the database moves session_version on (ending other sessions). */
  async setPassword(userId: string, passwordHash: string): Promise<User | undefined> {
    const rows = await User.query(this.db).patch({ password_hash: passwordHash }).where('id', userId).returning('*');
    return rows[0];
  }

  /**
   * One round trip per authenticated request: the user, whether the token id is revoked, and the
   * ids of the user's child companies and the company flags route guards need (tenancy scope).
   */
  async findForToken(userId: string, jti: string): Promise<AuthenticatedUserRow | undefined> {
    if (!this.cache) return await this.readForToken(userId, jti);
    return await this.cache.read(`${userId}:${jti}`, () => this.readForToken(userId, jti));
  }

  private async readForToken(userId: string, jti: string): Promise<AuthenticatedUserRow | undefined> {
    // Runs on every authenticated request: a named (prepared) statement, so each pooled connection
    // plans it once instead of once per request.
    const connection = (await this.db.client.acquireConnection()) as PgConnection;
    try {
      const result = await connection.query<AuthenticatedUserRow>({
        name: 'api_auth_user_v3',
        text: AUTH_USER_SQL,
        values: [jti, userId],
      });
      return result.rows[0];
    } finally {
      await this.db.client.releaseConnection(connection);
    }
  }

  async recordSuccess(userId: string): Promise<void> {
    await this.db('users').where('id', userId).update({ last_login_at: this.db.fn.now() });
  }

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await RevokedToken.query(this.db).insert({ jti, expires_at: expiresAt }).onConflict('jti').ignore();
    // Housekeeping: revoked ids are only needed until their token would have expired anyway.
    await this.db('revoked_tokens').where('expires_at', '<', this.db.fn.now()).delete();
  }

  /** The user's company, for /api/me. */
  async companyById(id: string): Promise<CompanyRow | undefined> {
    return await this.db<CompanyRow>('companies').where('id', id).first();
  }
}
