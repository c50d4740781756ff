// Sending mail over SMTP with nodemailer (SMTP_URL; the development mail catcher of npm start by
// default). A refusal by the server for good (5xx: no such mailbox, message refused) is final; a
// server that cannot be reached or answers 4xx is tried again by the activity's retry policy.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** RFC 5322 Message-ID, angle brackets included; the same for every attempt of one mail. */
  messageId: string;
  attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
}

export interface Mailer {
  readonly kind: string;
  send(mail: OutgoingMail): Promise<{ accepted: string[]; response: string }>;
  close(): void;
}

/** The mail server refused the message for good (a 5xx answer). */
export class MailRefusedError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
    this.name = 'MailRefusedError';
  }
}

export function createSmtpMailer(url: string): Mailer {
  // A pooled transport keeps the connection between mails; timeouts keep a stuck server from holding an activity.
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: parsed.protocol.replace(':', ''),
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
          attachments: mail.attachments?.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content),
            contentType: a.contentType,
          })),
        });
        return { accepted: info.accepted.map(String), response: info.response };
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (typeof code === 'number' && code >= 500) throw new MailRefusedError((err as Error).message, code);
        throw err;
      }
    },
    close() {
      transport.close();
    },
  };
}
