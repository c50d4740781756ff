// The rules of invoices received by e-mail (spec 1: suppliers mail PDF invoices to the receiver's
// invoice address; what cannot become an invoice is a failed case an admin processes): the failed
// case reasons with their texts in English and Swedish, how a recipient address is matched
// (case-insensitive, plus-addressing), which attachments are PDFs and when a PDF is refused, and
// how header text from a stranger is made safe to keep and show. Pure: the receiver
// (workers/mail-intake), the api and the console all read it here.
import { MAX_UPLOAD_BYTES } from './constants';
import type { Lang } from './i18n/lang';
import { hasPdfMagic } from './validation/upload';

/** Why a mail is a failed case (stored in `emails.case`). */
export const EMAIL_CASES = [
  'unknown_recipient',
  'no_pdf',
  'pdf_refused',
  'sender_not_allowed',
  'parse_failure',
] as const;
export type EmailCase = (typeof EMAIL_CASES)[number];

export const EMAIL_CASE_LABELS: Readonly<Record<EmailCase, Readonly<Record<Lang, string>>>> = {
  unknown_recipient: {
    en: 'Unknown recipient: no company has this invoice address',
    sv: 'Okänd mottagare: inget företag har den här fakturaadressen',
  },
  no_pdf: { en: 'No PDF attachment', sv: 'Ingen PDF-bilaga' },
  pdf_refused: {
    en: 'PDF refused (encrypted, too large or not a PDF)',
    sv: 'PDF nekad (krypterad, för stor eller inte en PDF)',
  },
  sender_not_allowed: { en: 'Sender not allowed by the domain rules', sv: 'Avsändaren tillåts inte av domänreglerna' },
  parse_failure: { en: 'The mail could not be read', sv: 'Mejlet kunde inte läsas' },
};

export function isEmailCase(value: unknown): value is EmailCase {
  return typeof value === 'string' && (EMAIL_CASES as readonly string[]).includes(value);
}

/** The case's text in `lang`; a case written before the codes existed is shown as written. */
export function emailCaseLabel(value: string | null | undefined, lang: Lang): string {
  if (!value) return '';
  return isEmailCase(value) ? EMAIL_CASE_LABELS[value][lang] : value;
}

/** Why one PDF attachment is refused (the detail of a `pdf_refused` case). */
export type PdfRefusal = 'not_pdf' | 'too_large' | 'encrypted' | 'empty';

/** At most this many PDFs in one mail; a mail with more is refused whole (no invoice is made). */
export const MAX_PDFS_PER_MAIL = 20;

/** Largest mail the receiver takes (the SMTP SIZE limit), unless SMTP_INTAKE_MAX_BYTES says otherwise. */
export const DEFAULT_MAX_MAIL_BYTES = 25 * 1024 * 1024;

// ---- addresses ---------------------------------------------------------------------------------

/** The bare address, lower-cased, of 'Name <a@b>' or 'a@b'; null when there is none. */
export function bareAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const inAngles = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1];
  const address = (inAngles ?? value).trim().toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/** The address a company's invoice_email is compared with: lower-case, without a '+tag' in the local part. */
export function recipientKey(address: string): string {
  const bare = bareAddress(address) ?? address.trim().toLowerCase();
  const at = bare.lastIndexOf('@');
  if (at < 0) return bare;
  const local = bare.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${bare.slice(at)}`;
}

/** The domain of an address, lower-case; null without one. */
export function addressDomain(address: string | null | undefined): string | null {
  const bare = bareAddress(address);
  return bare ? bare.slice(bare.lastIndexOf('@') + 1) : null;
}

// ---- attachments -------------------------------------------------------------------------------

export interface AttachmentInfo {
  fileName: string | null;
  contentType: string | null;
  bytes: Uint8Array;
}

/** An attachment meant as a PDF: its type says so, or a generic type with a .pdf name. */
export function isPdfAttachment(a: Pick<AttachmentInfo, 'fileName' | 'contentType'>): boolean {
  const type = (a.contentType ?? '').toLowerCase();
  if (type === 'application/pdf' || type === 'application/x-pdf') return true;
  return (
    /\.pdf$/i.test(a.fileName ?? '') &&
    (type === '' ||
      type === 'application/octet-stream' ||
      type === 'application/download' ||
      type === 'binary/octet-stream')
  );
}

const ENCRYPT = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

/** True when the PDF names an encryption dictionary (its trailer or xref stream has /Encrypt). */
export function pdfIsEncrypted(bytes: Uint8Array): boolean {
  // A single-byte decoding keeps one character per byte; the dictionary keys are plain ASCII.
  return ENCRYPT.test(new TextDecoder('latin1').decode(bytes));
}

/** Why a PDF attachment cannot become an invoice, or null when it can (the upload's rules plus encryption). */
export function pdfRefusal(a: AttachmentInfo): PdfRefusal | null {
  if (a.bytes.length === 0) return 'empty';
  if (a.bytes.length > MAX_UPLOAD_BYTES) return 'too_large';
  if (!hasPdfMagic(a.bytes)) return 'not_pdf';
  if (pdfIsEncrypted(a.bytes)) return 'encrypted';
  return null;
}

// ---- text from a stranger ----------------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Header text safe to store and to put into a mail header later: no control characters (no CR/LF
 * header injection, no NUL that PostgreSQL refuses), runs of white space as one space, at most `max`. */
export function safeHeaderText(value: string | null | undefined, max = 998): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return cleaned.slice(0, max);
}

/** An attachment's file name as kept on the invoice: the last path segment only, safe characters,
 * at most 255; never a path (an attachment named '../../etc/passwd.pdf' is 'passwd.pdf'). */
export function safeAttachmentName(value: string | null | undefined, fallback = 'attachment.pdf'): string {
  const last = (safeHeaderText(value) ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(/^\.+/, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim();
  return (cleaned || fallback).slice(0, 255);
}
