// Operators (spec 7 'Operators'): GET list (name, limit, offset), GET one, POST, PATCH, GET the
// companies of an operator. Admin only.
import Router from '@koa/router';
import type { z } from 'zod';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { booleanColumn, idFilter, textContains } from '../http/filters';
import { toAdminCompany } from '../companies/companies.mapper';
import { adminCompaniesList } from '../companies/companies.lists';
import { OperatorsRepository } from './operators.repository';
import { operatorWrite, toOperator, type OperatorInput } from './operators.mapper';

export const operatorsList: ListSpec = {
  sortable: { name: 'lower(operators.name)', email: 'lower(operators.email)', is_active: 'operators.is_active', created_at: 'operators.created_at' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'operators.id',
  filters: {
    name: textContains('operators.name'),
    q: textContains('operators.name', 'operators.email'),
    email: textContains('operators.email'),
    is_active: booleanColumn('operators.is_active'),
    id: idFilter('operators.id'),
  },
};

export interface OperatorSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

export function operatorsRouter(db: Knex, schemas: OperatorSchemas): Router<AppState> {
  const repo = new OperatorsRepository(db);
  const r = new Router<AppState>();
  r.use('/api/operators', allow(isAdmin));

  const get = async (id: string) => {
    const row = await repo.findById(id);
    if (!row) throw ApiError.notFound();
    return row;
  };

  r.get('/api/operators', async (ctx) => {
    const list = parseListQuery(ctx.query, operatorsList);
    const result = await repo.list(list);
    sendList(ctx, 'operators', list, { ...result, data: result.data.map(toOperator) });
  });
  r.get('/api/operators/:id', async (ctx) => {
    ctx.body = toOperator(await get(idParam(ctx.params)));
  });
  r.post('/api/operators', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body) as OperatorInput;
    ctx.status = 201;
    ctx.body = toOperator(await repo.insert(operatorWrite(input)));
  });
  const update = async (id: string, body: unknown) => {
    await get(id);
    const input = validateBody(schemas.update, body) as OperatorInput;
    const row = await repo.patch(id, operatorWrite(input));
    if (!row) throw ApiError.notFound();
    return toOperator(row);
  };
  r.patch('/api/operators/:id', async (ctx) => {
    ctx.body = await update(idParam(ctx.params), ctx.request.body);
  });
  // react-admin's simple-rest provider updates with PUT.
  r.put('/api/operators/:id', async (ctx) => {
    ctx.body = await update(idParam(ctx.params), ctx.request.body);
  });
  r.get('/api/operators/:id/companies', async (ctx) => {
    const id = idParam(ctx.params);
    await get(id);
    const list = parseListQuery(ctx.query, adminCompaniesList);
    const result = await repo.companies(id, list);
    sendList(ctx, 'companies', list, { ...result, data: result.data.map(toAdminCompany) });
  });
  return r;
}
