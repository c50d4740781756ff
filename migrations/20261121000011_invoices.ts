// Invoices, PDF and Peppol (spec 3 'Invoice record', spec 4 statuses). The workflow owns the status;
// rows here are its durable record and what every list reads. Indexes follow the list filters and
// sorts of docs/api.md: the admin list (format, status, created_at), outgoing lists per sender,
// incoming lists per receiver, bookkeeping, duplicates.
import type { Knex } from 'knex';

// Spec 4 'Invoice statuses', written exactly as the spec (PDF 'Invoice Sent', Peppol 'Sent').
// Migrations are frozen history, so the values are spelled out here instead of imported from
// domain/statuses: a new status is a new migration that replaces the constraint.
const INVOICE_STATUSES = [
  'Processing',
  'Canceled',
  'Duplicate',
  'Finish parsing',
  'Sending',
  'Sending error',
  'Invoice Sent',
  'Sent',
  'Invalid PDF',
  'Invalid PDF Forward',
  'Imported',
  'Delivered',
  'Approved',
  'Denied',
  'Import error',
  'Auto PDF Forward',
  'PDF Forward',
  'PDF Opened',
  'Check Invoice',
];
const ESYNPAY_STATUSES = ['UNKNOWN', 'Sellable', 'Not sellable', 'Ready for sale', 'Finance Requested', 'Not Financed'];
const FINANCE_STATUSES = ['Finance Requested', 'Finance Accepted', 'Finance paid', 'Completed', 'Not Financed'];

const list = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      invoice_uuid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
      format text NOT NULL CONSTRAINT invoices_format_check CHECK (format IN ('pdf', 'peppol')),
      document_type text NOT NULL DEFAULT '380' CONSTRAINT invoices_document_type_check CHECK (document_type IN ('380', '381')),
      invoice_id text,
      file_name text,
      status text NOT NULL DEFAULT 'Processing' CONSTRAINT invoices_status_check CHECK (status IN (${list(INVOICE_STATUSES)})),
      esynpay_status text NOT NULL DEFAULT 'UNKNOWN' CONSTRAINT invoices_esynpay_status_check CHECK (esynpay_status IN (${list(ESYNPAY_STATUSES)})),
      finance_status text CONSTRAINT invoices_finance_status_check CHECK (finance_status IN (${list(FINANCE_STATUSES)})),
      finance jsonb,
      sender_company_id uuid REFERENCES companies (id) ON DELETE RESTRICT,
      receiver_company_id uuid REFERENCES companies (id) ON DELETE RESTRICT,
      sender_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      email_id uuid REFERENCES emails (id) ON DELETE SET NULL,
      customer_data jsonb,
      customer_data_from_peppol_network jsonb,
      raw_result jsonb,
      ie_raw_result jsonb,
      issue_date date,
      due_date date,
      currency text CHECK (currency ~ '^[A-Z]{3}$'),
      payable_amount numeric(16, 2),
      invoice_sent timestamptz,
      is_manual_parsing boolean NOT NULL DEFAULT false,
      is_esynsend boolean NOT NULL DEFAULT false,
      is_esynpay boolean NOT NULL DEFAULT false,
      is_esynaccess boolean NOT NULL DEFAULT false,
      is_esynsend_after_parsing boolean NOT NULL DEFAULT false,
      is_esynaccess_after_parsing boolean NOT NULL DEFAULT false,
      exception text,
      job_pk text,
      pdf_extraction_job_pk text,
      manual_pdf_job_pk text,
      ml_job_pk text,
      identification_job_pk text,
      ggw_upload_task jsonb,
      location text,
      pdf_esynpay text,
      pdf_auto_generated text,
      xml_file text,
      xml_file_root text,
      pdf_attachments jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(pdf_attachments) = 'array'),
      bookkeeping_is_activated boolean NOT NULL DEFAULT false,
      bookkeeping_is_solved boolean NOT NULL DEFAULT false,
      bookkeeping_solved_by uuid REFERENCES users (id) ON DELETE SET NULL,
      bookkeeping_solved_at timestamptz,
      duplicate_of uuid REFERENCES invoices (id) ON DELETE SET NULL CONSTRAINT invoices_duplicate_not_self CHECK (duplicate_of <> id),
      envelope_instance_id text,
      workflow_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE TRIGGER invoices_set_updated_at BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );

  // A Peppol envelope is taken in once.
  await knex.raw(
    'CREATE UNIQUE INDEX invoices_envelope_instance_id_unique ON invoices (envelope_instance_id) WHERE envelope_instance_id IS NOT NULL',
  );
  // Lists: the id breaks created_at ties so keyset and offset pages are stable.
  await knex.raw('CREATE INDEX invoices_created_at_idx ON invoices (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX invoices_format_created_idx ON invoices (format, created_at DESC, id DESC)');
  await knex.raw(
    'CREATE INDEX invoices_format_status_created_idx ON invoices (format, status, created_at DESC, id DESC)',
  );
  await knex.raw(
    'CREATE INDEX invoices_sender_created_idx ON invoices (sender_company_id, format, created_at DESC, id DESC)',
  );
  await knex.raw(
    'CREATE INDEX invoices_receiver_created_idx ON invoices (receiver_company_id, format, created_at DESC, id DESC)',
  );
  await knex.raw('CREATE INDEX invoices_esynpay_status_idx ON invoices (esynpay_status, created_at DESC)');
  await knex.raw('CREATE INDEX invoices_document_type_idx ON invoices (document_type, created_at DESC)');
  await knex.raw('CREATE INDEX invoices_invoice_id_idx ON invoices (lower(invoice_id))');
  await knex.raw('CREATE INDEX invoices_invoice_sent_idx ON invoices (invoice_sent DESC)');
  await knex.raw(
    'CREATE INDEX invoices_bookkeeping_idx ON invoices (format, created_at DESC) WHERE bookkeeping_is_activated',
  );
  await knex.raw('CREATE INDEX invoices_duplicate_of_idx ON invoices (duplicate_of) WHERE duplicate_of IS NOT NULL');
  await knex.raw('CREATE INDEX invoices_email_id_idx ON invoices (email_id) WHERE email_id IS NOT NULL');
  await knex.raw(
    'CREATE INDEX invoices_sender_user_id_idx ON invoices (sender_user_id) WHERE sender_user_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE invoices');
}
