// Invitations: approving an access request creates the account (in the approval's transaction) and
// an invitation whose set-password link goes to the request's address. The account's company is the
// one the request names (its org_id, else its exact name, when exactly one company matches; else
// none, and an admin ties it under Users), its role 'user'; users have no name column, so the name
// greets the person in the mail only. Until the link is used the account's password is a hash of
// random bytes nobody knows, so it cannot sign in. Setting the password through the link follows
// the password rule, marks the address verified (the mail reached it) and closes the link.
// InvitationsService serves the link's public routes: a link that does not work counts against the
// client address like a failed sign-in (api/auth/address-limit.ts), so links cannot be guessed at
// speed.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Lang } from '../../domain/i18n/lang';
import { toLang } from '../../domain/i18n/lang';
import type { PasswordHasher } from '../../infra/password';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { AddressFailureLimit } from '../auth/address-limit';
import { ApiError, mapDatabaseError } from '../errors';
import type { UserAccessRequestRow } from '../models/user-access-request.model';
import type { InvitationNotice } from '../notifications/notifications';
import { hashInvitationToken, invitationOpen, newInvitationToken } from './invitation-token';
import { InvitationsRepository, type MatchedCompany } from './invitations.repository';

/** The one answer for a link that is unknown, used or expired: it does not say which. */
function invalidLink(): ApiError {
  return ApiError.badRequest('api.invitationInvalid', 'invitation_invalid');
}

/** 409: the request's address already signs in to an account; nothing is created. */
export function emailHasAccount(email: string): ApiError {
  return ApiError.conflict({ key: 'api.requestEmailHasAccount', params: { email } }, 'email_has_account');
}

export class Invitations {
  private readonly repo: InvitationsRepository;

  constructor(
    private readonly db: Knex,
    private readonly passwords: PasswordHasher,
    /** The product's names, which no password may contain. */
    private readonly productNames: readonly string[],
  ) {
    this.repo = new InvitationsRepository(db);
  }

  /** A password hash nobody can sign in with (made before the transaction: hashing takes a while). */
  unusablePasswordHash(): Promise<string> {
    return this.passwords.hash(randomBytes(32).toString('base64url'));
  }

  /** The company an access request names, when exactly one matches its org_id or else its name. */
  private async companyOf(trx: Knex.Transaction, request: UserAccessRequestRow): Promise<MatchedCompany | null> {
    const orgId = (request.org_id ?? '').replace(/[^0-9A-Za-z]/g, '');
    if (orgId) {
      const rows = await this.repo.companiesByOrgId(trx, orgId);
      if (rows.length === 1) return rows[0] ?? null;
      if (rows.length > 1) return null;
    }
    const name = (request.company_name ?? '').trim();
    if (!name) return null;
    const rows = await this.repo.companiesByName(trx, name);
    return rows.length === 1 ? (rows[0] ?? null) : null;
  }

  /**
   * The account and invitation of an approved request, inside the approval's transaction; the
   * notice to send once it has committed. 409 (and nothing written) when the address already has
   * an account.
   */
  async createAccount(
    trx: Knex.Transaction,
    request: UserAccessRequestRow,
    passwordHash: string,
  ): Promise<InvitationNotice> {
    const email = request.email.trim().toLowerCase();
    if (await this.repo.hasAccount(trx, email)) throw emailHasAccount(email);
    const company = await this.companyOf(trx, request);
    let userId: string;
    try {
      userId = await this.repo.insertUser(trx, {
        email,
        password_hash: passwordHash,
        company_id: company?.id ?? null,
      });
    } catch (err) {
      // Another account took the address meanwhile.
      if (mapDatabaseError(err)?.code === 'duplicate') throw emailHasAccount(email);
      throw err;
    }
    const token = newInvitationToken();
    await this.repo.insertInvitation(trx, {
      user_id: userId,
      request_id: request.id,
      token_hash: token.hash,
      expires_at: token.expiresAt,
    });
    const lang: Lang | null = company?.language ? toLang(company.language) : null;
    return {
      to: email,
      requestId: request.id,
      userId,
      name: request.name,
      token: token.token,
      expiresAt: token.expiresAt,
      lang,
    };
  }

  /** The account an open link is for, or the one 'link does not work' answer. */
  async check(token: string): Promise<{ email: string; expiresAt: Date }> {
    const row = await this.repo.findByTokenHash(hashInvitationToken(token));
    if (!row?.email || !invitationOpen(row)) throw invalidLink();
    return { email: row.email, expiresAt: row.expires_at };
  }

  /**
   * Sets the account's first password through an open link, once: the link closes, the address
   * counts as verified, and any sessions and sign-in delays of the account end.
   */
  async setPassword(token: string, password: string): Promise<{ email: string }> {
    const email = await this.db.transaction(async (trx) => {
      // The row lock makes two uses of one link at once take turns; the second finds it used.
      const row = await this.repo.findByTokenHash(hashInvitationToken(token), trx);
      if (!row?.email || !invitationOpen(row)) throw invalidLink();
      assertPasswordAllowed(password, {
        email: row.email,
        companyName: row.company_name,
        productNames: this.productNames,
      });
      await this.repo.setFirstPassword(trx, row.user_id, await this.passwords.hash(password));
      return row.email;
    });
    await this.repo.clearLoginThrottles(email);
    return { email };
  }
}

/** The set-password link's routes: check it, use it; both limited per client address. */
export class InvitationsService {
  constructor(
    private readonly invitations: Invitations,
    /** Failed uses of set-password links per client address. */
    private readonly addresses: AddressFailureLimit,
  ) {}

  /** The account an open link is for (`address`: the client's, api/auth/address-limit addressKey). */
  check(token: string, address: string): Promise<{ email: string; expiresAt: Date }> {
    return this.guarded(address, () => this.invitations.check(token));
  }

  setPassword(token: string, password: string, address: string): Promise<{ email: string }> {
    return this.guarded(address, () => this.invitations.setPassword(token, password));
  }

  /** Runs `work` unless the address is over its limit; a link that does not work counts as a failure. */
  private async guarded<T>(address: string, work: () => Promise<T>): Promise<T> {
    const wait = this.addresses.wait(address);
    if (wait > 0) throw ApiError.tooManyRequests('api.invitationRateLimited', wait, 'rate_limited');
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invitation_invalid') this.addresses.fail(address);
      throw err;
    }
  }
}
