// Approve / Reject an incoming Peppol invoice from the console (POST /api/invoices/:id/response).
// The api checks what it can answer at once (tenancy, the domain rule, the body) and then runs the
// invoice's response workflow, which sends the Invoice Response and moves the status (ARCHITECTURE
// rule 2: the api never writes a status). The workflow's refusals and an unreachable Temporal or
// access point come back as 4xx/503 with their own message.
import { isGrpcServiceError, ServiceError, WorkflowExecutionAlreadyStartedError, WorkflowFailedError } from '@temporalio/client';
import { TimeoutFailure } from '@temporalio/common';
import type { Knex } from 'knex';
import { invoiceResponseRefusal, type InvoiceResponseRefusal } from '../../domain/actions';
import type { InvoiceFormat } from '../../domain/constants';
import type { InvoiceResponseBody } from '../../domain/validation/invoice-response';
import {
  INVOICE_RESPONSE_TASK_QUEUE, INVOICE_RESPONSE_WORKFLOW, invoiceResponseWorkflowId,
  type InvoiceResponseRefusalReason, type InvoiceResponseWorkflowResult,
} from '../../workflows/contract';
import type { invoiceResponseWorkflow } from '../../workflows/invoice-response.workflow';
import { ApiError } from '../errors';
import type { PlanPools } from '../http/plan-pools';
import type { TemporalAccess } from '../temporal';
import type { Scope } from '../tenancy/scope';
import { InvoicesRepository } from './invoices.repository';
import type { InvoiceDetailRow } from './invoices.mapper';

/** The user waits for the answer; a run that no worker picks up ends here instead of hanging. */
const WORKFLOW_TIMEOUT = '45 seconds';

function refusedByRule(refusal: InvoiceResponseRefusal): ApiError {
  switch (refusal) {
    case 'role': return ApiError.forbidden();
    case 'answered': return ApiError.conflict('api.invoiceAlreadyAnswered', 'invoice_already_answered');
    case 'notIncomingPeppol':
    case 'status': return ApiError.conflict('api.invoiceResponseNotAllowed', 'invoice_response_not_allowed');
  }
}

function refusedByWorkflow(refusal: InvoiceResponseRefusalReason): ApiError {
  switch (refusal) {
    case 'not-found': return ApiError.notFound();
    case 'answered': return ApiError.conflict('api.invoiceAlreadyAnswered', 'invoice_already_answered');
    case 'incomplete': return ApiError.conflict('api.invoiceResponseIncomplete', 'invoice_response_incomplete');
    case 'no-reason': // the schema requires it; kept for completeness
    case 'not-incoming':
    case 'status': return ApiError.conflict('api.invoiceResponseNotAllowed', 'invoice_response_not_allowed');
  }
}

const temporalUnavailable = () => new ApiError(503, 'api.temporalUnavailable', 'temporal_unavailable');

export class InvoiceResponseService {
  private readonly repo: InvoicesRepository;

  constructor(db: Knex, private readonly temporal: TemporalAccess | undefined, plans?: PlanPools) {
    this.repo = new InvoicesRepository(db, plans);
  }

  /** The invoice as the answering user may see it: admins any, others their company's incoming invoices. */
  private find(scope: Scope, id: string): Promise<InvoiceDetailRow | undefined> {
    return this.repo.find(scope, id, scope.isAdmin ? 'all' : 'incoming');
  }

  async respond(scope: Scope, id: string, body: InvoiceResponseBody): Promise<InvoiceDetailRow> {
    const row = await this.find(scope, id);
    if (!row) throw ApiError.notFound();
    const refusal = invoiceResponseRefusal({
      role: scope.role,
      format: row.format as InvoiceFormat,
      invoice: { status: row.status },
      direction: row.receiver_company_id ? 'incoming' : 'outgoing',
    });
    if (refusal) throw refusedByRule(refusal);

    const result = await this.runWorkflow({ invoiceId: row.id, code: body.code, reason: body.reason, userId: scope.userId });
    if (result.outcome === 'refused') throw refusedByWorkflow(result.refusal);
    if (result.outcome === 'unavailable') throw new ApiError(503, 'api.accessPointUnavailable', 'access_point_unavailable');
    const updated = await this.find(scope, id);
    if (!updated) throw ApiError.notFound();
    return updated;
  }

  private async runWorkflow(input: { invoiceId: string; code: 'AP' | 'RE'; reason: string | null; userId: string }): Promise<InvoiceResponseWorkflowResult> {
    if (!this.temporal) throw temporalUnavailable();
    let client;
    try {
      client = await this.temporal.client();
    } catch {
      throw temporalUnavailable();
    }
    try {
      return await client.workflow.execute<typeof invoiceResponseWorkflow>(INVOICE_RESPONSE_WORKFLOW, {
        taskQueue: this.temporal.taskQueue ?? INVOICE_RESPONSE_TASK_QUEUE,
        workflowId: invoiceResponseWorkflowId(input.invoiceId),
        workflowExecutionTimeout: WORKFLOW_TIMEOUT,
        args: [input],
      });
    } catch (err) {
      // Another answer to this invoice is running right now (a double click, two users).
      if (err instanceof WorkflowExecutionAlreadyStartedError) throw ApiError.conflict('api.invoiceResponseBusy', 'invoice_response_busy');
      if (err instanceof WorkflowFailedError && err.cause instanceof TimeoutFailure) throw temporalUnavailable();
      if (err instanceof ServiceError || isGrpcServiceError(err)) throw temporalUnavailable();
      throw err;
    }
  }
}
