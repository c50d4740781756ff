// Where the notification mailer (workers/mail/notifier.ts) has got to in invoice_events: one row,
// the last event it handled. It starts at the newest event that exists when this migration runs, so
// events from before notifications existed (and demo data) send no mail.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE mail_notifier_cursor (
      id int PRIMARY KEY CHECK (id = 1),
      last_event_id bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'INSERT INTO mail_notifier_cursor (id, last_event_id) SELECT 1, coalesce(max(id), 0) FROM invoice_events',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE mail_notifier_cursor');
}
