// Sending a receiver's Invoice Response to the supplier of an incoming Peppol invoice: AB when the
// platform imports it, AP or RE when the receiver answers from the console (docs/lifecycle.md
// 'Responses the platform sends'). Idempotent like delivery (deliver.ts): the message id is derived
// from the invoice and the answer, the file is named after it, and an answer counts as sent when its
// message row exists or its file is already in the provider's outbox or archive. AP and RE are
// final. The invoice's status (Approved, Denied) is the invoice workflow's to write.
import type { Knex } from 'knex';
import { ANSWERED_STATUSES, INVOICE_RESPONSE_STATUSES, type AnswerSendingRefusal } from '../../domain/actions';
import { EnvelopeError, participantOf, partyCountry, ResponseError } from '../../domain/peppol';
import { statusIn } from '../../domain/statuses';
import { recordDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import type { InvoiceResponseSent, PlatformResponseCode, RespondToInvoiceInput } from '../../workflows/contract';
import { COMPANY_PARTY_COLUMNS, type CompanyPartyRow } from './invoices.repository';
import { findMessageByInstance, insertMessage } from './messages.repository';
import { messageFileName, uuidV5 } from './naming';
import { buildResponseDocument } from './respond-document';
import type { AccessPointTransport } from './transport';
import { storeAndUploadOnce } from './upload-once';

export interface RespondDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  now?: () => Date;
}

/** An answer that must not be sent; retrying cannot change that. */
export class ResponseRefusedError extends Error {
  constructor(
    readonly refusal: AnswerSendingRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ResponseRefusedError';
  }
}

/**
 * The SBDH instance id of an answer: derived from the invoice's uuid and the code, so every retry
 * of the same answer carries the same id (and file name). `n` stays 1: AB is sent once and AP/RE
 * are final; a later kind of answer (UQ, PD …) would count its own sends.
 */
export function responseInstanceIdFor(invoiceUuid: string, code: PlatformResponseCode, n = 1): string {
  return uuidV5(`invoice:${invoiceUuid}:response:${code}:${n}`);
}

interface IncomingInvoiceRow {
  id: string;
  invoice_uuid: string;
  format: string;
  status: string;
  invoice_id: string | null;
  issue_date_text: string | null;
  document_type: string | null;
  sender_company_id: string | null;
  receiver_company_id: string | null;
  raw_result: { invoice_id?: string; issue_date?: string } | null;
}

const FINAL_CODES: readonly PlatformResponseCode[] = ['AP', 'RE'];

async function company(db: Knex, id: string | null): Promise<CompanyPartyRow | undefined> {
  if (!id) return undefined;
  return (await db('companies').select(COMPANY_PARTY_COLUMNS).where({ id }).first()) as CompanyPartyRow | undefined;
}

/** The invoice to answer, or a refusal when it is not an incoming Peppol invoice of a platform company. */
async function loadIncomingInvoice(db: Knex, invoiceId: string): Promise<IncomingInvoiceRow> {
  const row = (await db('invoices')
    .select(
      'id',
      'invoice_uuid',
      'format',
      'status',
      'invoice_id',
      'document_type',
      'sender_company_id',
      'receiver_company_id',
      'raw_result',
    )
    .select(db.raw(`to_char(issue_date, 'YYYY-MM-DD') AS issue_date_text`))
    .where({ id: invoiceId })
    .first()) as IncomingInvoiceRow | undefined;
  if (!row) throw new ResponseRefusedError('notFound', `No invoice ${invoiceId}`);
  if (row.format !== 'peppol' || !row.receiver_company_id) {
    throw new ResponseRefusedError(
      'notIncomingPeppol',
      `Invoice ${invoiceId} is not an incoming Peppol invoice of a company on the platform`,
    );
  }
  return row;
}

/** The supplier and the answering receiver as Peppol participants. */
async function partiesOf(db: Knex, invoice: IncomingInvoiceRow) {
  const receiver = await company(db, invoice.receiver_company_id);
  // The envelope the invoice arrived in names the supplier exactly; an invoice between two companies
  // on the platform that never went through the inbox has its sender company instead.
  const arrival = (await db('peppol_messages')
    .select('sender_id', 'receiver_id')
    .where({ direction: 'incoming', invoice_id: invoice.id })
    .whereIn('kind', ['invoice', 'credit-note'])
    .orderBy('created_at', 'asc')
    .first()) as { sender_id: string | null; receiver_id: string | null } | undefined;
  const sender = arrival?.sender_id ? undefined : await company(db, invoice.sender_company_id);
  const buyer = participantOf(receiver) ?? arrival?.receiver_id ?? undefined;
  const seller = arrival?.sender_id ?? participantOf(sender);
  if (!buyer || !seller) {
    throw new ResponseRefusedError(
      'incomplete',
      `Invoice ${invoice.id}: the ${buyer ? 'supplier' : 'receiver company'} has no Peppol endpoint id`,
    );
  }
  return {
    buyer: { id: buyer, name: receiver?.name },
    seller: { id: seller, ...(sender?.name ? { name: sender.name } : {}) },
    country: partyCountry(receiver) ?? 'SE',
  };
}

/** AP/RE: refused when the invoice was answered already (final) or is not in a status that takes an answer; AB: only on an open invoice. */
async function checkAnswerable(db: Knex, invoice: IncomingInvoiceRow, code: PlatformResponseCode): Promise<void> {
  if (FINAL_CODES.includes(code)) {
    for (const other of FINAL_CODES) {
      if (await findMessageByInstance(db, 'outgoing', responseInstanceIdFor(invoice.invoice_uuid, other))) {
        throw new ResponseRefusedError(
          'answered',
          `Invoice ${invoice.id} was already answered with ${other}; that answer is final`,
        );
      }
    }
    if (statusIn(invoice.status, ANSWERED_STATUSES)) {
      throw new ResponseRefusedError(
        'answered',
        `Invoice ${invoice.id} is ${invoice.status} already; that answer is final`,
      );
    }
  }
  if (!statusIn(invoice.status, INVOICE_RESPONSE_STATUSES)) {
    throw new ResponseRefusedError(
      'status',
      `Invoice ${invoice.id} is ${invoice.status}; only Imported or Delivered invoices are answered`,
    );
  }
}

export async function respondToIncomingInvoice(
  deps: RespondDeps,
  input: RespondToInvoiceInput,
): Promise<InvoiceResponseSent> {
  const { db } = deps;
  const reason = input.reason?.trim() || null;
  if (input.code === 'RE' && !reason) throw new ResponseRefusedError('noReason', 'A rejection (RE) needs a reason');
  const invoice = await loadIncomingInvoice(db, input.invoiceId);
  const instanceId = responseInstanceIdFor(invoice.invoice_uuid, input.code);
  const fileName = messageFileName(instanceId);
  const result = (outcome: InvoiceResponseSent['outcome'], status: string): InvoiceResponseSent => ({
    outcome,
    code: input.code,
    instanceId,
    fileName,
    status,
  });

  // The same answer again (a Temporal retry, a repeated poll): done before, whatever the status is now.
  if (await findMessageByInstance(db, 'outgoing', instanceId)) return result('already-sent', invoice.status);
  await checkAnswerable(db, invoice, input.code);

  const parties = await partiesOf(db, invoice);
  const now = deps.now?.() ?? new Date();
  let xml: string;
  try {
    xml = buildResponseDocument({
      instanceId,
      code: input.code,
      reason,
      buyer: parties.buyer,
      seller: parties.seller,
      countryC1: parties.country,
      now,
      invoice: {
        number: invoice.invoice_id ?? invoice.raw_result?.invoice_id ?? '',
        issueDate: invoice.issue_date_text ?? invoice.raw_result?.issue_date,
        typeCode: invoice.document_type ?? undefined,
      },
    });
  } catch (err) {
    if (err instanceof ResponseError || err instanceof EnvelopeError)
      throw new ResponseRefusedError('incomplete', `Invoice ${invoice.id}: ${err.message}`);
    throw err;
  }
  const bytes = new TextEncoder().encode(xml);

  const { stored, alreadyThere } = await storeAndUploadOnce(deps, fileName, bytes);

  await db.transaction(async (trx) => {
    await recordDocument(trx, stored);
    await insertMessage(trx, {
      direction: 'outgoing',
      fileName,
      instanceId,
      kind: 'invoice-response',
      outcome: 'uploaded',
      invoiceId: invoice.id,
      senderId: parties.buyer.id,
      receiverId: parties.seller.id,
      documentSha256: stored.sha256,
    });
  });
  return result(alreadyThere ? 'already-sent' : 'sent', invoice.status);
}
