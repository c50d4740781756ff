// Messages of the e-mail intake's admin actions (failed cases: mark processed, reprocess, open the
// raw mail and its attachments), in English and Swedish. The failed-case reasons themselves live
// with their rules in domain/email-intake.ts.

import type { Lang } from './lang';

type Text = Readonly<Record<Lang, string>>;

export const EMAIL_MESSAGES = {
  'api.emailNotFailedCase': { en: 'This e-mail is not a failed case', sv: 'Det här mejlet är inget misslyckat ärende' },
  'api.emailNotReceived': {
    en: 'Only a received e-mail with its raw mail kept can be reprocessed',
    sv: 'Bara ett mottaget mejl vars originalmeddelande finns kvar kan behandlas igen',
  },
  'api.emailMailMissing': { en: 'The raw mail of this e-mail is not kept', sv: 'Originalmeddelandet för det här mejlet finns inte kvar' },
  'api.emailAttachmentMissing': { en: 'This e-mail has no such attachment', sv: 'Mejlet har ingen sådan bilaga' },
  'success.emailProcessed': { en: 'The case is marked processed', sv: 'Ärendet är markerat som hanterat' },
  'success.emailReprocessing': {
    en: 'The e-mail is being processed again; reload in a moment to see the result',
    sv: 'Mejlet behandlas igen; ladda om om en stund för att se resultatet',
  },
} as const satisfies Record<string, Text>;
