// The SMTP receiver of the platform's invoice addresses (smtp-server). A mail is answered 250 only
// once it is stored raw and recorded (intake.ts acceptMail); a mail larger than the limit is refused
// with 552 and a sentence saying the limit; a store or database failure is a 451 (the sending
// server tries again, and the Message-ID keeps a repeat from doubling anything). Routing and the
// invoices follow the reply; a sweep finishes whatever a crash or an outage left pending.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from '../../infra/logger';
import { acceptMail, pendingMails, processMail, type IntakeDeps } from './intake';

export interface ReceiverOptions {
  port: number;
  host?: string;
  /** Largest mail taken, bytes (announced as SIZE; larger ones are refused with 552). */
  maxBytes: number;
  /** Seconds between sweeps of pending mails; 0 turns the sweep off (tests drive it). */
  sweepSeconds?: number;
  /** Recipients per mail (RCPT TO); more get 452. */
  maxRecipients?: number;
  /** Mails routed at once after their reply (default 8); the others wait their turn, by id only. */
  processConcurrency?: number;
  log?: Logger;
}

export interface RunningReceiver {
  port: number;
  /** Finishes pending mails now (what the sweep does); resolves with how many were processed. */
  sweep(): Promise<number>;
  /** Resolves when the mails accepted so far have been processed (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

class SmtpReply extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/** Reads the message, keeping at most `maxBytes`; the rest is drained unread. */
function readMessage(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded || size > maxBytes ? null : Buffer.concat(chunks, size)));
  });
}

export async function startReceiver(deps: IntakeDeps, opts: ReceiverOptions): Promise<RunningReceiver> {
  const log = opts.log;
  const inflight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  };
  const finish = (emailId: string, parsed?: Parameters<typeof processMail>[2]) =>
    processMail(deps, emailId, parsed).catch((err: unknown) => {
      log?.warn({ err, emailId }, 'mail left pending; the sweep tries again');
      return false;
    });
  // A burst is accepted at SMTP speed; routing it runs a few at a time. A waiting mail keeps only its
  // id (it is read back from the store), so a burst of large mails does not sit in memory.
  const slots = opts.processConcurrency ?? 8;
  let running = 0;
  const waiting: string[] = [];
  const processSoon = (emailId: string, parsed: Parameters<typeof processMail>[2]) => {
    const run = (id: string, p?: Parameters<typeof processMail>[2]): Promise<unknown> => {
      running += 1;
      return finish(id, p).finally(() => {
        running -= 1;
        const next = waiting.shift();
        if (next) track(run(next));
      });
    };
    if (running < slots) track(run(emailId, parsed));
    else waiting.push(emailId);
  };
  const limitMb = Math.floor(opts.maxBytes / (1024 * 1024));

  const server = new SMTPServer({
    name: 'esyn-mail-intake',
    banner: 'eSyn invoice mail intake',
    // In production the provider's relay delivers here: no login, no TLS on this hop.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: opts.maxBytes,
    maxClients: 200,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address, session: SMTPServerSession, callback) {
      if (session.envelope.rcptTo.length >= (opts.maxRecipients ?? 50))
        return callback(new SmtpReply('Too many recipients', 452));
      callback();
    },
    onData(stream, session, callback) {
      const envelope = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
      };
      readMessage(stream, opts.maxBytes)
        .then(async (raw) => {
          if (!raw) throw new SmtpReply(`Message too large: the limit is ${limitMb} MB`, 552);
          const accepted = await acceptMail(deps, raw, envelope);
          log?.info(
            { emailId: accepted.emailId, duplicate: accepted.duplicate, bytes: raw.length },
            accepted.duplicate ? 'mail received again (same Message-ID): nothing new' : 'mail accepted',
          );
          callback(null, accepted.duplicate ? 'Already received' : `Queued as ${accepted.emailId}`);
          if (!accepted.duplicate) processSoon(accepted.emailId, accepted.parsed);
        })
        .catch((err: unknown) => {
          if (err instanceof SmtpReply) return callback(err);
          log?.error({ err }, 'mail not accepted: store or database failed');
          callback(new SmtpReply('Temporary failure, try again later', 451));
        });
    },
  });
  server.on('error', (err) => log?.warn({ err }, 'SMTP connection error'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  let sweeping: Promise<number> | undefined;
  const sweep = (): Promise<number> => {
    sweeping ??= (async () => {
      let done = 0;
      for (const id of await pendingMails(deps.db)) if (await finish(id)) done += 1;
      return done;
    })().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };
  const timer = opts.sweepSeconds
    ? setInterval(() => {
        sweep().catch((err: unknown) => log?.warn({ err }, 'sweep of pending mails failed'));
      }, opts.sweepSeconds * 1000)
    : undefined;
  timer?.unref();

  const idle = async () => {
    while (inflight.size || waiting.length) await Promise.allSettled([...inflight]);
  };
  return {
    port,
    sweep,
    idle,
    async close() {
      if (timer) clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await idle();
      await sweeping?.catch(() => undefined);
    },
  };
}
