// An e-mail address is verified before it is used to sign in. A new address (an account's changed
// one, or the first one of an account a company admin created) is recorded as the user's
// pending_email with the id and expiry of a signed verification token; the token goes to that
// address through the notifications seam, and POST /api/auth/verify-email with it makes the address
// the sign-in address. When the address already belongs to another account, its owner gets an
// 'address in use' notice instead and the token can never be confirmed; the caller sees the same
// answer either way, so nobody learns which addresses have accounts.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SignJWT, jwtVerify } from 'jose';
import { ApiError, mapDatabaseError } from '../errors';
import { derivedKey } from '../auth/device-token';
import type { Notifications } from '../notifications/notifications';
import { UsersRepository } from './users.repository';

const TOKEN_TYPE = 'esyn-email-verification+jwt';
/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 48 * 60 * 60;

export type VerificationPurpose = 'new-account' | 'email-change';

export interface PendingEmail {
  /** Lower-cased. */
  email: string;
  token: string;
  expiresAt: Date;
  columns: { pending_email: string; pending_email_token_id: string; pending_email_expires_at: Date };
}

export class EmailVerification {
  private readonly key: Uint8Array;
  private readonly repo: UsersRepository;

  constructor(
    db: Knex,
    secret: string,
    private readonly notifications: Notifications,
  ) {
    this.repo = new UsersRepository(db);
    // A key of its own: a verification token is never a bearer or device token, nor the reverse.
    this.key = derivedKey(secret, 'email-verification v1');
  }

  /** A pending address for `userId`: the columns to write and the signed token to send. */
  async issue(userId: string, address: string): Promise<PendingEmail> {
    const email = address.trim().toLowerCase();
    const tokenId = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + EMAIL_VERIFICATION_TTL_SECONDS;
    const token = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
    const expiresAt = new Date(exp * 1000);
    return {
      email,
      token,
      expiresAt,
      columns: { pending_email: email, pending_email_token_id: tokenId, pending_email_expires_at: expiresAt },
    };
  }

  /**
   * Sends the notice of a pending address once it is written: the verification to a free address,
   * the 'address in use' notice to one another account signs in with. The token is signed in both
   * cases, so both do the same work.
   */
  async send(userId: string, pending: PendingEmail, purpose: VerificationPurpose): Promise<void> {
    if (await this.repo.otherAccountWith(pending.email, userId))
      await this.notifications.addressAlreadyRegistered({ to: pending.email, purpose });
    else
      await this.notifications.emailVerification({
        to: pending.email,
        userId,
        token: pending.token,
        expiresAt: pending.expiresAt,
        purpose,
      });
  }

  /** Makes `address` the user's pending address (replacing an earlier one) and sends the notice. */
  async request(userId: string, address: string, purpose: VerificationPurpose): Promise<void> {
    const pending = await this.issue(userId, address);
    await this.repo.setPendingEmail(userId, pending.columns);
    await this.send(userId, pending, purpose);
  }

  /** Confirms the pending address a token was sent to: it becomes the sign-in address, verified. */
  async confirm(token: string): Promise<void> {
    let claims: { sub: string; jti: string; email: string };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        typ: TOKEN_TYPE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.email !== 'string')
        throw new Error('claims');
      claims = { sub: payload.sub, jti: payload.jti, email: payload.email };
    } catch {
      throw ApiError.badRequest('api.emailTokenInvalid', 'email_token_invalid');
    }
    if (!/^[0-9a-f-]{36}$/i.test(claims.sub) || !/^[0-9a-f-]{36}$/i.test(claims.jti))
      throw ApiError.badRequest('api.emailTokenInvalid', 'email_token_invalid');
    let updated: number;
    try {
      // Only the latest request counts (the token id), for the address it was sent to, until it expires.
      updated = await this.repo.confirmPendingEmail(claims.sub, claims.jti, claims.email.toLowerCase());
    } catch (err) {
      // The address became another account's since the link was sent.
      if (mapDatabaseError(err)?.code === 'duplicate')
        throw new ApiError(409, 'api.emailUnavailable', 'email_unavailable');
      throw err;
    }
    if (updated === 0) throw ApiError.badRequest('api.emailTokenInvalid', 'email_token_invalid');
  }
}
