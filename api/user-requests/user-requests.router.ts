// Access requests: anyone may ask for access (rate limited per client address); admins list them
// and approve or reject (PUT {status}). Approving creates the account in the same transaction as the
// decision (api/invitations: company and role from the request) and then mails the one who asked a
// set-password link, once; an address that already has an account is 409 and changes nothing.
// Rejecting sends a polite refusal, once. Only the request that made the decision mails (a retry or
// a second admin at the same time finds the request decided and sends nothing).
import Router from '@koa/router';
import type { z } from 'zod';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import type { RateLimiter } from '../auth/rate-limit';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendList } from '../http/list-response';
import { runList } from '../http/paged-query';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { idFilter, oneOf, textContains } from '../http/filters';
import { UserAccessRequest, type AccessRequestStatus, type UserAccessRequestRow } from '../models/user-access-request.model';
import type { InvitationNotice, Notifications } from '../notifications/notifications';
import type { Invitations } from '../invitations/invitations.service';

type RequestListRow = UserAccessRequestRow & { processed_by_email?: string | null };

export function toUserRequest(row: RequestListRow) {
  return {
    id: row.id,
    _id: row.id,
    email: row.email,
    name: row.name,
    company_name: row.company_name,
    org_id: row.org_id,
    message: row.message,
    status: row.status,
    processed_by: row.processed_by ? { id: row.processed_by, _id: row.processed_by, email: row.processed_by_email ?? null } : null,
    processed_at: row.processed_at ? new Date(row.processed_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export const userRequestsList: ListSpec = {
  sortable: {
    created_at: 'user_access_requests.created_at',
    email: 'lower(user_access_requests.email)',
    name: 'lower(user_access_requests.name)',
    company_name: 'lower(user_access_requests.company_name)',
    org_id: 'user_access_requests.org_id',
    status: 'user_access_requests.status',
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  tieBreaker: 'user_access_requests.id',
  filters: {
    status: oneOf('user_access_requests.status', ['pending', 'approved', 'rejected']),
    q: textContains('user_access_requests.email', 'user_access_requests.name', 'user_access_requests.company_name'),
    email: textContains('user_access_requests.email'),
    id: idFilter('user_access_requests.id'),
  },
};

export interface UserRequestInput {
  email: string;
  name?: string | null;
  company_name?: string | null;
  org_id?: string | null;
  message?: string | null;
}

export interface UserRequestSchemas {
  create: z.ZodType;
  decide: z.ZodType;
}

function base(db: Knex) {
  return db('user_access_requests').leftJoin('users', 'users.id', 'user_access_requests.processed_by');
}
const columns = ['user_access_requests.*', 'users.email as processed_by_email'];

export function publicUserRequestsRouter(db: Knex, schemas: UserRequestSchemas, limiter: RateLimiter): Router<AppState> {
  const r = new Router<AppState>();
  r.post('/api/user-requests', async (ctx) => {
    const wait = limiter.hit(ctx.ip);
    if (wait > 0) throw ApiError.tooManyRequests('api.requestRateLimited', wait, 'rate_limited');
    const input = validateBody(schemas.create, ctx.request.body) as UserRequestInput;
    const row = await UserAccessRequest.query(db).insert({
      email: input.email.trim(),
      name: input.name ?? null,
      company_name: input.company_name ?? null,
      org_id: input.org_id ? input.org_id.replace(/\s+/g, '') : null,
      message: input.message ?? null,
    }).returning('*');
    ctx.status = 201;
    // The public answer says only that the request was received.
    ctx.body = { id: row.id, _id: row.id, status: row.status, created_at: new Date(row.created_at).toISOString() };
  });
  return r;
}

export function userRequestsRouter(db: Knex, schemas: UserRequestSchemas, invitations: Invitations, notifications?: Notifications): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/user-requests', allow(isAdmin));
  const get = async (id: string) => {
    const row = (await base(db).where('user_access_requests.id', id).first(columns)) as RequestListRow | undefined;
    if (!row) throw ApiError.notFound();
    return row;
  };
  r.get('/api/user-requests', async (ctx) => {
    const list = parseListQuery(ctx.query, userRequestsList);
    const result = await runList<RequestListRow>(db, base(db), list, (q) => q.select(columns));
    sendList(ctx, 'user-requests', list, { ...result, data: result.data.map(toUserRequest) });
  });
  r.get('/api/user-requests/:id', async (ctx) => {
    ctx.body = toUserRequest(await get(idParam(ctx.params)));
  });
  r.put('/api/user-requests/:id', async (ctx) => {
    const id = idParam(ctx.params);
    const current = await get(id);
    const { status } = validateBody(schemas.decide, ctx.request.body, [
      'id', '_id', 'created_at', 'email', 'name', 'company_name', 'org_id', 'message', 'processed_by', 'processed_at',
    ]) as { status: AccessRequestStatus };
    if (current.status !== 'pending' && current.status !== status) {
      throw ApiError.conflict({ key: 'api.alreadyProcessed', params: { status: current.status } }, 'already_processed');
    }
    if (current.status === 'pending') {
      const adminId = authOf(ctx).user.id;
      const passwordHash = status === 'approved' ? await invitations.unusablePasswordHash() : null;
      const decided = await db.transaction(async (trx): Promise<{ invitation: InvitationNotice | null } | null> => {
        // The decision first: its row lock makes a second admin wait, then find it decided.
        const changed = await UserAccessRequest.query(trx)
          .patch({ status, processed_by: adminId, processed_at: new Date() })
          .where({ id, status: 'pending' });
        if (changed === 0) return null;
        return { invitation: passwordHash ? await invitations.createAccount(trx, current, passwordHash) : null };
      });
      // Only the request that made the decision tells the person (two admins at once: one mail).
      if (decided?.invitation) await notifications?.invitation(decided.invitation);
      else if (decided && status === 'rejected') await notifications?.accessRequestRefused({ to: current.email, requestId: id, name: current.name ?? null });
    }
    ctx.body = toUserRequest(await get(id));
  });
  return r;
}
