// What an admin does with a received mail (spec 1: 'Admin can open the raw mail and its
// attachments, reprocess after fixing the company data, or mark the case processed'):
// - mark processed: processed_by and processed_at on a failed case (again: the first stays);
// - reprocess: the mail goes back to pending; the mail intake routes it again within its sweep
//   (docs/mail-intake.md) and, when that succeeds, marks the case processed by this admin;
// - the raw .eml and each attachment, read from the document store and parsed with the intake's
//   own parser (infra/mail-message), addressed by position.
import type { Knex } from 'knex';
import { DocumentNotFoundError, documentKey, type DocumentStore } from '../../infra/document-store';
import { MailParseError, parseMailMessage, type MailAttachment } from '../../infra/mail-message';
import { ApiError } from '../errors';

interface MailRow {
  id: string;
  direction: string;
  is_failed_case: boolean;
  processed_at: Date | null;
  mail_document_sha256: string | null;
}

export interface AttachmentSummary {
  index: number;
  fileName: string;
  contentType: string;
  size: number;
}

const mailMissing = () => ApiError.notFound('api.emailMailMissing', 'mail_missing');

export class EmailActionsService {
  constructor(
    private readonly db: Knex,
    private readonly documents: DocumentStore | undefined,
  ) {}

  private async row(id: string): Promise<MailRow> {
    const row = (await this.db('emails')
      .select('id', 'direction', 'is_failed_case', 'processed_at', 'mail_document_sha256')
      .where({ id })
      .first()) as MailRow | undefined;
    if (!row) throw ApiError.notFound();
    return row;
  }

  async markProcessed(id: string, userId: string): Promise<void> {
    const row = await this.row(id);
    if (!row.is_failed_case) throw ApiError.conflict('api.emailNotFailedCase', 'not_failed_case');
    await this.db('emails')
      .where({ id })
      .whereNull('processed_at')
      .update({ processed_by: userId, processed_at: this.db.fn.now() });
  }

  async reprocess(id: string, userId: string): Promise<void> {
    const row = await this.row(id);
    if (row.direction !== 'in' || !row.mail_document_sha256)
      throw ApiError.conflict('api.emailNotReceived', 'not_received_mail');
    // A mail being processed keeps its claim: clearing it would let the sweep route it a second time
    // at once, and the first run's end would then wipe this request.
    const asked = await this.db('emails')
      .where({ id })
      .where((q) => void q.whereNot('intake_status', 'pending').orWhereNull('intake_status'))
      .update({ intake_status: 'pending', intake_claimed_at: null, reprocess_requested_by: userId });
    if (asked === 0) throw ApiError.conflict('api.emailBeingProcessed', 'email_being_processed');
  }

  /** The raw mail's bytes. */
  async raw(id: string): Promise<Uint8Array> {
    const row = await this.row(id);
    if (!row.mail_document_sha256 || !this.documents) throw mailMissing();
    try {
      return await this.documents.get(documentKey(row.mail_document_sha256));
    } catch (err) {
      if (err instanceof DocumentNotFoundError) throw mailMissing();
      throw new ApiError(503, 'api.documentUnavailable', 'document_store_unavailable');
    }
  }

  private async attachmentsOf(id: string): Promise<MailAttachment[]> {
    const bytes = await this.raw(id);
    try {
      return (await parseMailMessage(bytes)).attachments;
    } catch (err) {
      if (err instanceof MailParseError) return [];
      throw err;
    }
  }

  async attachments(id: string): Promise<AttachmentSummary[]> {
    return (await this.attachmentsOf(id)).map((a) => ({
      index: a.index,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.bytes.length,
    }));
  }

  async attachment(id: string, index: number): Promise<MailAttachment> {
    const found = (await this.attachmentsOf(id)).find((a) => a.index === index);
    if (!found) throw ApiError.notFound('api.emailAttachmentMissing', 'attachment_missing');
    return found;
  }

  /** The invoices the mail made (invoices.email_id). */
  async invoices(
    id: string,
  ): Promise<
    Array<{ id: string; invoice_id: string | null; file_name: string | null; format: string; status: string }>
  > {
    return this.db('invoices')
      .select('id', 'invoice_id', 'file_name', 'format', 'status')
      .where({ email_id: id })
      .orderBy('created_at')
      .limit(100);
  }
}
