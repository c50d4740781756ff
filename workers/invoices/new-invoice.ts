// Records a new invoice: the first write of its workflow (an upload, a received Peppol invoice, a
// mailed PDF). The row and its first audit event commit together; the invoice id comes from the
// caller (derived from what created it), so repeating the call writes nothing.
import type { Knex } from 'knex';
import type { NewInvoice } from '../../workflows/invoice/contract';
import { recordInvoiceEvent } from './invoice-events';
import { amountOrNull, currencyOrNull, dateOrNull, formColumns, invoiceNumberOrNull } from './form-columns';

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

function columnsOf(invoice: NewInvoice): Record<string, unknown> {
  const form =
    invoice.rawResult && typeof invoice.rawResult === 'object' ? (invoice.rawResult as Record<string, unknown>) : null;
  const fromForm = form ? formColumns(form) : null;
  return {
    id: invoice.invoiceId,
    format: invoice.format,
    origin: invoice.origin,
    status: invoice.status,
    file_name: invoice.fileName ?? null,
    location: invoice.location ?? null,
    xml_file: invoice.xmlFile ?? null,
    sender_company_id: invoice.senderCompanyId ?? null,
    receiver_company_id: invoice.receiverCompanyId ?? null,
    sender_user_id: invoice.senderUserId ?? null,
    is_manual_parsing: invoice.isManualParsing ?? false,
    is_esynsend: invoice.isESynSend ?? false,
    is_esynpay: invoice.isESynPay ?? false,
    raw_result: json(form),
    customer_data: json(invoice.customerData),
    exception: invoice.exception ?? null,
    envelope_instance_id: invoice.envelopeInstanceId ?? null,
    upload_key: invoice.uploadKey ?? null,
    email_id: invoice.emailId ?? null,
    workflow_id: `invoice-${invoice.invoiceId}`,
    // An explicit value wins over what the form says (a Peppol document's own fields).
    document_type: invoice.documentType ?? fromForm?.document_type ?? '380',
    invoice_id: invoiceNumberOrNull(invoice.invoiceNumber) ?? fromForm?.invoice_id ?? null,
    issue_date: dateOrNull(invoice.issueDate) ?? fromForm?.issue_date ?? null,
    due_date: dateOrNull(invoice.dueDate) ?? fromForm?.due_date ?? null,
    currency: currencyOrNull(invoice.currency) ?? fromForm?.currency ?? null,
    payable_amount: amountOrNull(invoice.payableAmount) ?? fromForm?.payable_amount ?? null,
    bookkeeping_is_activated: false,
  };
}

/** Inserts the invoice and its 'created' event; false when it existed already (nothing written). */
export async function recordNewInvoice(db: Knex, invoice: NewInvoice): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx('invoices').insert(columnsOf(invoice)).onConflict('id').ignore().returning('id');
    if (inserted.length === 0) return false;
    await recordInvoiceEvent(trx, {
      invoiceId: invoice.invoiceId,
      event: invoice.createdBy.event,
      toStatus: invoice.status,
      reason: invoice.exception ?? null,
      ...(invoice.createdBy.data ? { data: invoice.createdBy.data } : {}),
      actorUserId: invoice.createdBy.actorUserId ?? null,
      idempotencyKey: `created:${invoice.invoiceId}`,
    });
    // The inbox message that carried a received invoice points at it once it exists.
    if (invoice.envelopeInstanceId) {
      await trx('peppol_messages')
        .where({ direction: 'incoming', instance_id: invoice.envelopeInstanceId })
        .whereNull('invoice_id')
        .update({ invoice_id: invoice.invoiceId });
    }
    // The mail that carried a mailed PDF names the first invoice it made (the list's invoice column).
    if (invoice.emailId) {
      await trx('emails')
        .where({ id: invoice.emailId })
        .whereNull('invoice_id')
        .update({ invoice_id: invoice.invoiceId });
    }
    return true;
  });
}
