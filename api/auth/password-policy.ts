// The password rule for every password a person sets (new accounts, admin resets, the own change):
// a minimum length, no words of its context (the account's e-mail address, the company, the
// product's name), and a strength estimate by zxcvbn-ts against its common-password and English
// dictionaries plus the Swedish words below (there is no Swedish zxcvbn package). Everything runs
// in process: no network at run time.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/constants';
import type { MessageKey, MessageParams } from '../../domain/i18n/messages';
import { ApiError, fieldError } from '../errors';

/** zxcvbn's score 3: 'safely unguessable', about 10^8 guesses; with argon2id hashes that is years. */
const MIN_SCORE = 3;
/**
 * Characters scored. zxcvbn's matching grows fast with length (a 1,024-character repetition took
 * seconds); a 64-character prefix that is strong makes the whole password strong.
 */
const SCORED_LENGTH = 64;
/** Context words shorter than this are too common to forbid ('ab' in 'tabla'). */
const MIN_CONTEXT_WORD = 4;

/** Words Swedish passwords are built from (the most used patterns: 'Sommar2024!', 'Hejsan123'). */
const SWEDISH_WORDS = [
  'lösenord',
  'losenord',
  'hemligt',
  'hemlig',
  'välkommen',
  'valkommen',
  'hejsan',
  'hejhej',
  'sommar',
  'vinter',
  'höst',
  'host',
  'våren',
  'varen',
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
  'måndag',
  'mandag',
  'tisdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lördag',
  'lordag',
  'söndag',
  'sondag',
  'sverige',
  'svensk',
  'stockholm',
  'göteborg',
  'goteborg',
  'malmö',
  'malmo',
  'uppsala',
  'linköping',
  'linkoping',
  'örebro',
  'orebro',
  'västerås',
  'vasteras',
  'kärlek',
  'karlek',
  'älskling',
  'alskling',
  'fotboll',
  'hockey',
  'katten',
  'hunden',
  'solsken',
  'midsommar',
  'jultomte',
  'julafton',
  'faktura',
  'fakturor',
  'företag',
  'foretag',
  'kontor',
  'ekonomi',
  'bokföring',
  'bokforing',
  'kalleanka',
  'sommaren',
  'vintern',
  'hösten',
  'hosten',
  'abc123',
  'qwerty',
  'asdfgh',
];

const checker = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, 'swedish-common': SWEDISH_WORDS },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEn.translations,
  // Levenshtein matching made a check take about a second here; l33t and case variants are still matched.
  useLevenshteinDistance: false,
  maxLength: SCORED_LENGTH,
});

export interface PasswordContext {
  /** The account's e-mail address (current or requested). */
  email?: string | null;
  companyName?: string | null;
  /** The product's names (the deployment's brand and the product itself). */
  productNames: readonly string[];
}

export interface PasswordProblem {
  code: 'ValidationError';
  key: MessageKey;
  params?: MessageParams;
}

/** The words of the context a password must not be built on. */
export function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>();
  const add = (w: string | null | undefined) => {
    const v = (w ?? '').trim().toLowerCase();
    if (v.length >= MIN_CONTEXT_WORD) words.add(v);
  };
  const email = (context.email ?? '').toLowerCase();
  if (email) {
    add(email);
    const [local = '', domain = ''] = email.split('@');
    add(local);
    for (const part of local.split(/[._+-]+/)) add(part);
    // Domain labels without the top level ('kilo' of 'kilo.se').
    for (const label of domain.split('.').slice(0, -1)) add(label);
  }
  for (const word of (context.companyName ?? '').split(/[^\p{L}\p{N}]+/u)) {
    if (!['ab', 'hb', 'kb', 'aktiebolag', 'oy', 'as', 'aps', 'gmbh', 'ltd'].includes(word.toLowerCase())) add(word);
  }
  for (const name of context.productNames) add(name.replace(/[^\p{L}\p{N}]+/gu, ''));
  return [...words];
}

/** Why the password may not be used, or null when it may. */
export function passwordProblem(password: string, context: PasswordContext): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return { code: 'ValidationError', key: 'validation.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { code: 'ValidationError', key: 'validation.maxLength', params: { max: PASSWORD_MAX_LENGTH } };
  const words = contextWords(context);
  const folded = password.toLowerCase().replace(/[^\p{L}\p{N}@.]+/gu, '');
  if (words.some((w) => folded.includes(w.replace(/[^\p{L}\p{N}@.]+/gu, ''))))
    return { code: 'ValidationError', key: 'validation.passwordHasContext' };
  const { score } = checker.check(password.slice(0, SCORED_LENGTH), words);
  if (score < MIN_SCORE) return { code: 'ValidationError', key: 'validation.passwordTooWeak' };
  return null;
}

/** 422 with the problem on `field` (and as the answer's message) when the password may not be used. */
export function assertPasswordAllowed(password: string, context: PasswordContext, field = 'password'): void {
  const problem = passwordProblem(password, context);
  if (!problem) return;
  const msg = { key: problem.key, ...(problem.params ? { params: problem.params } : {}) };
  throw ApiError.validation({ [field]: fieldError(problem.code, msg) }, msg);
}
