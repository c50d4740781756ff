// The api's own messages, keyed, in English and Swedish: authentication, rate limits, malformed
// requests, list parameters, references between records and database refusals. The api answers
// them in the request's language (Accept-Language); the `code` field stays machine-readable.

import type { Lang } from './lang';

type Text = Readonly<Record<Lang, string>>;

export const API_MESSAGES = {
  'api.authRequired': { en: 'Authentication required', sv: 'Du måste logga in' },
  'api.bearerExpected': {
    en: 'Invalid authorization header; expected a Bearer token',
    sv: 'Ogiltigt Authorization-huvud; en Bearer-token förväntas',
  },
  'api.tokenInvalid': { en: 'Invalid token', sv: 'Ogiltig token' },
  'api.tokenAlgorithm': {
    en: 'Invalid token: algorithm not allowed',
    sv: 'Ogiltig token: algoritmen är inte tillåten',
  },
  'api.tokenSignature': { en: 'Invalid token: bad signature', sv: 'Ogiltig token: felaktig signatur' },
  'api.tokenExpired': {
    en: 'Your session has expired, please sign in again',
    sv: 'Din session har gått ut, logga in igen',
  },
  'api.accountGone': { en: 'Your account no longer exists', sv: 'Ditt konto finns inte längre' },
  'api.signedOut': { en: 'You have signed out; please sign in again', sv: 'Du har loggat ut; logga in igen' },
  'api.loginRateLimited': {
    en: 'Too many failed login attempts from this address. Try again later.',
    sv: 'För många misslyckade inloggningsförsök från den här adressen. Försök igen senare.',
  },
  'api.requestRateLimited': {
    en: 'Too many requests from this address. Try again later.',
    sv: 'För många förfrågningar från den här adressen. Försök igen senare.',
  },
  'api.payloadTooLarge': { en: 'Request body is too large', sv: 'Begärans innehåll är för stort' },
  'api.unsupportedEncoding': { en: 'Unsupported content encoding', sv: 'Innehållets kodning stöds inte' },
  'api.malformedBody': { en: 'Malformed request body', sv: 'Begärans innehåll är felformaterat' },
  'api.malformedJson': { en: 'Malformed JSON body', sv: 'Felformaterad JSON i begäran' },
  'api.jsonOnly': { en: 'Send the body as application/json', sv: 'Skicka innehållet som application/json' },
  'api.bodyListTooLong': {
    en: 'A list in the request has more than {{max}} entries',
    sv: 'En lista i begäran har fler än {{max}} poster',
  },
  'api.bodyTooDeep': {
    en: 'The request nests deeper than {{max}} levels',
    sv: 'Begäran är nästlad i fler än {{max}} nivåer',
  },
  'api.methodNotAllowed': { en: 'Method not allowed', sv: 'Metoden är inte tillåten' },
  'api.requestRejected': { en: 'Request rejected: {{detail}}', sv: 'Begäran avvisades: {{detail}}' },
  'api.validationFailed': { en: 'Validation failed', sv: 'Valideringen misslyckades' },
  'api.validationFailedAt': { en: 'Validation failed: {{detail}}', sv: 'Valideringen misslyckades: {{detail}}' },
  'api.queryRepeated': {
    en: 'Query parameter {{key}} is given more than once',
    sv: 'Frågeparametern {{key}} anges mer än en gång',
  },
  'api.queryNotJson': {
    en: 'Query parameter {{key}} is not valid JSON',
    sv: 'Frågeparametern {{key}} är inte giltig JSON',
  },
  'api.queryNotInteger': {
    en: 'Query parameter {{key}} must be a non-negative integer',
    sv: 'Frågeparametern {{key}} måste vara ett icke-negativt heltal',
  },
  'api.sortShape': {
    en: 'Query parameter sort must look like ["field","ASC"]',
    sv: 'Frågeparametern sort ska se ut som ["field","ASC"]',
  },
  'api.sortUnknown': {
    en: "Unknown sort field '{{field}}'. Allowed: {{allowed}}",
    sv: "Okänt sorteringsfält '{{field}}'. Tillåtna: {{allowed}}",
  },
  'api.sortOrder': { en: 'Sort order must be ASC or DESC', sv: 'Sorteringsordningen måste vara ASC eller DESC' },
  'api.rangeShape': {
    en: 'Query parameter range must look like [0,24]',
    sv: 'Frågeparametern range ska se ut som [0,24]',
  },
  'api.pagingTooFar': {
    en: 'Query parameter {{key}} reaches past row {{max}}; narrow the list with a filter or reverse the sort',
    sv: 'Frågeparametern {{key}} når förbi rad {{max}}; begränsa listan med ett filter eller vänd sorteringen',
  },
  'api.limitMin': { en: 'Query parameter limit must be at least 1', sv: 'Frågeparametern limit måste vara minst 1' },
  'api.filterNotObject': {
    en: 'Query parameter filter must be a JSON object',
    sv: 'Frågeparametern filter måste vara ett JSON-objekt',
  },
  'api.filterUnknown': { en: "Unknown filter '{{key}}'", sv: "Okänt filter '{{key}}'" },
  'api.filterUnsupportedValue': {
    en: 'Filter {{key}} has an unsupported value',
    sv: 'Filtret {{key}} har ett värde som inte stöds',
  },
  'api.filterOneValue': { en: 'Filter {{key}} takes one value', sv: 'Filtret {{key}} tar ett värde' },
  'api.filterTooLong': { en: 'Filter {{key}} is too long', sv: 'Filtret {{key}} är för långt' },
  'api.filterBoolean': {
    en: 'Filter {{key}} must be true or false',
    sv: 'Filtret {{key}} måste vara true eller false',
  },
  'api.filterOneOf': {
    en: 'Filter {{key}} must be one of: {{allowed}}',
    sv: 'Filtret {{key}} måste vara ett av: {{allowed}}',
  },
  'api.filterId': { en: 'Filter {{key}} must be an id', sv: 'Filtret {{key}} måste vara ett id' },
  'api.filterRequired': {
    en: 'Filter {{key}} is required ({{allowed}})',
    sv: 'Filtret {{key}} måste anges ({{allowed}})',
  },
  'api.operatorMissing': { en: 'The operator does not exist', sv: 'Operatören finns inte' },
  'api.companyMissing': { en: 'The company does not exist', sv: 'Företaget finns inte' },
  'api.parentMissing': { en: 'The parent company does not exist', sv: 'Moderföretaget finns inte' },
  'api.parentSelf': {
    en: 'A company cannot be its own parent',
    sv: 'Ett företag kan inte vara sitt eget moderföretag',
  },
  'api.parentCycle': {
    en: 'This parent is already below the company: parent links cannot form a loop',
    sv: 'Moderföretaget ligger redan under företaget: kopplingarna får inte bilda en slinga',
  },
  'api.aliasTaken': {
    en: 'The alias {{alias}} is already used by another company',
    sv: 'Aliaset {{alias}} används redan av ett annat företag',
  },
  'api.passwordRequired': { en: 'Password is required', sv: 'Lösenord krävs' },
  'api.deleteSelf': { en: 'You cannot delete your own account', sv: 'Du kan inte ta bort ditt eget konto' },
  'api.companyIdRequired': { en: 'Name the company with ?company_id=', sv: 'Ange företaget med ?company_id=' },
  'api.idMismatch': {
    en: 'The id in the body does not match the path',
    sv: 'Id:t i innehållet stämmer inte med sökvägen',
  },
  'api.alreadyProcessed': {
    en: 'This request was already {{status}}',
    sv: 'Förfrågan är redan behandlad ({{status}})',
  },
  'api.fieldTaken': { en: 'The value of {{field}} is already taken', sv: 'Värdet i {{field}} används redan' },
  'api.inUse': {
    en: 'This record is still in use and cannot be deleted',
    sv: 'Posten används fortfarande och kan inte tas bort',
  },
  'api.badReference': { en: 'A referenced record does not exist', sv: 'En refererad post finns inte' },
  'api.fieldRequired': { en: '{{field}} is required', sv: '{{field}} måste anges' },
  'api.valueRequired': { en: 'A required value is missing', sv: 'Ett obligatoriskt värde saknas' },
  'api.notAllowed': { en: 'A value is not allowed', sv: 'Ett värde är inte tillåtet' },
  'api.invalidIdentifier': { en: 'Invalid identifier or number', sv: 'Ogiltigt id eller tal' },
  'api.invalidValue': { en: 'Invalid value', sv: 'Ogiltigt värde' },
} as const satisfies Record<string, Text>;
