// Email rows → the api's Email record (spec 3 'Email record'), in one place. company = the company
// that sent the mail, customer = the company it was addressed to; each falls back to the sender /
// receiver of the invoice the mail produced when the mail itself names none.
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export interface EmailRow {
  id: string;
  message_id: string | null;
  subject: string | null;
  from_address: string | null;
  to_addresses: string[] | null;
  receive_time: Date | null;
  case: string | null;
  case_detail: string | null;
  intake_status: string | null;
  is_failed_case: boolean;
  source_kind: string | null;
  mail_document_sha256: string | null;
  invoice_sent: Date | null;
  processed_by: string | null;
  processed_at: Date | null;
  created_at: Date;
  invoice_id: string | null;
  company_id: string | null;
  company_name: string | null;
  customer_company_id: string | null;
  customer_name: string | null;
  processed_by_email: string | null;
  invoice_number: string | null;
  invoice_format: string | null;
}

const ref = (id: string | null, name: string | null) => (id ? { id, _id: id, name } : null);

export function toEmail(row: EmailRow) {
  return {
    id: row.id,
    _id: row.id,
    subject: row.subject,
    from: row.from_address,
    to: row.to_addresses ?? [],
    receive_time: iso(row.receive_time),
    messageId: row.message_id,
    company: ref(row.company_id, row.company_name),
    customer: ref(row.customer_company_id, row.customer_name),
    case: row.case,
    case_detail: row.case_detail,
    intake_status: row.intake_status,
    is_failed_case: row.is_failed_case,
    source_kind: row.source_kind,
    mail_file_path: row.mail_document_sha256,
    invoice: row.invoice_id
      ? { id: row.invoice_id, _id: row.invoice_id, invoice_id: row.invoice_number, format: row.invoice_format }
      : null,
    invoice_sent: iso(row.invoice_sent),
    processed_by: row.processed_by
      ? { id: row.processed_by, _id: row.processed_by, email: row.processed_by_email }
      : null,
    processed_at: iso(row.processed_at),
    created_at: iso(row.created_at),
  };
}
