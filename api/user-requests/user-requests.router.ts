// Routes: POST /api/user-requests (anyone, rate limited per client address) and, for admins, the
// list, one, and the decision (PUT {status}); the rules are in user-requests.service.ts.
import Router from '@koa/router';
import type { z } from 'zod';
import type { AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { toRequestReceipt, toUserRequest, type UserRequestInput } from './user-requests.mapper';
import { userRequestsList } from './user-requests.lists';
import type { UserRequestsService } from './user-requests.service';

export interface UserRequestSchemas {
  create: z.ZodType;
  decide: z.ZodType;
}

/** Fields of the record a PUT of the whole record may carry back; only `status` is read. */
const READ_ONLY = [
  'id',
  '_id',
  'created_at',
  'email',
  'name',
  'company_name',
  'org_id',
  'message',
  'processed_by',
  'processed_at',
];

export function publicUserRequestsRouter(service: UserRequestsService, schemas: UserRequestSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.post('/api/user-requests', async (ctx) => {
    service.admit(ctx.ip);
    const input = validateBody(schemas.create, ctx.request.body) as UserRequestInput;
    ctx.status = 201;
    ctx.body = toRequestReceipt(await service.submit(input));
  });
  return r;
}

export function userRequestsRouter(service: UserRequestsService, schemas: UserRequestSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/user-requests', allow(isAdmin));
  r.get('/api/user-requests', async (ctx) => {
    const list = parseListQuery(ctx.query, userRequestsList);
    const result = await service.list(list);
    sendList(ctx, 'user-requests', list, { ...result, data: result.data.map(toUserRequest) });
  });
  r.get('/api/user-requests/:id', async (ctx) => {
    ctx.body = toUserRequest(await service.get(idParam(ctx.params)));
  });
  r.put('/api/user-requests/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await service.get(id);
    const { status } = validateBody(schemas.decide, ctx.request.body, READ_ONLY) as {
      status: Parameters<UserRequestsService['decide']>[1];
    };
    ctx.body = toUserRequest(await service.decide(id, status, authOf(ctx).user.id));
  });
  return r;
}
