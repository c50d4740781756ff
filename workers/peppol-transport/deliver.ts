// Sending an outgoing Peppol invoice to the access-point provider, idempotent by message id. The
// SBDH instance id is derived from the invoice (envelope_instance_id, stored before the upload), the
// file is named after it, and a send counts as done when its message row exists or its file is
// already in the provider's outbox or archive: a send whose upload succeeded but whose
// acknowledgement was lost never goes out twice. The invoice stays 'Sending' until the MLR arrives.
import type { Knex } from 'knex';
import {
  buildAndValidate, buildEnvelope, DOCUMENT_KINDS, endpointId, partyCountry, type PeppolDocumentInput, type PeppolParty,
} from '../../domain/peppol';
import type { InvoiceForm } from '../../domain/invoice-form';
import { recordDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import { COMPANY_PARTY_COLUMNS, type CompanyPartyRow } from './invoices.repository';
import { recordInvoiceEvent } from '../activities/invoice-events';
import { findMessageByInstance, insertMessage } from './messages.repository';
import { envelopeInstanceIdFor, isSafeMessageId, messageFileName } from './naming';
import type { AccessPointTransport } from './transport';
import { storeAndUploadOnce } from './upload-once';

export interface DeliverInput {
  invoiceId: string;
  /** 1 for the first send; a deliberate resend passes 2, 3, … and so gets a new message id. */
  sendNumber?: number;
}

export interface DeliveryResult {
  outcome: 'uploaded' | 'already-delivered';
  instanceId: string;
  fileName: string;
}

/** A send that cannot succeed by retrying: not a Peppol invoice, no form, no endpoint, fatal findings. */
export class DeliveryRefusedError extends Error {
  constructor(message: string, readonly findings: { id: string; message: string }[] = []) {
    super(message);
    this.name = 'DeliveryRefusedError';
  }
}

export interface DeliverDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  now?: () => Date;
}

interface InvoiceToSend {
  id: string;
  invoice_uuid: string;
  format: string;
  raw_result: InvoiceForm | null;
  customer_data: PeppolParty | null;
  sender_company_id: string | null;
  receiver_company_id: string | null;
  envelope_instance_id: string | null;
}

async function company(db: Knex, id: string | null): Promise<CompanyPartyRow | undefined> {
  if (!id) return undefined;
  return (await db('companies').select(COMPANY_PARTY_COLUMNS).where({ id }).first()) as CompanyPartyRow | undefined;
}

/** The invoice's message id: the stored one, else the derived one, stored first-writer-wins. */
async function claimInstanceId(db: Knex, invoice: InvoiceToSend, sendNumber: number): Promise<string> {
  const wanted = envelopeInstanceIdFor(invoice.invoice_uuid, sendNumber);
  if (invoice.envelope_instance_id === wanted || (invoice.envelope_instance_id && sendNumber === 1)) return invoice.envelope_instance_id;
  await db('invoices').where({ id: invoice.id }).update({ envelope_instance_id: wanted });
  return wanted;
}

/** The document input the invoice is built from: its form, the sender company, the receiver company or customer data. */
export async function documentInputOf(db: Knex, invoice: InvoiceToSend): Promise<PeppolDocumentInput> {
  if (!invoice.raw_result) throw new DeliveryRefusedError(`Invoice ${invoice.id} has no invoice form to build the Peppol document from`);
  const supplier = await company(db, invoice.sender_company_id);
  if (!supplier) throw new DeliveryRefusedError(`Invoice ${invoice.id} has no sender company`);
  const customer = (await company(db, invoice.receiver_company_id)) ?? invoice.customer_data ?? invoice.raw_result.customer_data ?? undefined;
  if (!customer) throw new DeliveryRefusedError(`Invoice ${invoice.id} has neither a receiver company nor customer data`);
  return { invoice: invoice.raw_result, supplier, customer };
}

function participant(party: PeppolParty, role: string): string {
  const ep = endpointId(party);
  if (!ep) throw new DeliveryRefusedError(`The ${role} has no Peppol endpoint id (peppol_id or organisation number)`);
  return `${ep.scheme}:${ep.value}`;
}

export async function deliverToAccessPoint(deps: DeliverDeps, input: DeliverInput): Promise<DeliveryResult> {
  const { db, transport } = deps;
  const invoice = (await db('invoices')
    .select('id', 'invoice_uuid', 'format', 'raw_result', 'customer_data', 'sender_company_id', 'receiver_company_id', 'envelope_instance_id')
    .where({ id: input.invoiceId })
    .first()) as InvoiceToSend | undefined;
  if (!invoice) throw new DeliveryRefusedError(`No invoice ${input.invoiceId}`);
  if (invoice.format !== 'peppol') throw new DeliveryRefusedError(`Invoice ${invoice.id} is not a Peppol invoice`);

  const instanceId = await claimInstanceId(db, invoice, input.sendNumber ?? 1);
  if (!isSafeMessageId(instanceId)) throw new DeliveryRefusedError(`Invoice ${invoice.id} has an envelope id that cannot name a file: '${instanceId}'`);
  const fileName = messageFileName(instanceId);
  const done: DeliveryResult = { outcome: 'already-delivered', instanceId, fileName };
  if (await findMessageByInstance(db, 'outgoing', instanceId)) return done;

  const doc = await documentInputOf(db, invoice);
  const built = buildAndValidate(doc);
  if (!built.ok) {
    const fatal = built.findings.filter((f) => f.flag === 'fatal');
    throw new DeliveryRefusedError(`The Peppol document has ${fatal.length} fatal finding(s): ${fatal.map((f) => f.id).join(', ')}`, fatal.map((f) => ({ id: f.id, message: f.message })));
  }
  const kind = doc.invoice.document_type === '381' ? DOCUMENT_KINDS.creditNote : DOCUMENT_KINDS.invoice;
  const xml = buildEnvelope({
    sender: participant(doc.supplier, 'sender'),
    receiver: participant(doc.customer, 'receiver'),
    documentTypeId: kind.documentTypeId,
    processId: kind.processId,
    instanceId,
    createdAt: (deps.now?.() ?? new Date()).toISOString(),
    countryC1: partyCountry(doc.supplier) ?? 'SE',
    standard: kind.rootNs,
    type: kind.rootName,
  }, built.xml);
  const bytes = new TextEncoder().encode(xml);

  const { stored, alreadyThere } = await storeAndUploadOnce(deps, fileName, bytes);

  await db.transaction(async (trx) => {
    await recordDocument(trx, stored);
    await insertMessage(trx, {
      direction: 'outgoing', fileName, instanceId, kind: doc.invoice.document_type === '381' ? 'credit-note' : 'invoice', outcome: 'uploaded',
      invoiceId: invoice.id, senderId: participant(doc.supplier, 'sender'), receiverId: participant(doc.customer, 'receiver'), documentSha256: stored.sha256,
    });
    await trx('invoices').where({ id: invoice.id }).whereNull('xml_file').update({ xml_file: stored.sha256 });
    await recordInvoiceEvent(trx, {
      invoiceId: invoice.id,
      event: 'peppol_uploaded',
      data: { envelopeInstanceId: instanceId, fileName, transport: transport.kind, found: alreadyThere },
      idempotencyKey: `peppol-out:${instanceId}`,
    });
  });
  return alreadyThere ? done : { outcome: 'uploaded', instanceId, fileName };
}
