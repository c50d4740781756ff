// The invoice detail record as the api sends it and the console shows it (spec 3 'Invoice record
// (detail)'), typed once for both: the stored fields in the spec's names, the actions the caller may
// take now (domain/actions), the forward countdown, the documents to view or download, the event
// history and, for admins, the workflow that owns the invoice. Fields spec 6 gives to admins only
// (UUID, exception, jobs, e-mail info, duplicates) are absent for everyone else.
import type { InvoiceAction } from './actions';
import type { InvoiceFormat } from './constants';
import type { InvoiceOrigin } from './invoice-record';
import type { FieldBoxes } from './invoice-provenance';

export interface CompanyRefDetail {
  id: string;
  _id: string;
  name: string | null;
  tax_number: string | null;
  org_id: string | null;
  peppol_id: string | null;
}

export interface SenderCompanyDetail extends CompanyRefDetail {
  eSynPay: { is_enabled: boolean | null; status: string | null; type: string | null };
}

export interface ReceiverCompanyDetail extends CompanyRefDetail {
  pdf_forward_timeout: number | null;
  send_pdf_forward_blocked: boolean | null;
  receive_pdf_forward_blocked: boolean | null;
  manual_parsing_allowed: boolean | null;
  /** Takes eSynPay invoices ('Get eSynPay invoice' not disabled); the eSynPay switch rule reads it. */
  is_eSynPay: boolean | null;
}

export interface KeerosInvoice {
  status: string | null;
  newAmount: unknown;
  service_type: unknown;
  created_at: unknown;
  settlementNoteLocation: unknown;
}

/** A document of the invoice the caller may open; `href` is the api path that serves it. */
export interface InvoiceDocumentLink {
  kind: 'pdf' | 'xml' | 'xml-root';
  contentType: string;
  href: string;
  /** Changes when the stored file behind `href` changes (a new XML after a resend), so a cached copy is read again. */
  version: string;
}

/** One step of the audit trail: who did what, when, and why. */
export interface InvoiceHistoryEntry {
  at: string;
  actor: string;
  event: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
}

export interface InvoiceCountdown {
  applies: boolean;
  deadline: string | null;
  leftMs: number | null;
}

export interface InvoiceDetail {
  id: string;
  _id: string;
  format: InvoiceFormat;
  origin: InvoiceOrigin;
  invoice_id: string | null;
  file_name: string | null;
  document_type: string;
  type: 'Invoice' | 'Credit note';
  status: string;
  eSynPay_status: string;
  keeros_invoice: KeerosInvoice | null;
  raw_result: Record<string, unknown> | null;
  customer_data: Record<string, unknown> | null;
  customer_data_from_peppol_network: Record<string, unknown> | null;
  sender_company: SenderCompanyDetail | null;
  receiver_company: ReceiverCompanyDetail | null;
  sender: { email: string; id?: string | null; _id?: string | null } | null;
  created_at: string | null;
  updated_at: string | null;
  invoice_sent: string | null;
  issue_date: string | null;
  due_date: string | null;
  currency: string | null;
  payable_amount: number | null;
  is_manual_parsing: boolean;
  is_eSynSend: boolean;
  is_eSynPay: boolean;
  is_eSynAccess: boolean;
  is_eSynSend_after_parsing: boolean;
  is_eSynAccess_after_parsing: boolean;
  location: string | null;
  pdf_eSynPay: string | null;
  pdf_auto_generated: string | null;
  pdf_attachments: unknown[];
  xml_file: string | null;
  xml_file_root: string | null;
  bookkeeping_is_activated: boolean;
  bookkeeping_is_solved: boolean;
  bookkeeping_who_solved: string | null;
  bookkeeping_solved_at: string | null;
  /** How the caller sees it: from the receiving side or the sending side. */
  direction: 'incoming' | 'outgoing';
  /** The actions the caller may take now, in the order the action bar shows them. */
  actions: InvoiceAction[];
  /** The form may be saved now by the caller (manual parsing, fixing an Invalid PDF or Check Invoice). */
  editable: boolean;
  /** Where on the PDF extraction read each form field (domain/invoice-provenance); empty without an extraction. */
  field_boxes: FieldBoxes;
  /**
   * The engine's form when it was kept for the manual form only (no raw_result yet, e.g. an Invalid
   * PDF whose reading was implausible): the editable form starts from it. Null otherwise.
   */
  extracted_form: Record<string, unknown> | null;
  countdown: InvoiceCountdown;
  documents: InvoiceDocumentLink[];
  history: InvoiceHistoryEntry[];
  // Admins only (spec 6).
  invoiceUUID?: string;
  exception?: string | null;
  job_pk?: string | null;
  pdf_extraction_job_pk?: string | null;
  manual_pdf_job_pk?: string | null;
  ml_job_pk?: string | null;
  identification_job_pk?: string | null;
  ggw_upload_task?: Record<string, unknown> | null;
  ie_raw_result?: Record<string, unknown> | null;
  duplicate_of?: string | null;
  mail?: {
    id: string;
    _id: string;
    from: string | null;
    to: string[];
    subject: string | null;
    mail_file_path: string | null;
  } | null;
  /** The workflow that owns the invoice and its page in the Temporal UI (when the UI's address is known). */
  workflow?: { id: string; url: string | null };
}
