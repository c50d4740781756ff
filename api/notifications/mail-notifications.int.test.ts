// Account mails sent by SMTP (MailNotifications): the verification link in the language of the
// user's company, recorded in `emails` and sent once per token; the address-in-use warning; and a
// mail server that refuses does not fail the caller, the row is recorded 'refused'.
import { logger } from '../../infra/logger';
import { createSmtpMailer, type Mailer } from '../../infra/mail/mailer';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { MailNotifications } from './mail-notifications';

let testDb: TestDatabase;
let smtp: SmtpCatcher;
let mailer: Mailer;
let notifications: MailNotifications;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startSmtpCatcher();
  mailer = createSmtpMailer(smtp.url);
  notifications = new MailNotifications({
    db: testDb.db,
    mailer,
    from: 'eSyn <no-reply@esyn.test>',
    brand: 'eSyn',
    publicUrl: 'http://console.test',
    log: logger,
  });
  const [company] = (await testDb.db('companies').insert({ name: 'Kund AB', language: 'se' }).returning('id')) as {
    id: string;
  }[];
  ids.sv =
    (
      (await testDb
        .db('users')
        .insert({ email: 'anna@kund.test', password_hash: 'x', role: 'user', company_id: company?.id })
        .returning('id')) as { id: string }[]
    )[0]?.id ?? '';
  await testDb.db('users').insert({ email: 'owner@example.test', password_hash: 'x', role: 'admin' });
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await testDb?.drop();
});

const outRows = (kind: string) =>
  testDb.db('emails').where({ direction: 'out', kind }).select('to_addresses', 'delivery_status', 'subject');

describe('account mails', () => {
  it('sends the verification link once per token, in the company language, and records it', async () => {
    const notice = {
      to: 'anna.new@kund.test',
      userId: ids.sv ?? '',
      token: 'tok.en-1',
      expiresAt: new Date('2026-11-26T10:00:00Z'),
      purpose: 'email-change' as const,
    };
    await notifications.emailVerification(notice);
    await notifications.emailVerification(notice);
    const mails = smtp.mails.filter((m) => m.to.includes('anna.new@kund.test'));
    expect(mails.map((m) => m.subject)).toEqual(['Bekräfta din e-postadress för eSyn']);
    expect(mails[0]?.text).toContain('http://console.test/verify-email?token=tok.en-1');
    expect(mails[0]?.text).toContain('2026-11-26 10:00');
    expect(await outRows('verify-email-change')).toEqual([
      { to_addresses: ['anna.new@kund.test'], delivery_status: 'sent', subject: 'Bekräfta din e-postadress för eSyn' },
    ]);
  });

  it('warns the owner of an address in English when their account has no company', async () => {
    await notifications.addressAlreadyRegistered({ to: 'Owner@example.test', purpose: 'new-account' });
    expect(
      smtp.mails.filter((m) => m.to.some((t) => t.toLowerCase() === 'owner@example.test')).map((m) => m.subject),
    ).toEqual(['Someone tried to use your e-mail address in eSyn']);
  });

  it('refuses an access request politely in English and Swedish, once per request', async () => {
    const notice = { to: 'asker@firma.test', requestId: '00000000-0000-4000-8000-00000000abcd', name: 'Eva Ek' };
    await notifications.accessRequestRefused(notice);
    await notifications.accessRequestRefused(notice);
    const mails = smtp.mails.filter((m) => m.to.includes('asker@firma.test'));
    expect(mails.map((m) => m.subject)).toEqual(['Your request for access to eSyn / Din ansökan om åtkomst till eSyn']);
    expect(mails[0]?.text).toContain('Hello Eva Ek,');
    expect(mails[0]?.text).toContain('Hej Eva Ek,');
  });

  it('does not fail the caller when the mail server refuses; the mail is recorded as refused', async () => {
    smtp.refuseNext(1, 550);
    await expect(
      notifications.addressAlreadyRegistered({ to: 'anna@kund.test', purpose: 'email-change' }),
    ).resolves.toBeUndefined();
    expect(
      (await outRows('address-in-use')).filter((r) => (r.to_addresses as string[]).includes('anna@kund.test')),
    ).toEqual([
      {
        to_addresses: ['anna@kund.test'],
        delivery_status: 'refused',
        subject: 'Någon försökte använda din e-postadress i eSyn',
      },
    ]);
  });
});
