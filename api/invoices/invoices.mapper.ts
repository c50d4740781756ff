// Invoice rows → api shapes (spec 3 'Invoice (list item)' and 'Invoice record (detail)'), in one
// place. company = the sender company, customer = the receiver company (or, without one, the
// customer named in customer_data / the Peppol network), sender = the uploading user.
import type { InvoiceRow } from '../models/invoice.model';

/** Spec 3 list item: type 'Invoice' or 'Credit note' from the UNCL1001 document type. */
export function invoiceType(documentType: string): 'Invoice' | 'Credit note' {
  return documentType === '381' ? 'Credit note' : 'Invoice';
}

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The customer's name: the receiver company's, else the name in customer_data, else the Peppol network's. */
function customerName(receiverName: string | null, fromData: unknown, fromNetwork: unknown): string | null {
  if (receiverName) return receiverName;
  const name = fromData ?? fromNetwork;
  return typeof name === 'string' ? name : null;
}

export function keerosInvoice(row: Pick<InvoiceRow, 'finance_status' | 'finance'>) {
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

/** A list page's row: the record's own columns (domain/invoice-record) and what the list query adds. */
export interface InvoiceListRow extends Pick<
  InvoiceRow,
  | 'id'
  | 'invoice_id'
  | 'file_name'
  | 'format'
  | 'document_type'
  | 'status'
  | 'esynpay_status'
  | 'finance_status'
  | 'finance'
  | 'sender_company_id'
  | 'receiver_company_id'
  | 'location'
  | 'payable_amount'
  | 'currency'
  | 'bookkeeping_is_activated'
  | 'bookkeeping_is_solved'
> {
  sender_name: string | null;
  receiver_name: string | null;
  sender_email: string | null;
  /** The supplier's name in an incoming document (raw_result.supplier_data.name); read only without a sender company. */
  supplier_data_name: string | null;
  /**
   * customer_data->'name' and customer_data_from_peppol_network->'name' (JSON values), not the whole
   * documents; read only when the receiver company has no name (customerName shows that name first).
   */
  customer_data_name: unknown;
  customer_data_from_peppol_network_name: unknown;
  /** ISO 8601 UTC with milliseconds, formatted by the query (as toISOString writes it). */
  created_at: string;
  invoice_sent: string | null;
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
      : row.supplier_data_name
        ? { id: null, _id: null, name: row.supplier_data_name }
        : null,
    customer: {
      id: row.receiver_company_id,
      _id: row.receiver_company_id,
      name: customerName(row.receiver_name, row.customer_data_name, row.customer_data_from_peppol_network_name),
    },
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
