// Body validation with the shared zod schemas (domain/validation): the controller passes the
// schema; zod issues become `errors` by field path (422) with the spec's error codes and the
// domain's English messages (domain/validation/issues: fieldErrorsFromZod + renderFieldErrors).
import type { z } from 'zod';
import { fieldErrorsFromZod, renderFieldErrors } from '../../domain/validation/issues';
import { ApiError, type FieldErrors } from '../errors';

/** Read-only fields the api returns; a PUT of a whole record (react-admin) carries them back. */
const READ_ONLY_FIELDS = ['id', '_id', 'created_at', 'updated_at'];

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const issues = fieldErrorsFromZod(error);
  const rendered = renderFieldErrors(issues, 'en');
  const out: FieldErrors = {};
  // The key and params travel along so the error middleware can answer in the request's language.
  for (const [path, e] of Object.entries(rendered)) {
    const issue = issues[path];
    out[path === '' ? '_' : path] = { ...e, ...(issue ? { messageKey: issue.messageKey, params: issue.params } : {}) };
  }
  // The api's own messages (http/schema-kit addApiIssue) where no domain message key exists.
  for (const issue of error.issues) {
    const params =
      issue.code === 'custom' ? (issue.params as { code?: unknown; apiMessage?: unknown } | undefined) : undefined;
    if (params && typeof params.apiMessage === 'string' && typeof params.code === 'string') {
      const path = issue.path.map(String).join('.') || '_';
      out[path] = { code: params.code, message: params.apiMessage };
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path.map(String), key].join('.');
        out[path] = { code: 'ValidationError', message: `Unknown field ${key}` };
      }
      const parent = issue.path.map(String).join('.') || '_';
      if (out[parent]?.code === 'format') delete out[parent];
    }
  }
  return out;
}

/** Parses `input` with `schema`, or throws 422 with the field errors. Read-only fields are ignored. */
export function validateBody<S extends z.ZodType>(
  schema: S,
  input: unknown,
  ignore: readonly string[] = READ_ONLY_FIELDS,
): z.output<S> {
  let body = input ?? {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const k of ignore) delete copy[k];
    body = copy;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = zodFieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw ApiError.validation(
      fields,
      first
        ? {
            key: 'api.validationFailedAt',
            params: { detail: `${first[0] === '_' ? '' : `${first[0]}: `}${first[1].message}` },
          }
        : 'api.validationFailed',
    );
  }
  return result.data;
}
