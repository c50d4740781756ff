// Every query of invitations: the company an access request names, the account and invitation an
// approval creates (inside the approval's transaction), and the set-password link's lookup and use.
import type { Knex } from 'knex';
import { clearLoginThrottles } from '../auth/login-throttle';

export interface MatchedCompany {
  id: string;
  name: string;
  language: string | null;
}

export interface InvitationLookup {
  id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  session_version: number;
  email: string | null;
  company_name: string | null;
}

export class InvitationsRepository {
  constructor(private readonly db: Knex) {}

  /** Up to two companies whose org_id, letters and digits only, is `orgId` (one is a match). */
  companiesByOrgId(trx: Knex.Transaction, orgId: string): Promise<MatchedCompany[]> {
    return trx('companies')
      .select('id', 'name', 'language')
      .whereRaw(`regexp_replace(coalesce(org_id, ''), '[^0-9A-Za-z]', '', 'g') = ?`, [orgId])
      .limit(2) as Promise<MatchedCompany[]>;
  }

  /** Up to two companies named `name`, case aside (one is a match). */
  companiesByName(trx: Knex.Transaction, name: string): Promise<MatchedCompany[]> {
    return trx('companies')
      .select('id', 'name', 'language')
      .whereRaw('lower(name) = lower(?)', [name])
      .limit(2) as Promise<MatchedCompany[]>;
  }

  /** Whether an account signs in with this (lower-case) address. */
  async hasAccount(trx: Knex.Transaction, email: string): Promise<boolean> {
    return (await trx('users').whereRaw('lower(email) = ?', [email]).first('id')) !== undefined;
  }

  /** A new account with role 'user' and an unverified address; its id. */
  async insertUser(
    trx: Knex.Transaction,
    user: { email: string; password_hash: string; company_id: string | null },
  ): Promise<string> {
    const [row] = (await trx('users')
      .insert({ ...user, role: 'user', email_verified: false })
      .returning('id')) as { id: string }[];
    if (!row) throw new Error('user insert returned no row');
    return row.id;
  }

  async insertInvitation(
    trx: Knex.Transaction,
    invitation: { user_id: string; request_id: string; token_hash: string; expires_at: Date },
  ): Promise<void> {
    await trx('user_invitations').insert(invitation);
  }

  /** The invitation of a link's token hash with its account; `trx` locks the invitation row. */
  async findByTokenHash(tokenHash: string, trx?: Knex.Transaction): Promise<InvitationLookup | undefined> {
    const q = (trx ?? this.db)('user_invitations as i')
      .join('users as u', 'u.id', 'i.user_id')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .where('i.token_hash', tokenHash)
      .select(
        'i.id',
        'i.user_id',
        'i.expires_at',
        'i.used_at',
        'u.session_version',
        'u.email',
        'c.name as company_name',
      );
    if (trx) void q.forUpdate('i');
    return (await q.first()) as InvitationLookup | undefined;
  }

  /** The account's first password; the address counts as verified and the account's open links close. */
  async setFirstPassword(trx: Knex.Transaction, userId: string, passwordHash: string): Promise<void> {
    await trx('users').where('id', userId).update({ password_hash: passwordHash, email_verified: true });
    await trx('user_invitations').where('user_id', userId).whereNull('used_at').update({ used_at: trx.fn.now() });
  }

  /** Ends the sign-in delays of the account (api/auth/login-throttle.ts). */
  clearLoginThrottles(email: string): Promise<void> {
    return clearLoginThrottles(this.db, email);
  }
}
