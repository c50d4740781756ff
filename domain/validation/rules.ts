// Primitive field rules shared by every form: emptiness, text length, number-only, email, phone,
// Peppol ID pattern, space removal and unique values.

import { TEXT_MAX_LENGTH } from '../constants';
import { PEPPOL_ID_PATTERN } from '../identifiers/peppol-id';
import { fieldIssue, maxLengthIssue, required, type FieldIssue } from './issues';
import type { MessageKey } from '../i18n/messages';

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A required object must be non-empty (has at least one own key). */
export function isEmptyObject(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== 'object' || Object.keys(value).length === 0;
}

/** Org ID, tax number, Peppol ID and IBAN are stored without spaces. */
export function removeSpaces<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? value.replace(/\s+/g, '') : value) as T;
}

export function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

export interface TextRule {
  required?: boolean;
  max?: number;
  requiredKey?: MessageKey;
}

/** Required and max-length check of a text value (max 256 by default). */
export function textIssue(value: unknown, rule: TextRule = {}): FieldIssue | null {
  if (isEmptyValue(value)) return rule.required ? required(rule.requiredKey) : null;
  const text = asText(value);
  if (text === null) return fieldIssue('format', 'validation.format');
  const max = rule.max ?? TEXT_MAX_LENGTH;
  return text.length > max ? maxLengthIssue(max) : null;
}

/** Number-only rule: digits and hyphens only. */
export const NUMBER_ONLY_PATTERN = /^[\d-]+$/;

export function numberOnlyIssue(value: unknown): FieldIssue | null {
  if (isEmptyValue(value)) return null;
  const text = asText(value);
  return text !== null && NUMBER_ONLY_PATTERN.test(text.trim()) ? null : fieldIssue('number', 'validation.number');
}

/** Pragmatic email check: one '@', no spaces, a dot in the domain, no empty labels. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function emailIssue(value: unknown, rule: TextRule = {}): FieldIssue | null {
  const t = textIssue(value, rule);
  if (t || isEmptyValue(value)) return t;
  return isValidEmail(asText(value) ?? '') ? null : fieldIssue('format', 'validation.email');
}

/** Phone: '+' then letters or digits; spaces are ignored ('+46 8 123 45 67'). */
export const PHONE_PATTERN = /^\+[A-Za-z0-9]+$/;

export function phoneIssue(value: unknown): FieldIssue | null {
  const t = textIssue(value);
  if (t || isEmptyValue(value)) return t;
  return PHONE_PATTERN.test(removeSpaces(asText(value) ?? '')) ? null : fieldIssue('format', 'validation.phonePattern');
}

/** Peppol ID pattern of the spec (digits, colon, alphanumerics), spaces removed first. */
export function peppolIdIssue(value: unknown): FieldIssue | null {
  const t = textIssue(value);
  if (t || isEmptyValue(value)) return t;
  return PEPPOL_ID_PATTERN.test(removeSpaces(asText(value) ?? ''))
    ? null
    : fieldIssue('format', 'validation.peppolIdPattern');
}

/**
 * Indexes of values that repeat an earlier one (the first occurrence stays valid). Empty values
 * are not compared; `caseInsensitive` compares lower-cased trimmed text.
 */
export function duplicateIndexes(values: readonly unknown[], caseInsensitive = false): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  values.forEach((v, i) => {
    if (isEmptyValue(v)) return;
    const t = (asText(v) ?? '').trim();
    const key = caseInsensitive ? t.toLowerCase() : t;
    if (seen.has(key)) out.push(i);
    else seen.add(key);
  });
  return out;
}

export const duplicateIssue = (): FieldIssue => fieldIssue('duplicate', 'validation.unique');
