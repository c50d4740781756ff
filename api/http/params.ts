// Route parameter helpers.
import { ApiError } from '../errors';
import { isUuid } from './filters';

/** The `:id` of a route; a value that is not a uuid cannot name a row, so it is 404 (ids are not probed). */
export function idParam(params: Record<string, string | undefined>, name = 'id'): string {
  const id = params[name];
  if (!isUuid(id)) throw ApiError.notFound();
  return id.toLowerCase();
}
