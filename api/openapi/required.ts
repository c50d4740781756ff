// Which fields of a request body are required, as the schema behaves. The domain's field schemas
// take any input and decide in refinements (so each failure gets the spec's code and message), so
// zod's JSON Schema output cannot see which fields may be left out: it marks preprocessed fields
// required and 'required' refinements optional. Parsing an empty object asks the schema itself.
import { z } from 'zod';
import type { ZodOpenApiOverrideContext } from 'zod-openapi';

/** The keys of `schema` that an empty body fails on, or undefined when parsing it throws. */
export function requiredKeys(schema: z.ZodObject): string[] | undefined {
  let result: z.ZodSafeParseResult<unknown>;
  try {
    result = schema.safeParse({});
  } catch {
    return undefined; // a transform that cannot take an empty body: keep zod's own answer
  }
  if (result.success) return [];
  const keys = new Set(Object.keys(schema.shape));
  const out = new Set<string>();
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && keys.has(key)) out.add(key);
  }
  return [...out];
}

/** zod-openapi override: request-side objects list the fields their schema really requires. */
export function requiredAsParsed(ctx: ZodOpenApiOverrideContext): void {
  if (ctx.io !== 'input' || !(ctx.zodSchema instanceof z.ZodObject) || !ctx.jsonSchema.properties) return;
  const required = requiredKeys(ctx.zodSchema);
  if (!required) return;
  if (required.length > 0) ctx.jsonSchema.required = required;
  else delete ctx.jsonSchema.required;
}
