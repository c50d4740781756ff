// Sign-in rules: argon2id verification; back-off that a stranger cannot turn into a lockout of a real
// user (api/auth/login-throttle.ts: per account and source in the database, known devices from
// api/auth/device-token.ts, a per-address failure limit in memory that known devices pass); exactly
// the same work for known and unknown e-mails, waiting or not (one lookup, one throttle read, one
// password verification against the account's hash or a dummy hash, the same writes on failure),
// so neither answers nor timing tell which e-mails exist; bearer tokens; and the own password
// change (which ends the user's other sessions: the database moves users.session_version on, tokens
// carry the version). Also the link of an e-mail verification notice (users/email-verification.ts)
// and the signed-in user's company for /api/me.
import type { PasswordHasher } from '../../infra/password';
import { ApiError, fieldError } from '../errors';
import type { CompanyRow } from '../models/company.model';
import type { UserRow } from '../models/user.model';
import type { EmailVerification } from '../users/email-verification';
import { buildScopeFromRow } from '../tenancy/scope';
import type { AuthState } from '../context';
import type { AuthRepository } from './auth.repository';
import type { TokenService } from './token';
import type { AddressFailureLimit } from './address-limit';
import type { DeviceTokens } from './device-token';
import type { LoginSource, LoginThrottle } from './login-throttle';
import { assertPasswordAllowed } from './password-policy';

export interface SignInAttempt {
  /** Lower-cased (domain loginSchema). */
  email: string;
  password: string;
  /** The client address key (api/auth/address-limit addressKey). */
  address: string;
  /** The device token this browser was given at an earlier sign-in, if any. */
  deviceToken?: string;
}

export interface SignedIn {
  token: string;
  user: UserRow;
  expiresAt: Date;
  /** For the browser to send with its next sign-in. */
  deviceToken: string;
}

export interface SignInGuards {
  throttle: LoginThrottle;
  devices: DeviceTokens;
  addresses: AddressFailureLimit;
}

function delayed(seconds: number): ApiError {
  return ApiError.tooManyRequests(
    { key: 'api.loginDelayed', params: { seconds: Math.max(1, Math.ceil(seconds)) } },
    seconds,
    'login_delayed',
  );
}

export class AuthService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly guards: SignInGuards,
    private readonly passwords: PasswordHasher,
    /** The product's names, which no password may contain (the password rule's context). */
    private readonly productNames: readonly string[],
    /** Verification of new e-mail addresses (the link of the notice). */
    private readonly emails: EmailVerification,
  ) {}

  /** The link of a verification notice: the address it was sent to becomes the sign-in address. */
  verifyEmail(token: string): Promise<void> {
    return this.emails.confirm(token);
  }

  /** The signed-in user's company, if the user has one. */
  async companyOf(auth: AuthState): Promise<CompanyRow | undefined> {
    return auth.user.company_id ? await this.repo.companyById(auth.user.company_id) : undefined;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.passwords.hash('dummy password for unknown emails');
    return this.dummyHash;
  }

  async login(attempt: SignInAttempt): Promise<SignedIn> {
    const { throttle, devices, addresses } = this.guards;
    const accountKey = attempt.email.toLowerCase();
    const user = await this.repo.findByEmail(accountKey);
    const deviceId = await devices.verify(attempt.deviceToken, user?.id);
    const source: LoginSource = deviceId ? { device: deviceId } : { address: attempt.address };
    // The address limit does not depend on the account, so it may answer before any work.
    if (!deviceId) {
      const wait = addresses.wait(attempt.address);
      if (wait > 0) throw ApiError.tooManyRequests('api.loginRateLimited', wait, 'rate_limited');
    }
    const wait = await throttle.wait(accountKey, source);
    // Always verified, against the dummy hash when there is no account, also while waiting.
    const ok = await this.passwords.verify(user?.password_hash ?? (await this.dummy()), attempt.password);
    if (wait > 0) throw delayed(wait);
    if (!user || !ok) {
      await throttle.recordFailure(accountKey, source);
      if (!deviceId) addresses.fail(attempt.address);
      throw ApiError.unauthorized('error.wrongLogin', 'error.wrongLogin');
    }
    await throttle.recordSuccess(accountKey, source);
    await this.repo.recordSuccess(user.id);
    const { token, claims } = await this.tokens.issue(user);
    const device = await devices.issue(user.id, deviceId ?? undefined);
    return { token, user, expiresAt: new Date(claims.exp * 1000), deviceToken: device.token };
  }

  /** The request's auth state for a bearer token, or 401. */
  async authenticate(token: string): Promise<AuthState> {
    const claims = await this.tokens.verify(token);
    const row = await this.repo.findForToken(claims.sub, claims.jti);
    if (!row) throw ApiError.unauthorized('api.accountGone', 'token_invalid');
    if (row.revoked) throw ApiError.unauthorized('api.signedOut', 'token_revoked');
    // The password was changed or reset after this token was issued.
    if (claims.sv !== row.session_version) throw ApiError.unauthorized('api.sessionEnded', 'token_revoked');
    const {
      revoked: _revoked,
      child_company_ids,
      company_is_receiver,
      company_show_outgoing_invoices,
      company_manual_parsing_allowed,
      ...user
    } = row;
    const company = user.company_id
      ? {
          isReceiver: company_is_receiver === true,
          showOutgoingInvoices: company_show_outgoing_invoices !== false,
          manualParsingAllowed: company_manual_parsing_allowed === true,
        }
      : null;
    return {
      user,
      scope: buildScopeFromRow(user, child_company_ids, company),
      tokenId: claims.jti,
      tokenExpiresAt: new Date(claims.exp * 1000),
    };
  }

  /**
   * The signed-in user sets a new password, knowing the current one. Every other session ends (the
   * version moves on); this one continues with the returned token.
   */
  async changePassword(
    auth: AuthState,
    current: string,
    next: string,
    address: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const user = await this.repo.findWithPassword(auth.user.id);
    if (!user) throw ApiError.unauthorized('api.accountGone', 'token_invalid');
    // Guessing the current password with a stolen session meets the sign-in back-off.
    const accountKey = (user.email ?? '').toLowerCase();
    const wait = await this.guards.throttle.wait(accountKey, { address });
    if (wait > 0) throw delayed(wait);
    if (!(await this.passwords.verify(user.password_hash, current))) {
      await this.guards.throttle.recordFailure(accountKey, { address });
      throw ApiError.validation(
        { current_password: fieldError('ValidationError', 'validation.passwordCurrentWrong') },
        'validation.passwordCurrentWrong',
      );
    }
    if (next === current) {
      throw ApiError.validation(
        { new_password: fieldError('ValidationError', 'validation.passwordUnchanged') },
        'validation.passwordUnchanged',
      );
    }
    assertPasswordAllowed(
      next,
      { email: user.email, companyName: user.company_name, productNames: this.productNames },
      'new_password',
    );
    const updated = await this.repo.setPassword(user.id, await this.passwords.hash(next));
    if (!updated) throw ApiError.unauthorized('api.accountGone', 'token_invalid');
    await this.guards.throttle.clear(accountKey);
    const { token, claims } = await this.tokens.issue(updated);
    return { token, expiresAt: new Date(claims.exp * 1000) };
  }

  logout(auth: AuthState): Promise<void> {
    return this.repo.revoke(auth.tokenId, auth.tokenExpiresAt);
  }
}
