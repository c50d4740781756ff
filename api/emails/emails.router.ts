// Inbound mail (admin; spec 7 'Emails': GET list with query parameters, GET detail by id) and the
// failed cases among it (/admin/emails/failed-cases/list): mails flagged `is_failed_case`.
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import type { PlanPools } from '../http/plan-pools';
import { emailFailedCasesList, emailsList } from './emails.lists';
import { toEmail } from './emails.mapper';
import { EmailsRepository } from './emails.repository';

export function emailsRouter(db: Knex, plans?: PlanPools): Router<AppState> {
  const repo = new EmailsRepository(db, plans);
  const r = new Router<AppState>();
  r.use('/api/emails', allow(isAdmin));

  r.get('/api/emails', async (ctx) => {
    const list = parseListQuery(ctx.query, emailsList);
    const result = await repo.list(list);
    sendList(ctx, 'emails', list, { ...result, data: result.data.map(toEmail) });
  });
  // Before /:id, which would read 'failed-cases' as an id.
  r.get('/api/emails/failed-cases', async (ctx) => {
    const list = parseListQuery(ctx.query, emailFailedCasesList);
    const result = await repo.list(list, { failedCasesOnly: true });
    sendList(ctx, 'emails/failed-cases', list, { ...result, data: result.data.map(toEmail) });
  });
  r.get('/api/emails/:id', async (ctx) => {
    const row = await repo.find(idParam(ctx.params));
    if (!row) throw ApiError.notFound();
    ctx.body = toEmail(row);
  });
  return r;
}
