// Notifications for tests: every notice the api sends is kept, so a test can read the verification
// token a person would find in their mailbox.
import type {
  AccessRefusedNotice,
  AddressInUseNotice,
  EmailVerificationNotice,
  InvitationNotice,
  Notifications,
} from '../api/notifications/notifications';

export type SentNotice =
  | ({ kind: 'email-verification' } & EmailVerificationNotice)
  | ({ kind: 'address-already-registered' } & AddressInUseNotice)
  | ({ kind: 'access-request-refused' } & AccessRefusedNotice)
  | ({ kind: 'invitation' } & InvitationNotice);

export class RecordedNotifications implements Notifications {
  readonly sent: SentNotice[] = [];

  async emailVerification(notice: EmailVerificationNotice): Promise<void> {
    this.sent.push({ kind: 'email-verification', ...notice });
  }

  async addressAlreadyRegistered(notice: AddressInUseNotice): Promise<void> {
    this.sent.push({ kind: 'address-already-registered', ...notice });
  }

  async accessRequestRefused(notice: AccessRefusedNotice): Promise<void> {
    this.sent.push({ kind: 'access-request-refused', ...notice });
  }

  async invitation(notice: InvitationNotice): Promise<void> {
    this.sent.push({ kind: 'invitation', ...notice });
  }

  /** The notices sent to `to`, oldest first. */
  to(to: string): SentNotice[] {
    return this.sent.filter((n) => n.to === to.toLowerCase());
  }

  /** The token of the latest invitation sent to `to`. */
  invitationTokenFor(to: string): string {
    const last = this.to(to)
      .filter((n): n is Extract<SentNotice, { kind: 'invitation' }> => n.kind === 'invitation')
      .pop();
    if (!last) throw new Error(`no invitation was sent to ${to}`);
    return last.token;
  }

  /** The token of the latest verification sent to `to`. */
  tokenFor(to: string): string {
    const last = this.to(to)
      .filter((n): n is Extract<SentNotice, { kind: 'email-verification' }> => n.kind === 'email-verification')
      .pop();
    if (!last) throw new Error(`no verification was sent to ${to}`);
    return last.token;
  }
}
