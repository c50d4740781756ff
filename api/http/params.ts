// Route parameter helpers.
import { ApiError } from '../errors';
import { isUuid } from './filters';

/** The `:id` of a route; a value that is not a uuid cannot name a row, so it is 404 (ids are not probed). */
export function idParam(params: Record<string, string | undefined>, name = 'id'): string {
  const id = params[name];
  if (!isUuid(id)) throw ApiError.notFound();
  return id.toLowerCase();
}

/** An `Idempotency-Key` header: 1–200 visible ASCII characters (uploads, invoice actions). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
