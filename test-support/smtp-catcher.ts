// A real SMTP server for tests (smtp-server on a free port), keeping every accepted message parsed
// (mailparser). It can refuse the next messages, temporarily (451) or for good (550), to show that
// nothing is lost while the mail server is away and that a refusal is reported.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../infra/ports';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  attachments: Array<{ filename: string; contentType: string; size: number; content: Buffer }>;
}

export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Refuse the next `count` messages with this SMTP code (451: try later; 550: refused). */
  refuseNext(count: number, code?: 451 | 550): void;
  /** Messages refused so far. */
  refused: number;
  close(): Promise<void>;
}

function toCaught(parsed: ParsedMail): CaughtMail {
  const addresses = (v: ParsedMail['to']) =>
    (Array.isArray(v) ? v : v ? [v] : []).flatMap((a) => a.value.map((x) => x.address ?? ''));
  return {
    from: parsed.from?.value[0]?.address ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    messageId: parsed.messageId ?? '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      size: a.size,
      content: a.content,
    })),
  };
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const port = await freePort();
  let refuse: { count: number; code: number } = { count: 0, code: 451 };
  const catcher: SmtpCatcher = {
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refused: 0,
    refuseNext(count, code = 451) {
      refuse = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse.count > 0) {
        refuse.count -= 1;
        catcher.refused += 1;
        stream.resume();
        stream.on('end', () => {
          const err = Object.assign(new Error(refuse.code === 550 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: refuse.code,
          });
          callback(err);
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          catcher.mails.push(toCaught(parsed));
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return catcher;
}
