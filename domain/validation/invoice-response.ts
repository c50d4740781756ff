// The body of an Approve / Reject answer to an incoming Peppol invoice (POST
// /api/invoices/:id/response, the console's reject dialog): AP, or RE with a reason. The reason
// becomes the Invoice Response's status reason text and the Denied invoice's exception.

import { z } from './zod';
import { addZodIssue, required } from './issues';
import { oneOf, optionalText } from './fields';

/** The answers a receiver gives from the console (AB is sent by the platform itself on import). */
export const CONSOLE_RESPONSE_CODES = ['AP', 'RE'] as const;
export type ConsoleResponseCode = (typeof CONSOLE_RESPONSE_CODES)[number];

/** A rejection reason fits one Invoice Response status reason and the exception box. */
export const REJECT_REASON_MAX_LENGTH = 500;

export const invoiceResponseSchema = z
  .object({
    code: oneOf(CONSOLE_RESPONSE_CODES),
    reason: optionalText({ max: REJECT_REASON_MAX_LENGTH }),
  })
  .superRefine((v, ctx) => {
    if (v.code === 'RE' && !v.reason) addZodIssue(ctx, required('validation.rejectReason'), ['reason']);
  });
export type InvoiceResponseBody = z.infer<typeof invoiceResponseSchema>;
