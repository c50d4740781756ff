// Reading a raw mail (RFC 5322 / MIME) with mailparser, written once for the mail receiver and the
// api (which lists a stored mail's attachments): header values come back made safe (no control
// characters, bounded length), addresses bare and lower-cased, attachments with their position in
// the mail, a safe file name and their bytes. Nothing here trusts the sender.
import { createHash } from 'node:crypto';
import { MailParser, simpleParser, type AddressObject, type Headers } from 'mailparser';
import { bareAddress, safeAttachmentName, safeHeaderText } from '../domain/email-intake';

export interface MailAttachment {
  /** 0-based position among the mail's attachments (the api addresses them by it). */
  index: number;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface ParsedMailMessage {
  /** The Message-ID, angle brackets included; a mail without one gets `<sha256-of-the-bytes@no-message-id>`. */
  messageId: string;
  subject: string | null;
  from: string | null;
  to: string[];
  cc: string[];
  date: Date | null;
  attachments: MailAttachment[];
  /** The headers were read but the body was not (too many parts, broken structure): why. */
  bodyFailure?: string;
}

/** The mail could not be read as a message (no header block, or the MIME parser gave up). */
export class MailParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailParseError';
  }
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const out: string[] = [];
  const visit = (entries: AddressObject['value']) => {
    for (const e of entries) {
      const bare = bareAddress(e.address);
      if (bare) out.push(bare);
      if (e.group) visit(e.group);
    }
  };
  for (const a of list) visit(a.value);
  return [...new Set(out)].slice(0, 100);
}

/** The Message-ID a mail is known by: its own header, else one derived from its bytes. */
export function messageIdOf(raw: Uint8Array, header: string | null | undefined): string {
  const own = safeHeaderText(header, 900);
  if (own && /^<[^<>\s]+>$/.test(own)) return own;
  if (own) return `<${own.replace(/[<>\s]/g, '')}>`;
  return `<${createHash('sha256').update(raw).digest('hex')}@no-message-id>`;
}

const HEADER_LINE = /^[!-9;-~]+:/;

const PARSER_OPTIONS = {
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipImageLinks: true,
  skipTextLinks: true,
  maxHtmlLengthToParse: 1024 * 1024,
};

/** The top-level headers alone, for a mail whose body the parser gives up on. */
function headersOnly(raw: Buffer): Promise<Headers | null> {
  return new Promise((resolve) => {
    const parser = new MailParser(PARSER_OPTIONS);
    parser.once('headers', (headers) => {
      resolve(headers);
      parser.destroy();
    });
    parser.on('data', (part: { type: string; release?: () => void }) => part.release?.());
    parser.on('error', () => resolve(null));
    parser.on('end', () => resolve(null));
    parser.end(raw);
  });
}

function headerText(headers: Headers, name: string): string | undefined {
  const value = headers.get(name);
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && Array.isArray((value as AddressObject).value))
    return undefined;
  return undefined;
}

export async function parseMailMessage(raw: Uint8Array): Promise<ParsedMailMessage> {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  // A message starts with a header block: garbage without one is not a mail.
  if (!HEADER_LINE.test(bytes.subarray(0, 1000).toString('latin1'))) throw new MailParseError('no header block');
  let parsed;
  try {
    parsed = await simpleParser(bytes, PARSER_OPTIONS);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const headers = await headersOnly(bytes);
    if (!headers) throw new MailParseError(reason);
    return {
      messageId: messageIdOf(raw, headerText(headers, 'message-id')),
      subject: safeHeaderText(headerText(headers, 'subject')),
      from: addresses(headers.get('from') as AddressObject | undefined)[0] ?? null,
      to: addresses(headers.get('to') as AddressObject | undefined),
      cc: addresses(headers.get('cc') as AddressObject | undefined),
      date: null,
      attachments: [],
      bodyFailure: safeHeaderText(reason, 500) ?? 'unreadable body',
    };
  }
  return {
    messageId: messageIdOf(raw, parsed.messageId),
    subject: safeHeaderText(parsed.subject),
    from: addresses(parsed.from)[0] ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    attachments: parsed.attachments.map((a, index) => ({
      index,
      fileName: safeAttachmentName(a.filename, `attachment-${index + 1}`),
      contentType: (safeHeaderText(a.contentType, 200) ?? 'application/octet-stream').toLowerCase(),
      bytes: a.content,
    })),
  };
}
