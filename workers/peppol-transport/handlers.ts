// What each inbox document does to the platform, behind one interface. The inbox poller calls a
// handler inside the transaction that records the message, so a handler's writes and the 'handled'
// record commit together or not at all (docs/lifecycle.md 'Inbox handlers'). This default
// implementation writes the invoice rows itself; the per-invoice workflows of a later issue take over
// the status moves by implementing the same interface (signal the invoice's workflow instead).
import type { Knex } from 'knex';
import {
  responseReasonText, statusForInvoiceResponse, statusForMlr,
  type Envelope, type InvoiceResponse, type MessageLevelResponse,
} from '../../domain/peppol';
import { InvoiceStatus } from '../../domain/statuses';
import type { DocumentStore } from '../../infra/document-store/types';
import { importIncomingInvoice, type IncomingInvoice } from './incoming-invoice';
import { applyResponse, lockInvoiceByDocument, lockInvoiceByEnvelope } from './invoices.repository';
import type { MessageOutcome } from './messages.repository';

export interface HandlerResult {
  outcome: Extract<MessageOutcome, 'handled' | 'unmatched' | 'duplicate' | 'import-error'>;
  invoiceId?: string;
  /** Why a message matched nothing or could not be imported (kept on the message row). */
  detail?: string;
}

export interface PeppolInboxHandlers {
  /** Transport verdict on an invoice the platform sent: matched by the SBDH instance id it answers. */
  messageLevelResponse(trx: Knex.Transaction, mlr: MessageLevelResponse, envelope: Envelope): Promise<HandlerResult>;
  /** The buyer's answer to an invoice the platform sent: matched by invoice number, date and seller. */
  invoiceResponse(trx: Knex.Transaction, response: InvoiceResponse, envelope: Envelope): Promise<HandlerResult>;
  /** An invoice or credit note from another participant: routed to the receiver company by endpoint id. */
  incomingInvoice(trx: Knex.Transaction, invoice: IncomingInvoice): Promise<HandlerResult>;
}

/** The text a Sending error shows: each MLR issue as 'rule: reason (location)'. */
export function mlrReasonText(mlr: MessageLevelResponse): string {
  return mlr.issues
    .filter((i) => i.code !== 'BW')
    .map((i) => [i.ruleId, i.reason].filter(Boolean).join(': ') + (i.location && i.location !== 'NA' ? ` (${i.location})` : ''))
    .join('; ');
}

/** Response codes whose reasons the invoice shows in its exception box. */
const SHOWS_REASON = new Set(['RE', 'UQ', 'CA']);

export function createDatabaseHandlers(deps: { documentStore: DocumentStore }): PeppolInboxHandlers {
  return {
    async messageLevelResponse(trx, mlr, envelope) {
      const invoice = await lockInvoiceByEnvelope(trx, mlr.envelopeInstanceId);
      if (!invoice) return { outcome: 'unmatched', detail: `No outgoing Peppol invoice was sent in envelope ${mlr.envelopeInstanceId}` };
      const next = statusForMlr(invoice.status, mlr.code);
      const reason = mlr.code === 'RE' ? mlrReasonText(mlr) || mlr.code : null;
      await applyResponse(trx, invoice, {
        next,
        // A later AP corrects an earlier RE: the old reason goes with it.
        exception: next === InvoiceStatus.SendingError ? reason : next === InvoiceStatus.Sent ? null : undefined,
        sent: next === InvoiceStatus.Sent,
        event: {
          event: 'peppol_message_level_response',
          reason,
          data: { code: mlr.code, responseId: mlr.id, envelopeInstanceId: envelope.instanceId, issues: mlr.issues.length },
          idempotencyKey: `peppol-in:${envelope.instanceId}`,
        },
      });
      return { outcome: 'handled', invoiceId: invoice.id };
    },

    async invoiceResponse(trx, response, envelope) {
      const invoice = await lockInvoiceByDocument(trx, {
        documentId: response.document.id,
        issueDate: response.document.issueDate,
        sellerParticipantId: response.receiver.id,
      });
      if (!invoice) {
        return { outcome: 'unmatched', detail: `No outgoing Peppol invoice ${response.document.id} from ${response.receiver.id}` };
      }
      const next = statusForInvoiceResponse(invoice.status, response.code);
      const reason = SHOWS_REASON.has(response.code) ? responseReasonText(response) || null : null;
      await applyResponse(trx, invoice, {
        next,
        exception: reason ?? undefined,
        event: {
          event: 'peppol_invoice_response',
          reason,
          data: { code: response.code, responseId: response.id, envelopeInstanceId: envelope.instanceId, from: response.sender.id },
          idempotencyKey: `peppol-in:${envelope.instanceId}`,
        },
      });
      return { outcome: 'handled', invoiceId: invoice.id };
    },

    incomingInvoice(trx, invoice) {
      return importIncomingInvoice(trx, deps.documentStore, invoice);
    },
  };
}
