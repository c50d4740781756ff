// eSynPay failed cases (spec 3 'Failed case'): invoices the financing flow could not handle, for an
// admin to process.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE esynpay_failed_cases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      invoice_id uuid REFERENCES invoices (id) ON DELETE CASCADE,
      invoice_uuid uuid,
      company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
      "case" text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      processed_at timestamptz
    )`);
  await knex.raw('CREATE INDEX esynpay_failed_cases_created_idx ON esynpay_failed_cases (created_at DESC)');
  await knex.raw('CREATE INDEX esynpay_failed_cases_invoice_idx ON esynpay_failed_cases (invoice_id)');
  await knex.raw('CREATE INDEX esynpay_failed_cases_company_idx ON esynpay_failed_cases (company_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE esynpay_failed_cases');
}
