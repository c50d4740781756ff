// zod field builders whose issues carry the shared error codes and message keys, used by the
// small request schemas (company user, operator, domain, connection, login ...).

import { z } from './zod';
import { TEXT_MAX_LENGTH } from '../constants';
import type { MessageKey } from '../i18n/messages';
import { addZodIssue, fieldIssue, type FieldIssue } from './issues';
import { asText, emailIssue, textIssue } from './rules';

export interface TextFieldOptions {
  max?: number;
  removeSpaces?: boolean;
  requiredKey?: MessageKey;
  /** Extra check on the non-empty, normalised value. */
  check?: (value: string) => FieldIssue | null;
}

function normalizeText(v: unknown, removeSpaces?: boolean): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return v; // the string schema reports the wrong type
  const t = removeSpaces ? v.replace(/\s+/g, '') : v.trim();
  return t === '' ? null : t;
}

function textSchema(required: boolean, opts: TextFieldOptions) {
  return z
    .preprocess((v) => normalizeText(v, opts.removeSpaces), z.string().nullable())
    .superRefine((v, ctx) => {
      const issue =
        textIssue(v, { required, max: opts.max ?? TEXT_MAX_LENGTH, requiredKey: opts.requiredKey }) ??
        (v !== null && opts.check ? opts.check(v) : null);
      if (issue) addZodIssue(ctx, issue);
    });
}

/** A required text: trimmed (or without spaces), max 256 by default. */
export function requiredText(opts: TextFieldOptions = {}) {
  return textSchema(true, opts).transform((v) => v ?? '');
}

/** An optional text: empty becomes null. */
export function optionalText(opts: TextFieldOptions = {}) {
  return textSchema(false, opts);
}

export function emailField(opts: { required?: boolean; max?: number } = {}) {
  return z
    .preprocess((v) => normalizeText(v), z.string().nullable())
    .superRefine((v, ctx) => {
      const issue = emailIssue(v, { required: opts.required ?? true, max: opts.max ?? TEXT_MAX_LENGTH });
      if (issue) addZodIssue(ctx, issue);
    });
}

export function requiredEmail(max?: number) {
  return emailField({ required: true, max }).transform((v) => (v ?? '').toLowerCase());
}

/** A boolean with a default for missing values. */
export function boolField(defaultValue: boolean) {
  return z.preprocess((v) => (v === null || v === undefined ? defaultValue : v), z.boolean());
}

/** One of `values`; missing → `defaultValue` (or required when there is none). */
export function oneOf<const T extends string>(values: readonly T[], defaultValue?: T) {
  return z
    .preprocess((v) => normalizeText(v) ?? defaultValue ?? null, z.string().nullable())
    .superRefine((v, ctx) => {
      if (v === null) addZodIssue(ctx, fieldIssue('required', 'validation.required'));
      else if (!(values as readonly string[]).includes(v))
        addZodIssue(ctx, fieldIssue('ValidationError', 'validation.invalidOption'));
    })
    .transform((v) => v as T);
}

/** An id (uuid or other opaque string) that must be present. */
export function requiredId() {
  return requiredText({ max: 100 });
}

export const textOf = asText;
