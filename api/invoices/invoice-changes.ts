// The changes of 'Update invoice by id' (spec 7) as the workflow takes them: only the fields that
// differ from the stored row, and a form checked with the invoice form rules (its parties are the
// invoice's, or the ones the admin picks now).
import type { InvoiceForm } from '../../domain/invoice-form';
import type { InvoiceUpdate } from '../../domain/invoice-update';
import { invoiceFormSchema } from '../../domain/validation/invoice-form';
import { payableEditedIn } from '../../domain/validation/invoice-totals';
import type { InvoiceChanges } from '../../workflows/invoice/contract';
import { ApiError } from '../errors';
import { zodFieldErrors } from '../http/validate';
import type { Scope } from '../tenancy/scope';
import type { InvoiceDetailRow } from './invoice-detail.mapper';

export function changesOf(scope: Scope, row: InvoiceDetailRow, fields: Omit<InvoiceUpdate, 'status'>): InvoiceChanges {
  const changes: InvoiceChanges = {};
  if (fields.sender_company !== undefined && fields.sender_company !== row.sender_company_id)
    changes.sender_company = fields.sender_company;
  if (fields.receiver_company !== undefined && fields.receiver_company !== row.receiver_company_id)
    changes.receiver_company = fields.receiver_company;
  if (fields.is_eSynSend !== undefined && fields.is_eSynSend !== row.is_esynsend)
    changes.is_eSynSend = fields.is_eSynSend;
  if (fields.is_eSynPay !== undefined && fields.is_eSynPay !== row.is_esynpay) changes.is_eSynPay = fields.is_eSynPay;
  if (fields.is_manual_parsing !== undefined && fields.is_manual_parsing !== row.is_manual_parsing)
    changes.is_manual_parsing = fields.is_manual_parsing;
  if (fields.customer_data !== undefined) changes.customer_data = fields.customer_data;
  if (fields.raw_result) {
    const sender = changes.sender_company ?? row.sender_company_id;
    const receiver = changes.receiver_company ?? row.receiver_company_id;
    const candidate = {
      ...fields.raw_result,
      sender_company: sender
        ? { _id: sender, name: sender === row.sender_company_id ? (row.sender_name ?? '') : '' }
        : null,
      receiver_company: receiver
        ? { _id: receiver, name: receiver === row.receiver_company_id ? (row.receiver_name ?? '') : '' }
        : null,
      is_eSynSend: changes.is_eSynSend ?? row.is_esynsend,
      is_eSynPay: changes.is_eSynPay ?? row.is_esynpay,
    };
    // A payable amount other than the computed one was typed by the user and is kept (spec 5).
    const parsed = invoiceFormSchema({
      now: new Date(),
      adminMode: scope.isAdmin,
      customerDataSavedManually: Boolean(changes.customer_data),
      payableEditedByUser: payableEditedIn(candidate as InvoiceForm),
    }).safeParse(candidate);
    if (!parsed.success) {
      throw ApiError.validation(
        Object.fromEntries(Object.entries(zodFieldErrors(parsed.error)).map(([path, e]) => [`raw_result.${path}`, e])),
      );
    }
    changes.raw_result = parsed.data as unknown as Record<string, unknown>;
  }
  return changes;
}
