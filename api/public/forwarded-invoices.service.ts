// The link in a PDF-forward e-mail (infra/forward-links.ts): whoever holds it may open that one PDF,
// without signing in, until the link expires. Opening it tells the invoice's workflow (PDF Opened).
// The link names the invoice; a forged, expired or foreign token is 404, the same as a wrong id.
import type { Knex } from 'knex';
import { documentKeyOf, type DocumentStore } from '../../infra/document-store';
import { verifyForwardLink } from '../../infra/forward-links';
import { signalInvoice } from '../../infra/invoice-workflow-client';
import type { Logger } from '../../infra/logger';
import { signals } from '../../workflows/invoice/contract';
import { ApiError } from '../errors';
import { InvoicesRepository } from '../invoices/invoices.repository';
import type { TemporalAccess } from '../temporal';

export interface ForwardedPdf {
  bytes: Uint8Array;
  /** A plain file name for the download header. */
  fileName: string;
}

const linkInvalid = () => ApiError.notFound('api.forwardLinkInvalid', 'link_invalid');

export class ForwardedInvoicesService {
  private readonly repo: InvoicesRepository;

  constructor(
    db: Knex,
    /** AUTH_TOKEN_SECRET: the link's key is derived from it. */
    private readonly secret: string,
    private readonly documents: DocumentStore | undefined,
    private readonly temporal: TemporalAccess | undefined,
  ) {
    this.repo = new InvoicesRepository(db);
  }

  /** The PDF a link names; the invoice's workflow hears that it was opened (a failure to tell it is only logged). */
  async open(token: string, log: Logger): Promise<ForwardedPdf> {
    const invoiceId = await verifyForwardLink(this.secret, token);
    if (!invoiceId) throw linkInvalid();
    const row = await this.repo.pdfOf(invoiceId);
    if (!row?.location || !this.documents) throw linkInvalid();
    const bytes = await this.documents.get(documentKeyOf(row.location)).catch(() => {
      throw new ApiError(503, 'api.documentUnavailable', 'document_store_unavailable');
    });
    try {
      const client = await this.temporal?.client();
      if (client) {
        await signalInvoice(
          { client, ...(this.temporal?.taskQueue ? { taskQueue: this.temporal.taskQueue } : {}) },
          row.id,
          signals.pdfOpened,
          [{ at: new Date().toISOString() }],
        );
      }
    } catch (err) {
      // The receiver gets the PDF anyway; the invoice only misses its 'PDF Opened'.
      log.warn({ err, invoiceId: row.id }, 'could not tell the invoice its PDF was opened');
    }
    const fileName = `${(row.invoice_id ?? row.file_name ?? 'invoice')
      .replace(/\.pdf$/i, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 100)}.pdf`;
    return { bytes, fileName };
  }
}
