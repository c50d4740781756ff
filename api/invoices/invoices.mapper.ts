// Rules the invoice shapes share (spec 3): the list item is built by PostgreSQL from them
// (invoice-list-item.ts), the detail record in JS (invoice-detail.mapper.ts).
import type { InvoiceRow } from '../models/invoice.model';

/** UNCL1001 code of a credit note; every other document type is an invoice. */
export const CREDIT_NOTE_DOCUMENT_TYPE = '381';

/** Spec 3 list item: type 'Invoice' or 'Credit note' from the UNCL1001 document type. */
export function invoiceType(documentType: string): 'Invoice' | 'Credit note' {
  return documentType === CREDIT_NOTE_DOCUMENT_TYPE ? 'Credit note' : 'Invoice';
}

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The keys of the finance document the eSynPay part shows, in the answer's order after `status`. */
export const KEEROS_FINANCE_FIELDS = ['newAmount', 'service_type', 'created_at', 'settlementNoteLocation'] as const;

/** The eSynPay (finance) part of an invoice, or null when the invoice was never offered. */
export function keerosInvoice(row: Pick<InvoiceRow, 'finance_status' | 'finance'>) {
  if (!row.finance_status && !row.finance) return null;
  const f: Record<string, unknown> = row.finance ?? {};
  const part: Record<string, unknown> = { status: row.finance_status };
  for (const key of KEEROS_FINANCE_FIELDS) part[key] = f[key] ?? null;
  return part as { status: string | null } & Record<(typeof KEEROS_FINANCE_FIELDS)[number], unknown>;
}
