// The invoice audit trail (ARCHITECTURE rule 2): who moved an invoice, from which status to which,
// when and why. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so the history can only
// grow. Workflow activities write with an idempotency key so retries never duplicate an event.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE invoice_events (
      id bigserial PRIMARY KEY,
      invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
      at timestamptz NOT NULL DEFAULT now(),
      actor_user_id uuid,
      actor text NOT NULL CHECK (actor <> ''),
      event text NOT NULL CHECK (event <> ''),
      from_status text,
      to_status text,
      reason text,
      data jsonb,
      idempotency_key text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX invoice_events_invoice_idx ON invoice_events (invoice_id, at, id)');
  await knex.raw(`
    CREATE FUNCTION invoice_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'invoice_events is append-only: % is not allowed', TG_OP
        USING ERRCODE = 'restrict_violation';
    END;
    $$`);
  await knex.raw(`CREATE TRIGGER invoice_events_append_only BEFORE UPDATE OR DELETE ON invoice_events
    FOR EACH ROW EXECUTE FUNCTION invoice_events_refuse_change()`);
  await knex.raw(`CREATE TRIGGER invoice_events_no_truncate BEFORE TRUNCATE ON invoice_events
    FOR EACH STATEMENT EXECUTE FUNCTION invoice_events_refuse_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE invoice_events');
  await knex.raw('DROP FUNCTION invoice_events_refuse_change()');
}
