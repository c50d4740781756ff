// What the per-invoice workflow keeps on the invoice row so a run can stop and a later one go on
// (docs/lifecycle.md, docs/decisions.md): where the invoice came from, how many deliveries,
// forwards and sales it had (each has its own message id), whether an incoming invoice was
// acknowledged, and the upload key that makes the same file from the same sender one invoice.
// Peppol inbox messages keep what the inbox told the invoice's workflow, so a message whose signal
// was lost in a crash is told again. Mails get a direction: the platform sends PDF forwards too.
// Uploads retried with the same Idempotency-Key find the invoice they made.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE invoices
      ADD COLUMN origin text NOT NULL DEFAULT 'other'
        CONSTRAINT invoices_origin_check CHECK (origin IN ('upload', 'peppol-network', 'email', 'other')),
      ADD COLUMN send_count integer NOT NULL DEFAULT 0 CHECK (send_count >= 0),
      ADD COLUMN forward_count integer NOT NULL DEFAULT 0 CHECK (forward_count >= 0),
      ADD COLUMN sale_count integer NOT NULL DEFAULT 0 CHECK (sale_count >= 0),
      ADD COLUMN acknowledged_at timestamptz,
      ADD COLUMN upload_key text CHECK (upload_key <> '')`);
  await knex.raw('CREATE INDEX invoices_upload_key_idx ON invoices (upload_key) WHERE upload_key IS NOT NULL');

  // document_key: receiver, sender, number, type and issue date of a received invoice, hashed, so
  // the same invoice under a second envelope is found and recorded as a duplicate.
  await knex.raw(`
    ALTER TABLE peppol_messages
      ADD COLUMN dispatch jsonb CHECK (dispatch IS NULL OR jsonb_typeof(dispatch) = 'object'),
      ADD COLUMN dispatched_at timestamptz,
      ADD COLUMN document_key text CHECK (document_key ~ '^[0-9a-f]{64}$')`);
  await knex.raw(
    `CREATE INDEX peppol_messages_document_key_idx ON peppol_messages (document_key) WHERE document_key IS NOT NULL`,
  );
  await knex.raw(`CREATE INDEX peppol_messages_undispatched_idx ON peppol_messages (created_at)
    WHERE dispatch IS NOT NULL AND dispatched_at IS NULL`);

  await knex.raw(`
    ALTER TABLE emails
      ADD COLUMN direction text NOT NULL DEFAULT 'in' CONSTRAINT emails_direction_check CHECK (direction IN ('in', 'out')),
      ADD COLUMN kind text,
      ADD COLUMN delivery_status text CONSTRAINT emails_delivery_status_check CHECK (delivery_status IN ('sending', 'sent')),
      ADD COLUMN sent_at timestamptz,
      ADD COLUMN body_text text,
      ADD COLUMN idempotency_key text UNIQUE`);
  await knex.raw('CREATE INDEX emails_direction_created_idx ON emails (direction, created_at DESC)');

  await knex.raw(`
    CREATE TABLE upload_idempotency_keys (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL CHECK (key <> ''),
      file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
      invoice_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE upload_idempotency_keys');
  await knex.raw(
    'ALTER TABLE emails DROP COLUMN direction, DROP COLUMN kind, DROP COLUMN delivery_status, DROP COLUMN sent_at, DROP COLUMN body_text, DROP COLUMN idempotency_key',
  );
  await knex.raw(
    'ALTER TABLE peppol_messages DROP COLUMN dispatch, DROP COLUMN dispatched_at, DROP COLUMN document_key',
  );
  await knex.raw(
    'ALTER TABLE invoices DROP COLUMN origin, DROP COLUMN send_count, DROP COLUMN forward_count, DROP COLUMN sale_count, DROP COLUMN acknowledged_at, DROP COLUMN upload_key',
  );
}
