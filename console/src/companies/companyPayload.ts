// What the company form sends: only the fields of its sections (the api refuses unknown fields and
// ignores admin-only sections from non-admins), never the read-only parts of the record it read.
const GENERAL = ['name', 'org_id', 'tax_number', 'peppol_id', 'phone', 'language', 'address', 'payment_means'] as const;
const ADMIN = [
  'aliases',
  'contact_emails',
  'show_outgoing_invoices',
  // the admin editor's own fields (CompanyAgreements)
  'invoice_email',
  'general_email',
  'status',
  'is_receiver',
  'manual_parsing_allowed',
  'receive_pdf_forward_blocked',
  'receive_auto_pdf_forward',
  'send_pdf_forward_blocked',
  'send_auto_pdf_forward',
  'is_eSynPay',
  'eSynPay',
  'eSynSend',
] as const;

export function companyPayload(data: Record<string, unknown>, adminView: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of adminView ? [...GENERAL, ...ADMIN] : GENERAL) {
    if (key in data) out[key] = data[key] === '' ? null : data[key];
  }
  // The form picks the operator by id; the api's settings schema calls the field `operator`.
  if (adminView && 'operator_id' in data) out.operator = data.operator_id ?? null;
  return out;
}
