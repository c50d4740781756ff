// The PDF forward: the invoice's PDF e-mailed to the receiver company when it was not processed in
// time (or at once for auto-forward companies, or when an admin forwards it). The mail goes to the
// receiver's contact addresses of kind 'Invoice', else its general e-mail, else its 'CFO address'
// contacts, in the receiver's language, with the PDF attached and a link that opens it (and tells
// the platform it was opened). One mail per forward number, however often the activity retries.
import type { Knex } from 'knex';
import { renderMessage } from '../../domain/i18n/messages';
import { toLang, type Lang } from '../../domain/i18n/lang';
import type { DocumentStore } from '../../infra/document-store/types';
import { documentKeyOf } from '../../infra/document-store';
import { forwardLinkPath, signForwardLink } from '../../infra/forward-links';
import type { Mailer } from '../../infra/mail/mailer';
import { sendOnce, type SentMail } from '../../infra/mail/outbox';

export interface ForwardDeps {
  db: Knex;
  documents: DocumentStore;
  mailer: Mailer;
  from: string;
  brand: string;
  /** Base URL of the platform for the link; no trailing slash. */
  publicUrl: string;
  /** AUTH_TOKEN_SECRET: the link's key is derived from it. */
  linkSecret: string;
}

export interface ForwardInput {
  invoiceId: string;
  forwardNumber: number;
  kind: 'PDF Forward' | 'Auto PDF Forward';
}

/** There is nobody to forward to: the receiver company has no usable e-mail address. */
export class NoForwardAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoForwardAddressError';
  }
}

interface ForwardRow {
  id: string;
  invoice_id: string | null;
  file_name: string | null;
  location: string | null;
  receiver_company_id: string | null;
  receiver_name: string | null;
  receiver_language: string | null;
  receiver_general_email: string | null;
  receiver_contact_emails: Array<{ email?: string; type?: string }> | null;
  sender_name: string | null;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Where a forward goes: 'Invoice' contacts, else the general e-mail, else 'CFO address' contacts. */
export function forwardAddresses(company: {
  general_email: string | null;
  contact_emails: Array<{ email?: string; type?: string }> | null;
}): string[] {
  const contacts = (kind: string) =>
    (company.contact_emails ?? []).filter((c) => c.type === kind).map((c) => c.email ?? '');
  for (const candidates of [contacts('Invoice'), [company.general_email ?? ''], contacts('CFO address')]) {
    const valid = [...new Set(candidates.map((e) => e.trim()).filter((e) => EMAIL.test(e)))];
    if (valid.length) return valid;
  }
  return [];
}

/** Subject and text in the receiver's language; header-breaking characters of names never reach a header. */
export function forwardMailText(
  lang: Lang,
  p: { number: string | null; sender: string; receiver: string; brand: string; link: string },
) {
  const oneLine = (s: string) =>
    s
      .replace(/[\r\n\t]+/g, ' ')
      .trim()
      .slice(0, 200);
  const number = oneLine(p.number ?? '') || renderMessage('mail.forward.unknownNumber', undefined, lang);
  const params = {
    number,
    sender: oneLine(p.sender),
    receiver: oneLine(p.receiver),
    brand: oneLine(p.brand),
    link: p.link,
  };
  return {
    subject: renderMessage('mail.forward.subject', params, lang),
    text: renderMessage('mail.forward.body', params, lang),
  };
}

export async function forwardInvoicePdf(deps: ForwardDeps, input: ForwardInput): Promise<SentMail> {
  const row = (await deps
    .db('invoices as i')
    .leftJoin('companies as r', 'r.id', 'i.receiver_company_id')
    .leftJoin('companies as s', 's.id', 'i.sender_company_id')
    .where('i.id', input.invoiceId)
    .first(
      'i.id',
      'i.invoice_id',
      'i.file_name',
      'i.location',
      'i.receiver_company_id',
      'r.name as receiver_name',
      'r.language as receiver_language',
      'r.general_email as receiver_general_email',
      'r.contact_emails as receiver_contact_emails',
      's.name as sender_name',
    )) as ForwardRow | undefined;
  if (!row) throw new NoForwardAddressError(`No invoice ${input.invoiceId}`);
  if (!row.receiver_company_id) throw new NoForwardAddressError('The invoice has no receiver company to forward to');
  if (!row.location) throw new NoForwardAddressError('The invoice has no PDF to forward');
  const to = forwardAddresses({
    general_email: row.receiver_general_email,
    contact_emails: row.receiver_contact_emails,
  });
  if (to.length === 0)
    throw new NoForwardAddressError(
      `The receiver ${row.receiver_name ?? ''} has no e-mail address for invoices (contact of kind Invoice, general e-mail or CFO address)`,
    );

  const pdf = await deps.documents.get(documentKeyOf(row.location));
  const link = `${deps.publicUrl}${forwardLinkPath(await signForwardLink(deps.linkSecret, row.id))}`;
  const text = forwardMailText(toLang(row.receiver_language), {
    // Not parsed yet: the file name tells the receiver which document it is.
    number: row.invoice_id ?? row.file_name,
    sender: row.sender_name ?? deps.brand,
    receiver: row.receiver_name ?? '',
    brand: deps.brand,
    link,
  });
  const domain = /@([^>\s]+)/.exec(deps.from)?.[1] ?? 'esyn.local';
  return sendOnce(deps.db, deps.mailer, {
    idempotencyKey: `forward:${row.id}:${input.forwardNumber}`,
    kind: input.kind === 'Auto PDF Forward' ? 'auto-pdf-forward' : 'pdf-forward',
    invoiceId: row.id,
    companyId: row.receiver_company_id,
    mail: {
      from: deps.from,
      to,
      ...text,
      messageId: `<forward-${row.id}-${input.forwardNumber}@${domain}>`,
      attachments: [
        { filename: safeFileName(row.file_name, row.invoice_id), content: pdf, contentType: 'application/pdf' },
      ],
    },
  });
}

/** A file name for the attachment: the uploaded name's safe characters, else the invoice number. */
export function safeFileName(fileName: string | null, invoiceNumber: string | null): string {
  const base = (fileName ?? invoiceNumber ?? 'invoice')
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .slice(0, 100)
    .trim();
  return `${base || 'invoice'}.pdf`;
}
