// Updating an invoice (spec section 7 'Update invoice by id'): only these fields may change, and
// the console sends only the ones that changed. The schema lets the api refuse anything else.

import { z } from './validation/zod';
import { addZodIssue, fieldIssue } from './validation/issues';
import { boolField } from './validation/fields';
import { parseInvoiceStatus } from './statuses/invoice-status';

export const INVOICE_UPDATE_FIELDS = [
  'sender_company',
  'receiver_company',
  'is_eSynSend',
  'is_eSynPay',
  'status',
  'raw_result',
  'is_manual_parsing',
  'customer_data',
] as const;
export type InvoiceUpdateField = (typeof INVOICE_UPDATE_FIELDS)[number];

/** Key-order-independent equality of JSON-like values. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // null and undefined mean the same thing for an optional field.
    return (a === null || a === undefined) && (b === null || b === undefined);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The changed updatable fields of `after` compared with `before` (what the console sends). */
export function changedInvoiceFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Partial<Record<InvoiceUpdateField, unknown>> {
  const out: Partial<Record<InvoiceUpdateField, unknown>> = {};
  for (const f of INVOICE_UPDATE_FIELDS) {
    if (f in after && !sameJson(before[f], after[f])) out[f] = after[f];
  }
  return out;
}

/** A company reference as sent: an id or `{ _id }`; normalised to the id (null clears it). */
const companyRef = z.preprocess((v) => {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (typeof v === 'object' && v !== null && '_id' in v) return (v as { _id: unknown })._id;
  return v;
}, z.string().min(1).nullable().optional());

const jsonObject = z.record(z.string(), z.unknown()).nullable().optional();

/** PUT /api/invoices/:id body: only the updatable fields (unknown keys are refused). */
export const invoiceUpdateSchema = z.strictObject({
  sender_company: companyRef,
  receiver_company: companyRef,
  is_eSynSend: boolField(false).optional(),
  is_eSynPay: boolField(false).optional(),
  is_manual_parsing: boolField(false).optional(),
  status: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      if (v !== undefined && parseInvoiceStatus(v) === null)
        addZodIssue(ctx, fieldIssue('ValidationError', 'validation.invalidOption'));
    })
    .transform((v) => (v === undefined ? undefined : (parseInvoiceStatus(v) ?? v))),
  raw_result: jsonObject,
  customer_data: jsonObject,
});
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;
