// Every mail the platform sends is recorded in `emails` (direction 'out') before it goes out and
// marked sent after the server accepted it; the record's idempotency key makes one mail per event
// however often an activity is retried. A crash between the server's acceptance and the mark sends
// the mail again on retry, with the same Message-ID, so mail clients show it once. A mail the server
// refused for good is marked 'refused' and never sent again (MailRefusedError again on retry).
import type { Knex } from 'knex';
import { MailRefusedError, type Mailer, type OutgoingMail } from './mailer';

export interface RecordedMail {
  /** One mail per key: 'forward:<invoice>:<n>', … */
  idempotencyKey: string;
  kind: string;
  invoiceId?: string | null;
  /** The company the mail is about (the receiver of a forwarded invoice). */
  companyId?: string | null;
  mail: OutgoingMail;
}

export interface SentMail {
  messageId: string;
  to: string[];
  /** True when an earlier attempt had sent it already. */
  already: boolean;
}

export async function sendOnce(db: Knex, mailer: Mailer, m: RecordedMail): Promise<SentMail> {
  await db('emails')
    .insert({
      direction: 'out',
      kind: m.kind,
      delivery_status: 'sending',
      idempotency_key: m.idempotencyKey,
      message_id: m.mail.messageId,
      subject: m.mail.subject,
      from_address: m.mail.from,
      to_addresses: JSON.stringify(m.mail.to),
      body_text: m.mail.text,
      invoice_id: m.invoiceId ?? null,
      company_id: m.companyId ?? null,
      source_kind: 'Service',
    })
    .onConflict('idempotency_key')
    .ignore();
  const row = (await db('emails')
    .select('delivery_status', 'message_id', 'to_addresses')
    .where({ idempotency_key: m.idempotencyKey })
    .first()) as { delivery_status: string; message_id: string; to_addresses: string[] } | undefined;
  if (row?.delivery_status === 'sent') return { messageId: row.message_id, to: row.to_addresses, already: true };
  if (row?.delivery_status === 'refused')
    throw new MailRefusedError('The mail server refused this mail before; it is not sent again', 550);
  try {
    await mailer.send(m.mail);
  } catch (err) {
    // A refusal for good is recorded (not sent again, visible to admins); anything else stays
    // 'sending' so a retry sends it.
    if (err instanceof MailRefusedError)
      await db('emails').where({ idempotency_key: m.idempotencyKey }).update({ delivery_status: 'refused' });
    throw err;
  }
  await db('emails')
    .where({ idempotency_key: m.idempotencyKey })
    .update({ delivery_status: 'sent', sent_at: db.fn.now(), receive_time: db.fn.now() });
  return { messageId: m.mail.messageId, to: m.mail.to, already: false };
}
