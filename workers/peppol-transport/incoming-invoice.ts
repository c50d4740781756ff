// An invoice or credit note another participant sent to a company on the platform: routed to the
// receiver company by the envelope's receiver id (else the buyer's endpoint in the document), the
// sender company matched the same way when it is registered. The XML is stored; the new invoice
// (status Imported, or Import error with the fatal findings) is recorded by its own workflow, to
// which the inbox hands this record. Its id is derived from the envelope, so a repeated hand-over
// is one invoice; the same invoice under a second envelope (same supplier, number, type and issue
// date to the same receiver) is a duplicate, never a second payable invoice.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { TEXT_MAX_LENGTH } from '../../domain/constants';
import { participantOf, type Envelope, type Finding, type PeppolDocumentInput } from '../../domain/peppol';
import { InvoiceStatus } from '../../domain/statuses';
import { storeDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import type { NewInvoice } from '../../workflows/invoice/contract';
import { amountOrNull, currencyOrNull, dateOrNull } from '../invoices/form-columns';
import { companiesByParticipant, participantKey, type CompanyPartyRow } from './invoices.repository';
import { uuidV5 } from './naming';

export interface IncomingInvoice {
  kind: 'invoice' | 'credit-note';
  envelope: Envelope;
  document: PeppolDocumentInput;
  /** The UBL document without its envelope, as stored for the XML viewer. */
  payloadXml: string;
  findings: Finding[];
}

type Db = Knex | Knex.Transaction;

export type PreparedIncoming =
  | { outcome: 'new'; create: NewInvoice; documentKey: string }
  | { outcome: 'duplicate'; invoiceId: string; detail: string }
  | { outcome: 'import-error'; detail: string };

/** The company behind the envelope id, else behind the party's own endpoint in the document. */
async function companyFor(
  db: Db,
  envelopeId: string,
  party: PeppolDocumentInput['customer'],
): Promise<CompanyPartyRow | undefined> {
  const byEnvelope = await companiesByParticipant(db, envelopeId);
  if (byEnvelope[0]) return byEnvelope[0];
  const own = participantOf(party);
  return own && own !== envelopeId ? (await companiesByParticipant(db, own))[0] : undefined;
}

/** The exception text of a document with fatal findings: one 'rule: message' per finding. */
export function findingsText(findings: readonly Finding[]): string {
  return findings
    .filter((f) => f.flag === 'fatal')
    .map((f) => `${f.id}: ${f.message}`)
    .join('; ');
}

/** The invoice id of a received envelope: derived, so a repeated hand-over names the same invoice. */
export function incomingInvoiceId(envelopeInstanceId: string): string {
  return uuidV5(`peppol-in:${envelopeInstanceId}`);
}

/** What makes two received documents the same invoice, hashed to a fixed length. */
export function incomingDocumentKey(p: {
  receiverCompanyId: string;
  sender: string;
  number: string;
  documentType: string;
  issueDate: string | null;
}): string {
  const key = [
    p.receiverCompanyId,
    participantKey(p.sender) ?? p.sender.toLowerCase(),
    p.number.trim().toLowerCase(),
    p.documentType,
    p.issueDate ?? '',
  ].join('|');
  return createHash('sha256').update(key).digest('hex');
}

/** The earlier message that carried the same invoice, if any (handled: it made the invoice). */
async function earlierCopy(
  db: Db,
  documentKey: string,
): Promise<{ invoiceId: string; instanceId: string | null } | undefined> {
  const row = (await db('peppol_messages')
    .select('dispatch', 'instance_id', 'invoice_id')
    .where({ direction: 'incoming', document_key: documentKey, outcome: 'handled' })
    .orderBy('created_at', 'asc')
    .first()) as
    { dispatch: { invoiceId?: string } | null; instance_id: string | null; invoice_id: string | null } | undefined;
  const invoiceId = row?.invoice_id ?? row?.dispatch?.invoiceId;
  return row && invoiceId ? { invoiceId, instanceId: row.instance_id } : undefined;
}

export async function prepareIncomingInvoice(
  db: Db,
  store: DocumentStore,
  incoming: IncomingInvoice,
): Promise<PreparedIncoming> {
  const { envelope, document } = incoming;
  const number = document.invoice.invoice_id?.trim() ?? '';
  // The data model holds invoice numbers of up to 256 characters; a longer one is refused once, here.
  if (number.length > TEXT_MAX_LENGTH) {
    return {
      outcome: 'import-error',
      detail: `The invoice number is ${number.length} characters long; at most ${TEXT_MAX_LENGTH} are accepted`,
    };
  }
  const receiver = await companyFor(db, envelope.receiver, document.customer);
  if (!receiver) {
    return {
      outcome: 'import-error',
      detail: `No company on the platform has the Peppol id ${envelope.receiver} (receiver of invoice ${number || '?'})`,
    };
  }
  const documentType = incoming.kind === 'credit-note' ? '381' : '380';
  const issueDate = dateOrNull(document.invoice.issue_date);
  const fatal = findingsText(incoming.findings);
  const documentKey = incomingDocumentKey({
    receiverCompanyId: receiver.id,
    sender: envelope.sender,
    number,
    documentType,
    issueDate,
  });
  if (number && !fatal) {
    const earlier = await earlierCopy(db, documentKey);
    if (earlier) {
      return {
        outcome: 'duplicate',
        invoiceId: earlier.invoiceId,
        detail: `Invoice ${number} from ${envelope.sender} was received before (envelope ${earlier.instanceId ?? '?'})`,
      };
    }
  }
  const sender = await companyFor(db, envelope.sender, document.supplier);
  const stored = await storeDocument(store, db, new TextEncoder().encode(incoming.payloadXml), 'application/xml');
  const invoiceId = incomingInvoiceId(envelope.instanceId);
  const form = {
    ...document.invoice,
    receiver_company: { _id: receiver.id, name: receiver.name, tax_number: receiver.tax_number ?? null },
    ...(sender ? { sender_company: { _id: sender.id, name: sender.name, tax_number: sender.tax_number ?? null } } : {}),
    // The supplier as the document names it (lists show it when the supplier is not on the platform).
    supplier_data: {
      name: document.supplier.name ?? null,
      org_id: document.supplier.org_id ?? null,
      tax_number: document.supplier.tax_number ?? null,
      peppol_id: envelope.sender,
    },
  };
  const create: NewInvoice = {
    invoiceId,
    format: 'peppol',
    origin: 'peppol-network',
    status: fatal ? InvoiceStatus.ImportError : InvoiceStatus.Imported,
    xmlFile: stored.sha256,
    senderCompanyId: sender?.id ?? null,
    receiverCompanyId: receiver.id,
    rawResult: form,
    customerData: (document.invoice.customer_data as Record<string, unknown> | null | undefined) ?? null,
    exception: fatal || null,
    envelopeInstanceId: envelope.instanceId,
    documentType,
    invoiceNumber: number || null,
    issueDate,
    dueDate: dateOrNull(document.invoice.due_date),
    currency: currencyOrNull(document.invoice.document_currency_code),
    payableAmount: amountOrNull(document.invoice.legal_monetary_total?.payable_amount),
    createdBy: {
      event: 'peppol_received',
      data: {
        envelopeInstanceId: envelope.instanceId,
        from: envelope.sender,
        to: envelope.receiver,
        findings: incoming.findings.length,
      },
    },
  };
  return { outcome: 'new', create, documentKey };
}
