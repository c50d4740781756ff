// Sign-in rules: argon2id verification, per-account lockout (users.failed_login_count and
// locked_until), the same work for unknown emails (a dummy hash is verified) so response times do
// not tell which emails exist, and bearer tokens.
import { hashPassword, verifyPassword } from '../../infra/password';
import { ApiError, type Msg } from '../errors';
import type { UserRow } from '../models/user.model';
import { buildScopeFromRow } from '../tenancy/scope';
import type { AuthState } from '../context';
import type { AuthRepository } from './auth.repository';
import type { TokenService } from './token';
import { RateLimiter } from './rate-limit';

export interface LockoutPolicy {
  maxFailedLogins: number;
  lockoutSeconds: number;
}


function lockedMessage(seconds: number): Msg {
  return { key: 'api.accountLocked', params: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
}

export class AuthService {
  private dummyHash: Promise<string> | undefined;
  /** Failures for emails with no account, so they get the same 429 as real accounts. */
  private readonly unknownEmailFailures: RateLimiter;

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly policy: LockoutPolicy,
  ) {
    this.unknownEmailFailures = new RateLimiter({ max: policy.maxFailedLogins, windowMs: policy.lockoutSeconds * 1000 });
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('dummy password for unknown emails');
    return this.dummyHash;
  }

  async login(email: string, password: string): Promise<{ token: string; user: UserRow; expiresAt: Date }> {
    const user = await this.repo.findByEmail(email);
    if (!user) {
      await verifyPassword(await this.dummy(), password);
      const wait = this.unknownEmailFailures.hit(email.toLowerCase());
      if (wait > 0) throw ApiError.tooManyRequests(lockedMessage(wait), wait, 'account_locked');
      throw ApiError.unauthorized('error.wrongLogin', 'error.wrongLogin');
    }
    const now = Date.now();
    if (user.locked_until && user.locked_until.getTime() > now) {
      const wait = (user.locked_until.getTime() - now) / 1000;
      throw ApiError.tooManyRequests(lockedMessage(wait), wait, 'account_locked');
    }
    const ok = await verifyPassword(user.password_hash, password);
    if (!ok) {
      await this.repo.recordFailure(user.id, this.policy.maxFailedLogins, this.policy.lockoutSeconds);
      throw ApiError.unauthorized('error.wrongLogin', 'error.wrongLogin');
    }
    await this.repo.recordSuccess(user.id);
    const { token, claims } = await this.tokens.issue(user);
    return { token, user, expiresAt: new Date(claims.exp * 1000) };
  }

  /** The request's auth state for a bearer token, or 401. */
  async authenticate(token: string): Promise<AuthState> {
    const claims = await this.tokens.verify(token);
    const row = await this.repo.findForToken(claims.sub, claims.jti);
    if (!row) throw ApiError.unauthorized('api.accountGone', 'token_invalid');
    if (row.revoked) throw ApiError.unauthorized('api.signedOut', 'token_revoked');
    const { revoked: _revoked, child_company_ids, company_is_receiver, company_show_outgoing_invoices, ...user } = row;
    const company = user.company_id
      ? { isReceiver: company_is_receiver === true, showOutgoingInvoices: company_show_outgoing_invoices !== false }
      : null;
    return { user, scope: buildScopeFromRow(user, child_company_ids, company), tokenId: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
  }

  logout(auth: AuthState): Promise<void> {
    return this.repo.revoke(auth.tokenId, auth.tokenExpiresAt);
  }
}
