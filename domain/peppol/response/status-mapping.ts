// How Peppol responses move an outgoing invoice's status (Peppol, or a PDF delivered over Peppol) (spec section 4), written once as
// tables (docs/lifecycle.md explains each choice). A response never moves an invoice backwards:
// a late AB after an AP leaves the invoice Approved.

import type { InvoiceFormat } from '../../constants';
import { InvoiceStatus, sentStatusFor } from '../../statuses/invoice-status';
import type { InvoiceResponse, InvoiceResponseCode } from './invoice-response';
import { STATUS_ACTIONS, STATUS_REASONS } from './invoice-response';
import type { MlrCode } from './message-level-response';

/** Invoice Response code → invoice status. */
export const INVOICE_RESPONSE_STATUS: Readonly<Record<InvoiceResponseCode, InvoiceStatus>> = {
  AB: InvoiceStatus.Imported, // acknowledged: in the buyer's system (our receivers send AB on import)
  IP: InvoiceStatus.Imported, // in process at the buyer: still imported, recorded as an event
  UQ: InvoiceStatus.Imported, // under query: still open, the query reason is shown
  CA: InvoiceStatus.Approved, // conditionally accepted: approved, the conditions are shown
  AP: InvoiceStatus.Approved,
  RE: InvoiceStatus.Denied, // rejected: the reasons are shown
  PD: InvoiceStatus.Approved, // paid: no later invoice status exists; recorded as an event
};

/** Message Level Response code → invoice status (transport verdict). */
export const MLR_STATUS: Readonly<Record<MlrCode, InvoiceStatus>> = {
  AP: InvoiceStatus.Sent,
  AB: InvoiceStatus.Sent,
  RE: InvoiceStatus.SendingError,
};

/** Order of the Peppol statuses along the send path; responses only move forward. */
const RANK: Readonly<Partial<Record<InvoiceStatus, number>>> = {
  [InvoiceStatus.Processing]: 0,
  [InvoiceStatus.CheckInvoice]: 0,
  [InvoiceStatus.FinishParsing]: 0,
  [InvoiceStatus.Sending]: 1,
  [InvoiceStatus.SendingError]: 2,
  [InvoiceStatus.Sent]: 2,
  [InvoiceStatus.InvoiceSent]: 2,
  [InvoiceStatus.Delivered]: 3,
  [InvoiceStatus.Imported]: 4,
  [InvoiceStatus.Approved]: 5,
  [InvoiceStatus.Denied]: 5,
};

/**
 * The status after a response, or null when the response must not change it (it would move the
 * invoice backwards, or the invoice is already final). Approved/Denied are final except that a
 * later RE after AP is not possible in Peppol; PD keeps Approved.
 */
export function nextStatus(current: InvoiceStatus, target: InvoiceStatus): InvoiceStatus | null {
  if (current === target) return null;
  const from = RANK[current];
  const to = RANK[target];
  if (to === undefined) return null;
  if (from === undefined) return target;
  // Sent and Sending error share a rank: a later MLR may correct the earlier one.
  if (from === 2 && to === 2) return target;
  return to > from ? target : null;
}

export function statusForInvoiceResponse(current: InvoiceStatus, code: InvoiceResponseCode): InvoiceStatus | null {
  return nextStatus(current, INVOICE_RESPONSE_STATUS[code]);
}

/** A PDF invoice delivered over Peppol is 'Invoice Sent' where a Peppol invoice is 'Sent'. */
export function statusForMlr(
  current: InvoiceStatus,
  code: MlrCode,
  format: InvoiceFormat = 'peppol',
): InvoiceStatus | null {
  const target = MLR_STATUS[code];
  return nextStatus(current, target === InvoiceStatus.Sent ? sentStatusFor(format) : target);
}

/** The human text of a response's reasons, for the invoice's exception box ('Denied: …'). */
export function responseReasonText(r: Pick<InvoiceResponse, 'statuses' | 'note'>): string {
  const parts = r.statuses.map((s) => {
    const label = (s.kind === 'reason' ? STATUS_REASONS : STATUS_ACTIONS)[s.code] ?? s.code;
    return s.text ? `${label}: ${s.text}` : label;
  });
  if (r.note) parts.push(r.note);
  return parts.join('; ');
}
