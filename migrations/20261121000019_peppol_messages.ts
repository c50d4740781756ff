// Peppol messages exchanged with the access-point provider, both directions: what was uploaded (by
// SBDH instance id) and every inbox file that was handled (by file name and instance id). The unique
// indexes make the inbox exactly-once: a handler runs in the transaction that inserts the message's
// row, so a repeated poll, or a crash between 'handled' and 'moved to processed', finds the row and
// only moves the file.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE peppol_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      direction text NOT NULL CONSTRAINT peppol_messages_direction_check CHECK (direction IN ('outgoing', 'incoming')),
      file_name text NOT NULL CHECK (file_name <> ''),
      instance_id text CHECK (instance_id <> ''),
      kind text NOT NULL CONSTRAINT peppol_messages_kind_check
        CHECK (kind IN ('invoice', 'credit-note', 'invoice-response', 'mlr', 'unreadable')),
      outcome text NOT NULL CONSTRAINT peppol_messages_outcome_check
        CHECK (outcome IN ('uploaded', 'handled', 'unmatched', 'duplicate', 'import-error')),
      invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
      sender_id text,
      receiver_id text,
      document_sha256 text REFERENCES documents (sha256) ON DELETE RESTRICT,
      detail text,
      moved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE TRIGGER peppol_messages_set_updated_at BEFORE UPDATE ON peppol_messages FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );
  await knex.raw('CREATE UNIQUE INDEX peppol_messages_file_unique ON peppol_messages (direction, file_name)');
  await knex.raw(
    'CREATE UNIQUE INDEX peppol_messages_instance_unique ON peppol_messages (direction, instance_id) WHERE instance_id IS NOT NULL',
  );
  await knex.raw(
    'CREATE INDEX peppol_messages_invoice_idx ON peppol_messages (invoice_id) WHERE invoice_id IS NOT NULL',
  );
  // What operators look at: messages that found no invoice or could not be imported.
  await knex.raw(
    `CREATE INDEX peppol_messages_attention_idx ON peppol_messages (created_at DESC) WHERE outcome IN ('unmatched', 'import-error')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE peppol_messages');
}
