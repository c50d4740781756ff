// Routes: /api/domains (admin): the list by kind, one, create, edit, delete.
import Router from '@koa/router';
import type { z } from 'zod';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { toDomain, type DomainInput } from './domains.mapper';
import { domainsList } from './domains.lists';
import type { DomainsService } from './domains.service';

export interface DomainSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

/** Fields the api returns that are read-only or derived; a PUT of a whole record may carry them back. */
const READ_ONLY = [
  'id',
  '_id',
  'created_at',
  'updated_at',
  'company',
  'users',
  'users_count',
  'invoice_count',
  'invoice_senders',
  'invoice_customers',
  'receiveCount',
];

export function domainsRouter(service: DomainsService, schemas: DomainSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/domains', allow(isAdmin));

  r.get('/api/domains', async (ctx) => {
    const list = parseListQuery(ctx.query, domainsList);
    const result = await service.list(list);
    sendList(ctx, 'domains', list, { ...result, data: result.data.map(toDomain) });
  });
  r.get('/api/domains/:id', async (ctx) => {
    ctx.body = toDomain(await service.get(idParam(ctx.params)));
  });
  r.post('/api/domains', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body) as DomainInput;
    ctx.status = 201;
    ctx.body = toDomain(await service.create(input));
  });
  r.put('/api/domains/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await service.get(id);
    const input = validateBody(schemas.update, ctx.request.body, READ_ONLY) as DomainInput;
    ctx.body = toDomain(await service.update(id, input));
  });
  r.delete('/api/domains/:id', async (ctx) => {
    ctx.body = toDomain(await service.delete(idParam(ctx.params)));
  });
  return r;
}
