// Import of an invoice or credit note another participant sent to a company on the platform: routed
// to the receiver company by the envelope's receiver id (else the buyer's endpoint in the document),
// the sender company matched the same way when it is registered. Creates the incoming Peppol invoice
// (status Imported, or Import error when the document has fatal findings), stores its XML and writes
// the audit event. The invoice's envelope_instance_id is unique, so a second delivery of the same
// envelope creates nothing.
import type { Knex } from 'knex';
import { endpointId, type Envelope, type Finding, type PeppolDocumentInput } from '../../domain/peppol';
import { InvoiceStatus } from '../../domain/statuses';
import { storeDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import type { HandlerResult } from './handlers';
import { companiesByParticipant, type CompanyPartyRow } from './invoices.repository';
import { recordInvoiceEvent } from '../activities/invoice-events';

export interface IncomingInvoice {
  kind: 'invoice' | 'credit-note';
  envelope: Envelope;
  document: PeppolDocumentInput;
  /** The UBL document without its envelope, as stored for the XML viewer. */
  payloadXml: string;
  findings: Finding[];
}

type Db = Knex | Knex.Transaction;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrNull = (v: string | null | undefined) => (v && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);
const currencyOrNull = (v: string | null | undefined) => (v && /^[A-Z]{3}$/.test(v) ? v : null);
/** numeric(16,2): a finite amount below 10^14, else nothing (validation has reported it). */
const amountOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 1e14 ? Math.round(v * 100) / 100 : null);

function endpointOf(party: PeppolDocumentInput['customer']): string | undefined {
  const ep = endpointId(party);
  return ep ? `${ep.scheme}:${ep.value}` : undefined;
}

/** The company behind the envelope id, else behind the party's own endpoint in the document. */
async function companyFor(db: Db, envelopeId: string, party: PeppolDocumentInput['customer']): Promise<CompanyPartyRow | undefined> {
  const byEnvelope = await companiesByParticipant(db, envelopeId);
  if (byEnvelope[0]) return byEnvelope[0];
  const own = endpointOf(party);
  return own && own !== envelopeId ? (await companiesByParticipant(db, own))[0] : undefined;
}

/** The exception text of a document with fatal findings: one 'rule: message' per finding. */
export function findingsText(findings: readonly Finding[]): string {
  return findings.filter((f) => f.flag === 'fatal').map((f) => `${f.id}: ${f.message}`).join('; ');
}

export async function importIncomingInvoice(trx: Knex.Transaction, store: DocumentStore, incoming: IncomingInvoice): Promise<HandlerResult> {
  const { envelope, document } = incoming;
  const receiver = await companyFor(trx, envelope.receiver, document.customer);
  if (!receiver) {
    return { outcome: 'import-error', detail: `No company on the platform has the Peppol id ${envelope.receiver} (receiver of invoice ${document.invoice.invoice_id || '?'})` };
  }
  const sender = await companyFor(trx, envelope.sender, document.supplier);

  const stored = await storeDocument(store, trx, new TextEncoder().encode(incoming.payloadXml), 'application/xml');

  const fatal = findingsText(incoming.findings);
  const status = fatal ? InvoiceStatus.ImportError : InvoiceStatus.Imported;
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
  const inserted = await trx.raw<{ rows: { id: string }[] }>(
    `INSERT INTO invoices (format, document_type, invoice_id, status, sender_company_id, receiver_company_id, customer_data,
       customer_data_from_peppol_network, raw_result, issue_date, due_date, currency, payable_amount, exception, xml_file,
       envelope_instance_id)
     VALUES ('peppol', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (envelope_instance_id) WHERE envelope_instance_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      incoming.kind === 'credit-note' ? '381' : '380',
      document.invoice.invoice_id || null,
      status,
      sender?.id ?? null,
      receiver.id,
      JSON.stringify(document.invoice.customer_data ?? null),
      // customer_data_from_peppol_network is the customer's directory data (outgoing); none here.
      null,
      JSON.stringify(form),
      dateOrNull(document.invoice.issue_date),
      dateOrNull(document.invoice.due_date),
      currencyOrNull(document.invoice.document_currency_code),
      amountOrNull(document.invoice.legal_monetary_total?.payable_amount),
      fatal || null,
      stored.sha256,
      envelope.instanceId,
    ],
  );
  const invoiceId = inserted.rows[0]?.id;
  if (!invoiceId) {
    const existing = (await trx('invoices').select('id').where({ envelope_instance_id: envelope.instanceId }).first()) as { id: string } | undefined;
    return { outcome: 'duplicate', invoiceId: existing?.id, detail: `Envelope ${envelope.instanceId} was already imported` };
  }
  await recordInvoiceEvent(trx, {
    invoiceId,
    event: 'peppol_received',
    toStatus: status,
    reason: fatal || null,
    data: { envelopeInstanceId: envelope.instanceId, from: envelope.sender, to: envelope.receiver, findings: incoming.findings.length },
    idempotencyKey: `peppol-in:${envelope.instanceId}`,
  });
  return fatal ? { outcome: 'import-error', invoiceId, detail: fatal } : { outcome: 'handled', invoiceId };
}
