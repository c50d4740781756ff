// Invoice rows → api shapes (spec 3 'Invoice (list item)' and 'Invoice record (detail)'), in one
// place. company = the sender company, customer = the receiver company (or, without one, the
// customer named in customer_data / the Peppol network), sender = the uploading user.
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import type { InvoiceRow } from '../models/invoice.model';

/** Spec 3 list item: type 'Invoice' or 'Credit note' from the UNCL1001 document type. */
export function invoiceType(documentType: string): 'Invoice' | 'Credit note' {
  return documentType === '381' ? 'Credit note' : 'Invoice';
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The customer's name: the receiver company's, else the name in customer_data, else the Peppol network's. */
function customerName(receiverName: string | null, fromData: unknown, fromNetwork: unknown): string | null {
  if (receiverName) return receiverName;
  const name = fromData ?? fromNetwork;
  return typeof name === 'string' ? name : null;
}

function keerosInvoice(row: Pick<InvoiceRow, 'finance_status' | 'finance'>) {
  if (!row.finance_status && !row.finance) return null;
  const f = row.finance ?? {};
  return {
    status: row.finance_status,
    newAmount: f.newAmount ?? null,
    service_type: f.service_type ?? null,
    created_at: f.created_at ?? null,
    settlementNoteLocation: f.settlementNoteLocation ?? null,
  };
}

export interface InvoiceListRow {
  id: string;
  invoice_id: string | null;
  file_name: string | null;
  format: string;
  document_type: string;
  status: string;
  esynpay_status: string;
  finance_status: string | null;
  finance: Record<string, unknown> | null;
  sender_company_id: string | null;
  receiver_company_id: string | null;
  sender_name: string | null;
  receiver_name: string | null;
  sender_email: string | null;
  /** The supplier's name in an incoming document (raw_result.supplier_data.name). */
  supplier_data_name: string | null;
  /** customer_data->'name' and customer_data_from_peppol_network->'name' (JSON values), not the whole documents. */
  customer_data_name: unknown;
  customer_data_from_peppol_network_name: unknown;
  /** ISO 8601 UTC with milliseconds, formatted by the query (as toISOString writes it). */
  created_at: string;
  location: string | null;
  invoice_sent: string | null;
  payable_amount: string | null;
  currency: string | null;
  bookkeeping_is_activated: boolean;
  bookkeeping_is_solved: boolean;
}

export function toInvoiceListItem(row: InvoiceListRow) {
  return {
    id: row.id,
    _id: row.id,
    invoice_id: row.invoice_id,
    file_name: row.file_name,
    format: row.format,
    document_type: row.document_type,
    type: invoiceType(row.document_type),
    status: row.status,
    eSynPay_status: row.esynpay_status,
    keeros_invoice: keerosInvoice(row),
    company: row.sender_company_id
      ? { id: row.sender_company_id, _id: row.sender_company_id, name: row.sender_name }
      : row.supplier_data_name ? { id: null, _id: null, name: row.supplier_data_name } : null,
    customer: { id: row.receiver_company_id, _id: row.receiver_company_id, name: customerName(row.receiver_name, row.customer_data_name, row.customer_data_from_peppol_network_name) },
    sender: row.sender_email ? { email: row.sender_email } : null,
    created_at: row.created_at,
    location: row.location,
    invoice_sent: row.invoice_sent,
    payable_amount: row.payable_amount === null ? null : Number(row.payable_amount),
    currency: row.currency,
    bookkeeping_is_activated: row.bookkeeping_is_activated,
    bookkeeping_is_solved: row.bookkeeping_is_solved,
  };
}

export interface InvoiceDetailRow extends InvoiceRow {
  sender_name: string | null;
  sender_tax_number: string | null;
  sender_org_id: string | null;
  sender_peppol_id: string | null;
  sender_esynpay_enabled: boolean | null;
  sender_esynpay_status: string | null;
  sender_esynpay_type: string | null;
  receiver_name: string | null;
  receiver_tax_number: string | null;
  receiver_org_id: string | null;
  receiver_peppol_id: string | null;
  receiver_pdf_forward_timeout_hours: number | null;
  receiver_send_pdf_forward_blocked: boolean | null;
  receiver_receive_pdf_forward_blocked: boolean | null;
  receiver_manual_parsing_allowed: boolean | null;
  sender_email: string | null;
  mail_from: string | null;
  mail_to: string[] | null;
  mail_document_sha256: string | null;
  mail_subject: string | null;
  bookkeeping_solved_by_email: string | null;
}

/** The detail record; fields spec 6 gives to admins only (UUID, exception, jobs, email info) need the capability. */
export function toInvoiceDetail(row: InvoiceDetailRow, role: Role) {
  const detail: Record<string, unknown> = {
    id: row.id,
    _id: row.id,
    format: row.format,
    invoice_id: row.invoice_id,
    file_name: row.file_name,
    document_type: row.document_type,
    type: invoiceType(row.document_type),
    status: row.status,
    eSynPay_status: row.esynpay_status,
    keeros_invoice: keerosInvoice(row),
    raw_result: row.raw_result,
    customer_data: row.customer_data,
    customer_data_from_peppol_network: row.customer_data_from_peppol_network,
    sender_company: row.sender_company_id
      ? {
          id: row.sender_company_id,
          _id: row.sender_company_id,
          name: row.sender_name,
          tax_number: row.sender_tax_number,
          org_id: row.sender_org_id,
          peppol_id: row.sender_peppol_id,
          eSynPay: { is_enabled: row.sender_esynpay_enabled, status: row.sender_esynpay_status, type: row.sender_esynpay_type },
        }
      : null,
    receiver_company: row.receiver_company_id
      ? {
          id: row.receiver_company_id,
          _id: row.receiver_company_id,
          name: row.receiver_name,
          tax_number: row.receiver_tax_number,
          org_id: row.receiver_org_id,
          peppol_id: row.receiver_peppol_id,
          pdf_forward_timeout: row.receiver_pdf_forward_timeout_hours,
          send_pdf_forward_blocked: row.receiver_send_pdf_forward_blocked,
          receive_pdf_forward_blocked: row.receiver_receive_pdf_forward_blocked,
          manual_parsing_allowed: row.receiver_manual_parsing_allowed,
        }
      : null,
    sender: row.sender_email ? { email: row.sender_email, ...(role === 'admin' ? { id: row.sender_user_id, _id: row.sender_user_id } : {}) } : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    invoice_sent: iso(row.invoice_sent),
    issue_date: row.issue_date,
    due_date: row.due_date,
    currency: row.currency,
    payable_amount: row.payable_amount === null ? null : Number(row.payable_amount),
    is_manual_parsing: row.is_manual_parsing,
    is_eSynSend: row.is_esynsend,
    is_eSynPay: row.is_esynpay,
    is_eSynAccess: row.is_esynaccess,
    is_eSynSend_after_parsing: row.is_esynsend_after_parsing,
    is_eSynAccess_after_parsing: row.is_esynaccess_after_parsing,
    location: row.location,
    pdf_eSynPay: row.pdf_esynpay,
    pdf_auto_generated: row.pdf_auto_generated,
    pdf_attachments: row.pdf_attachments,
    xml_file: row.xml_file,
    xml_file_root: row.xml_file_root,
    bookkeeping_is_activated: row.bookkeeping_is_activated,
    bookkeeping_is_solved: row.bookkeeping_is_solved,
    bookkeeping_who_solved: row.bookkeeping_solved_by_email,
    bookkeeping_solved_at: iso(row.bookkeeping_solved_at),
  };
  if (can(role, 'seeInvoiceUuid')) detail.invoiceUUID = row.invoice_uuid;
  if (can(role, 'seeException')) detail.exception = row.exception;
  if (can(role, 'seeJobs')) {
    Object.assign(detail, {
      job_pk: row.job_pk,
      pdf_extraction_job_pk: row.pdf_extraction_job_pk,
      manual_pdf_job_pk: row.manual_pdf_job_pk,
      ml_job_pk: row.ml_job_pk,
      identification_job_pk: row.identification_job_pk,
      ggw_upload_task: row.ggw_upload_task,
      workflow_id: row.workflow_id,
      ie_raw_result: row.ie_raw_result,
    });
  }
  if (can(role, 'seeDuplicates')) detail.duplicate_of = row.duplicate_of;
  if (can(role, 'seeEmailInfo')) {
    detail.mail = row.email_id
      ? { id: row.email_id, _id: row.email_id, from: row.mail_from, to: row.mail_to ?? [], subject: row.mail_subject, mail_file_path: row.mail_document_sha256 }
      : null;
  }
  return detail;
}
