// The invoice an inbound email produced (emails and invoices point at each other, so this link
// comes after both tables exist).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE emails ADD COLUMN invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL');
  await knex.raw('CREATE INDEX emails_invoice_id_idx ON emails (invoice_id) WHERE invoice_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE emails DROP COLUMN invoice_id');
}
