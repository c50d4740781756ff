// eSynPay failed-case rows → the api shape (spec 3 'Failed case (eSynPay)'): invoiceUUID (the
// case's own, else its invoice's), company (the invoice's sender, for whom financing failed), case,
// created_at, processed_by, processed_at, plus the invoice for a link.
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export interface ESynPayFailedCaseRow {
  id: string;
  invoice_id: string | null;
  invoice_uuid: string | null;
  case: string;
  created_at: Date;
  processed_by: string | null;
  processed_at: Date | null;
  company_id: string | null;
  company_name: string | null;
  processed_by_email: string | null;
  invoice_number: string | null;
  invoice_format: string | null;
}

export function toESynPayFailedCase(row: ESynPayFailedCaseRow) {
  return {
    id: row.id,
    _id: row.id,
    invoiceUUID: row.invoice_uuid,
    company: row.company_id ? { id: row.company_id, _id: row.company_id, name: row.company_name } : null,
    case: row.case,
    invoice: row.invoice_id
      ? { id: row.invoice_id, _id: row.invoice_id, invoice_id: row.invoice_number, format: row.invoice_format }
      : null,
    created_at: iso(row.created_at),
    processed_by: row.processed_by
      ? { id: row.processed_by, _id: row.processed_by, email: row.processed_by_email }
      : null,
    processed_at: iso(row.processed_at),
  };
}
