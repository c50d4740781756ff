// GET /api/openapi.json: the api's OpenAPI 3.1 document (api/openapi/document.ts), for anyone.
import Router from '@koa/router';
import type { AppState } from '../context';
import { openApiJson } from './document';

export function openApiRouter(): Router<AppState> {
  const r = new Router<AppState>();
  r.get('/api/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = openApiJson();
  });
  return r;
}
