// Registers the product's custom search attributes on a Temporal cluster that was not started by
// the launcher (TEMPORAL_ADDRESS: docker-compose, a self-hosted cluster). Idempotent: only missing
// ones are added. The dev server gets them from `--search-attribute` flags instead.
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTE_NAMES } from '../workflows/contract';

/** temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD (from @temporalio/proto, which
 * is not a direct dependency of the project). */
const KEYWORD = 2;

/**
 * Registers every product search attribute on a server that cannot list them (the time-skipping
 * test server implements only adding). Adding one that exists is an error there: call once.
 */
export async function addSearchAttributes(connection: Connection, namespace: string): Promise<void> {
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(SEARCH_ATTRIBUTE_NAMES.map((name) => [name, KEYWORD])),
  });
}

/** Adds the missing product search attributes to the namespace; returns the names it added. */
export async function ensureSearchAttributes(connection: Connection, namespace: string): Promise<string[]> {
  const existing = await connection.operatorService.listSearchAttributes({ namespace });
  const known = new Set(Object.keys(existing.customAttributes ?? {}));
  const missing = SEARCH_ATTRIBUTE_NAMES.filter((name) => !known.has(name));
  if (missing.length === 0) return [];
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map((name) => [name, KEYWORD])),
  });
  return missing;
}
