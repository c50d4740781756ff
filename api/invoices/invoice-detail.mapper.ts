// The invoice detail record (domain/invoice-detail.ts InvoiceDetail) from its row, as the signed-in
// user sees it: the actions they may take now (domain/actions, the rules the workflow enforces), the
// forward countdown, the documents they may open, the audit trail, and for admins the fields spec 6
// gives them (UUID, exception, jobs, e-mail info, duplicates) and the workflow in the Temporal UI.
import { createHash } from 'node:crypto';
import { availableInvoiceActions, formEditRefusal, invoiceCountdown, type InvoiceAction } from '../../domain/actions';
import type { InvoiceDetail, InvoiceDocumentLink, InvoiceHistoryEntry } from '../../domain/invoice-detail';
import { fieldBoxesOf } from '../../domain/invoice-provenance';
import type { InvoiceRow } from '../../domain/invoice-record';
import { can } from '../../domain/permissions';
import type { Scope } from '../tenancy/scope';
import { actionContextOf, directionOf } from './invoice-view';
import { invoiceType, iso, keerosInvoice } from './invoices.mapper';

export interface InvoiceDetailRow extends InvoiceRow {
  sender_name: string | null;
  sender_tax_number: string | null;
  sender_org_id: string | null;
  sender_peppol_id: string | null;
  sender_esynpay_enabled: boolean | null;
  sender_esynpay_status: string | null;
  sender_esynpay_type: string | null;
  sender_send_pdf_forward_blocked: boolean | null;
  receiver_name: string | null;
  receiver_tax_number: string | null;
  receiver_org_id: string | null;
  receiver_peppol_id: string | null;
  receiver_pdf_forward_timeout_hours: number | null;
  receiver_send_pdf_forward_blocked: boolean | null;
  receiver_receive_pdf_forward_blocked: boolean | null;
  receiver_manual_parsing_allowed: boolean | null;
  receiver_esynpay_receive_disabled: boolean | null;
  sender_email: string | null;
  mail_from: string | null;
  mail_to: string[] | null;
  mail_document_sha256: string | null;
  mail_subject: string | null;
  bookkeeping_solved_by_email: string | null;
}

export interface DetailView {
  scope: Scope;
  history: InvoiceHistoryEntry[];
  now: Date;
  /** The Temporal UI and namespace, for the admins' link to the invoice's workflow. */
  temporalUi?: { baseUrl: string; namespace: string } | null;
}

/** What the viewer may ask of the invoice now (domain/actions), in the action bar's order. */
export function visibleInvoiceActions(row: InvoiceRow, scope: Scope): InvoiceAction[] {
  return availableInvoiceActions(actionContextOf(scope, row));
}

/** A short fingerprint of a stored file's key: it changes with the file and tells nothing of the store. */
function documentVersion(storedKey: string): string {
  return createHash('sha256').update(storedKey).digest('base64url').slice(0, 12);
}

function documentsOf(row: InvoiceRow): InvoiceDocumentLink[] {
  const base = `/api/invoices/${row.id}/documents`;
  const docs: InvoiceDocumentLink[] = [];
  if (row.location)
    docs.push({
      kind: 'pdf',
      contentType: 'application/pdf',
      href: `${base}/pdf`,
      version: documentVersion(row.location),
    });
  if (row.xml_file)
    docs.push({
      kind: 'xml',
      contentType: 'application/xml',
      href: `${base}/xml`,
      version: documentVersion(row.xml_file),
    });
  if (row.xml_file_root && row.xml_file_root !== row.xml_file) {
    docs.push({
      kind: 'xml-root',
      contentType: 'application/xml',
      href: `${base}/xml-root`,
      version: documentVersion(row.xml_file_root),
    });
  }
  return docs;
}

/** The engine's form fields (workflows/invoice/machine EXTRACTED_FORM_FIELDS: invoice_lines marks a form). */
function extractedFormOf(extraction: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!extraction || !Array.isArray(extraction.invoice_lines)) return null;
  const { provenance: _p, checks: _c, timings: _t, layout: _l, route: _r, pages: _n, ...form } = extraction;
  return form;
}

export function toInvoiceDetail(row: InvoiceDetailRow, view: DetailView): InvoiceDetail {
  const { scope } = view;
  const role = scope.role;
  const editable = formEditRefusal(actionContextOf(scope, row)) === null;
  const detail: InvoiceDetail = {
    id: row.id,
    _id: row.id,
    format: row.format,
    origin: row.origin,
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
          eSynPay: {
            is_enabled: row.sender_esynpay_enabled,
            status: row.sender_esynpay_status,
            type: row.sender_esynpay_type,
          },
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
          // The receiver takes eSynPay invoices unless it disabled them (the eSynPay switch rule).
          is_eSynPay: row.receiver_esynpay_receive_disabled === null ? null : !row.receiver_esynpay_receive_disabled,
        }
      : null,
    sender: row.sender_email
      ? { email: row.sender_email, ...(role === 'admin' ? { id: row.sender_user_id, _id: row.sender_user_id } : {}) }
      : null,
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
    direction: directionOf(scope, row),
    actions: visibleInvoiceActions(row, scope),
    editable,
    // Boxes on the invoice's own PDF, for whoever may see the invoice (and so the PDF).
    field_boxes: row.location ? fieldBoxesOf(row.ie_raw_result) : {},
    extracted_form: editable && !row.raw_result ? extractedFormOf(row.ie_raw_result) : null,
    countdown: invoiceCountdown(
      {
        format: row.format,
        hasPdf: row.location !== null,
        forwardsSent: row.forward_count,
        status: row.status,
        created_at: row.created_at,
        receiver_company: row.receiver_company_id
          ? {
              pdf_forward_timeout: row.receiver_pdf_forward_timeout_hours,
              send_pdf_forward_blocked: row.receiver_send_pdf_forward_blocked,
              receive_pdf_forward_blocked: row.receiver_receive_pdf_forward_blocked,
            }
          : null,
        sender_company: row.sender_company_id
          ? { send_pdf_forward_blocked: row.sender_send_pdf_forward_blocked }
          : null,
      },
      view.now.getTime(),
    ),
    documents: documentsOf(row),
    history: view.history,
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
      ie_raw_result: row.ie_raw_result,
    });
    const workflowId = row.workflow_id ?? `invoice-${row.id}`;
    const ui = view.temporalUi;
    detail.workflow = {
      id: workflowId,
      url: ui
        ? `${ui.baseUrl.replace(/\/+$/, '')}/namespaces/${encodeURIComponent(ui.namespace)}/workflows/${encodeURIComponent(workflowId)}`
        : null,
    };
  }
  if (can(role, 'seeDuplicates')) detail.duplicate_of = row.duplicate_of;
  if (can(role, 'seeEmailInfo')) {
    detail.mail = row.email_id
      ? {
          id: row.email_id,
          _id: row.email_id,
          from: row.mail_from,
          to: row.mail_to ?? [],
          subject: row.mail_subject,
          mail_file_path: row.mail_document_sha256,
        }
      : null;
  }
  return detail;
}
