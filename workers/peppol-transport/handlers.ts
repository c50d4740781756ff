// What each inbox document means for the platform, behind one interface. The inbox calls a
// handler inside the transaction that records the message; the handler decides which invoice the
// document belongs to and returns what that invoice's workflow must be told (a dispatch), which the
// inbox stores on the message row and sends after the commit (docs/lifecycle.md 'Inbox'). Handlers
// never move an invoice's status: the invoice workflow applies MLRs and Invoice Responses and
// records received invoices (ARCHITECTURE rule 2).
import type { Knex } from 'knex';
import {
  responseReasonText,
  type Envelope,
  type InvoiceResponse,
  type MessageLevelResponse,
} from '../../domain/peppol';
import type { InvoiceResponseReceived, MlrReceived, NewInvoice } from '../../workflows/invoice/contract';
import type { DocumentStore } from '../../infra/document-store/types';
import { prepareIncomingInvoice, type IncomingInvoice } from './incoming-invoice';
import {
  findInvoiceByDocument,
  findInvoiceByEnvelope,
  participantKey,
  receiverOfInvoice,
  receiverOfSend,
} from './invoices.repository';
import type { MessageOutcome } from './messages.repository';

/** What the invoice's workflow is told once the message is recorded. */
export type InvoiceDispatch =
  | { kind: 'mlr'; invoiceId: string; signal: MlrReceived }
  | { kind: 'invoice-response'; invoiceId: string; signal: InvoiceResponseReceived }
  | { kind: 'incoming-invoice'; invoiceId: string; messageId: string; create: NewInvoice }
  | { kind: 'duplicate-received'; invoiceId: string; messageId: string; fileName: string };

export interface HandlerResult {
  outcome: Extract<MessageOutcome, 'handled' | 'unmatched' | 'duplicate' | 'import-error'>;
  invoiceId?: string;
  /** Why a message matched nothing or could not be imported (kept on the message row). */
  detail?: string;
  dispatch?: InvoiceDispatch;
  /** The invoice id may name an invoice its workflow has not recorded yet (a new incoming invoice). */
  invoicePending?: boolean;
  /** A received invoice's identity (incoming-invoice.ts incomingDocumentKey), for finding copies under other envelopes. */
  documentKey?: string;
}

export interface PeppolInboxHandlers {
  /** Transport verdict on an invoice the platform sent: matched by the SBDH instance id it answers. */
  messageLevelResponse(trx: Knex.Transaction, mlr: MessageLevelResponse, envelope: Envelope): Promise<HandlerResult>;
  /** The buyer's answer to an invoice the platform sent: matched by invoice number, date and seller. */
  invoiceResponse(trx: Knex.Transaction, response: InvoiceResponse, envelope: Envelope): Promise<HandlerResult>;
  /** An invoice or credit note from another participant: routed to the receiver company by endpoint id. */
  incomingInvoice(trx: Knex.Transaction, invoice: IncomingInvoice, fileName: string): Promise<HandlerResult>;
}

/** The text a Sending error shows: each MLR issue as 'rule: reason (location)'. */
export function mlrReasonText(mlr: MessageLevelResponse): string {
  return mlr.issues
    .filter((i) => i.code !== 'BW')
    .map(
      (i) =>
        [i.ruleId, i.reason].filter(Boolean).join(': ') + (i.location && i.location !== 'NA' ? ` (${i.location})` : ''),
    )
    .join('; ');
}

/**
 * An answer changes an invoice only when it comes from the participant the invoice was sent to
 * (the envelope's sender is the send's receiver): nobody else can mark our invoices delivered,
 * rejected or approved.
 */
function fromItsReceiver(sentTo: string | undefined, envelope: Envelope): boolean {
  const expected = sentTo ? participantKey(sentTo) : undefined;
  return expected !== undefined && expected === participantKey(envelope.sender);
}

export function createInboxHandlers(deps: { documentStore: DocumentStore }): PeppolInboxHandlers {
  return {
    async messageLevelResponse(trx, mlr, envelope) {
      const invoice = await findInvoiceByEnvelope(trx, mlr.envelopeInstanceId);
      if (!invoice)
        return { outcome: 'unmatched', detail: `No outgoing invoice was sent in envelope ${mlr.envelopeInstanceId}` };
      const sentTo = await receiverOfSend(trx, mlr.envelopeInstanceId);
      if (!fromItsReceiver(sentTo, envelope)) {
        return {
          outcome: 'unmatched',
          detail: `MLR for envelope ${mlr.envelopeInstanceId} came from ${envelope.sender}, not from its receiver ${sentTo ?? '?'}`,
        };
      }
      const reason = mlr.code === 'RE' ? mlrReasonText(mlr) || null : null;
      return {
        outcome: 'handled',
        invoiceId: invoice.id,
        dispatch: {
          kind: 'mlr',
          invoiceId: invoice.id,
          signal: { messageId: envelope.instanceId, code: mlr.code, reason, answers: mlr.envelopeInstanceId },
        },
      };
    },

    async invoiceResponse(trx, response, envelope) {
      const invoice = await findInvoiceByDocument(trx, {
        documentId: response.document.id,
        issueDate: response.document.issueDate,
        sellerParticipantId: response.receiver.id,
      });
      if (!invoice) {
        return {
          outcome: 'unmatched',
          detail: `No outgoing invoice ${response.document.id} from ${response.receiver.id}`,
        };
      }
      const sentTo = await receiverOfInvoice(trx, invoice.id);
      if (!fromItsReceiver(sentTo, envelope)) {
        return {
          outcome: 'unmatched',
          detail: `Invoice Response for ${response.document.id} came from ${envelope.sender}, not from its receiver ${sentTo ?? '?'}`,
        };
      }
      return {
        outcome: 'handled',
        invoiceId: invoice.id,
        dispatch: {
          kind: 'invoice-response',
          invoiceId: invoice.id,
          signal: {
            messageId: envelope.instanceId,
            code: response.code,
            reason: responseReasonText(response) || null,
            responseId: response.id,
            from: response.sender.id,
          },
        },
      };
    },

    async incomingInvoice(trx, invoice, fileName) {
      const prepared = await prepareIncomingInvoice(trx, deps.documentStore, invoice);
      switch (prepared.outcome) {
        case 'import-error':
          return { outcome: 'import-error', detail: prepared.detail };
        case 'duplicate':
          return {
            outcome: 'duplicate',
            invoiceId: prepared.invoiceId,
            detail: prepared.detail,
            dispatch: {
              kind: 'duplicate-received',
              invoiceId: prepared.invoiceId,
              messageId: invoice.envelope.instanceId,
              fileName,
            },
          };
        case 'new':
          return {
            outcome: prepared.create.exception ? 'import-error' : 'handled',
            invoiceId: prepared.create.invoiceId,
            invoicePending: true,
            documentKey: prepared.documentKey,
            ...(prepared.create.exception ? { detail: prepared.create.exception } : {}),
            dispatch: {
              kind: 'incoming-invoice',
              invoiceId: prepared.create.invoiceId,
              messageId: invoice.envelope.instanceId,
              create: prepared.create,
            },
          };
      }
    },
  };
}
