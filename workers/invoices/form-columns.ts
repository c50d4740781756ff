// The list columns an invoice form decides (invoice number, type, dates, currency, payable
// amount): copied from raw_result whenever a form is stored, so lists sort and filter on plain
// columns. Values the columns cannot hold become null (the form keeps them; validation reports them).
import type { InvoiceRow } from '../../domain/invoice-record';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const dateOrNull = (v: unknown): string | null =>
  typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;
export const currencyOrNull = (v: unknown): string | null => (typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? v : null);
/** numeric(16,2): a finite amount below 10^14, else null. */
export const amountOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e14 ? Math.round(v * 100) / 100 : null;
/** An invoice number the row can index: non-empty, at most 256 characters (the form's limit). */
export const invoiceNumberOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' && v.length <= 256 ? v.trim() : null;

export type FormColumns = Pick<InvoiceRow, 'invoice_id' | 'document_type' | 'issue_date' | 'due_date' | 'currency'> & {
  payable_amount: number | null;
};

export function formColumns(form: Record<string, unknown>): FormColumns {
  const total = form.legal_monetary_total as { payable_amount?: unknown } | undefined;
  return {
    invoice_id: invoiceNumberOrNull(form.invoice_id),
    document_type: form.document_type === '381' ? '381' : '380',
    issue_date: dateOrNull(form.issue_date),
    due_date: dateOrNull(form.due_date),
    currency: currencyOrNull(form.document_currency_code),
    payable_amount: amountOrNull(total?.payable_amount),
  };
}
