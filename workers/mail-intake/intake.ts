// What happens to a received mail, in two steps (docs/mail-intake.md):
// 1. accept (before the SMTP reply): the raw .eml goes to the document store and the mail is
//    recorded in `emails` (pending), keyed by its Message-ID, so a repeated delivery is known and
//    nothing is lost once the sender hears 250;
// 2. process (right after, and again by the sweep for anything left pending by a crash, an
//    unreachable Temporal or an admin's reprocess request): route by recipient and sender, hand each
//    acceptable PDF to its own invoice workflow (the upload's path, infra/pdf-invoice), and record
//    the outcome: the companies, the source kind, and a failed case with its reason when the mail
//    could not (wholly) become invoices. Every step is idempotent: invoice ids derive from the
//    file and its sender, the row is claimed before it is worked on.
import type { Knex } from 'knex';
import {
  MAX_PDFS_PER_MAIL,
  isPdfAttachment,
  pdfRefusal,
  safeHeaderText,
  type EmailCase,
} from '../../domain/email-intake';
import { documentKey, storeDocument, type DocumentStore } from '../../infra/document-store';
import type { InvoiceWorkflowTarget } from '../../infra/invoice-workflow-client';
import { MailParseError, messageIdOf, parseMailMessage, type ParsedMailMessage } from '../../infra/mail-message';
import { newPdfInvoice, preparePdfInvoice, startPdfInvoice } from '../../infra/pdf-invoice';
import { findReceiver, judgeSender, type SourceKind } from './routing';

export interface IntakeDeps {
  db: Knex;
  documents: DocumentStore;
  target: InvoiceWorkflowTarget;
}

export interface SmtpEnvelope {
  mailFrom: string | null;
  rcptTo: string[];
}

export interface Accepted {
  emailId: string;
  /** The Message-ID was received before: nothing new was recorded. */
  duplicate: boolean;
  parsed: ParsedMailMessage | null;
}

/** A claim older than this is taken over (its holder died). */
const CLAIM_SECONDS = 60;

async function parseOrNull(raw: Uint8Array): Promise<ParsedMailMessage | null> {
  try {
    return await parseMailMessage(raw);
  } catch (err) {
    if (err instanceof MailParseError) return null;
    throw err;
  }
}

/** Step 1: stores and records the mail; throws when either fails (the sender is told to try again). */
export async function acceptMail(
  deps: IntakeDeps,
  raw: Uint8Array,
  envelope: SmtpEnvelope,
  receivedAt = new Date(),
): Promise<Accepted> {
  const { db, documents } = deps;
  const stored = await storeDocument(documents, db, raw, 'message/rfc822');
  const parsed = await parseOrNull(raw);
  const messageId = parsed?.messageId ?? messageIdOf(raw, null);
  const inserted = (await db('emails')
    .insert({
      message_id: messageId,
      subject: parsed?.subject ?? null,
      from_address: parsed?.from ?? safeHeaderText(envelope.mailFrom, 320),
      to_addresses: JSON.stringify(parsed?.to.length ? parsed.to : envelope.rcptTo),
      receive_time: receivedAt,
      mail_document_sha256: stored.sha256,
      direction: 'in',
      intake_status: 'pending',
      envelope: JSON.stringify(envelope),
    })
    .onConflict('message_id')
    .ignore()
    .returning('id')) as { id: string }[];
  if (inserted[0]) return { emailId: inserted[0].id, duplicate: false, parsed };
  const earlier = (await db('emails').select('id').where({ message_id: messageId }).first()) as { id: string };
  return { emailId: earlier.id, duplicate: true, parsed };
}

interface ClaimedRow {
  id: string;
  message_id: string;
  mail_document_sha256: string | null;
  envelope: SmtpEnvelope | null;
  reprocess_requested_by: string | null;
}

interface Outcome {
  receiverId: string | null;
  senderId: string | null;
  sourceKind: SourceKind | null;
  failure: { case: EmailCase; detail: string } | null;
  invoiceIds: string[];
}

/** Claims a pending mail for this process; undefined when it is done or someone else works on it. */
async function claim(db: Knex, emailId: string): Promise<ClaimedRow | undefined> {
  const rows = (await db('emails')
    .where({ id: emailId, intake_status: 'pending' })
    .andWhere((q) =>
      q
        .whereNull('intake_claimed_at')
        .orWhere('intake_claimed_at', '<', db.raw(`now() - interval '${CLAIM_SECONDS} seconds'`)),
    )
    .update({ intake_claimed_at: db.fn.now() })
    .returning(['id', 'message_id', 'mail_document_sha256', 'envelope', 'reprocess_requested_by'])) as ClaimedRow[];
  return rows[0];
}

async function route(deps: IntakeDeps, row: ClaimedRow, parsed: ParsedMailMessage | null): Promise<Outcome> {
  const outcome: Outcome = { receiverId: null, senderId: null, sourceKind: null, failure: null, invoiceIds: [] };
  if (!parsed)
    return { ...outcome, failure: { case: 'parse_failure', detail: 'the message has no readable header block' } };
  if (parsed.bodyFailure) return { ...outcome, failure: { case: 'parse_failure', detail: parsed.bodyFailure } };
  const receiver = await findReceiver(deps.db, [...(row.envelope?.rcptTo ?? []), ...parsed.to, ...parsed.cc]);
  if (!receiver)
    return {
      ...outcome,
      failure: {
        case: 'unknown_recipient',
        detail: [...(row.envelope?.rcptTo ?? []), ...parsed.to].slice(0, 5).join(', '),
      },
    };
  outcome.receiverId = receiver.companyId;
  const sender = await judgeSender(deps.db, parsed.from);
  if (!sender.allowed) return { ...outcome, failure: { case: 'sender_not_allowed', detail: sender.reason } };
  outcome.senderId = sender.companyId;
  outcome.sourceKind = sender.sourceKind;
  const pdfs = parsed.attachments.filter((a) => isPdfAttachment({ fileName: a.fileName, contentType: a.contentType }));
  if (pdfs.length === 0)
    return {
      ...outcome,
      failure: { case: 'no_pdf', detail: `${parsed.attachments.length} attachment(s), none a PDF` },
    };
  if (pdfs.length > MAX_PDFS_PER_MAIL)
    return {
      ...outcome,
      failure: { case: 'pdf_refused', detail: `${pdfs.length} PDF attachments; at most ${MAX_PDFS_PER_MAIL} per mail` },
    };
  const refused: string[] = [];
  for (const pdf of pdfs) {
    const refusal = pdfRefusal({ fileName: pdf.fileName, contentType: pdf.contentType, bytes: pdf.bytes });
    if (refusal) {
      refused.push(`${pdf.fileName}: ${refusal}`);
      continue;
    }
    const prepared = await preparePdfInvoice(
      deps.db,
      pdf.bytes,
      sender.companyId ? { companyId: sender.companyId } : { mailFrom: parsed.from ?? '' },
    );
    if (prepared.kind === 'existing') {
      outcome.invoiceIds.push(prepared.invoiceId);
      continue;
    }
    const create = await newPdfInvoice(deps.db, deps.documents, prepared, pdf.bytes, {
      origin: 'email',
      fileName: pdf.fileName,
      senderCompanyId: sender.companyId,
      receiverCompanyId: receiver.companyId,
      emailId: row.id,
      createdBy: {
        event: 'received_by_email',
        data: {
          emailId: row.id,
          messageId: row.message_id,
          fileName: pdf.fileName,
          bytes: pdf.bytes.length,
          from: parsed.from,
        },
      },
    });
    await startPdfInvoice(deps.target, create);
    outcome.invoiceIds.push(create.invoiceId);
  }
  if (refused.length) outcome.failure = { case: 'pdf_refused', detail: refused.join('; ').slice(0, 2000) };
  return outcome;
}

/** Step 2: routes a pending mail and records the outcome; false when there was nothing to do here. */
export async function processMail(
  deps: IntakeDeps,
  emailId: string,
  parsedNow?: ParsedMailMessage | null,
): Promise<boolean> {
  const { db, documents } = deps;
  const row = await claim(db, emailId);
  if (!row) return false;
  let parsed = parsedNow;
  if (parsed === undefined)
    parsed = row.mail_document_sha256
      ? await parseOrNull(await documents.get(documentKey(row.mail_document_sha256)))
      : null;
  const outcome = await route(deps, row, parsed);
  const common = {
    intake_status: 'done',
    intake_claimed_at: null,
    company_id: outcome.senderId,
    customer_company_id: outcome.receiverId,
    source_kind: outcome.sourceKind,
    reprocess_requested_by: null,
  };
  if (outcome.failure) {
    await db('emails')
      .where({ id: row.id })
      .update({
        ...common,
        is_failed_case: true,
        case: outcome.failure.case,
        case_detail: outcome.failure.detail,
        processed_by: null,
        processed_at: null,
      });
  } else {
    // A failed case that reprocessing fixed is processed by the admin who asked for it; its reason stays as history.
    await db('emails')
      .where({ id: row.id })
      .update({
        ...common,
        ...(row.reprocess_requested_by ? { processed_by: row.reprocess_requested_by, processed_at: db.fn.now() } : {}),
      });
  }
  return true;
}

/** Mails left pending (a crash, Temporal out of reach, a reprocess request), oldest first. */
export async function pendingMails(db: Knex, limit = 20): Promise<string[]> {
  const rows = (await db('emails')
    .select('id')
    .where({ intake_status: 'pending' })
    .andWhere((q) =>
      q
        .whereNull('intake_claimed_at')
        .orWhere('intake_claimed_at', '<', db.raw(`now() - interval '${CLAIM_SECONDS} seconds'`)),
    )
    .orderBy('created_at')
    .limit(limit)) as { id: string }[];
  return rows.map((r) => r.id);
}
