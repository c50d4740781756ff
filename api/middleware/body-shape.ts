// Every JSON body has bounded lists and nesting, whatever the route: the body size limit alone let
// one request carry 20,000 company aliases (each then validated, compared and written). A list
// longer than MAX_BODY_LIST_ITEMS, or nesting deeper than MAX_BODY_DEPTH, is refused before any
// handler reads the body. Fields have their own, smaller business limits (domain/constants).
import type Koa from 'koa';
import { MAX_BODY_DEPTH, MAX_BODY_LIST_ITEMS } from '../../domain/constants';
import { ApiError } from '../errors';

/** The first rule `body` breaks, or null. Iterative, so a hostile nesting cannot overflow the stack. */
export function bodyShapeProblem(
  body: unknown,
  limits = { maxItems: MAX_BODY_LIST_ITEMS, maxDepth: MAX_BODY_DEPTH },
): 'list' | 'depth' | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) return 'depth';
    const children = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
    if (Array.isArray(value) && value.length > limits.maxItems) return 'list';
    for (const child of children)
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

export function bodyShape(): Koa.Middleware {
  return async (ctx, next) => {
    const problem = bodyShapeProblem((ctx.request as { body?: unknown }).body);
    if (problem === 'list')
      throw new ApiError(
        400,
        { key: 'api.bodyListTooLong', params: { max: MAX_BODY_LIST_ITEMS } },
        'body_list_too_long',
      );
    if (problem === 'depth')
      throw new ApiError(400, { key: 'api.bodyTooDeep', params: { max: MAX_BODY_DEPTH } }, 'body_too_deep');
    await next();
  };
}
