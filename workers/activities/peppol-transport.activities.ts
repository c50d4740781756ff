// Activities of the Peppol access-point transport: list the inbox, process one inbox file exactly
// once (and tell the invoice's workflow), build and check an outgoing document, deliver it, send a
// receiver's Invoice Response (AB, AP, RE). Built from their dependencies (database, transport,
// document store, inbox handlers, the invoice messenger) by the worker. Transport trouble is retried
// by Temporal; a refusal that retrying cannot fix is a non-retryable failure with a type the
// workflows can branch on. None of them writes an invoice's status: the invoice workflow does.
import { ApplicationFailure } from '@temporalio/activity';
import type { Knex } from 'knex';
import type { DocumentStore } from '../../infra/document-store/types';
import {
  PEPPOL_FAILURE_TYPES,
  type InvoiceResponseSent,
  type PeppolInboxFileOutcome,
  type RespondToInvoiceInput,
} from '../../workflows/contract';
import { buildOutgoingDocument, type BuildOutcome } from '../peppol-transport/build-document';
import {
  deliverToAccessPoint,
  DeliveryRefusedError,
  type DeliverInput,
  type DeliveryResult,
} from '../peppol-transport/deliver';
import { createInboxHandlers, type PeppolInboxHandlers } from '../peppol-transport/handlers';
import { processInboxFile, type InvoiceMessenger } from '../peppol-transport/inbox';
import { respondToIncomingInvoice, ResponseRefusedError } from '../peppol-transport/respond';
import { unacknowledgedImports } from '../peppol-transport/messages.repository';
import { TransportError, type AccessPointTransport } from '../peppol-transport/transport';
import { withHeartbeat } from './heartbeat';

export interface PeppolTransportDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  /** Tells the invoice workflows what the inbox received. */
  messenger: InvoiceMessenger;
  /** Defaults to the inbox handlers (handlers.ts). */
  handlers?: PeppolInboxHandlers;
  /** Test hook: runs after an upload and before it is recorded (a crash there must not send twice). */
  afterUpload?: () => void | Promise<void>;
}

function asFailure(err: unknown): unknown {
  if (err instanceof TransportError) {
    return err.retryable
      ? ApplicationFailure.retryable(err.message, PEPPOL_FAILURE_TYPES.unavailable, { code: err.code ?? null })
      : ApplicationFailure.nonRetryable(err.message, PEPPOL_FAILURE_TYPES.refused, { code: err.code ?? null });
  }
  if (err instanceof DeliveryRefusedError)
    return ApplicationFailure.nonRetryable(err.message, PEPPOL_FAILURE_TYPES.deliveryRefused, {
      findings: err.findings,
    });
  if (err instanceof ResponseRefusedError)
    return ApplicationFailure.nonRetryable(err.message, PEPPOL_FAILURE_TYPES.responseRefused, { refusal: err.refusal });
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
  const handlers = deps.handlers ?? createInboxHandlers({ documentStore: deps.documentStore });
  const inbox = {
    db: deps.db,
    transport: deps.transport,
    documentStore: deps.documentStore,
    handlers,
    messenger: deps.messenger,
  };
  return {
    /** The inbox's file names, oldest name first. */
    async listPeppolInbox(): Promise<string[]> {
      return translated(async () => (await deps.transport.listInbox()).map((f) => f.name));
    },
    /** Downloads, reads, hands to its handler, tells the invoice's workflow and moves one inbox file; repeating it is harmless. */
    async processPeppolInboxFile(input: { fileName: string }): Promise<PeppolInboxFileOutcome> {
      return translated(async () => {
        const r = await processInboxFile(inbox, input.fileName);
        return {
          fileName: r.fileName,
          outcome: r.outcome,
          ...(r.kind ? { kind: r.kind } : {}),
          ...(r.invoiceId ? { invoiceId: r.invoiceId } : {}),
        };
      });
    },
    /** Builds the outgoing invoice's UBL and checks it with the platform's validator; fatal findings come back, nothing is stored. */
    async buildPeppolDocument(input: { invoiceId: string }): Promise<BuildOutcome> {
      return buildOutgoingDocument({ db: deps.db, documentStore: deps.documentStore }, input.invoiceId);
    },
    /** Envelopes and uploads an outgoing invoice's document; by message id, so never twice. */
    async deliverToAccessPoint(input: DeliverInput): Promise<DeliveryResult> {
      return withHeartbeat(() => translated(() => deliverToAccessPoint(deps, input)));
    },
    /** Sends a receiver's Invoice Response (AB, AP, RE) for an incoming Peppol invoice; by message id, so never twice. */
    async respondToIncomingInvoice(input: RespondToInvoiceInput): Promise<InvoiceResponseSent> {
      return withHeartbeat(() => translated(() => respondToIncomingInvoice(deps, input)));
    },
    /**
     * Imported invoices whose AB never went out. Used only by inbox poll runs recorded before the
     * invoice workflows took the AB over (peppol-inbox.workflow.ts keeps them replayable).
     */
    async listUnacknowledgedImports(input: { limit: number; sinceDays: number }): Promise<string[]> {
      return unacknowledgedImports(deps.db, input);
    },
  };
}

export type PeppolTransportActivities = ReturnType<typeof createPeppolTransportActivities>;
