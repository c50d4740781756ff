// The invoice actions of the console (spec 4, spec 7): each one is an Update of the invoice's
// workflow (ARCHITECTURE rule 2: the api never writes a status). The api checks what it can at once
// on the stored row with the same domain rules the workflow's validators apply (tenancy, role,
// state), so a refused action never opens a workflow run; the workflow's answer (the new status, or
// its refusal) comes back as the response. Temporal out of reach, a partner out of reach, a busy
// invoice: 503 with their own words, nothing changed.
import { isGrpcServiceError, ServiceError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { ACTION_MESSAGES } from '../../domain/action-messages';
import { actionRefusal, formEditRefusal, type InvoiceAction } from '../../domain/actions';
import type { InvoiceFormat } from '../../domain/constants';
import { renderMessage, type MessageKey } from '../../domain/i18n/messages';
import { invoiceStatusLabel, parseInvoiceStatus, selectableStatuses, type InvoiceStatus } from '../../domain/statuses';
import { updateInvoice, type InvoiceWorkflowTarget } from '../../infra/invoice-workflow-client';
import {
  ACTION_REFUSED,
  PARTNER_UNAVAILABLE,
  requestChangeKey,
  updates,
  type ActionRefusalDetails,
  type ActionResult,
  type InvoiceChanges,
} from '../../workflows/invoice/contract';
import { ApiError, LocalizedApiError } from '../errors';
import type { TemporalAccess } from '../temporal';
import type { Scope } from '../tenancy/scope';
import type { InvoiceDetailRow } from './invoice-detail.mapper';
import { actionContextOf, actorOf } from './invoice-view';
import type { InvoicesRepository } from './invoices.repository';

/** A person waits for the answer; an update that cannot get through in this time is reported as busy. */
const UPDATE_DEADLINE_MS = 60_000;

export interface ActionArgs {
  withChange?: boolean;
  status?: InvoiceStatus;
  reason?: string | null;
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
    private readonly repo: InvoicesRepository,
    private readonly temporal: TemporalAccess | undefined,
  ) {}

  /** The invoice the user may act on (tenancy: admins any, others their company's invoices). */
  async invoiceFor(scope: Scope, id: string): Promise<InvoiceDetailRow> {
    const row = await this.repo.find(scope, id, 'all');
    if (!row) throw ApiError.notFound();
    return row;
  }

  async act(
    scope: Scope,
    id: string,
    action: InvoiceAction,
    args: ActionArgs,
    requestId?: string,
  ): Promise<ActionResult> {
    const row = await this.invoiceFor(scope, id);
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
    const row = await this.invoiceFor(scope, id);
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
    if (!(await this.repo.hasChange(row.id, requestChangeKey(action, requestId)))) return undefined;
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
