// Every query of sign-in, sign-out and token checks.
import type { Knex } from 'knex';
import { User, type UserRow } from '../models/user.model';
import { RevokedToken } from '../models/revoked-token.model';

export interface AuthenticatedUserRow extends UserRow {
  revoked: boolean;
  child_company_ids: string[];
  company_is_receiver: boolean | null;
  company_show_outgoing_invoices: boolean | null;
}

export class AuthRepository {
  constructor(private readonly db: Knex) {}

  async findByEmail(email: string): Promise<User | undefined> {
    return await User.query(this.db).whereRaw('lower(email) = lower(?)', [email]).first();
  }

  /**
   * One round trip per authenticated request: the user, whether the token id is revoked, and the
   * ids of the user's child companies and the company flags route guards need (tenancy scope).
   */
  async findForToken(userId: string, jti: string): Promise<AuthenticatedUserRow | undefined> {
    const result = await this.db.raw<{ rows: AuthenticatedUserRow[] }>(
      `select u.*,
              exists (select 1 from revoked_tokens r where r.jti = ?) as revoked,
              coalesce((select array_agg(c.id) from (select id from companies where parent_company_id = u.company_id limit 1000) c), '{}') as child_company_ids,
              co.is_receiver as company_is_receiver,
              co.show_outgoing_invoices as company_show_outgoing_invoices
         from users u left join companies co on co.id = u.company_id
        where u.id = ?`,
      [jti, userId],
    );
    return result.rows[0];
  }

  /** Counts a failed login; locks the account (and restarts the count) at `max` failures. */
  async recordFailure(userId: string, max: number, lockSeconds: number): Promise<{ locked_until: Date | null }> {
    const rows = await this.db('users')
      .where('id', userId)
      .update({
        failed_login_count: this.db.raw('case when failed_login_count + 1 >= ? then 0 else failed_login_count + 1 end', [max]),
        locked_until: this.db.raw(`case when failed_login_count + 1 >= ? then now() + make_interval(secs => ?) else locked_until end`, [max, lockSeconds]),
      })
      .returning(['locked_until']);
    return { locked_until: (rows[0] as { locked_until: Date | null } | undefined)?.locked_until ?? null };
  }

  async recordSuccess(userId: string): Promise<void> {
    await this.db('users').where('id', userId).update({ failed_login_count: 0, locked_until: null, last_login_at: this.db.fn.now() });
  }

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await RevokedToken.query(this.db).insert({ jti, expires_at: expiresAt }).onConflict('jti').ignore();
    // Housekeeping: revoked ids are only needed until their token would have expired anyway.
    await this.db('revoked_tokens').where('expires_at', '<', this.db.fn.now()).delete();
  }
}
