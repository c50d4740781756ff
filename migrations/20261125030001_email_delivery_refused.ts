// An outgoing mail the server refused for good (a 5xx answer) is recorded as such, so the outbox
// does not send it again and admins see why it never arrived.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE emails DROP CONSTRAINT emails_delivery_status_check,
    ADD CONSTRAINT emails_delivery_status_check CHECK (delivery_status IN ('sending', 'sent', 'refused'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE emails SET delivery_status = 'sending' WHERE delivery_status = 'refused'`);
  await knex.raw(`ALTER TABLE emails DROP CONSTRAINT emails_delivery_status_check,
    ADD CONSTRAINT emails_delivery_status_check CHECK (delivery_status IN ('sending', 'sent'))`);
}
