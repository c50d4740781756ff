// Bodies of the invoice actions (POST /api/invoices/:id/actions/:action): resend takes whether it is
// with change, set status the status and an optional reason, reject its reason; the others take no
// fields. Unknown fields are refused.
import { z } from './zod';
import type { InvoiceAction } from '../actions';
import { ALL_INVOICE_STATUSES } from '../statuses/invoice-status';
import { boolField, oneOf, optionalText, requiredText } from './fields';
import { REJECT_REASON_MAX_LENGTH } from './invoice-response';

const empty = z.strictObject({});

export const invoiceActionSchemas = {
  cancel: empty,
  resend: z.strictObject({ withChange: boolField(false).optional() }),
  resendPeppol: empty,
  sendToIe: empty,
  sendToParsing: empty,
  resumeDuplicate: empty,
  setStatus: z.strictObject({ status: oneOf(ALL_INVOICE_STATUSES), reason: optionalText() }),
  forward: empty,
  autoForward: empty,
  uploadToFtp: empty,
  getFromIe: empty,
  solveBookkeeping: empty,
  approve: empty,
  reject: z.strictObject({
    reason: requiredText({ max: REJECT_REASON_MAX_LENGTH, requiredKey: 'validation.rejectReason' }),
  }),
  sell: empty,
} as const satisfies Record<InvoiceAction, z.ZodType>;

export type InvoiceActionBody<A extends InvoiceAction> = z.output<(typeof invoiceActionSchemas)[A]>;
