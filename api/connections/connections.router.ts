// Connection systems (admin): PDF and Peppol endpoints, CRUD (spec 3 'Connection system': name, url).
import Router from '@koa/router';
import type { z } from 'zod';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendList } from '../http/list-response';
import { runList } from '../http/paged-query';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { idFilter, oneOf, textContains } from '../http/filters';
import { CONNECTION_KINDS, ConnectionSystem, type ConnectionKind, type ConnectionSystemRow } from '../models/connection-system.model';

export function toConnection(row: ConnectionSystemRow) {
  return {
    id: row.id,
    _id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export const connectionsList: ListSpec = {
  sortable: { name: 'lower(connection_systems.name)', url: 'connection_systems.url', kind: 'connection_systems.kind', created_at: 'connection_systems.created_at' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'connection_systems.id',
  filters: {
    kind: oneOf('connection_systems.kind', CONNECTION_KINDS),
    name: textContains('connection_systems.name'),
    q: textContains('connection_systems.name', 'connection_systems.url'),
    id: idFilter('connection_systems.id'),
  },
};

export interface ConnectionInput {
  kind?: ConnectionKind;
  name?: string;
  url?: string;
}

export interface ConnectionSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

export function connectionsRouter(db: Knex, schemas: ConnectionSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/connections', allow(isAdmin));
  const get = async (id: string) => {
    const row = await ConnectionSystem.query(db).findById(id);
    if (!row) throw ApiError.notFound();
    return row;
  };
  const write = (input: ConnectionInput) => {
    const w: Partial<ConnectionSystemRow> = {};
    if (input.kind !== undefined) w.kind = input.kind;
    if (input.name !== undefined) w.name = input.name.trim();
    if (input.url !== undefined) w.url = input.url.trim();
    return w;
  };
  r.get('/api/connections', async (ctx) => {
    const list = parseListQuery(ctx.query, connectionsList);
    const result = await runList<ConnectionSystemRow>(db, db('connection_systems'), list, (q) => q.select('connection_systems.*'));
    sendList(ctx, 'connections', list, { ...result, data: result.data.map(toConnection) });
  });
  r.get('/api/connections/:id', async (ctx) => {
    ctx.body = toConnection(await get(idParam(ctx.params)));
  });
  r.post('/api/connections', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body) as ConnectionInput;
    ctx.status = 201;
    ctx.body = toConnection(await ConnectionSystem.query(db).insertAndFetch(write(input)));
  });
  r.put('/api/connections/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await get(id);
    const input = validateBody(schemas.update, ctx.request.body) as ConnectionInput;
    const w = write(input);
    ctx.body = toConnection(Object.keys(w).length > 0 ? await ConnectionSystem.query(db).patchAndFetchById(id, w) : await get(id));
  });
  r.delete('/api/connections/:id', async (ctx) => {
    const id = idParam(ctx.params);
    const row = await get(id);
    await ConnectionSystem.query(db).deleteById(id);
    ctx.body = toConnection(row);
  });
  return r;
}
