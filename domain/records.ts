// Small readings of api records the spec describes (sections 2, 3 and 7): list totals, document
// sources, user emails and the duplicated-invoices row.

import { DOCUMENT_TYPE_LABELS } from './constants';
import type { Lang } from './i18n/lang';

/** List responses carry `data` plus `count` or `total`. */
export function listTotal(response: {
  total?: number | null;
  count?: number | null;
  data?: readonly unknown[] | null;
}): number {
  if (typeof response.total === 'number') return response.total;
  if (typeof response.count === 'number') return response.count;
  return response.data?.length ?? 0;
}

/** A document value starting with http is used directly; anything else is a storage file name. */
export function documentSource(value: string): { kind: 'url'; url: string } | { kind: 'storage'; key: string } {
  return /^https?:\/\//i.test(value.trim())
    ? { kind: 'url', url: value.trim() }
    : { kind: 'storage', key: value.trim() };
}

/** A user's email: `email`, or the nested `auth0.email`. */
export function userEmail(user: { email?: string | null; auth0?: { email?: string | null } | null }): string {
  return user.email || user.auth0?.email || '';
}

/** 'Invoice' / 'Credit Note' (Faktura / Kreditnota) for a document type; 380 when unknown. */
export function documentTypeLabel(documentType: string | null | undefined, lang: Lang): string {
  return (documentType === '381' ? DOCUMENT_TYPE_LABELS['381'] : DOCUMENT_TYPE_LABELS['380'])[lang];
}

export interface DuplicateInvoiceRecord {
  _id: string;
  invoice_id?: string | null;
  file_name?: string | null;
  document_type?: string | null;
  type?: string | null;
  is_eSynSend?: boolean | null;
  sender_company?: { name?: string | null } | null;
  receiver_company?: { name?: string | null } | null;
  customer_data_from_peppol_network?: { name?: string | null } | null;
  created_at?: string | null;
  status?: string | null;
}

/**
 * One row of the duplicated-invoices section: Invoice ID (or file name), Type, Sender company,
 * Receiver company (or the Peppol network customer name when eSynSend), Import date, Status.
 */
export function duplicateRow(rec: DuplicateInvoiceRecord, lang: Lang) {
  return {
    id: rec._id,
    invoiceIdOrFileName: rec.invoice_id || rec.file_name || '',
    type: documentTypeLabel(rec.document_type ?? rec.type, lang),
    senderName: rec.sender_company?.name ?? '',
    receiverName: (rec.is_eSynSend ? rec.customer_data_from_peppol_network?.name : rec.receiver_company?.name) ?? '',
    importDate: rec.created_at ?? null,
    status: rec.status ?? null,
  };
}
