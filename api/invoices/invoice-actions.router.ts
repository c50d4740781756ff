// What a user does with one invoice: its actions (POST /api/invoices/:id/actions/:action, each an
// Update of the invoice's workflow), saving its fields (PUT /api/invoices/:id, spec 7 'Update invoice
// by id'), the receiver's answer (POST /api/invoices/:id/response), and what the detail page reads
// beside the record: its duplicates (admins), the live forward countdown and its documents (PDF,
// XML). The rules are in invoice-actions.service.ts.
import Router from '@koa/router';
import { isInvoiceAction } from '../../domain/actions';
import { DUPLICATES_PAGE_SIZE } from '../../domain/constants';
import type { BODY_SCHEMAS } from '../body-schemas';
import { allow, authOf } from '../auth/auth.middleware';
import { isAdmin, isCompanyUserOrAdmin } from '../auth/access';
import type { AppContext, AppState } from '../context';
import { ApiError } from '../errors';
import { jsonArrayBody } from '../http/list-response';
import { idParam, IDEMPOTENCY_KEY_PATTERN } from '../http/params';
import { validateBody } from '../http/validate';
import type { InvoiceActionsService } from './invoice-actions.service';

/** The bodies of the actions, the answer and the update (BODY_SCHEMAS.invoices). */
export type InvoiceActionSchemas = Pick<(typeof BODY_SCHEMAS)['invoices'], 'actions' | 'response' | 'update'>;

/** A client may name its request (Idempotency-Key): a repeated request is one action. */
function requestIdOf(ctx: AppContext): string | undefined {
  const key = ctx.get('idempotency-key');
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw ApiError.badRequest('api.idempotencyKeyInvalid', 'bad_idempotency_key');
  return `${authOf(ctx).scope.userId}:${key}`;
}

export function invoiceActionsRouter(service: InvoiceActionsService, schemas: InvoiceActionSchemas): Router<AppState> {
  const r = new Router<AppState>();

  r.post('/api/invoices/:id/actions/:action', allow(isCompanyUserOrAdmin), async (ctx) => {
    const id = idParam(ctx.params);
    const action = ctx.params.action;
    if (!isInvoiceAction(action)) throw ApiError.notFound();
    const body = validateBody(schemas.actions[action], ctx.request.body ?? {}) as Parameters<
      InvoiceActionsService['act']
    >[3];
    const { scope } = authOf(ctx);
    const result = await service.act(scope, id, action, body, requestIdOf(ctx));
    ctx.body = await service.answer(scope, id, result);
  });

  // Approve (AP) or reject (RE, with a reason): the Invoice Response to the supplier.
  r.post('/api/invoices/:id/response', allow(isCompanyUserOrAdmin), async (ctx) => {
    const body = validateBody(schemas.response, ctx.request.body);
    ctx.body = await service.respond(authOf(ctx).scope, idParam(ctx.params), body, requestIdOf(ctx));
  });

  r.put('/api/invoices/:id', allow(isCompanyUserOrAdmin), async (ctx) => {
    const { scope } = authOf(ctx);
    const id = idParam(ctx.params);
    const body = validateBody(schemas.update, ctx.request.body);
    ctx.body = await service.save(scope, id, body, requestIdOf(ctx));
  });

  r.get('/api/invoices/:id/duplicates', allow(isAdmin), async (ctx) => {
    const id = idParam(ctx.params);
    const limit = Math.min(
      100,
      Math.max(1, Number.parseInt(String(ctx.query.limit ?? DUPLICATES_PAGE_SIZE), 10) || DUPLICATES_PAGE_SIZE),
    );
    const offset = Math.min(100_000, Math.max(0, Number.parseInt(String(ctx.query.offset ?? 0), 10) || 0));
    const page = await service.duplicates(authOf(ctx).scope, id, limit, offset);
    ctx.type = 'application/json';
    ctx.body = jsonArrayBody('{"data":', page.data, `,"total":${page.total}}`);
  });

  r.get('/api/invoices/:id/countdown', allow(isCompanyUserOrAdmin), async (ctx) => {
    ctx.body = await service.countdown(authOf(ctx).scope, idParam(ctx.params));
  });

  r.get('/api/invoices/:id/documents/:kind', allow(isCompanyUserOrAdmin), async (ctx) => {
    const kind = ctx.params.kind ?? '';
    const { bytes, fileName, pdf } = await service.document(authOf(ctx).scope, idParam(ctx.params), kind);
    ctx.set('Content-Type', pdf ? 'application/pdf' : 'application/xml; charset=utf-8');
    ctx.set('Content-Disposition', `${ctx.query.download === '1' ? 'attachment' : 'inline'}; filename="${fileName}"`);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = Buffer.from(bytes);
  });
  return r;
}
