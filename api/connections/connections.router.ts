// Routes: /api/connections (admin): connection systems, the list, one, create, edit, delete.
import Router from '@koa/router';
import type { z } from 'zod';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { toConnection, type ConnectionInput } from './connections.mapper';
import { connectionsList } from './connections.lists';
import type { ConnectionsService } from './connections.service';

export interface ConnectionSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

export function connectionsRouter(service: ConnectionsService, schemas: ConnectionSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/connections', allow(isAdmin));

  r.get('/api/connections', async (ctx) => {
    const list = parseListQuery(ctx.query, connectionsList);
    const result = await service.list(list);
    sendList(ctx, 'connections', list, { ...result, data: result.data.map(toConnection) });
  });
  r.get('/api/connections/:id', async (ctx) => {
    ctx.body = toConnection(await service.get(idParam(ctx.params)));
  });
  r.post('/api/connections', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body) as ConnectionInput;
    ctx.status = 201;
    ctx.body = toConnection(await service.create(input));
  });
  r.put('/api/connections/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await service.get(id);
    const input = validateBody(schemas.update, ctx.request.body) as ConnectionInput;
    ctx.body = toConnection(await service.update(id, input));
  });
  r.delete('/api/connections/:id', async (ctx) => {
    ctx.body = toConnection(await service.delete(idParam(ctx.params)));
  });
  return r;
}
