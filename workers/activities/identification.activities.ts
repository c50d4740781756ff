// Activity of the per-invoice workflow's identification step: matches the invoice's supplier and
// customer to registered companies and records the outcome (workers/identification). The job id
// is the workflow id and activity id, so a retried attempt is the same job; an invoice keeps the
// job id of its first identification. An invoice that does not exist is an InvoiceNotFoundError
// (list it in the proxy's nonRetryableErrorTypes).
import { Context } from '@temporalio/activity';
import type { Knex } from 'knex';
import { identifyInvoice, InvoiceNotFoundError } from '../identification';
import { loadInvoiceState } from '../invoices';
import type { InvoiceState } from '../../workflows/invoice/contract';
import type { InvoiceIdentification } from '../identification/types';

export interface IdentificationActivityDeps {
  db: Knex;
}

export interface IdentifyInvoicePartiesResult {
  jobId: string;
  changed: boolean;
  identification: InvoiceIdentification;
  filled: { sender_company_id?: string; receiver_company_id?: string };
  /** The invoice as its workflow knows it, after the identification. */
  state: InvoiceState;
}

export function createIdentificationActivities({ db }: IdentificationActivityDeps) {
  return {
    async identifyInvoiceParties(input: { invoiceId: string }): Promise<IdentifyInvoicePartiesResult> {
      const info = Context.current().info;
      // Activities started outside a workflow have no workflow id; their own id is unique anyway.
      const jobId = `${info.workflowExecution?.workflowId ?? info.activityType}/${info.activityId}`;
      const run = await identifyInvoice(db, input.invoiceId, jobId);
      const state = await loadInvoiceState(db, input.invoiceId);
      if (!state) throw new InvoiceNotFoundError(input.invoiceId);
      return { jobId: run.jobId, changed: run.changed, identification: run.identification, filled: run.filled, state };
    },
  };
}

export type IdentificationActivities = ReturnType<typeof createIdentificationActivities>;
