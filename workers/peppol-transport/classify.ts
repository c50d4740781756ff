// What an inbox file is: every document from the provider arrives inside an SBDH; its payload is a
// Message Level Response, an Invoice Response, or an Invoice / CreditNote from another participant.
// Pure: bytes in, a typed document (or the reason it cannot be read) out.
import {
  DOCUMENT_KINDS,
  parseEnvelope,
  parseInvoiceResponse,
  parseMessageLevelResponse,
  parseTree,
  validateTree,
  type Envelope,
  type Finding,
  type InvoiceResponse,
  type MessageLevelResponse,
  type PeppolDocumentInput,
} from '../../domain/peppol';
import { NS } from '../../domain/peppol/xml/namespaces';
import { text, type XmlElement } from '../../domain/peppol/xml/tree';

export type InboxDocumentKind = 'mlr' | 'invoice-response' | 'invoice' | 'credit-note';

export type InboxDocument =
  | { kind: 'mlr'; envelope: Envelope; mlr: MessageLevelResponse }
  | { kind: 'invoice-response'; envelope: Envelope; response: InvoiceResponse }
  | {
      kind: 'invoice' | 'credit-note';
      envelope: Envelope;
      document: PeppolDocumentInput;
      payloadXml: string;
      findings: Finding[];
    }
  | { kind: 'unreadable'; envelope?: Envelope; error: string };

const BY_DOCUMENT_TYPE = new Map<string, InboxDocumentKind>([
  [DOCUMENT_KINDS.mlr.documentTypeId, 'mlr'],
  [DOCUMENT_KINDS.invoiceResponse.documentTypeId, 'invoice-response'],
  [DOCUMENT_KINDS.invoice.documentTypeId, 'invoice'],
  [DOCUMENT_KINDS.creditNote.documentTypeId, 'credit-note'],
]);

/** The kind from the SBDH DOCUMENTID scope, else from the payload itself (root and CustomizationID). */
export function kindOf(envelope: Envelope, payload: XmlElement): InboxDocumentKind | undefined {
  const declared = BY_DOCUMENT_TYPE.get(envelope.documentTypeId);
  if (declared) return declared;
  if (payload.ns === NS.invoice && payload.local === 'Invoice') return 'invoice';
  if (payload.ns === NS.creditNote && payload.local === 'CreditNote') return 'credit-note';
  if (payload.ns === NS.applicationResponse && payload.local === 'ApplicationResponse') {
    const customization = text(payload, 'cbc:CustomizationID') ?? '';
    if (DOCUMENT_KINDS.mlr.documentTypeId.includes(`##${customization}::`)) return 'mlr';
    if (DOCUMENT_KINDS.invoiceResponse.documentTypeId.includes(`##${customization}::`)) return 'invoice-response';
  }
  return undefined;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function classifyInboxDocument(bytes: Uint8Array): InboxDocument {
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'unreadable', error: 'The file is not UTF-8 text' };
  }
  let parsed;
  try {
    parsed = parseEnvelope(xml);
  } catch (err) {
    return { kind: 'unreadable', error: `No readable SBDH envelope: ${messageOf(err)}` };
  }
  const { envelope, payload, payloadXml } = parsed;
  const kind = kindOf(envelope, payload);
  try {
    switch (kind) {
      case 'mlr':
        return { kind, envelope, mlr: parseMessageLevelResponse(xml) };
      case 'invoice-response':
        return { kind, envelope, response: parseInvoiceResponse(xml) };
      case 'invoice':
      case 'credit-note': {
        const findings = validateTree(payload);
        return { kind, envelope, document: parseTree(payload), payloadXml, findings };
      }
      default:
        return {
          kind: 'unreadable',
          envelope,
          error: `Unsupported document type '${envelope.documentTypeId}' ({${payload.ns}}${payload.local})`,
        };
    }
  } catch (err) {
    return { kind: 'unreadable', envelope, error: `${kind} could not be read: ${messageOf(err)}` };
  }
}
