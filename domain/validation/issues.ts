// The shape of validation results shared by api and console: every issue has a stable error code
// (spec section 8), a message key (domain/i18n/messages) and params; helpers bridge zod to it.

import { z } from './zod';
import type { Lang } from '../i18n/lang';
import { isMessageKey, renderMessage, type MessageKey, type MessageParams } from '../i18n/messages';

export const ERROR_CODES = [
  'duplicate',
  'ValidationError',
  'emptyCharge',
  'emptyAmount',
  'number',
  'format',
  'dateAfterToday',
  'oldYear',
  'futureYear',
  'required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldIssue {
  code: ErrorCode;
  messageKey: MessageKey;
  params?: MessageParams;
}

/** Issues by field path ('invoice_lines.0.price.amount'); the first issue of a path wins. */
export type FieldErrors = Record<string, FieldIssue>;

export interface ValidationResult<T> {
  ok: boolean;
  /** The normalised value (spaces removed, numbers rounded, defaults filled). */
  value: T;
  errors: FieldErrors;
  warnings: FieldErrors;
}

export function fieldIssue(code: ErrorCode, messageKey: MessageKey, params?: MessageParams): FieldIssue {
  return params ? { code, messageKey, params } : { code, messageKey };
}

export const required = (key: MessageKey = 'validation.required'): FieldIssue => fieldIssue('required', key);
export const maxLengthIssue = (max: number): FieldIssue =>
  fieldIssue('ValidationError', 'validation.maxLength', { max });
export const tooManyItemsIssue = (max: number): FieldIssue =>
  fieldIssue('ValidationError', 'validation.tooManyItems', { max });

/** Collects errors and warnings by path, keeping the first issue per path. */
export class IssueCollector {
  readonly errors: FieldErrors = {};
  readonly warnings: FieldErrors = {};

  add(path: string, issue: FieldIssue | null | undefined): void {
    if (issue && !(path in this.errors)) this.errors[path] = issue;
  }

  warn(path: string, issue: FieldIssue | null | undefined): void {
    if (issue && !(path in this.warnings)) this.warnings[path] = issue;
  }

  merge(other: { errors: FieldErrors; warnings?: FieldErrors }, prefix = ''): void {
    const join = (p: string) => (prefix && p ? `${prefix}.${p}` : prefix || p);
    for (const [p, i] of Object.entries(other.errors)) this.add(join(p), i);
    for (const [p, i] of Object.entries(other.warnings ?? {})) this.warn(join(p), i);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

/** The api's error body shape: `{ "<path>": { code, message } }` in the user's language. */
export function renderFieldErrors(
  errors: FieldErrors,
  lang: Lang,
): Record<string, { code: ErrorCode; message: string }> {
  const out: Record<string, { code: ErrorCode; message: string }> = {};
  for (const [path, issue] of Object.entries(errors)) {
    out[path] = { code: issue.code, message: renderMessage(issue.messageKey, issue.params, lang) };
  }
  return out;
}

/**
 * The api's 422 body (docs/api.md): `{ data: <first message>, errors: { path: { code, message } } }`.
 * `data` carries the first error so clients that only read `data` still show something true.
 */
export function validationErrorBody(
  errors: FieldErrors,
  lang: Lang,
): { data: string; errors: Record<string, { code: ErrorCode; message: string }> } {
  const rendered = renderFieldErrors(errors, lang);
  const first = Object.values(rendered)[0];
  return { data: first ? first.message : renderMessage('error.generic', undefined, lang), errors: rendered };
}

type RefineCtx = { addIssue: (issue: z.core.$ZodRawIssue) => void };

/** Adds a keyed issue to a zod refinement context. */
export function addZodIssue(ctx: RefineCtx, issue: FieldIssue, path: (string | number)[] = []): void {
  ctx.addIssue({
    code: 'custom',
    message: issue.messageKey,
    params: { code: issue.code, messageKey: issue.messageKey, params: issue.params },
    path,
    input: undefined,
  });
}

/** Converts a zod error (keyed issues, or zod's own for wrong types) into FieldErrors. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const i of error.issues) {
    const path = i.path.map(String).join('.');
    if (path in out) continue;
    const p =
      i.code === 'custom'
        ? (i.params as { code?: unknown; messageKey?: unknown; params?: MessageParams } | undefined)
        : undefined;
    if (p && isMessageKey(p.messageKey) && (ERROR_CODES as readonly unknown[]).includes(p.code)) {
      out[path] = fieldIssue(p.code as ErrorCode, p.messageKey, p.params);
    } else if (i.code === 'too_big' && typeof i.maximum === 'number') {
      out[path] = maxLengthIssue(i.maximum);
    } else if (i.code === 'invalid_value') {
      out[path] = fieldIssue('ValidationError', 'validation.invalidOption');
    } else if (i.code === 'invalid_type' && i.expected === 'number') {
      out[path] = fieldIssue('number', 'validation.notANumber');
    } else {
      out[path] = fieldIssue('format', 'validation.format');
    }
  }
  return out;
}

/**
 * Wraps a validator as a zod schema, so the api can `schema.safeParse(body)` and the console can
 * plug it into a form resolver; a successful parse yields the normalised value.
 */
export function schemaFromValidator<T>(validate: (input: unknown) => ValidationResult<T>): z.ZodType<T, unknown> {
  return z.unknown().transform((input, ctx) => {
    const result = validate(input);
    for (const [path, issue] of Object.entries(result.errors)) {
      addZodIssue(ctx, issue, path === '' ? [] : path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)));
    }
    return result.ok ? result.value : z.NEVER;
  });
}

/** Parses with any zod schema and returns the shared result shape. */
export function parseWith<T>(schema: z.ZodType<T, unknown>, input: unknown): ValidationResult<T | null> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data, errors: {}, warnings: {} };
  return { ok: false, value: null, errors: fieldErrorsFromZod(r.error), warnings: {} };
}
