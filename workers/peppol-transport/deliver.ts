// Sending an outgoing invoice's Peppol document (built and checked before, kept in the document
// store as the invoice's xml_file) to the access-point provider, idempotent by message id: the SBDH
// instance id is derived from the invoice and its send number, the file is named after it, and a
// send counts as done when its message row exists or its file is already in the provider's outbox
// or archive, so a send whose upload succeeded but whose acknowledgement was lost never goes out
// twice. The envelope's parties are the document's own endpoints. The invoice stays 'Sending' until
// the MLR arrives; recording the send on the invoice is the workflow's step, not this module's.
import type { Knex } from 'knex';
import {
  buildEnvelope,
  DOCUMENT_KINDS,
  parseInvoiceXml,
  participantOf,
  partyCountry,
  type PeppolParty,
} from '../../domain/peppol';
import { documentKeyOf, recordDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
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

/** A send that cannot succeed by retrying: no document, no endpoint id. */
export class DeliveryRefusedError extends Error {
  constructor(
    message: string,
    readonly findings: { id: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'DeliveryRefusedError';
  }
}

export interface DeliverDeps {
  db: Knex;
  transport: AccessPointTransport;
  documentStore: DocumentStore;
  now?: () => Date;
  /** Called once the upload is done and before it is recorded (tests crash a worker here). */
  afterUpload?: () => void | Promise<void>;
}

interface InvoiceToSend {
  id: string;
  invoice_uuid: string;
  xml_file: string | null;
}

/** A party's participant id for the envelope; a party without one cannot be sent to. */
function requiredParticipant(party: PeppolParty, role: string): string {
  const id = participantOf(party);
  if (!id) throw new DeliveryRefusedError(`The ${role} has no Peppol endpoint id (peppol_id or organisation number)`);
  return id;
}

export async function deliverToAccessPoint(deps: DeliverDeps, input: DeliverInput): Promise<DeliveryResult> {
  const { db } = deps;
  const invoice = (await db('invoices')
    .select('id', 'invoice_uuid', 'xml_file')
    .where({ id: input.invoiceId })
    .first()) as InvoiceToSend | undefined;
  if (!invoice) throw new DeliveryRefusedError(`No invoice ${input.invoiceId}`);
  if (!invoice.xml_file) throw new DeliveryRefusedError(`Invoice ${invoice.id} has no Peppol document to send yet`);

  const instanceId = envelopeInstanceIdFor(invoice.invoice_uuid, input.sendNumber ?? 1);
  if (!isSafeMessageId(instanceId))
    throw new DeliveryRefusedError(`Invoice ${invoice.id} has an envelope id that cannot name a file: '${instanceId}'`);
  const fileName = messageFileName(instanceId);
  const done: DeliveryResult = { outcome: 'already-delivered', instanceId, fileName };
  if (await findMessageByInstance(db, 'outgoing', instanceId)) return done;

  const payload = new TextDecoder().decode(await deps.documentStore.get(documentKeyOf(invoice.xml_file)));
  const doc = parseInvoiceXml(payload);
  const kind = doc.invoice.document_type === '381' ? DOCUMENT_KINDS.creditNote : DOCUMENT_KINDS.invoice;
  const sender = requiredParticipant(doc.supplier, 'sender');
  const receiver = requiredParticipant(doc.customer, 'receiver');
  const xml = buildEnvelope(
    {
      sender,
      receiver,
      documentTypeId: kind.documentTypeId,
      processId: kind.processId,
      instanceId,
      createdAt: (deps.now?.() ?? new Date()).toISOString(),
      countryC1: partyCountry(doc.supplier) ?? 'SE',
      standard: kind.rootNs,
      type: kind.rootName,
    },
    payload,
  );
  const { stored, alreadyThere } = await storeAndUploadOnce(deps, fileName, new TextEncoder().encode(xml));
  await deps.afterUpload?.();

  await db.transaction(async (trx) => {
    await recordDocument(trx, stored);
    await insertMessage(trx, {
      direction: 'outgoing',
      fileName,
      instanceId,
      kind: doc.invoice.document_type === '381' ? 'credit-note' : 'invoice',
      outcome: 'uploaded',
      invoiceId: invoice.id,
      senderId: sender,
      receiverId: receiver,
      documentSha256: stored.sha256,
    });
  });
  return alreadyThere ? done : { outcome: 'uploaded', instanceId, fileName };
}
