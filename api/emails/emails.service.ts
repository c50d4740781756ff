// Inbound mail for admins: the lists, one mail with the invoices it made, and what an admin does
// with a received mail (spec 1: 'Admin can open the raw mail and its attachments, reprocess after
// fixing the company data, or mark the case processed'):
// - mark processed: processed_by and processed_at on a failed case (again: the first stays);
// - reprocess: the mail goes back to pending; the mail intake routes it again within its sweep
//   (docs/mail-intake.md) and, when that succeeds, marks the case processed by this admin;
// - the raw .eml and each attachment, read from the document store and parsed with the intake's
//   own parser (infra/mail-message), addressed by position.
import type { Knex } from 'knex';
import { DocumentNotFoundError, documentKey, type DocumentStore } from '../../infra/document-store';
import { MailParseError, parseMailMessage, type MailAttachment } from '../../infra/mail-message';
import { ApiError } from '../errors';
import type { ListQuery } from '../http/list-params';
import type { ListResult } from '../http/list-response';
import type { PlanPools } from '../http/plan-pools';
import type { EmailRow } from './emails.mapper';
import { EmailsRepository, type EmailInvoice, type MailState } from './emails.repository';

export interface AttachmentSummary {
  index: number;
  fileName: string;
  contentType: string;
  size: number;
}

const mailMissing = () => ApiError.notFound('api.emailMailMissing', 'mail_missing');

export class EmailsService {
  private readonly repo: EmailsRepository;

  constructor(
    db: Knex,
    plans: PlanPools | undefined,
    private readonly documents: DocumentStore | undefined,
  ) {
    this.repo = new EmailsRepository(db, plans);
  }

  /** Every inbound mail, or (`failedCasesOnly`) the mails flagged as failed cases. */
  list(list: ListQuery, options: { failedCasesOnly?: boolean } = {}): Promise<ListResult<EmailRow>> {
    return this.repo.list(list, options);
  }

  /** One mail and the invoices it made, or 404. */
  async get(id: string): Promise<{ row: EmailRow; invoices: EmailInvoice[] }> {
    const row = await this.repo.find(id);
    if (!row) throw ApiError.notFound();
    return { row, invoices: await this.repo.invoicesOf(id) };
  }

  private async state(id: string): Promise<MailState> {
    const row = await this.repo.state(id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  async markProcessed(id: string, userId: string): Promise<void> {
    const row = await this.state(id);
    if (!row.is_failed_case) throw ApiError.conflict('api.emailNotFailedCase', 'not_failed_case');
    await this.repo.markProcessed(id, userId);
  }

  async reprocess(id: string, userId: string): Promise<void> {
    const row = await this.state(id);
    if (row.direction !== 'in' || !row.mail_document_sha256)
      throw ApiError.conflict('api.emailNotReceived', 'not_received_mail');
    // A mail being processed keeps its claim: clearing it would let the sweep route it a second time
    // at once, and the first run's end would then wipe this request.
    if ((await this.repo.requestReprocess(id, userId)) === 0)
      throw ApiError.conflict('api.emailBeingProcessed', 'email_being_processed');
  }

  /** The raw mail's bytes. */
  async raw(id: string): Promise<Uint8Array> {
    const row = await this.state(id);
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
}
