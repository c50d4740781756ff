// Activities of the Peppol access-point transport: list the inbox, process one inbox file exactly
// once, deliver an outgoing invoice, send a receiver's Invoice Response (AB, AP, RE). Built from their dependencies (database, transport, document
// store, inbox handlers) by the worker. Transport trouble is retried by Temporal; a refusal that
// retrying cannot fix is a non-retryable failure with a type the workflows can branch on.
import { ApplicationFailure } from '@temporalio/activity';
import type { Knex } from 'knex';
import type { DocumentStore } from '../../infra/document-store/types';
import { PEPPOL_FAILURE_TYPES, type InvoiceResponseSent, type PeppolInboxFileOutcome, type RespondToInvoiceInput } from '../../workflows/contract';
import { deliverToAccessPoint, DeliveryRefusedError, type DeliverInput, type DeliveryResult } from '../peppol-transport/deliver';
import { createDatabaseHandlers, type PeppolInboxHandlers } from '../peppol-transport/handlers';
import { processInboxFile } from '../peppol-transport/inbox';
import { respondToIncomingInvoice, ResponseRefusedError } from '../peppol-transport/respond';
import { unacknowledgedImports } from '../peppol-transport/messages.repository';
import { TransportError, type AccessPointTransport } from '../peppol-transport/transport';

export interface PeppolTransportDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  /** Defaults to the database handlers (handlers.ts). */
  handlers?: PeppolInboxHandlers;
}

function asFailure(err: unknown): unknown {
  if (err instanceof TransportError) {
    return err.retryable
      ? ApplicationFailure.retryable(err.message, PEPPOL_FAILURE_TYPES.unavailable, { code: err.code ?? null })
      : ApplicationFailure.nonRetryable(err.message, PEPPOL_FAILURE_TYPES.refused, { code: err.code ?? null });
  }
  if (err instanceof DeliveryRefusedError) return ApplicationFailure.nonRetryable(err.message, PEPPOL_FAILURE_TYPES.deliveryRefused, { findings: err.findings });
  if (err instanceof ResponseRefusedError) return ApplicationFailure.nonRetryable(err.message, PEPPOL_FAILURE_TYPES.responseRefused, { refusal: err.refusal });
  return err;
}

async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw asFailure(err);
  }
}

export function createPeppolTransportActivities(deps: PeppolTransportDeps) {
  const handlers = deps.handlers ?? createDatabaseHandlers({ documentStore: deps.documentStore });
  const inbox = { db: deps.db, transport: deps.transport, documentStore: deps.documentStore, handlers };
  return {
    /** The inbox's file names, oldest name first. */
    async listPeppolInbox(): Promise<string[]> {
      return translated(async () => (await deps.transport.listInbox()).map((f) => f.name));
    },
    /** Downloads, reads, hands to its handler and moves one inbox file; repeating it is harmless. */
    async processPeppolInboxFile(input: { fileName: string }): Promise<PeppolInboxFileOutcome> {
      return translated(async () => {
        const r = await processInboxFile(inbox, input.fileName);
        return { fileName: r.fileName, outcome: r.outcome, ...(r.kind ? { kind: r.kind } : {}), ...(r.invoiceId ? { invoiceId: r.invoiceId } : {}) };
      });
    },
    /** Builds, envelopes and uploads an outgoing Peppol invoice; by message id, so never twice. */
    async deliverToAccessPoint(input: DeliverInput): Promise<DeliveryResult> {
      return translated(() => deliverToAccessPoint(deps, input));
    },
    /** Sends a receiver's Invoice Response (AB, AP, RE) for an incoming Peppol invoice; by message id, so never twice. */
    async respondToIncomingInvoice(input: RespondToInvoiceInput): Promise<InvoiceResponseSent> {
      return translated(() => respondToIncomingInvoice(deps, input));
    },
    /** Imported invoices whose AB never went out (every attempt failed, or the worker stopped first). */
    async listUnacknowledgedImports(input: { limit: number; sinceDays: number }): Promise<string[]> {
      return unacknowledgedImports(deps.db, input);
    },
  };
}

export type PeppolTransportActivities = ReturnType<typeof createPeppolTransportActivities>;
