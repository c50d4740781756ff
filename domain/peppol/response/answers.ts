// Building the answers the platform sends: an Invoice Response to a received invoice (receivers
// answer AB on import, AP or RE from the console) and a Message Level Response from validation
// findings (what the access-point simulator and the inbox answer with).

import { participantOf } from '../party';
import type { Finding, PeppolDocumentInput } from '../types';
import type { ResponseParty } from './application-response';
import type { InvoiceResponse, InvoiceResponseCode, ResponseStatus } from './invoice-response';
import type { MessageLevelResponse } from './message-level-response';

function participant(p: PeppolDocumentInput['supplier']): ResponseParty {
  const party: ResponseParty = { id: participantOf(p) ?? '' };
  if (p.name) party.name = p.name;
  return party;
}

/** The buyer's answer to a received invoice (sender = buyer, receiver = seller). */
export function invoiceResponseFor(
  invoice: PeppolDocumentInput,
  answer: { id: string; issueDate: string; code: InvoiceResponseCode; statuses?: ResponseStatus[]; note?: string },
): InvoiceResponse {
  const r: InvoiceResponse = {
    id: answer.id,
    issueDate: answer.issueDate,
    sender: participant(invoice.customer),
    receiver: participant(invoice.supplier),
    code: answer.code,
    statuses: answer.statuses ?? [],
    document: {
      id: invoice.invoice.invoice_id,
      issueDate: invoice.invoice.issue_date,
      typeCode: invoice.invoice.document_type,
    },
  };
  if (answer.note) r.note = answer.note;
  return r;
}

/**
 * The transport verdict on a received message: RE listing every fatal finding (BV) when there is
 * one, else AP (warnings are listed as BW so the sender sees them).
 */
export function messageLevelResponseFor(
  args: { id: string; issueDate: string; sender: string; receiver: string; envelopeInstanceId: string },
  findings: readonly Finding[],
): MessageLevelResponse {
  const fatal = findings.some((f) => f.flag === 'fatal');
  return {
    ...args,
    sender: { id: args.sender },
    receiver: { id: args.receiver },
    code: fatal ? 'RE' : 'AP',
    issues: findings.map((f) => ({
      location: f.location,
      code: f.flag === 'fatal' ? 'BV' : 'BW',
      reason: f.message,
      ruleId: f.id,
    })),
  };
}
