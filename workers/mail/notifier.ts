// Notification and confirmation mails for users who switched them on (spec 3 Company user:
// sendNotificationByEmail, sendConfirmationByEmail), one per event however often a workflow
// retries or a worker restarts. They follow the invoice audit trail, which the invoice workflow's
// idempotent activities write once per event:
//   invoice received (the invoice's first event, to the receiver company)   → notification flag
//   invoice sent (to status Invoice Sent / Sent, to the sender company)     → confirmation flag
//   sending error (to status Sending error, to the sender company)          → notification flag
//   denied (to status Denied, to the sender company)                        → notification flag
// A batch is read after the cursor row (mail_notifier_cursor) while that row is locked, so two
// workers never take the same events; only events older than a few seconds are read, so one whose
// transaction commits after a later id's is not passed over; each mail goes through the outbox (sendOnce) keyed by event
// and user, so a batch repeated after a crash sends nothing twice. Each mail is in the language of
// the user's company.
import type { Knex } from 'knex';
import { toLang } from '../../domain/i18n/lang';
import { renderMessage, type MessageKey } from '../../domain/i18n/messages';
import { PATHS } from '../../domain/paths';
import { InvoiceStatus } from '../../domain/statuses';
import { safeHeaderText } from '../../domain/email-intake';
import { MailRefusedError, type Mailer } from '../../infra/mail/mailer';
import { sendOnce } from '../../infra/mail/outbox';

export type NoticeKind = 'received' | 'sent' | 'sendingError' | 'denied';

export interface NotifierDeps {
  db: Knex;
  mailer: Mailer;
  from: string;
  brand: string;
  publicUrl: string;
  /** Seconds an event must be old before it is read (default 5). */
  settleSeconds?: number;
}

/** The first events of a new invoice (upload, mail, Peppol network). */
const CREATED_EVENTS = ['uploaded', 'received_by_email', 'peppol_received'];

interface EventRow {
  id: string;
  invoice_id: string;
  event: string;
  to_status: string | null;
  number: string | null;
  file_name: string | null;
  sender_company_id: string | null;
  receiver_company_id: string | null;
  sender_name: string | null;
  receiver_name: string | null;
}

function kindOf(e: EventRow): NoticeKind | null {
  if (CREATED_EVENTS.includes(e.event)) return 'received';
  if (e.to_status === InvoiceStatus.InvoiceSent || e.to_status === InvoiceStatus.Sent) return 'sent';
  if (e.to_status === InvoiceStatus.SendingError) return 'sendingError';
  if (e.to_status === InvoiceStatus.Denied) return 'denied';
  return null;
}

/** Who hears of it: the receiver company's users for a received invoice, else the sender company's; by their flag. */
function audience(
  kind: NoticeKind,
  e: EventRow,
): { companyId: string | null; flag: 'send_notification_by_email' | 'send_confirmation_by_email'; path: string } {
  if (kind === 'received')
    return { companyId: e.receiver_company_id, flag: 'send_notification_by_email', path: PATHS.incomingPdfList };
  return {
    companyId: e.sender_company_id,
    flag: kind === 'sent' ? 'send_confirmation_by_email' : 'send_notification_by_email',
    path: PATHS.outgoingPdfList,
  };
}

/** Sends the mails of up to `limit` events after the cursor; answers how many mails went out. */
export async function notifyInvoiceEvents(deps: NotifierDeps, limit = 200): Promise<number> {
  const { db } = deps;
  return db.transaction(async (trx) => {
    const cursor = (await trx('mail_notifier_cursor').where({ id: 1 }).forUpdate().skipLocked().first()) as
      { last_event_id: string } | undefined;
    if (!cursor) return 0;
    const settled = (await trx('invoice_events')
      .where('id', '>', cursor.last_event_id)
      .andWhere('at', '<', trx.raw(`now() - make_interval(secs => ?)`, [deps.settleSeconds ?? 5]))
      .max({ id: 'id' })
      .first()) as { id: string | null } | undefined;
    const horizon = settled?.id;
    if (!horizon) return 0;
    const events = (await trx('invoice_events as e')
      .join('invoices as i', 'i.id', 'e.invoice_id')
      .leftJoin('companies as s', 's.id', 'i.sender_company_id')
      .leftJoin('companies as r', 'r.id', 'i.receiver_company_id')
      .where('e.id', '>', cursor.last_event_id)
      .andWhere('e.id', '<=', horizon)
      .andWhere((q) =>
        q
          .whereIn('e.event', CREATED_EVENTS)
          .orWhereIn('e.to_status', [
            InvoiceStatus.InvoiceSent,
            InvoiceStatus.Sent,
            InvoiceStatus.SendingError,
            InvoiceStatus.Denied,
          ]),
      )
      .orderBy('e.id')
      .limit(limit)
      .select(
        'e.id',
        'e.invoice_id',
        'e.event',
        'e.to_status',
        'i.invoice_id as number',
        'i.file_name',
        'i.sender_company_id',
        'i.receiver_company_id',
        's.name as sender_name',
        'r.name as receiver_name',
      )) as EventRow[];
    // A full batch ends at its last event; otherwise everything up to the horizon was looked at.
    const last = events.length === limit ? (events.at(-1)?.id ?? horizon) : horizon;
    let sent = 0;
    for (const e of events) {
      const kind = kindOf(e);
      if (!kind) continue;
      const who = audience(kind, e);
      if (!who.companyId) continue;
      const users = (await db('users as u')
        .join('companies as c', 'c.id', 'u.company_id')
        .where({ 'u.company_id': who.companyId, [`u.${who.flag}`]: true })
        .whereNotNull('u.email')
        .select('u.id', 'u.email', 'c.language', 'c.name as company')) as Array<{
        id: string;
        email: string;
        language: string | null;
        company: string;
      }>;
      for (const user of users) {
        const lang = toLang(user.language);
        const params = {
          number: safeHeaderText(e.number ?? e.file_name, 100) ?? '-',
          sender: safeHeaderText(e.sender_name, 100) ?? '-',
          receiver: safeHeaderText(e.receiver_name, 100) ?? '-',
          company: safeHeaderText(user.company, 100) ?? '-',
          brand: deps.brand,
          url: `${deps.publicUrl}${who.path}`,
        };
        const key = `notice:${e.id}:${user.id}`;
        let result: Awaited<ReturnType<typeof sendOnce>>;
        try {
          result = await sendOnce(db, deps.mailer, {
            idempotencyKey: key,
            kind: `notice-${kind}`,
            invoiceId: e.invoice_id,
            companyId: who.companyId,
            mail: {
              from: deps.from,
              to: [user.email],
              subject: renderMessage(`mail.notice.${kind}.subject` as MessageKey, params, lang),
              text: renderMessage(`mail.notice.${kind}.body` as MessageKey, params, lang),
              messageId: `<${key.replace(/:/g, '.')}@esyn.notice>`,
            },
          });
        } catch (err) {
          // Refused for good (an address that does not exist): recorded as refused by the outbox;
          // the other notifications go on.
          if (err instanceof MailRefusedError) continue;
          throw err;
        }
        if (!result.already) sent += 1;
      }
    }
    await trx('mail_notifier_cursor').where({ id: 1 }).update({ last_event_id: last, updated_at: trx.fn.now() });
    return sent;
  });
}
