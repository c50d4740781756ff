// Uploading a PDF invoice (spec 5 'PDF upload', spec 7 'Invoice upload'), one file per request, per
// role: admins pick sender and receiver; senders upload for their own company to a receiver company
// (or with eSynSend); receivers upload incoming invoices for their company group, always parsed by
// hand. The file is checked (type, magic bytes, 5 MB) before anything is kept; then it is stored
// (content-addressed) and the invoice's workflow is started with the upload (update-with-start), so
// the answer comes once the invoice exists; that part is shared with mailed PDFs (infra/pdf-invoice). Nothing is doubled: the same file from the same sender
// is the same invoice (until that one is canceled), and a retried request with the same
// Idempotency-Key answers the invoice it made.
import type { Knex } from 'knex';
import { MAX_UPLOAD_BYTES } from '../../domain/constants';
import type { InvoiceForm } from '../../domain/invoice-form';
import { hasPdfMagic, uploadFileIssue, validateUploadRows, type UploadFields } from '../../domain/validation/upload';
import { invoiceFormSchema } from '../../domain/validation/invoice-form';
import { payableEditedIn } from '../../domain/validation/invoice-totals';
import type { DocumentStore } from '../../infra/document-store';
import { newPdfInvoice, preparePdfInvoice, registerPdfInvoice } from '../../infra/pdf-invoice';
import type { InvoiceSummary, NewInvoice } from '../../workflows/invoice/contract';
import { ApiError, fieldError, type FieldErrors } from '../errors';
import { zodFieldErrors } from '../http/validate';
import type { UploadedFile } from '../http/multipart';
import type { TemporalAccess } from '../temporal';
import type { Scope } from '../tenancy/scope';
import { InvoiceUploadRepository } from './invoice-upload.repository';

export type UploadKind = 'admin' | 'outgoing' | 'incoming';

export interface UploadResult {
  id: string;
  _id: string;
  status: string;
  file_name: string | null;
  /** True when the same file from the same sender (or the same Idempotency-Key) had made this invoice before. */
  existing: boolean;
}

interface Parties {
  senderCompanyId: string | null;
  receiverCompanyId: string | null;
}

const temporalUnavailable = () => new ApiError(503, 'api.temporalUnavailable', 'temporal_unavailable');
const notSelectable = (role: 'sender' | 'receiver', field: string) =>
  ApiError.validation(
    { [field]: fieldError('ValidationError', { key: 'api.companyNotSelectable', params: { role } }) },
    { key: 'api.companyNotSelectable', params: { role } },
  );

export class InvoiceUploadService {
  private readonly repo: InvoiceUploadRepository;

  constructor(
    /** For infra/pdf-invoice (storing the file, the invoice row), shared with mailed PDFs. */
    private readonly db: Knex,
    private readonly documents: DocumentStore | undefined,
    private readonly temporal: TemporalAccess | undefined,
  ) {
    this.repo = new InvoiceUploadRepository(db);
  }

  /** The file rules: PDF type, PDF magic bytes, 1 byte to 5 MB (spec 5, 'Files of this type cannot be uploaded'). */
  checkFile(file: UploadedFile | undefined): UploadedFile {
    if (!file)
      throw ApiError.validation({ file: fieldError('required', 'api.uploadFileMissing') }, 'api.uploadFileMissing');
    if (file.tooLarge || file.bytes.length > MAX_UPLOAD_BYTES) {
      throw new ApiError(
        413,
        { key: 'upload.tooLarge', params: { max: MAX_UPLOAD_BYTES / (1024 * 1024) } },
        'payload_too_large',
      );
    }
    const issue = uploadFileIssue({ name: file.fileName, type: file.contentType, size: file.bytes.length });
    if (issue || !hasPdfMagic(file.bytes)) {
      const key = issue?.messageKey ?? 'upload.fileType';
      throw ApiError.validation(
        { file: fieldError(issue?.code ?? 'format', { key, ...(issue?.params ? { params: issue.params } : {}) }) },
        { key, ...(issue?.params ? { params: issue.params } : {}) },
      );
    }
    return file;
  }

  async upload(
    scope: Scope,
    kind: UploadKind,
    file: UploadedFile,
    fields: UploadFields,
    idempotencyKey?: string,
  ): Promise<UploadResult> {
    if (!this.documents) throw new ApiError(503, 'api.documentUnavailable', 'document_store_unavailable');
    const parties = await this.parties(scope, kind, fields);
    const manual = kind === 'incoming' || (kind === 'admin' && fields.is_manual_parsing === true);
    const form = fields.raw_result ? this.checkForm(scope, fields, parties) : null;
    const prepared = await preparePdfInvoice(
      this.db,
      file.bytes,
      parties.senderCompanyId ? { companyId: parties.senderCompanyId } : { userId: scope.userId },
    );
    const { sha256 } = prepared;

    if (idempotencyKey) {
      const earlier = await this.repo.earlierUpload(scope.userId, idempotencyKey);
      if (earlier && earlier.file_sha256 !== sha256)
        throw new ApiError(422, 'api.idempotencyKeyReused', 'idempotency_key_reused');
      if (earlier) {
        const row = await this.summaryOf(earlier.invoice_id);
        if (row) return { ...row, existing: true };
      }
    }
    // The same file from the same sender is one invoice, until that one is canceled.
    if (prepared.kind === 'existing') {
      await this.rememberKey(scope, idempotencyKey, sha256, prepared.invoiceId);
      const row = await this.summaryOf(prepared.invoiceId);
      if (row) return { ...row, existing: true };
      // The row went away between the two reads: a second look decides.
      throw ApiError.conflict('error.generic');
    }
    const create = await newPdfInvoice(this.db, this.documents, prepared, file.bytes, {
      origin: 'upload',
      fileName: file.fileName.slice(0, 255) || null,
      senderCompanyId: parties.senderCompanyId,
      receiverCompanyId: parties.receiverCompanyId,
      senderUserId: scope.userId,
      isManualParsing: manual,
      isESynSend: fields.is_eSynSend === true,
      isESynPay: fields.is_eSynPay === true,
      rawResult: form,
      customerData: fields.customer_data ?? null,
      createdBy: {
        event: 'uploaded',
        actorUserId: scope.userId,
        data: {
          kind,
          fileName: file.fileName.slice(0, 255),
          bytes: file.bytes.length,
          manual,
          withForm: form !== null,
        },
      },
    });
    const invoiceId = create.invoiceId;
    const summary = await this.start(create);
    await this.rememberKey(scope, idempotencyKey, sha256, invoiceId);
    return {
      id: summary.invoiceId,
      _id: summary.invoiceId,
      status: summary.status,
      file_name: create.fileName ?? null,
      existing: false,
    };
  }

  /** Sender and receiver by role (spec 6, spec 7): refused when they are not ones the user may choose. */
  private async parties(scope: Scope, kind: UploadKind, fields: UploadFields): Promise<Parties> {
    const eSynSend = fields.is_eSynSend === true;
    let senderCompanyId = fields.sender_company ?? null;
    let receiverCompanyId = fields.receiver_company ?? null;
    if (kind === 'outgoing') {
      if (senderCompanyId && senderCompanyId !== scope.companyId) throw notSelectable('sender', 'sender_company');
      senderCompanyId = scope.companyId;
    }
    if (kind === 'incoming') {
      receiverCompanyId ??= scope.companyId;
      if (!receiverCompanyId || !scope.groupCompanyIds.includes(receiverCompanyId))
        throw notSelectable('receiver', 'receiver_company');
    }
    const rows = validateUploadRows(
      [{ sender_company: senderCompanyId, receiver_company: receiverCompanyId, is_eSynSend: eSynSend }],
      kind === 'outgoing' ? 'sender' : scope.role,
    );
    if (Object.keys(rows).length) {
      const fieldsErrors: FieldErrors = {};
      for (const [path, issue] of Object.entries(rows))
        fieldsErrors[path.replace(/^0\./, '')] = fieldError(issue.code, {
          key: issue.messageKey,
          ...(issue.params ? { params: issue.params } : {}),
        });
      throw ApiError.validation(fieldsErrors);
    }
    const ids = [senderCompanyId, receiverCompanyId].filter((id): id is string => typeof id === 'string');
    const found = await this.repo.companies(ids);
    const company = (id: string | null) => (id ? found.find((c) => c.id === id) : undefined);
    if (senderCompanyId && !company(senderCompanyId)) throw notSelectable('sender', 'sender_company');
    if (receiverCompanyId) {
      const receiver = company(receiverCompanyId);
      // Senders send to receiver companies (their 'search receivers' lookup); admins and receivers to any company.
      if (!receiver || (kind === 'outgoing' && !receiver.is_receiver))
        throw notSelectable('receiver', 'receiver_company');
    }
    return { senderCompanyId, receiverCompanyId };
  }

  /** A form saved with the upload (manual mode): the invoice form rules, its parties the upload's. */
  private checkForm(scope: Scope, fields: UploadFields, parties: Parties): InvoiceForm {
    const ref = (id: string | null, name: string | null | undefined) => (id ? { _id: id, name: name ?? '' } : null);
    const candidate = {
      ...fields.raw_result,
      sender_company: ref(parties.senderCompanyId, fields.sender_company_name),
      receiver_company: ref(parties.receiverCompanyId, fields.receiver_company_name),
      is_eSynSend: fields.is_eSynSend === true,
      is_eSynPay: fields.is_eSynPay === true,
    };
    // A payable amount other than the computed one was typed by the user and is kept (spec 5).
    const parsed = invoiceFormSchema({
      now: new Date(),
      adminMode: scope.isAdmin,
      customerDataSavedManually: Boolean(fields.customer_data),
      payableEditedByUser: payableEditedIn(candidate as InvoiceForm),
    }).safeParse(candidate);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      throw ApiError.validation(
        Object.fromEntries(Object.entries(errors).map(([path, e]) => [`raw_result.${path}`, e])),
      );
    }
    return parsed.data;
  }

  private async start(create: NewInvoice): Promise<InvoiceSummary> {
    if (!this.temporal) throw temporalUnavailable();
    let client;
    try {
      client = await this.temporal.client();
    } catch {
      throw temporalUnavailable();
    }
    try {
      return await client.withDeadline(Date.now() + 30_000, () =>
        registerPdfInvoice(
          {
            client,
            ...(this.temporal?.taskQueue ? { taskQueue: this.temporal.taskQueue } : {}),
            ...(this.temporal?.extractionTaskQueue ? { extractionTaskQueue: this.temporal.extractionTaskQueue } : {}),
          },
          create,
        ),
      );
    } catch (err) {
      if ((err as { name?: string }).name === 'WorkflowUpdateFailedError') throw err;
      throw temporalUnavailable();
    }
  }

  private async summaryOf(invoiceId: string): Promise<Omit<UploadResult, 'existing'> | undefined> {
    const row = await this.repo.summary(invoiceId);
    return row ? { id: row.id, _id: row.id, status: row.status, file_name: row.file_name } : undefined;
  }

  private async rememberKey(scope: Scope, key: string | undefined, sha256: string, invoiceId: string): Promise<void> {
    if (!key) return;
    await this.repo.rememberKey(scope.userId, key, sha256, invoiceId);
  }
}
