// The invoice actions of the console (spec 4, spec 7): each one is an Update of the invoice's
// workflow (ARCHITECTURE rule 2: the api never writes a status). The api checks what it can at once
// on the stored row with the same domain rules the workflow's validators apply (tenancy, role,
// state), so a refused action never opens a workflow run; the workflow's answer (the new status, or
// its refusal) comes back as the response. Temporal out of reach, a partner out of reach, a busy
// invoice: 503 with their own words, nothing changed. Beside the actions: saving the invoice's
// fields (spec 7 'Update invoice by id'), the receiver's answer, the live forward countdown (the
// workflow's query) and the invoice's documents (PDF, XML), tenancy-checked like the record.
import { isGrpcServiceError, ServiceError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { ACTION_MESSAGES } from '../../domain/action-messages';
import { actionRefusal, formEditRefusal, type InvoiceAction } from '../../domain/actions';
import type { InvoiceFormat } from '../../domain/constants';
import { renderMessage, type MessageKey } from '../../domain/i18n/messages';
import type { InvoiceDetail } from '../../domain/invoice-detail';
import type { InvoiceUpdate } from '../../domain/invoice-update';
import { invoiceStatusLabel, parseInvoiceStatus, selectableStatuses, type InvoiceStatus } from '../../domain/statuses';
import type { InvoiceResponseBody } from '../../domain/validation/invoice-response';
import { documentKeyOf, DocumentNotFoundError, type DocumentStore } from '../../infra/document-store';
import { updateInvoice, type InvoiceWorkflowTarget } from '../../infra/invoice-workflow-client';
import {
  ACTION_REFUSED,
  PARTNER_UNAVAILABLE,
  invoiceWorkflowId,
  queries,
  requestChangeKey,
  updates,
  type ActionRefusalDetails,
  type ActionResult,
  type InvoiceChanges,
} from '../../workflows/invoice/contract';
import { ApiError, LocalizedApiError } from '../errors';
import type { TemporalAccess } from '../temporal';
import type { Scope } from '../tenancy/scope';
import { changesOf } from './invoice-changes';
import type { InvoiceDetailRow } from './invoice-detail.mapper';
import { actionContextOf, actorOf } from './invoice-view';
import type { InvoicesService } from './invoices.service';

/** A person waits for the answer; an update that cannot get through in this time is reported as busy. */
const UPDATE_DEADLINE_MS = 60_000;

export interface ActionArgs {
  withChange?: boolean;
  status?: InvoiceStatus;
  reason?: string | null;
}

/** The documents of an invoice by the name in the path, and the row column that locates each. */
export const DOCUMENT_COLUMNS = { pdf: 'location', xml: 'xml_file', 'xml-root': 'xml_file_root' } as const;

export interface InvoiceDocument {
  bytes: Uint8Array;
  /** A plain file name for the download header (from the invoice number or file name). */
  fileName: string;
  pdf: boolean;
}

export interface CountdownAnswer {
  applies: boolean;
  deadline: string | null;
  leftMs: number | null;
  /** 'workflow': the open run's own answer; 'record': the same rule over the stored row. */
  source: 'workflow' | 'record';
}

const temporalUnavailable = () => new ApiError(503, 'api.temporalUnavailable', 'temporal_unavailable');

function actionLabelKey(action: InvoiceAction | 'update'): MessageKey {
  return action === 'update' ? 'action.update' : ACTION_MESSAGES[action].labelKey;
}

/** The api error of a refusal (from the pre-check or the workflow's validator), in the spec's words. */
export function refusalError(
  details: Pick<ActionRefusalDetails, 'refusal' | 'action' | 'status' | 'format' | 'field'>,
): ApiError {
  const status = parseInvoiceStatus(details.status);
  const statusText = {
    en: status ? invoiceStatusLabel(status, 'en') : details.status,
    sv: status ? invoiceStatusLabel(status, 'sv') : details.status,
  };
  const answer = details.action === 'approve' || details.action === 'reject';
  switch (details.refusal) {
    case 'role':
      return ApiError.forbidden();
    case 'answered':
      return ApiError.conflict('api.invoiceAlreadyAnswered', 'invoice_already_answered');
    case 'notSelectable':
      return new ApiError(
        422,
        {
          key: 'api.statusNotSelectable',
          params: { status: details.field ?? '', format: details.format === 'peppol' ? 'Peppol' : 'PDF' },
        },
        'status_not_selectable',
      );
    case 'notEditable':
      return new LocalizedApiError(409, 'api.invoiceNotEditable', { status: statusText }, 'invoice_not_editable');
    case 'fieldNotEditable':
      return new ApiError(
        403,
        { key: 'api.invoiceFieldNotEditable', params: { field: details.field ?? '' } },
        'field_not_editable',
      );
    case 'invalid':
      return new ApiError(
        422,
        { key: 'api.uploadFieldInvalid', params: { field: details.field ?? '' } },
        'validation_failed',
      );
    case 'state': {
      // Approve and reject keep their own words: only incoming Peppol invoices that are Imported or Delivered.
      if (answer) return ApiError.conflict('api.invoiceResponseNotAllowed', 'invoice_response_not_allowed');
      const label = actionLabelKey(details.action);
      return new LocalizedApiError(
        409,
        'api.actionNotAllowed',
        {
          action: { en: renderMessage(label, undefined, 'en'), sv: renderMessage(label, undefined, 'sv') },
          status: statusText,
        },
        'action_not_allowed',
      );
    }
  }
}

export class InvoiceActionsService {
  constructor(
    /** The reads (tenancy: admins any invoice, others their company's). */
    private readonly invoices: InvoicesService,
    private readonly temporal: TemporalAccess | undefined,
    private readonly documents: DocumentStore | undefined,
  ) {}

  /** An action's answer: its result and the invoice as it is now. */
  async answer(scope: Scope, id: string, result: object): Promise<{ result: object; invoice: InvoiceDetail }> {
    return { result, invoice: await this.invoices.detail(scope, id) };
  }

  /** Approve (AP) or reject (RE, with a reason): the Invoice Response to the supplier; the invoice after it. */
  async respond(scope: Scope, id: string, body: InvoiceResponseBody, requestId?: string): Promise<InvoiceDetail> {
    await this.act(scope, id, body.code === 'AP' ? 'approve' : 'reject', { reason: body.reason }, requestId);
    return this.invoices.detail(scope, id);
  }

  /**
   * 'Update invoice by id' (spec 7): the fields that changed go to the workflow as one update, a new
   * status as the setStatus action after it; nothing changed answers the invoice as it is.
   */
  async save(
    scope: Scope,
    id: string,
    body: InvoiceUpdate,
    requestId?: string,
  ): Promise<{ result: object; invoice: InvoiceDetail }> {
    const row = await this.invoices.invoiceFor(scope, id);
    const { status, ...fields } = body;
    const changes = changesOf(scope, row, fields);
    let result: object | undefined;
    if (Object.keys(changes).length) result = await this.update(scope, id, changes, requestId);
    const newStatus = parseInvoiceStatus(status);
    if (newStatus && newStatus !== row.status)
      result = await this.act(scope, id, 'setStatus', { status: newStatus }, requestId && `${requestId}:status`);
    return this.answer(scope, id, result ?? { invoiceId: id, action: 'update', status: row.status, inProgress: false });
  }

  /** The invoices that duplicate this one or that it duplicates (admins), newest first. */
  duplicates(scope: Scope, id: string, limit: number, offset: number) {
    return this.invoices.duplicates(scope, id, limit, offset);
  }

  /** The live countdown: the workflow's own answer when its run is open, else the same rule over the row. */
  async countdown(scope: Scope, id: string): Promise<CountdownAnswer> {
    const row = await this.invoices.invoiceFor(scope, id);
    const live = await this.liveCountdown(row.id);
    if (live) return { ...live, source: 'workflow' };
    return { ...(await this.invoices.detailOf(scope, row)).countdown, source: 'record' };
  }

  /** One of the invoice's documents by its name in the path; 404 when it has none or the store lost it. */
  async document(scope: Scope, id: string, kind: string): Promise<InvoiceDocument> {
    if (!(kind in DOCUMENT_COLUMNS)) throw ApiError.notFound();
    const row = await this.invoices.invoiceFor(scope, id);
    const location = row[DOCUMENT_COLUMNS[kind as keyof typeof DOCUMENT_COLUMNS]];
    if (!location || !this.documents) throw ApiError.notFound('api.documentMissing', 'document_missing');
    let bytes: Uint8Array;
    try {
      bytes = await this.documents.get(documentKeyOf(location));
    } catch (err) {
      if (err instanceof DocumentNotFoundError) throw ApiError.notFound('api.documentMissing', 'document_missing');
      throw new ApiError(503, 'api.documentUnavailable', 'document_store_unavailable');
    }
    const pdf = kind === 'pdf';
    const fileName = `${(row.invoice_id ?? row.file_name ?? row.id)
      .replace(/\.pdf$/i, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 100)}${pdf ? '.pdf' : '.xml'}`;
    return { bytes, fileName, pdf };
  }

  /** The workflow's countdown, time left against the real clock; undefined when its run is not open or Temporal is away. */
  private async liveCountdown(
    invoiceId: string,
  ): Promise<{ applies: boolean; deadline: string | null; leftMs: number | null } | undefined> {
    if (!this.temporal) return undefined;
    try {
      const client = await this.temporal.client();
      const view = await client.withDeadline(Date.now() + 3_000, () =>
        client.workflow.getHandle(invoiceWorkflowId(invoiceId)).query(queries.countdown),
      );
      const leftMs = view.deadline ? Math.max(0, Date.parse(view.deadline) - Date.now()) : null;
      return { applies: view.applies, deadline: view.deadline, leftMs };
    } catch {
      return undefined;
    }
  }

  async act(
    scope: Scope,
    id: string,
    action: InvoiceAction,
    args: ActionArgs,
    requestId?: string,
  ): Promise<ActionResult> {
    const row = await this.invoices.invoiceFor(scope, id);
    const refusal = actionRefusal(action, actionContextOf(scope, row));
    const details = { action, status: row.status as InvoiceStatus, format: row.format as InvoiceFormat };
    if (refusal) {
      const done = await this.doneBefore(row, action, refusal, requestId);
      if (done) return done;
      throw refusalError({ ...details, refusal });
    }
    if (
      action === 'setStatus' &&
      args.status &&
      !selectableStatuses(scope.role, row.format as InvoiceFormat).includes(args.status)
    ) {
      throw refusalError({ ...details, refusal: 'notSelectable', field: args.status });
    }
    const actor = actorOf(scope, row);
    return this.run(details, (target) => {
      switch (action) {
        case 'resend':
          return updateInvoice(target, id, updates.resend, [{ actor, withChange: args.withChange === true }], {
            updateId: requestId,
          });
        case 'setStatus':
          return updateInvoice(
            target,
            id,
            updates.setStatus,
            [{ actor, status: args.status as InvoiceStatus, reason: args.reason ?? null }],
            { updateId: requestId },
          );
        case 'reject':
          return updateInvoice(target, id, updates.reject, [{ actor, reason: args.reason ?? '' }], {
            updateId: requestId,
          });
        default:
          return updateInvoice(target, id, updates[action], [{ actor }], { updateId: requestId });
      }
    });
  }

  /** 'Update invoice by id' (spec 7): the changed fields, already validated; a form moves the invoice on. */
  async update(scope: Scope, id: string, changes: InvoiceChanges, requestId?: string): Promise<ActionResult> {
    const row = await this.invoices.invoiceFor(scope, id);
    const details = {
      action: 'update' as const,
      status: row.status as InvoiceStatus,
      format: row.format as InvoiceFormat,
    };
    const refusal = formEditRefusal(actionContextOf(scope, row));
    if (refusal) {
      const done = await this.doneBefore(row, 'update', refusal, requestId);
      if (done) return done;
      throw refusalError({ ...details, refusal: refusal === 'role' ? 'role' : 'notEditable' });
    }
    const actor = actorOf(scope, row);
    return this.run(details, (target) =>
      updateInvoice(target, id, updates.update, [{ actor, changes }], { updateId: requestId }),
    );
  }

  /**
   * A request repeated with its Idempotency-Key after it was carried out (its answer was lost, say)
   * finds the invoice moved on, so the state check would refuse it: it answers what the invoice is
   * now, as the first answer did. A role refusal stays a refusal.
   */
  private async doneBefore(
    row: InvoiceDetailRow,
    action: InvoiceAction | 'update',
    refusal: string,
    requestId: string | undefined,
  ): Promise<ActionResult | undefined> {
    if (!requestId || refusal === 'role') return undefined;
    if (!(await this.invoices.hasChange(row.id, requestChangeKey(action, requestId)))) return undefined;
    return {
      invoiceId: row.id,
      action,
      status: row.status as InvoiceStatus,
      esynpayStatus: row.esynpay_status as ActionResult['esynpayStatus'],
      inProgress: false,
    };
  }

  private async target(): Promise<InvoiceWorkflowTarget> {
    if (!this.temporal) throw temporalUnavailable();
    try {
      const client = await this.temporal.client();
      return {
        client,
        ...(this.temporal.taskQueue ? { taskQueue: this.temporal.taskQueue } : {}),
        ...(this.temporal.extractionTaskQueue ? { extractionTaskQueue: this.temporal.extractionTaskQueue } : {}),
      };
    } catch {
      throw temporalUnavailable();
    }
  }

  private async run(
    details: Omit<ActionRefusalDetails, 'refusal'>,
    call: (target: InvoiceWorkflowTarget) => Promise<ActionResult>,
  ): Promise<ActionResult> {
    const target = await this.target();
    try {
      return await target.client.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () => call(target));
    } catch (err) {
      if (err instanceof WorkflowUpdateFailedError && err.cause instanceof ApplicationFailure) {
        if (err.cause.type === ACTION_REFUSED) {
          const refused = (err.cause.details?.[0] ?? {}) as Partial<ActionRefusalDetails>;
          throw refusalError({ ...details, ...refused, refusal: refused.refusal ?? 'state' });
        }
        if (err.cause.type === PARTNER_UNAVAILABLE)
          throw new ApiError(503, 'api.accessPointUnavailable', 'access_point_unavailable');
      }
      const grpc = isGrpcServiceError(err)
        ? err
        : err instanceof ServiceError && isGrpcServiceError(err.cause)
          ? err.cause
          : undefined;
      // DEADLINE_EXCEEDED: the invoice was busy (another change held it) longer than a person waits.
      if (grpc?.code === 4) throw new ApiError(503, 'api.invoiceBusy', 'invoice_busy');
      if (grpc || err instanceof ServiceError) throw temporalUnavailable();
      throw err;
    }
  }
}
