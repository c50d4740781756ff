// Body validation with the shared zod schemas (domain/validation): the controller passes the
// schema, this maps zod issues onto `errors` by field path (422) using the spec's form error codes
// (required, format, duplicate, ...) so the console can show them on the form fields.
import type { z } from 'zod';
import { ApiError, type FieldErrors } from '../errors';

function issueCode(issue: z.core.$ZodIssue): string {
  const params = (issue as { params?: { code?: unknown } }).params;
  if (params && typeof params.code === 'string') return params.code;
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined ? 'required' : 'format';
    case 'too_small':
      return (issue as { minimum?: unknown }).minimum === 1 || (issue as { minimum?: unknown }).minimum === 1n ? 'required' : 'too_small';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
    case 'invalid_value':
      return 'format';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'ValidationError';
  }
}

/** Field errors keyed by dotted path (`payment_means.0.iban`); the first issue per path wins. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        fields[path] ??= { code: 'unknown_field', message: `Unknown field ${key}` };
      }
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[path] ??= { code: issueCode(issue), message: issue.message };
  }
  return fields;
}

/** Parses `input` with `schema`, or throws 422 with the field errors. */
export function validateBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const fields = zodFieldErrors(result.error);
    const first = Object.values(fields)[0];
    throw ApiError.validation(fields, first ? `Validation failed: ${first.message}` : 'Validation failed');
  }
  return result.data;
}
