// Messages of accounts and sign-in, keyed, in English and Swedish: the password rule, sessions that
// ended, sign-in delays, e-mail address verification and invitations. The api answers them in the request's
// language; the console shows the api's text.

import type { Lang } from './lang';

type Text = Readonly<Record<Lang, string>>;

export const ACCOUNT_MESSAGES = {
  'validation.passwordTooShort': {
    en: 'The password must be at least {{min}} characters',
    sv: 'Lösenordet måste vara minst {{min}} tecken',
  },
  'validation.passwordTooWeak': {
    en: 'This password is too easy to guess. Use a longer phrase of unrelated words.',
    sv: 'Lösenordet är för lätt att gissa. Använd en längre fras av orelaterade ord.',
  },
  'validation.passwordHasContext': {
    en: 'The password must not contain your e-mail address, your company or the name of the service',
    sv: 'Lösenordet får inte innehålla din e-postadress, ditt företag eller tjänstens namn',
  },
  'validation.passwordCurrentWrong': {
    en: 'The current password is not correct',
    sv: 'Det nuvarande lösenordet stämmer inte',
  },
  'validation.passwordUnchanged': {
    en: 'The new password must differ from the current one',
    sv: 'Det nya lösenordet måste skilja sig från det nuvarande',
  },
  'api.sessionEnded': {
    en: 'Your password was changed, so this session has ended; please sign in again',
    sv: 'Ditt lösenord har ändrats och den här sessionen har avslutats; logga in igen',
  },
  'api.passwordChanged': {
    en: 'Your password was changed; your other sessions have ended',
    sv: 'Ditt lösenord har ändrats; dina andra sessioner har avslutats',
  },
  'api.loginDelayed': {
    en: 'Too many failed sign-in attempts. Try again in {{seconds}} s.',
    sv: 'För många misslyckade inloggningsförsök. Försök igen om {{seconds}} s.',
  },
  'api.emailVerificationSent': {
    en: 'A confirmation link was sent to {{email}}; the address is used once it is confirmed',
    sv: 'En bekräftelselänk har skickats till {{email}}; adressen används när den har bekräftats',
  },
  'api.emailVerified': { en: 'The e-mail address is confirmed', sv: 'E-postadressen är bekräftad' },
  'api.emailTokenInvalid': {
    en: 'This confirmation link is not valid or has expired',
    sv: 'Bekräftelselänken är ogiltig eller har gått ut',
  },
  'api.emailUnavailable': {
    en: 'This e-mail address cannot be used for an account',
    sv: 'E-postadressen kan inte användas för ett konto',
  },
  'api.invitationInvalid': {
    en: 'This link does not work: it has expired or was already used. Sign in if you already chose a password, or ask an administrator for help.',
    sv: 'Länken fungerar inte: den har gått ut eller redan använts. Logga in om du redan har valt ett lösenord, eller be en administratör om hjälp.',
  },
  'api.invitationPasswordSet': {
    en: 'Your password is set; you can sign in with it now',
    sv: 'Ditt lösenord är sparat; du kan logga in med det nu',
  },
  'api.invitationRateLimited': {
    en: 'Too many attempts with links that do not work from this address. Try again later.',
    sv: 'För många försök med länkar som inte fungerar från den här adressen. Försök igen senare.',
  },
  'api.requestEmailHasAccount': {
    en: 'An account with the e-mail address {{email}} already exists, so no account was created; reject the request or give that account access under Users',
    sv: 'Det finns redan ett konto med e-postadressen {{email}}, så inget konto skapades; avslå förfrågan eller ge det kontot åtkomst under Användare',
  },
} as const satisfies Record<string, Text>;
