// The token of an invitation's set-password link: 32 random bytes (base64url) that only the mail
// carries; the database keeps its SHA-256 hash, so a read of the table cannot sign anyone in. A
// token is open until it is used, its expiry (domain INVITATION_TTL_HOURS) has passed, or the
// account got a password some other way.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_HOURS } from '../../domain/constants';

export interface NewInvitationToken {
  /** For the link only; never stored. */
  token: string;
  hash: string;
  expiresAt: Date;
}

/** The stored form of a token (hex SHA-256). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newInvitationToken(now = new Date()): NewInvitationToken {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
  };
}

/**
 * The account's session_version while no password was ever set on it: the invitation creates the
 * account at 0, and the database moves it on whenever the password hash changes (migration
 * 20261125000001), by the link or any other way (an admin under Users).
 */
export const NEVER_SET_SESSION_VERSION = 0;

/**
 * Whether an invitation's link still works at `now`: not used, before its expiry, and the account's
 * password not set some other way meanwhile (the link must not replace a password its owner chose).
 */
export function invitationOpen(
  invitation: { expires_at: Date; used_at: Date | null; session_version: number },
  now = new Date(),
): boolean {
  return (
    invitation.used_at === null &&
    now.getTime() < invitation.expires_at.getTime() &&
    invitation.session_version === NEVER_SET_SESSION_VERSION
  );
}
