// Sign-in rules: argon2id verification, per-account lockout (users.failed_login_count and
// locked_until), the same work for unknown emails (a dummy hash is verified) so response times do
// not tell which emails exist, bearer tokens, and the own password change (which ends the user's
// other sessions: the database moves users.session_version on, tokens carry the version).
import type { PasswordHasher } from '../../infra/password';
import { ApiError, fieldError, type Msg } from '../errors';
import type { UserRow } from '../models/user.model';
import { buildScopeFromRow } from '../tenancy/scope';
import type { AuthState } from '../context';
import type { AuthRepository } from './auth.repository';
import type { TokenService } from './token';
import { RateLimiter } from './rate-limit';
import { assertPasswordAllowed } from './password-policy';

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
    private readonly passwords: PasswordHasher,
    /** The product's names, which no password may contain (the password rule's context). */
    private readonly productNames: readonly string[],
  ) {
    this.unknownEmailFailures = new RateLimiter({ max: policy.maxFailedLogins, windowMs: policy.lockoutSeconds * 1000 });
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.passwords.hash('dummy password for unknown emails');
    return this.dummyHash;
  }

  async login(email: string, password: string): Promise<{ token: string; user: UserRow; expiresAt: Date }> {
    const user = await this.repo.findByEmail(email);
    if (!user) {
      await this.passwords.verify(await this.dummy(), password);
      const wait = this.unknownEmailFailures.hit(email.toLowerCase());
      if (wait > 0) throw ApiError.tooManyRequests(lockedMessage(wait), wait, 'account_locked');
      throw ApiError.unauthorized('error.wrongLogin', 'error.wrongLogin');
    }
    const now = Date.now();
    if (user.locked_until && user.locked_until.getTime() > now) {
      const wait = (user.locked_until.getTime() - now) / 1000;
      throw ApiError.tooManyRequests(lockedMessage(wait), wait, 'account_locked');
    }
    const ok = await this.passwords.verify(user.password_hash, password);
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
    // The password was changed or reset after this token was issued.
    if (claims.sv !== row.session_version) throw ApiError.unauthorized('api.sessionEnded', 'token_revoked');
    const { revoked: _revoked, child_company_ids, company_is_receiver, company_show_outgoing_invoices, ...user } = row;
    const company = user.company_id
      ? { isReceiver: company_is_receiver === true, showOutgoingInvoices: company_show_outgoing_invoices !== false }
      : null;
    return { user, scope: buildScopeFromRow(user, child_company_ids, company), tokenId: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) };
  }

  /**
   * The signed-in user sets a new password, knowing the current one. Every other session ends (the
   * version moves on); this one continues with the returned token.
   */
  async changePassword(auth: AuthState, current: string, next: string): Promise<{ token: string; expiresAt: Date }> {
    const user = await this.repo.findWithPassword(auth.user.id);
    if (!user) throw ApiError.unauthorized('api.accountGone', 'token_invalid');
    if (!(await this.passwords.verify(user.password_hash, current))) {
      throw ApiError.validation({ current_password: fieldError('ValidationError', 'validation.passwordCurrentWrong') }, 'validation.passwordCurrentWrong');
    }
    if (next === current) {
      throw ApiError.validation({ new_password: fieldError('ValidationError', 'validation.passwordUnchanged') }, 'validation.passwordUnchanged');
    }
    assertPasswordAllowed(next, { email: user.email, companyName: user.company_name, productNames: this.productNames }, 'new_password');
    const updated = await this.repo.setPassword(user.id, await this.passwords.hash(next));
    if (!updated) throw ApiError.unauthorized('api.accountGone', 'token_invalid');
    const { token, claims } = await this.tokens.issue(updated);
    return { token, expiresAt: new Date(claims.exp * 1000) };
  }

  logout(auth: AuthState): Promise<void> {
    return this.repo.revoke(auth.tokenId, auth.tokenExpiresAt);
  }
}
