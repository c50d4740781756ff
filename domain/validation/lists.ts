// List-valued fields: the simple value list (max 255, email mode, case-insensitive duplicates),
// company aliases (compared ignoring case) and contact emails ({email, type}).

import {
  ADDRESS_KINDS,
  CONTACT_EMAIL_MAX_LENGTH,
  DEFAULT_CONTACT_EMAIL_TYPE,
  MAX_ALIASES,
  MAX_CONTACT_EMAILS,
  VALUE_LIST_MAX_LENGTH,
  type AddressKind,
} from '../constants';
import { fieldIssue, IssueCollector, required, tooManyItemsIssue, type FieldErrors } from './issues';
import { asText, duplicateIndexes, duplicateIssue, emailIssue, isEmptyValue, textIssue } from './rules';

export interface ValueListOptions {
  /** Each value must be an email address. */
  email?: boolean;
  /** Duplicates compared ignoring case. */
  caseInsensitive?: boolean;
  max?: number;
  /** How many values the list may hold; beyond it the list itself is the error (path ''). */
  maxItems?: number;
}

/** Paths are the indexes ('0', '1'); a repeated value is flagged on its later occurrence. */
export function validateValueList(values: unknown, opts: ValueListOptions = {}): FieldErrors {
  const c = new IssueCollector();
  const list: unknown[] = Array.isArray(values) ? values : [];
  // One error for the list, not one per value of a list that is far too long.
  if (opts.maxItems !== undefined && list.length > opts.maxItems) {
    c.add('', tooManyItemsIssue(opts.maxItems));
    return c.errors;
  }
  const max = opts.max ?? VALUE_LIST_MAX_LENGTH;
  list.forEach((v, i) => {
    c.add(String(i), opts.email ? emailIssue(v, { required: true, max }) : textIssue(v, { required: true, max }));
  });
  for (const i of duplicateIndexes(list, opts.caseInsensitive)) c.add(String(i), duplicateIssue());
  return c.errors;
}

/** The add button is disabled for an empty value or one already in the list. */
export function canAddValue(values: readonly string[], candidate: string, opts: ValueListOptions = {}): boolean {
  if (isEmptyValue(candidate)) return false;
  return duplicateIndexes([...values, candidate], opts.caseInsensitive).length === 0;
}

export function normalizeValueList(values: readonly unknown[]): string[] {
  return values.map((v) => (asText(v) ?? '').trim()).filter((v) => v !== '');
}

/** Aliases: a value list compared ignoring case, at most MAX_ALIASES. */
export function validateAliases(values: unknown): FieldErrors {
  return validateValueList(values, { caseInsensitive: true, maxItems: MAX_ALIASES });
}

/** True when `alias` matches one of `aliases` ignoring case (used to route mail to a company). */
export function aliasMatches(aliases: readonly string[], alias: string): boolean {
  const a = alias.trim().toLowerCase();
  return aliases.some((x) => x.trim().toLowerCase() === a);
}

export interface ContactEmail {
  email: string;
  type: AddressKind;
}

export function newContactEmail(): ContactEmail {
  return { email: '', type: DEFAULT_CONTACT_EMAIL_TYPE };
}

/** Paths '0.email', '0.type'; duplicate emails (ignoring case) flagged on the later one; at most MAX_CONTACT_EMAILS. */
export function validateContactEmails(list: unknown): FieldErrors {
  const c = new IssueCollector();
  if (Array.isArray(list) && list.length > MAX_CONTACT_EMAILS) {
    c.add('', tooManyItemsIssue(MAX_CONTACT_EMAILS));
    return c.errors;
  }
  const items: Partial<ContactEmail>[] = Array.isArray(list) ? list.map((x) => (x ?? {}) as Partial<ContactEmail>) : [];
  items.forEach((item, i) => {
    c.add(`${i}.email`, emailIssue(item.email, { required: true, max: CONTACT_EMAIL_MAX_LENGTH }));
    if (isEmptyValue(item.type)) c.add(`${i}.type`, required());
    else if (!(ADDRESS_KINDS as readonly string[]).includes(String(item.type))) {
      c.add(`${i}.type`, fieldIssue('ValidationError', 'validation.invalidOption'));
    }
  });
  for (const i of duplicateIndexes(
    items.map((x) => x.email),
    true,
  ))
    c.add(`${i}.email`, duplicateIssue());
  return c.errors;
}
