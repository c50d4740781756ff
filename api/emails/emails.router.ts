// Inbound mail (admin; spec 7 'Emails': GET list with query parameters, GET detail by id) and the
// failed cases among it (/admin/emails/failed-cases/list): mails flagged `is_failed_case`; an
// admin marks a case processed, has a mail reprocessed, and opens its raw mail and attachments
// (the rules in emails.service.ts).
import Router from '@koa/router';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery } from '../http/list-params';
import { sendList } from '../http/list-response';
import { idParam } from '../http/params';
import { authOf } from '../auth/auth.middleware';
import { emailFailedCasesList, emailsList } from './emails.lists';
import { toEmail } from './emails.mapper';
import type { EmailsService } from './emails.service';

/** A file name for a download header: plain characters only (the name came from a stranger). */
const downloadName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';

function indexParam(value: string | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) throw ApiError.notFound('api.emailAttachmentMissing', 'attachment_missing');
  return Number(value);
}

export function emailsRouter(service: EmailsService): Router<AppState> {
  const detail = async (id: string) => {
    const { row, invoices } = await service.get(id);
    return { ...toEmail(row), invoices: invoices.map((i) => ({ ...i, _id: i.id })) };
  };
  const r = new Router<AppState>();
  r.use('/api/emails', allow(isAdmin));

  r.get('/api/emails', async (ctx) => {
    const list = parseListQuery(ctx.query, emailsList);
    const result = await service.list(list);
    sendList(ctx, 'emails', list, { ...result, data: result.data.map(toEmail) });
  });
  // Before /:id, which would read 'failed-cases' as an id.
  r.get('/api/emails/failed-cases', async (ctx) => {
    const list = parseListQuery(ctx.query, emailFailedCasesList);
    const result = await service.list(list, { failedCasesOnly: true });
    sendList(ctx, 'emails/failed-cases', list, { ...result, data: result.data.map(toEmail) });
  });
  r.get('/api/emails/:id', async (ctx) => {
    ctx.body = await detail(idParam(ctx.params));
  });
  r.post('/api/emails/:id/processed', async (ctx) => {
    const id = idParam(ctx.params);
    await service.markProcessed(id, authOf(ctx).scope.userId);
    ctx.body = await detail(id);
  });
  r.post('/api/emails/:id/reprocess', async (ctx) => {
    const id = idParam(ctx.params);
    await service.reprocess(id, authOf(ctx).scope.userId);
    ctx.status = 202;
    ctx.body = await detail(id);
  });
  r.get('/api/emails/:id/raw', async (ctx) => {
    const id = idParam(ctx.params);
    const bytes = await service.raw(id);
    ctx.set('Content-Type', 'message/rfc822');
    ctx.set('Content-Disposition', `attachment; filename="${id}.eml"`);
    ctx.body = Buffer.from(bytes);
  });
  r.get('/api/emails/:id/attachments', async (ctx) => {
    const data = await service.attachments(idParam(ctx.params));
    ctx.body = { data, total: data.length };
  });
  r.get('/api/emails/:id/attachments/:index', async (ctx) => {
    const found = await service.attachment(idParam(ctx.params), indexParam(ctx.params.index));
    // A stranger's file: never rendered by the browser as a page of this origin.
    const pdf = found.contentType === 'application/pdf';
    ctx.set('Content-Type', pdf ? 'application/pdf' : 'application/octet-stream');
    ctx.set(
      'Content-Disposition',
      `${pdf && ctx.query.download !== '1' ? 'inline' : 'attachment'}; filename="${downloadName(found.fileName)}"`,
    );
    ctx.body = found.bytes;
  });
  return r;
}
