// /api/users (admin) and /api/company-users (company admin, admins too).
import Router from '@koa/router';
import type { z } from 'zod';
import type { AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import { isAdmin, isCompanyAdminOrAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { isUuid } from '../http/filters';
import { validateBody } from '../http/validate';
import { toCompanyUser, toUser } from './users.mapper';
import { adminCompanyUsersList, adminUsersList, companyUsersList } from './users.lists';
import type { CompanyUserInput, UserInput, UsersService } from './users.service';

export interface UserSchemas {
  create: z.ZodType;
  update: z.ZodType;
  companyUserCreate: z.ZodType;
  companyUserUpdate: z.ZodType;
}

const USER_READ_ONLY = [
  'id',
  '_id',
  'created_at',
  'updated_at',
  'auth0',
  'type',
  'domain',
  'company',
  'is_locked',
  'last_login_at',
];

export function usersRouter(service: UsersService, schemas: UserSchemas): Router<AppState> {
  const r = new Router<AppState>();

  // ---- admin ----
  r.use('/api/users', allow(isAdmin));
  r.get('/api/users', async (ctx) => {
    const list = parseListQuery(ctx.query, adminUsersList);
    const result = await service.list(list);
    sendList(ctx, 'users', list, { ...result, data: result.data.map(toUser) });
  });
  r.get('/api/users/:id', async (ctx) => {
    ctx.body = toUser(await service.get(idParam(ctx.params)));
  });
  r.post('/api/users', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body, USER_READ_ONLY) as UserInput;
    ctx.status = 201;
    ctx.body = toUser(await service.create(input));
  });
  r.put('/api/users/:id', async (ctx) => {
    const id = idParam(ctx.params);
    const input = validateBody(schemas.update, ctx.request.body, USER_READ_ONLY) as UserInput;
    ctx.body = toUser(await service.update(id, input));
  });
  r.delete('/api/users/:id', async (ctx) => {
    ctx.body = toUser(await service.delete(authOf(ctx).scope, idParam(ctx.params)));
  });

  // ---- company users (spec 7) ----
  r.use('/api/company-users', allow(isCompanyAdminOrAdmin));
  const companyFor = (ctx: { state: AppState; query: Record<string, unknown> }): string | undefined => {
    const requested =
      typeof ctx.query.company_id === 'string' && isUuid(ctx.query.company_id) ? ctx.query.company_id : undefined;
    return service.companyOf(authOf(ctx).scope, requested);
  };
  r.get('/api/company-users', async (ctx) => {
    const { scope } = authOf(ctx);
    const list = parseListQuery(ctx.query, scope.isAdmin ? adminCompanyUsersList : companyUsersList);
    // An admin without a company lists users of the company named by the company_id filter (or all).
    const result = await service.companyUsers(scope.isAdmin ? undefined : (scope.companyId ?? undefined), list);
    sendList(ctx, 'company-users', list, { ...result, data: result.data.map(toCompanyUser) });
  });
  r.get('/api/company-users/:id', async (ctx) => {
    const { scope } = authOf(ctx);
    ctx.body = toCompanyUser(
      await service.companyUser(scope.isAdmin ? undefined : (scope.companyId ?? undefined), idParam(ctx.params)),
    );
  });
  r.post('/api/company-users', async (ctx) => {
    const companyId = companyFor(ctx);
    if (!companyId) throw ApiError.badRequest('api.companyIdRequired', 'company_required');
    const input = validateBody(schemas.companyUserCreate, ctx.request.body, ['id', '_id', 'auth0']) as CompanyUserInput;
    ctx.status = 201;
    ctx.body = toCompanyUser(await service.createCompanyUser(companyId, input));
  });
  r.put('/api/company-users/:id', async (ctx) => {
    const { scope } = authOf(ctx);
    const id = idParam(ctx.params);
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (body && body.id !== undefined && body.id !== id) throw ApiError.badRequest('api.idMismatch', 'id_mismatch');
    // The shared spec 7 shape carries the id (checked against the path above).
    const input = validateBody(schemas.companyUserUpdate, { ...body, id }, [
      '_id',
      'auth0',
      'role',
      'is_company_admin',
    ]) as CompanyUserInput;
    ctx.body = toCompanyUser(
      await service.updateCompanyUser(scope.isAdmin ? undefined : (scope.companyId ?? undefined), id, input),
    );
  });
  return r;
}
