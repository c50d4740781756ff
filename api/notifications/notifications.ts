// What the api tells people outside a request: the seam the mail gateway implements. The api calls
// it (verification links, the address-in-use warning, the refusal and the invitation of an access
// request); an implementation turns each notice into a message to `to`: MailNotifications (SMTP, when
// SMTP_URL is set; api/main.ts), else LoggingNotifications records each notice in the log, with the
// verification token only in development, where the log is the developer's mailbox.
import type { Lang } from '../../domain/i18n/lang';
import { CONSOLE_PATHS } from '../../domain/paths';
import type { Logger } from '../../infra/logger';

export interface EmailVerificationNotice {
  /** The address to verify: the message goes there and nowhere else. */
  to: string;
  userId: string;
  /** Signed, single use, expiring; the link carries it to POST /api/auth/verify-email (console: /verify-email?token=…). */
  token: string;
  expiresAt: Date;
  /** A new account a company admin created, or an account's changed address. */
  purpose: 'new-account' | 'email-change';
}

export interface AddressInUseNotice {
  /** The address someone tried to give another account; its owner hears of it, the one who tried does not. */
  to: string;
  purpose: 'new-account' | 'email-change';
}

export interface AccessRefusedNotice {
  /** The address the access request came from. */
  to: string;
  /** The request (one refusal per request). */
  requestId: string;
  name: string | null;
}

export interface InvitationNotice {
  /** The address of the approved access request, the new account's sign-in address. */
  to: string;
  /** The approved request (one invitation per request). */
  requestId: string;
  userId: string;
  name: string | null;
  /** Random, single use, expiring; the link carries it to the console page /set-password?token=…. */
  token: string;
  expiresAt: Date;
  /** The language of the account's company; null when it has none (the mail is in English and Swedish). */
  lang: Lang | null;
}

export interface Notifications {
  emailVerification(notice: EmailVerificationNotice): Promise<void>;
  addressAlreadyRegistered(notice: AddressInUseNotice): Promise<void>;
  /** An admin rejected an access request: a polite refusal to the one who asked. */
  accessRequestRefused(notice: AccessRefusedNotice): Promise<void>;
  /** An admin approved an access request: the new account's set-password link. */
  invitation(notice: InvitationNotice): Promise<void>;
}

/** The console path an invitation's set-password link opens. */
export function setPasswordPath(token: string): string {
  return `${CONSOLE_PATHS.setPassword}?token=${encodeURIComponent(token)}`;
}

/** The console path a verification link opens. */
export function verificationPath(token: string): string {
  return `${CONSOLE_PATHS.verifyEmail}?token=${encodeURIComponent(token)}`;
}

export class LoggingNotifications implements Notifications {
  constructor(
    private readonly log: Logger,
    private readonly revealTokens: boolean,
  ) {}

  async emailVerification(notice: EmailVerificationNotice): Promise<void> {
    this.log.info(
      {
        notice: 'email-verification',
        to: notice.to,
        userId: notice.userId,
        purpose: notice.purpose,
        expiresAt: notice.expiresAt.toISOString(),
        ...(this.revealTokens ? { link: verificationPath(notice.token) } : {}),
      },
      'e-mail verification to send (no mail sender is configured)',
    );
  }

  async addressAlreadyRegistered(notice: AddressInUseNotice): Promise<void> {
    this.log.info(
      { notice: 'address-already-registered', to: notice.to, purpose: notice.purpose },
      'address-in-use notice to send (no mail sender is configured)',
    );
  }

  async accessRequestRefused(notice: AccessRefusedNotice): Promise<void> {
    this.log.info(
      { notice: 'access-request-refused', to: notice.to, requestId: notice.requestId },
      'access refusal to send (no mail sender is configured)',
    );
  }

  async invitation(notice: InvitationNotice): Promise<void> {
    this.log.info(
      {
        notice: 'invitation',
        to: notice.to,
        requestId: notice.requestId,
        userId: notice.userId,
        expiresAt: notice.expiresAt.toISOString(),
        ...(this.revealTokens ? { link: setPasswordPath(notice.token) } : {}),
      },
      'invitation to send (no mail sender is configured)',
    );
  }
}
