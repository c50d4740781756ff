// What a user does with one invoice: its actions (POST /api/invoices/:id/actions/:action, each an
// Update of the invoice's workflow), saving its fields (PUT /api/invoices/:id, spec 7 'Update invoice
// by id'), the receiver's answer (POST /api/invoices/:id/response), and what the detail page reads
// beside the record: its duplicates (admins), the live forward countdown (the workflow's query) and
// its documents (PDF, XML), tenancy-checked like the record.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { isInvoiceAction, type InvoiceAction } from '../../domain/actions';
import { DUPLICATES_PAGE_SIZE } from '../../domain/constants';
import { parseInvoiceStatus } from '../../domain/statuses';
import { invoiceFormSchema } from '../../domain/validation/invoice-form';
import { payableEditedIn } from '../../domain/validation/invoice-totals';
import type { InvoiceForm } from '../../domain/invoice-form';
import { BODY_SCHEMAS } from '../body-schemas';
import { documentKeyOf, DocumentNotFoundError, type DocumentStore } from '../../infra/document-store';
import { invoiceWorkflowId, queries, type InvoiceChanges } from '../../workflows/invoice/contract';
import { allow, authOf } from '../auth/auth.middleware';
import { isAdmin, isCompanyUserOrAdmin } from '../auth/access';
import type { AppContext, AppState } from '../context';
import { ApiError } from '../errors';
import { idParam, IDEMPOTENCY_KEY_PATTERN } from '../http/params';
import { validateBody, zodFieldErrors } from '../http/validate';
import type { TemporalAccess } from '../temporal';
import type { Scope } from '../tenancy/scope';
import { InvoiceActionsService } from './invoice-actions.service';
import type { InvoiceDetailRow } from './invoice-detail.mapper';
import { detailOf, type InvoiceReadDeps } from './invoices.router';
import { toInvoiceListItem } from './invoices.mapper';

export interface InvoiceActionDeps extends InvoiceReadDeps {
  db: Knex;
  temporal?: TemporalAccess;
  documents?: DocumentStore;
}

/** A client may name its request (Idempotency-Key): a repeated request is one action. */
function requestIdOf(ctx: AppContext): string | undefined {
  const key = ctx.get('idempotency-key');
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw ApiError.badRequest('api.idempotencyKeyInvalid', 'bad_idempotency_key');
  return `${authOf(ctx).scope.userId}:${key}`;
}

export const DOCUMENT_COLUMNS = { pdf: 'location', xml: 'xml_file', 'xml-root': 'xml_file_root' } as const;
type DocumentKind = keyof typeof DOCUMENT_COLUMNS;

export function invoiceActionsRouter(deps: InvoiceActionDeps): Router<AppState> {
  const { repo } = deps;
  const actions = new InvoiceActionsService(repo, deps.temporal);
  const r = new Router<AppState>();

  const answer = async (ctx: AppContext, scope: Scope, id: string, result: object) => {
    const row = await repo.find(scope, id, 'all');
    if (!row) throw ApiError.notFound();
    ctx.body = { result, invoice: await detailOf(deps, scope, row) };
  };

  r.post('/api/invoices/:id/actions/:action', allow(isCompanyUserOrAdmin), async (ctx) => {
    const id = idParam(ctx.params);
    const action = ctx.params.action;
    if (!isInvoiceAction(action)) throw ApiError.notFound();
    const body = validateBody(BODY_SCHEMAS.invoices.actions[action], ctx.request.body ?? {}) as {
      withChange?: boolean;
      status?: string;
      reason?: string | null;
    };
    const { scope } = authOf(ctx);
    const result = await actions.act(
      scope,
      id,
      action as InvoiceAction,
      body as Parameters<InvoiceActionsService['act']>[3],
      requestIdOf(ctx),
    );
    await answer(ctx, scope, id, result);
  });

  // Approve (AP) or reject (RE, with a reason): the Invoice Response to the supplier.
  r.post('/api/invoices/:id/response', allow(isCompanyUserOrAdmin), async (ctx) => {
    const body = validateBody(BODY_SCHEMAS.invoices.response, ctx.request.body);
    const { scope } = authOf(ctx);
    const id = idParam(ctx.params);
    await actions.act(scope, id, body.code === 'AP' ? 'approve' : 'reject', { reason: body.reason }, requestIdOf(ctx));
    const row = await repo.find(scope, id, 'all');
    if (!row) throw ApiError.notFound();
    ctx.body = await detailOf(deps, scope, row);
  });

  r.put('/api/invoices/:id', allow(isCompanyUserOrAdmin), async (ctx) => {
    const { scope } = authOf(ctx);
    const id = idParam(ctx.params);
    const body = validateBody(BODY_SCHEMAS.invoices.update, ctx.request.body);
    const row = await actions.invoiceFor(scope, id);
    const { status, ...fields } = body;
    const changes = changesOf(scope, row, fields);
    const requestId = requestIdOf(ctx);
    let result: object | undefined;
    if (Object.keys(changes).length) result = await actions.update(scope, id, changes, requestId);
    const newStatus = parseInvoiceStatus(status);
    if (newStatus && newStatus !== row.status)
      result = await actions.act(scope, id, 'setStatus', { status: newStatus }, requestId && `${requestId}:status`);
    await answer(ctx, scope, id, result ?? { invoiceId: id, action: 'update', status: row.status, inProgress: false });
  });

  r.get('/api/invoices/:id/duplicates', allow(isAdmin), async (ctx) => {
    const { scope } = authOf(ctx);
    const row = await actions.invoiceFor(scope, idParam(ctx.params));
    const limit = Math.min(
      100,
      Math.max(1, Number.parseInt(String(ctx.query.limit ?? DUPLICATES_PAGE_SIZE), 10) || DUPLICATES_PAGE_SIZE),
    );
    const offset = Math.min(100_000, Math.max(0, Number.parseInt(String(ctx.query.offset ?? 0), 10) || 0));
    const page = await repo.duplicates(row, limit, offset);
    ctx.body = { data: page.data.map(toInvoiceListItem), total: page.total };
  });

  // The live countdown: the workflow's own answer when its run is open, else the same rule over the row.
  r.get('/api/invoices/:id/countdown', allow(isCompanyUserOrAdmin), async (ctx) => {
    const { scope } = authOf(ctx);
    const row = await actions.invoiceFor(scope, idParam(ctx.params));
    const live = await liveCountdown(deps.temporal, row.id);
    if (live) {
      ctx.body = { applies: live.applies, deadline: live.deadline, leftMs: live.leftMs, source: 'workflow' };
      return;
    }
    ctx.body = { ...(await detailOf(deps, scope, row)).countdown, source: 'record' };
  });

  r.get('/api/invoices/:id/documents/:kind', allow(isCompanyUserOrAdmin), async (ctx) => {
    const kind = ctx.params.kind as DocumentKind;
    if (!(kind in DOCUMENT_COLUMNS)) throw ApiError.notFound();
    const row = await actions.invoiceFor(authOf(ctx).scope, idParam(ctx.params));
    const location = row[DOCUMENT_COLUMNS[kind]];
    if (!location || !deps.documents) throw ApiError.notFound('api.documentMissing', 'document_missing');
    let bytes: Uint8Array;
    try {
      bytes = await deps.documents.get(documentKeyOf(location));
    } catch (err) {
      if (err instanceof DocumentNotFoundError) throw ApiError.notFound('api.documentMissing', 'document_missing');
      throw new ApiError(503, 'api.documentUnavailable', 'document_store_unavailable');
    }
    const pdf = kind === 'pdf';
    const name = `${(row.invoice_id ?? row.file_name ?? row.id)
      .replace(/\.pdf$/i, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 100)}${pdf ? '.pdf' : '.xml'}`;
    ctx.set('Content-Type', pdf ? 'application/pdf' : 'application/xml; charset=utf-8');
    ctx.set('Content-Disposition', `${ctx.query.download === '1' ? 'attachment' : 'inline'}; filename="${name}"`);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = Buffer.from(bytes);
  });
  return r;
}

/** The workflow's countdown, time left against the real clock; undefined when its run is not open or Temporal is away. */
async function liveCountdown(
  temporal: TemporalAccess | undefined,
  invoiceId: string,
): Promise<{ applies: boolean; deadline: string | null; leftMs: number | null } | undefined> {
  if (!temporal) return undefined;
  try {
    const client = await temporal.client();
    const view = await client.withDeadline(Date.now() + 3_000, () =>
      client.workflow.getHandle(invoiceWorkflowId(invoiceId)).query(queries.countdown),
    );
    const leftMs = view.deadline ? Math.max(0, Date.parse(view.deadline) - Date.now()) : null;
    return { applies: view.applies, deadline: view.deadline, leftMs };
  } catch {
    return undefined;
  }
}

/**
 * The changes of 'Update invoice by id' as the workflow takes them: a form is checked with the
 * invoice form rules (its parties are the invoice's, or the ones the admin picks now).
 */
function changesOf(
  scope: Scope,
  row: InvoiceDetailRow,
  fields: Omit<ReturnType<typeof BODY_SCHEMAS.invoices.update.parse>, 'status'>,
): InvoiceChanges {
  const changes: InvoiceChanges = {};
  if (fields.sender_company !== undefined && fields.sender_company !== row.sender_company_id)
    changes.sender_company = fields.sender_company;
  if (fields.receiver_company !== undefined && fields.receiver_company !== row.receiver_company_id)
    changes.receiver_company = fields.receiver_company;
  if (fields.is_eSynSend !== undefined && fields.is_eSynSend !== row.is_esynsend)
    changes.is_eSynSend = fields.is_eSynSend;
  if (fields.is_eSynPay !== undefined && fields.is_eSynPay !== row.is_esynpay) changes.is_eSynPay = fields.is_eSynPay;
  if (fields.is_manual_parsing !== undefined && fields.is_manual_parsing !== row.is_manual_parsing)
    changes.is_manual_parsing = fields.is_manual_parsing;
  if (fields.customer_data !== undefined) changes.customer_data = fields.customer_data;
  if (fields.raw_result) {
    const sender = changes.sender_company ?? row.sender_company_id;
    const receiver = changes.receiver_company ?? row.receiver_company_id;
    const candidate = {
      ...fields.raw_result,
      sender_company: sender
        ? { _id: sender, name: sender === row.sender_company_id ? (row.sender_name ?? '') : '' }
        : null,
      receiver_company: receiver
        ? { _id: receiver, name: receiver === row.receiver_company_id ? (row.receiver_name ?? '') : '' }
        : null,
      is_eSynSend: changes.is_eSynSend ?? row.is_esynsend,
      is_eSynPay: changes.is_eSynPay ?? row.is_esynpay,
    };
    // A payable amount other than the computed one was typed by the user and is kept (spec 5).
    const parsed = invoiceFormSchema({
      now: new Date(),
      adminMode: scope.isAdmin,
      customerDataSavedManually: Boolean(changes.customer_data),
      payableEditedByUser: payableEditedIn(candidate as InvoiceForm),
    }).safeParse(candidate);
    if (!parsed.success) {
      throw ApiError.validation(
        Object.fromEntries(Object.entries(zodFieldErrors(parsed.error)).map(([path, e]) => [`raw_result.${path}`, e])),
      );
    }
    changes.raw_result = parsed.data as unknown as Record<string, unknown>;
  }
  return changes;
}
