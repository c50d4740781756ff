// The Invoice Response a receiver on the platform sends to the supplier of an incoming Peppol
// invoice (AB on import, AP or RE from the console), in its SBDH envelope. Pure: the caller gives
// the parties, the answered invoice's references, the message id and the time. The message id is
// also the response's own id, so the document and its envelope name each other.
import {
  buildEnvelope,
  buildInvoiceResponse,
  DOCUMENT_KINDS,
  type InvoiceResponse,
  type ResponseStatus,
} from '../../domain/peppol';
import type { PlatformResponseCode } from '../../workflows/contract';

export interface ResponseDocumentInput {
  /** The SBDH instance identifier (and the response's ID). */
  instanceId: string;
  code: PlatformResponseCode;
  /** The rejection reason; RE needs one. */
  reason?: string | null;
  /** The receiver company answering (the invoice's buyer), as a 'scheme:value' participant id. */
  buyer: { id: string; name?: string };
  /** The supplier being answered (the invoice's seller). */
  seller: { id: string; name?: string };
  /** The answered invoice: its number (BT-1), issue date and type code (380/381). */
  invoice: { number: string; issueDate?: string; typeCode?: string };
  /** The buyer's country (COUNTRY_C1 of the envelope: the answer's sender). */
  countryC1: string;
  now: Date;
}

/** A rejection says why: one OPStatusReason 'OTH' (other) with the receiver's own words. */
function statusesFor(code: PlatformResponseCode, reason: string | null | undefined): ResponseStatus[] {
  return code === 'RE' && reason ? [{ kind: 'reason', code: 'OTH', text: reason }] : [];
}

export function invoiceResponseOf(input: ResponseDocumentInput): InvoiceResponse {
  const document: InvoiceResponse['document'] = { id: input.invoice.number };
  if (input.invoice.issueDate) document.issueDate = input.invoice.issueDate;
  if (input.invoice.typeCode) document.typeCode = input.invoice.typeCode;
  return {
    id: input.instanceId,
    issueDate: input.now.toISOString().slice(0, 10),
    sender: input.buyer,
    receiver: input.seller,
    code: input.code,
    statuses: statusesFor(input.code, input.reason),
    document,
  };
}

/** The enveloped Invoice Response; throws ResponseError / EnvelopeError when it cannot be built. */
export function buildResponseDocument(input: ResponseDocumentInput): string {
  const kind = DOCUMENT_KINDS.invoiceResponse;
  return buildEnvelope(
    {
      sender: input.buyer.id,
      receiver: input.seller.id,
      documentTypeId: kind.documentTypeId,
      processId: kind.processId,
      instanceId: input.instanceId,
      createdAt: input.now.toISOString(),
      countryC1: input.countryC1,
      standard: kind.rootNs,
      type: kind.rootName,
    },
    buildInvoiceResponse(invoiceResponseOf(input)),
  );
}
