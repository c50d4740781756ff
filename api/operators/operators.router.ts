// Operators (spec 7 'Operators'): GET list (name, limit, offset), GET one, POST, PATCH, GET the
// companies of an operator. Admin only.
import Router from '@koa/router';
import type { z } from 'zod';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendList, sendListOfJson } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { adminCompaniesList } from '../companies/companies.lists';
import { toOperator, type OperatorInput } from './operators.mapper';
import { operatorsList } from './operators.lists';
import type { OperatorsService } from './operators.service';

export interface OperatorSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

export function operatorsRouter(service: OperatorsService, schemas: OperatorSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/operators', allow(isAdmin));

  r.get('/api/operators', async (ctx) => {
    const list = parseListQuery(ctx.query, operatorsList);
    const result = await service.list(list);
    sendList(ctx, 'operators', list, { ...result, data: result.data.map(toOperator) });
  });
  r.get('/api/operators/:id', async (ctx) => {
    ctx.body = toOperator(await service.get(idParam(ctx.params)));
  });
  r.post('/api/operators', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body) as OperatorInput;
    ctx.status = 201;
    ctx.body = toOperator(await service.create(input));
  });
  const update = async (id: string, body: unknown) => {
    await service.get(id);
    const input = validateBody(schemas.update, body) as OperatorInput;
    return toOperator(await service.update(id, input));
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
    await service.get(id);
    const list = parseListQuery(ctx.query, adminCompaniesList);
    const result = await service.companies(id, list);
    sendListOfJson(ctx, 'companies', list, result);
  });
  return r;
}
