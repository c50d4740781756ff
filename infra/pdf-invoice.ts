// Starting an invoice from a PDF, written once for every way a PDF arrives: an upload (api) and a
// mailed attachment (the mail receiver). The same file from the same sender is one invoice until
// that one is canceled (the upload key), the invoice id is derived from that key (so a repeated
// hand-over names the same invoice), the PDF is stored content-addressed, and the invoice's own
// `invoice-<id>` workflow records it. The caller checks the file and decides the parties first.
import type { Knex } from 'knex';
import { InvoiceStatus } from '../domain/statuses';
import { sha256Hex, storeDocument, type DocumentStore } from './document-store';
import { startInvoice, updateInvoice, type InvoiceWorkflowTarget } from './invoice-workflow-client';
import { uuidV5 } from './uuid-v5';
import { updates, type InvoiceSummary, type NewInvoice } from '../workflows/invoice/contract';

/** Who sent the file, for the upload key: the sender company, else the uploading user or mail address. */
export type PdfSenderKey = { companyId: string } | { userId: string } | { mailFrom: string };

export type PreparedPdfInvoice =
  | { kind: 'existing'; invoiceId: string; sha256: string }
  | { kind: 'new'; invoiceId: string; sha256: string; uploadKey: string };

function senderPart(sender: PdfSenderKey): string {
  if ('companyId' in sender) return sender.companyId;
  if ('userId' in sender) return `user:${sender.userId}`;
  return `mail:${sender.mailFrom.toLowerCase()}`;
}

/** The invoice these bytes from this sender already are (not canceled), else the id of a new one. */
export async function preparePdfInvoice(
  db: Knex,
  bytes: Uint8Array,
  sender: PdfSenderKey,
): Promise<PreparedPdfInvoice> {
  const sha256 = sha256Hex(bytes);
  const uploadKey = `${senderPart(sender)}:${sha256}`;
  const existing = (await db('invoices')
    .select('id')
    .where({ upload_key: uploadKey })
    .whereNot('status', InvoiceStatus.Canceled)
    .orderBy('created_at', 'desc')
    .first()) as { id: string } | undefined;
  if (existing) return { kind: 'existing', invoiceId: existing.id, sha256 };
  // A canceled one does not block the file: the next invoice gets the next id of the key.
  const [{ n }] = (await db('invoices')
    .where({ upload_key: uploadKey, status: InvoiceStatus.Canceled })
    .count({ n: '*' })) as [{ n: string }];
  return { kind: 'new', invoiceId: uuidV5(`upload:${uploadKey}#${n}`), sha256, uploadKey };
}

/** What the new invoice says besides its id, file, key and status. */
export type PdfInvoiceFields = Omit<NewInvoice, 'invoiceId' | 'format' | 'status' | 'location' | 'uploadKey'>;

/** Stores the PDF and builds the invoice's first record. */
export async function newPdfInvoice(
  db: Knex,
  documents: DocumentStore,
  prepared: Extract<PreparedPdfInvoice, { kind: 'new' }>,
  bytes: Uint8Array,
  fields: PdfInvoiceFields,
): Promise<NewInvoice> {
  const stored = await storeDocument(documents, db, bytes, 'application/pdf');
  return {
    ...fields,
    invoiceId: prepared.invoiceId,
    format: 'pdf',
    status: InvoiceStatus.Processing,
    location: stored.sha256,
    uploadKey: prepared.uploadKey,
  };
}

/** Starts the invoice's workflow with its record and waits until the invoice exists (an upload answers with it). */
export function registerPdfInvoice(target: InvoiceWorkflowTarget, create: NewInvoice): Promise<InvoiceSummary> {
  return updateInvoice(target, create.invoiceId, updates.registered, [], { create });
}

/** Starts the invoice's workflow with its record without waiting for it (durable once Temporal answers). */
export function startPdfInvoice(target: InvoiceWorkflowTarget, create: NewInvoice): Promise<void> {
  return startInvoice(target, create.invoiceId, create);
}
