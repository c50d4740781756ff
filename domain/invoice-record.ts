// The stored invoice record (the `invoices` row, docs/data-model.md), written once: the worker's
// persistence module writes it, the api reads it, both name its columns through this type.
import type { InvoiceFormat } from './constants';
import type { DocumentType } from './invoice-form';

export type InvoiceOrigin = 'upload' | 'peppol-network' | 'email' | 'other';

export interface InvoiceRow {
  id: string;
  invoice_uuid: string;
  format: InvoiceFormat;
  origin: InvoiceOrigin;
  document_type: DocumentType;
  invoice_id: string | null;
  file_name: string | null;
  status: string;
  esynpay_status: string;
  finance_status: string | null;
  finance: Record<string, unknown> | null;
  sender_company_id: string | null;
  receiver_company_id: string | null;
  sender_user_id: string | null;
  email_id: string | null;
  customer_data: Record<string, unknown> | null;
  customer_data_from_peppol_network: Record<string, unknown> | null;
  raw_result: Record<string, unknown> | null;
  ie_raw_result: Record<string, unknown> | null;
  identification: Record<string, unknown> | null;
  issue_date: string | null;
  due_date: string | null;
  currency: string | null;
  payable_amount: string | null;
  invoice_sent: Date | null;
  is_manual_parsing: boolean;
  is_esynsend: boolean;
  is_esynpay: boolean;
  is_esynaccess: boolean;
  is_esynsend_after_parsing: boolean;
  is_esynaccess_after_parsing: boolean;
  exception: string | null;
  job_pk: string | null;
  pdf_extraction_job_pk: string | null;
  manual_pdf_job_pk: string | null;
  ml_job_pk: string | null;
  identification_job_pk: string | null;
  ggw_upload_task: Record<string, unknown> | null;
  location: string | null;
  pdf_esynpay: string | null;
  pdf_auto_generated: string | null;
  xml_file: string | null;
  xml_file_root: string | null;
  pdf_attachments: unknown[];
  bookkeeping_is_activated: boolean;
  bookkeeping_is_solved: boolean;
  bookkeeping_solved_by: string | null;
  bookkeeping_solved_at: Date | null;
  duplicate_of: string | null;
  envelope_instance_id: string | null;
  workflow_id: string | null;
  send_count: number;
  forward_count: number;
  sale_count: number;
  acknowledged_at: Date | null;
  upload_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The idempotency key an invoice event is stored under: the invoice and the change's own key (for a
 * person's action, the action and the id of the request that asked for it). One key, one event.
 */
export function invoiceEventKey(invoiceId: string, changeKey: string): string {
  return `${invoiceId}/${changeKey}`;
}
