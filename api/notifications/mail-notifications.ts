// Notices to people sent as mail (SMTP_URL): e-mail verification links and the address-in-use
// warning, in the language of the user's company (English without one), and the refusal of an
// access request (in English and Swedish: the one who asked has no company here yet) and the
// invitation of an approved one (in its company's language, else both), each recorded in `emails`
// (direction 'out') through the outbox. A mail server that refuses or cannot be reached does not
// fail the request that caused the notice: the row stays 'sending' for admins to see, and the
// failure is logged.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { toLang } from '../../domain/i18n/lang';
import { renderMessage } from '../../domain/i18n/messages';
import type { Mailer } from '../../infra/mail/mailer';
import { sendOnce } from '../../infra/mail/outbox';
import type { Logger } from '../../infra/logger';
import {
  setPasswordPath,
  verificationPath,
  type AccessRefusedNotice,
  type InvitationNotice,
  type AddressInUseNotice,
  type EmailVerificationNotice,
  type Notifications,
} from './notifications';

export interface MailNotificationsDeps {
  db: Knex;
  mailer: Mailer;
  from: string;
  brand: string;
  publicUrl: string;
  log: Logger;
}

export class MailNotifications implements Notifications {
  constructor(private readonly deps: MailNotificationsDeps) {}

  private async langOf(where: { id: string } | { email: string }) {
    const q = this.deps.db('users as u').leftJoin('companies as c', 'c.id', 'u.company_id').select('c.language');
    if ('id' in where) q.where('u.id', where.id);
    else q.whereRaw('lower(u.email) = ?', [where.email.toLowerCase()]);
    return toLang(((await q.first()) as { language: string | null } | undefined)?.language ?? 'en');
  }

  private async send(key: string, kind: string, to: string, subject: string, text: string): Promise<void> {
    try {
      await sendOnce(this.deps.db, this.deps.mailer, {
        idempotencyKey: key,
        kind,
        mail: {
          from: this.deps.from,
          to: [to],
          subject,
          text,
          messageId: `<${key.replace(/[^\w.-]/g, '.')}@esyn.account>`,
        },
      });
    } catch (err) {
      this.deps.log.warn({ err, kind }, 'account mail not sent; it stays recorded as sending');
    }
  }

  async emailVerification(notice: EmailVerificationNotice): Promise<void> {
    const lang = await this.langOf({ id: notice.userId });
    const params = {
      brand: this.deps.brand,
      url: `${this.deps.publicUrl}${verificationPath(notice.token)}`,
      expires: notice.expiresAt.toISOString().slice(0, 16).replace('T', ' '),
    };
    await this.send(
      `verify:${notice.userId}:${notice.expiresAt.getTime()}`,
      `verify-${notice.purpose}`,
      notice.to,
      renderMessage('mail.verify.subject', params, lang),
      renderMessage('mail.verify.body', params, lang),
    );
  }

  async addressAlreadyRegistered(notice: AddressInUseNotice): Promise<void> {
    const lang = await this.langOf({ email: notice.to });
    const params = { brand: this.deps.brand };
    await this.send(
      `address-in-use:${randomUUID()}`,
      'address-in-use',
      notice.to,
      renderMessage('mail.addressInUse.subject', params, lang),
      renderMessage('mail.addressInUse.body', params, lang),
    );
  }

  async accessRequestRefused(notice: AccessRefusedNotice): Promise<void> {
    const params = { brand: this.deps.brand, name: notice.name?.trim() || notice.to };
    const both = (key: 'mail.accessRefused.subject' | 'mail.accessRefused.body', sep: string) =>
      `${renderMessage(key, params, 'en')}${sep}${renderMessage(key, params, 'sv')}`;
    await this.send(
      `access-refused:${notice.requestId}`,
      'access-request-refused',
      notice.to,
      both('mail.accessRefused.subject', ' / '),
      both('mail.accessRefused.body', '\n\n---\n\n'),
    );
  }

  async invitation(notice: InvitationNotice): Promise<void> {
    const params = {
      brand: this.deps.brand,
      name: notice.name?.trim() || notice.to,
      email: notice.to,
      url: `${this.deps.publicUrl}${setPasswordPath(notice.token)}`,
      expires: notice.expiresAt.toISOString().slice(0, 16).replace('T', ' '),
    };
    const text = (key: 'mail.invite.subject' | 'mail.invite.body', sep: string) =>
      notice.lang
        ? renderMessage(key, params, notice.lang)
        : `${renderMessage(key, params, 'en')}${sep}${renderMessage(key, params, 'sv')}`;
    await this.send(
      `invite:${notice.requestId}`,
      'invitation',
      notice.to,
      text('mail.invite.subject', ' / '),
      text('mail.invite.body', '\n\n---\n\n'),
    );
  }
}
