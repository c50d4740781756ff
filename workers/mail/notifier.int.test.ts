// Notification and confirmation mails (spec 3 user flags) on a real database and a real SMTP
// server: each event mails the users of the right company whose flag is on, in the company's
// language, once — a second run, a new notifier after a restart, and a repeated batch send nothing
// again; events from before the cursor and users with the flag off get nothing.
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher';
import { InvoiceStatus } from '../../domain/statuses';
import { recordInvoiceEvent, recordNewInvoice } from '../invoices';
import { createSmtpMailer, MailRefusedError, type Mailer } from '../../infra/mail/mailer';
import { notifyInvoiceEvents, type NotifierDeps } from './notifier';

let testDb: TestDatabase;
let smtp: SmtpCatcher;
let mailer: Mailer;
const ids: Record<string, string> = {};
let n = 0;

const deps = (): NotifierDeps => ({
  db: testDb.db,
  mailer,
  from: 'eSyn <no-reply@esyn.test>',
  brand: 'eSyn',
  publicUrl: 'http://console.test',
  settleSeconds: 0,
});
const invoice = async (number: string) => {
  const invoiceId = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  await recordNewInvoice(testDb.db, {
    invoiceId,
    format: 'pdf',
    origin: 'email',
    status: InvoiceStatus.Processing,
    fileName: `${number}.pdf`,
    invoiceNumber: number,
    senderCompanyId: ids.sender,
    receiverCompanyId: ids.receiver,
    createdBy: { event: 'received_by_email' },
  });
  return invoiceId;
};
const toStatus = (invoiceId: string, status: InvoiceStatus) =>
  recordInvoiceEvent(testDb.db, {
    invoiceId,
    event: 'status_set',
    toStatus: status,
    idempotencyKey: `${invoiceId}:${status}`,
  });
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).map((m) => m.subject);

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startSmtpCatcher();
  mailer = createSmtpMailer(smtp.url);
  const db = testDb.db;
  const company = async (name: string, language: string) =>
    ((await db('companies').insert({ name, language }).returning('id')) as { id: string }[])[0]?.id ?? '';
  ids.sender = await company('Leverantören AB', 'en');
  ids.receiver = await company('Kund AB', 'se');
  const user = (email: string, companyId: string, flags: Record<string, boolean>) =>
    db('users').insert({ email, password_hash: 'x', role: 'user', company_id: companyId, ...flags });
  await user('notified@kund.test', ids.receiver, { send_notification_by_email: true });
  await user('quiet@kund.test', ids.receiver, {});
  await user('confirmed@lev.test', ids.sender, { send_confirmation_by_email: true });
  await user('warned@lev.test', ids.sender, { send_notification_by_email: true });
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await testDb?.drop();
});

describe('notification mails', () => {
  it('mails each event once to the users who switched it on, in their company language', async () => {
    const before = await invoice('OLD-1');
    // Events the cursor is past when notifications start send nothing.
    await testDb.db('mail_notifier_cursor').update({ last_event_id: testDb.db('invoice_events').max('id') });
    ids.start = String(
      ((await testDb.db('mail_notifier_cursor').first('last_event_id')) as { last_event_id: string }).last_event_id,
    );
    expect(before).toBeTruthy();

    const a = await invoice('F-100');
    await toStatus(a, InvoiceStatus.InvoiceSent);
    const b = await invoice('F-200');
    await toStatus(b, InvoiceStatus.SendingError);
    await toStatus(b, InvoiceStatus.Denied);
    expect(await notifyInvoiceEvents(deps())).toBe(5);
    expect(mailsTo('notified@kund.test').sort()).toEqual([
      'Ny faktura F-100 från Leverantören AB',
      'Ny faktura F-200 från Leverantören AB',
    ]);
    expect(mailsTo('quiet@kund.test')).toEqual([]);
    expect(mailsTo('confirmed@lev.test')).toEqual(['Invoice F-100 was sent to Kund AB']);
    expect(mailsTo('warned@lev.test')).toEqual([
      'Invoice F-200 could not be sent',
      'Invoice F-200 was denied by Kund AB',
    ]);
    expect(smtp.mails.find((m) => m.subject === 'Invoice F-100 was sent to Kund AB')?.text).toContain(
      'http://console.test/invoices/outgoing/pdf/list',
    );
    const recorded = (await testDb
      .db('emails')
      .where({ direction: 'out' })
      .whereLike('kind', 'notice-%')
      .count({ n: '*' })) as [{ n: string }];
    expect(Number(recorded[0].n)).toBe(5);
  });

  it('sends nothing again: not on a second run, not after a restart, not when a batch is repeated', async () => {
    const count = smtp.mails.length;
    expect(await notifyInvoiceEvents(deps())).toBe(0);
    // A worker that died before moving the cursor repeats the batch: the outbox knows every mail.
    await testDb.db('mail_notifier_cursor').update({ last_event_id: ids.start });
    const restarted = createSmtpMailer(smtp.url);
    try {
      expect(await notifyInvoiceEvents({ ...deps(), mailer: restarted })).toBe(0);
    } finally {
      restarted.close();
    }
    expect(smtp.mails.length).toBe(count);
    const c = await invoice('F-300');
    expect(await notifyInvoiceEvents(deps())).toBe(1);
    expect(mailsTo('notified@kund.test')).toContain('Ny faktura F-300 från Leverantören AB');
    expect(c).toBeTruthy();
  });

  it('goes on past a mail the server refuses for good, and records that one as refused', async () => {
    const refusing: Mailer = {
      kind: 'refusing',
      send: async (mail) => {
        if (mail.to.includes('notified@kund.test')) throw new MailRefusedError('550 no such user', 550);
        return mailer.send(mail);
      },
      close: () => undefined,
    };
    const d = await invoice('F-400');
    await toStatus(d, InvoiceStatus.InvoiceSent);
    // The receiver's notification is refused; the sender's confirmation still goes, and the cursor moves on.
    expect(await notifyInvoiceEvents({ ...deps(), mailer: refusing })).toBe(1);
    expect(mailsTo('confirmed@lev.test')).toContain('Invoice F-400 was sent to Kund AB');
    expect(await notifyInvoiceEvents({ ...deps(), mailer: refusing })).toBe(0);
    const refused = (await testDb
      .db('emails')
      .where({ direction: 'out', invoice_id: d, delivery_status: 'refused' })
      .select('to_addresses')) as Array<{ to_addresses: string[] }>;
    expect(refused.map((r) => r.to_addresses)).toEqual([['notified@kund.test']]);
  });
});
