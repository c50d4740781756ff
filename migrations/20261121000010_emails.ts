// Inbound mail (spec 3 'Email record'): messages received on company invoice addresses, the
// invoice each produced, and the failed cases an admin processes. The link to the invoice is added
// by a later migration, once invoices exist (invoices also point back at their email).
import type { Knex } from 'knex';

const SOURCE_KINDS = ['User', 'Data-User', 'Service', 'Open Channel', 'Reply'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id text UNIQUE,
      subject text,
      from_address text,
      to_addresses jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(to_addresses) = 'array'),
      receive_time timestamptz,
      company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
      customer_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
      "case" text,
      is_failed_case boolean NOT NULL DEFAULT false,
      source_kind text CONSTRAINT emails_source_kind_check CHECK (source_kind IN (${SOURCE_KINDS.map((k) => `'${k}'`).join(', ')})),
      mail_document_sha256 text REFERENCES documents (sha256) ON DELETE SET NULL,
      invoice_sent timestamptz,
      processed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      processed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX emails_receive_time_idx ON emails (receive_time DESC)');
  await knex.raw('CREATE INDEX emails_created_at_idx ON emails (created_at DESC)');
  await knex.raw('CREATE INDEX emails_company_id_idx ON emails (company_id, receive_time DESC)');
  await knex.raw('CREATE INDEX emails_customer_company_id_idx ON emails (customer_company_id)');
  await knex.raw('CREATE INDEX emails_failed_case_idx ON emails (receive_time DESC) WHERE is_failed_case');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE emails');
}
