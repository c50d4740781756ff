// Inbound mail taken in by the SMTP receiver (workers/mail-intake): what the receiver needs to
// finish a mail after acknowledging it, and what an admin needs to act on a failed case.
// - intake_status: 'pending' from acceptance (or a reprocess request) until the mail is routed and
//   its PDFs handed to invoice workflows, then 'done'; the receiver finishes pending mails after a
//   crash. NULL for outbound mail and rows written before the receiver existed.
// - intake_claimed_at: the receiver working on it (a claim older than a minute is taken over).
// - envelope: the SMTP envelope { mailFrom, rcptTo[] } (Bcc recipients are only there).
// - case_detail: what the case code leaves out (which attachment was refused and why).
// - reprocess_requested_by: the admin who asked for the mail to be routed again.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE emails
      ADD COLUMN intake_status text CONSTRAINT emails_intake_status_check CHECK (intake_status IN ('pending', 'done')),
      ADD COLUMN intake_claimed_at timestamptz,
      ADD COLUMN envelope jsonb CHECK (envelope IS NULL OR jsonb_typeof(envelope) = 'object'),
      ADD COLUMN case_detail text,
      ADD COLUMN reprocess_requested_by uuid REFERENCES users (id) ON DELETE SET NULL`);
  await knex.raw(`CREATE INDEX emails_intake_pending_idx ON emails (created_at) WHERE intake_status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX emails_intake_pending_idx');
  await knex.raw(
    'ALTER TABLE emails DROP COLUMN intake_status, DROP COLUMN intake_claimed_at, DROP COLUMN envelope, DROP COLUMN case_detail, DROP COLUMN reprocess_requested_by',
  );
}
