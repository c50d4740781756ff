// Messages of the e-mail intake's admin actions (failed cases: mark processed, reprocess, open the
// raw mail and its attachments) and of the notification mails users switch on (spec 3 user flags:
// invoice received, invoice sent, sending error, denied), in English and Swedish. The failed-case
// reasons themselves live with their rules in domain/email-intake.ts.

import type { Lang } from './lang';

type Text = Readonly<Record<Lang, string>>;

export const EMAIL_MESSAGES = {
  'api.emailNotFailedCase': { en: 'This e-mail is not a failed case', sv: 'Det här mejlet är inget misslyckat ärende' },
  'api.emailNotReceived': {
    en: 'Only a received e-mail with its raw mail kept can be reprocessed',
    sv: 'Bara ett mottaget mejl vars originalmeddelande finns kvar kan behandlas igen',
  },
  'api.emailBeingProcessed': {
    en: 'This e-mail is being processed now; try again when it is done',
    sv: 'Mejlet behandlas just nu; försök igen när det är klart',
  },
  'api.emailMailMissing': {
    en: 'The raw mail of this e-mail is not kept',
    sv: 'Originalmeddelandet för det här mejlet finns inte kvar',
  },
  'api.emailAttachmentMissing': { en: 'This e-mail has no such attachment', sv: 'Mejlet har ingen sådan bilaga' },
  'success.emailProcessed': { en: 'The case is marked processed', sv: 'Ärendet är markerat som hanterat' },
  'success.emailReprocessing': {
    en: 'The e-mail is being processed again; reload in a moment to see the result',
    sv: 'Mejlet behandlas igen; ladda om om en stund för att se resultatet',
  },
  'mail.notice.received.subject': {
    en: 'New invoice {{number}} from {{sender}}',
    sv: 'Ny faktura {{number}} från {{sender}}',
  },
  'mail.notice.received.body': {
    en: 'Hello,\n\nInvoice {{number}} from {{sender}} has arrived for {{company}} in {{brand}}.\n\nOpen it: {{url}}\n\nYou get this mail because notifications by e-mail are on for your user.',
    sv: 'Hej,\n\nFaktura {{number}} från {{sender}} har kommit till {{company}} i {{brand}}.\n\nÖppna den: {{url}}\n\nDu får det här mejlet eftersom aviseringar via e-post är påslagna för din användare.',
  },
  'mail.notice.sent.subject': {
    en: 'Invoice {{number}} was sent to {{receiver}}',
    sv: 'Faktura {{number}} har skickats till {{receiver}}',
  },
  'mail.notice.sent.body': {
    en: 'Hello,\n\nInvoice {{number}} of {{company}} was sent to {{receiver}} by {{brand}}.\n\nOpen it: {{url}}\n\nYou get this mail because confirmations by e-mail are on for your user.',
    sv: 'Hej,\n\nFaktura {{number}} från {{company}} har skickats till {{receiver}} av {{brand}}.\n\nÖppna den: {{url}}\n\nDu får det här mejlet eftersom bekräftelser via e-post är påslagna för din användare.',
  },
  'mail.notice.sendingError.subject': {
    en: 'Invoice {{number}} could not be sent',
    sv: 'Faktura {{number}} kunde inte skickas',
  },
  'mail.notice.sendingError.body': {
    en: 'Hello,\n\nInvoice {{number}} of {{company}} to {{receiver}} could not be sent by {{brand}}.\n\nSee why and send it again: {{url}}\n\nYou get this mail because notifications by e-mail are on for your user.',
    sv: 'Hej,\n\nFaktura {{number}} från {{company}} till {{receiver}} kunde inte skickas av {{brand}}.\n\nSe varför och skicka den igen: {{url}}\n\nDu får det här mejlet eftersom aviseringar via e-post är påslagna för din användare.',
  },
  'mail.notice.denied.subject': {
    en: 'Invoice {{number}} was denied by {{receiver}}',
    sv: 'Faktura {{number}} har avvisats av {{receiver}}',
  },
  'mail.notice.denied.body': {
    en: 'Hello,\n\n{{receiver}} denied invoice {{number}} of {{company}}.\n\nSee the reason: {{url}}\n\nYou get this mail because notifications by e-mail are on for your user.',
    sv: 'Hej,\n\n{{receiver}} har avvisat faktura {{number}} från {{company}}.\n\nSe anledningen: {{url}}\n\nDu får det här mejlet eftersom aviseringar via e-post är påslagna för din användare.',
  },
  'mail.verify.subject': {
    en: 'Confirm your e-mail address for {{brand}}',
    sv: 'Bekräfta din e-postadress för {{brand}}',
  },
  'mail.verify.body': {
    en: 'Hello,\n\nConfirm that this address is yours by opening the link below. It works once, until {{expires}} (UTC).\n\n{{url}}\n\nIf you did not expect this mail, you can ignore it.',
    sv: 'Hej,\n\nBekräfta att adressen är din genom att öppna länken nedan. Den fungerar en gång, till {{expires}} (UTC).\n\n{{url}}\n\nOm du inte väntade dig det här mejlet kan du bortse från det.',
  },
  'mail.addressInUse.subject': {
    en: 'Someone tried to use your e-mail address in {{brand}}',
    sv: 'Någon försökte använda din e-postadress i {{brand}}',
  },
  'mail.addressInUse.body': {
    en: 'Hello,\n\nSomeone tried to give another {{brand}} account this address, which is already yours. Nothing was changed.\n\nIf this was you, sign in with your existing account instead.',
    sv: 'Hej,\n\nNågon försökte ge ett annat {{brand}}-konto den här adressen, som redan är din. Inget har ändrats.\n\nOm det var du, logga in med ditt befintliga konto i stället.',
  },
  'mail.accessRefused.subject': {
    en: 'Your request for access to {{brand}}',
    sv: 'Din ansökan om åtkomst till {{brand}}',
  },
  'mail.accessRefused.body': {
    en: 'Hello {{name}},\n\nThank you for your interest in {{brand}}. We have looked at your request for access and cannot grant it at this time.\n\nIf you think this is a mistake, reply to this mail or contact our support.\n\nKind regards,\n{{brand}}',
    sv: 'Hej {{name}},\n\nTack för ditt intresse för {{brand}}. Vi har gått igenom din ansökan om åtkomst och kan tyvärr inte bevilja den just nu.\n\nOm du tror att det är ett misstag kan du svara på det här mejlet eller kontakta vår support.\n\nVänliga hälsningar,\n{{brand}}',
  },
  'mail.invite.subject': {
    en: 'Your access to {{brand}}: choose a password',
    sv: 'Din åtkomst till {{brand}}: välj ett lösenord',
  },
  'mail.invite.body': {
    en: 'Hello {{name}},\n\nYour request for access to {{brand}} is approved and an account was created for {{email}}.\n\nChoose your password with the link below. It works once, until {{expires}} (UTC).\n\n{{url}}\n\nIf the link has expired, ask us for a new invitation.\n\nKind regards,\n{{brand}}',
    sv: 'Hej {{name}},\n\nDin ansökan om åtkomst till {{brand}} är godkänd och ett konto har skapats för {{email}}.\n\nVälj ditt lösenord med länken nedan. Den fungerar en gång, till {{expires}} (UTC).\n\n{{url}}\n\nOm länken har gått ut kan du be oss om en ny inbjudan.\n\nVänliga hälsningar,\n{{brand}}',
  },
} as const satisfies Record<string, Text>;
