// The SBDH (Standard Business Document Header) envelope around Peppol documents: build and parse.
// Its InstanceIdentifier is the key for de-duplication and for matching responses to documents.
// Pure: the caller supplies the instance id (a UUID) and the creation time.

import { parsePeppolId } from '../identifiers';
import { CUSTOMIZATION_ID, PROFILE_ID } from './build/build-ubl';
import { participantId } from './party';
import { readTree, PeppolParseError } from './parse';
import { INVOICE_RESPONSE_CUSTOMIZATION_ID, INVOICE_RESPONSE_PROFILE_ID } from './response/invoice-response';
import { MLR_CUSTOMIZATION_ID, MLR_PROFILE_ID } from './response/message-level-response';
import { NS } from './xml/namespaces';
import { all, child, text, type XmlElement } from './xml/tree';
import { XmlWriter } from './xml/writer';

export const PARTICIPANT_SCHEME = 'iso6523-actorid-upis';
export const DOCTYPE_SCHEME = 'busdox-docid-qns';
export const PROCESS_SCHEME = 'cenbii-procid-ubl';

export interface PeppolDocumentKind {
  rootNs: string;
  rootName: string;
  documentTypeId: string;
  processId: string;
}

const kind = (rootNs: string, rootName: string, customization: string, processId: string): PeppolDocumentKind => ({
  rootNs,
  rootName,
  processId,
  documentTypeId: `${rootNs}::${rootName}##${customization}::2.1`,
});

/** The Peppol document types this platform sends and receives. */
export const DOCUMENT_KINDS = {
  invoice: kind(NS.invoice, 'Invoice', CUSTOMIZATION_ID, PROFILE_ID),
  creditNote: kind(NS.creditNote, 'CreditNote', CUSTOMIZATION_ID, PROFILE_ID),
  invoiceResponse: kind(
    NS.applicationResponse,
    'ApplicationResponse',
    INVOICE_RESPONSE_CUSTOMIZATION_ID,
    INVOICE_RESPONSE_PROFILE_ID,
  ),
  mlr: kind(NS.applicationResponse, 'ApplicationResponse', MLR_CUSTOMIZATION_ID, MLR_PROFILE_ID),
} as const;

export interface Envelope {
  /** 'scheme:value' participant ids (C1 sender, C4 receiver). */
  sender: string;
  receiver: string;
  documentTypeId: string;
  processId: string;
  instanceId: string;
  /** ISO 8601 date-time. */
  createdAt: string;
  /** Country of the sender (C1), ISO 3166 alpha-2. */
  countryC1: string;
  /** Namespace and local name of the payload root (SBDH Standard and Type). */
  standard: string;
  type: string;
}

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

function participant(id: string): string {
  const p = parsePeppolId(id);
  if (!p) throw new EnvelopeError(`Not a Peppol participant id: '${id}'`);
  return participantId(p);
}

/** Wraps a payload document (its XML text) in an SBDH. */
export function buildEnvelope(env: Envelope, payloadXml: string): string {
  if (!env.instanceId) throw new EnvelopeError('The envelope instance identifier is missing');
  if (!/^[A-Z]{2}$/.test(env.countryC1))
    throw new EnvelopeError(`COUNTRY_C1 must be an ISO 3166 alpha-2 code, got '${env.countryC1}'`);
  const w = new XmlWriter();
  w.open('StandardBusinessDocument', { xmlns: NS.sbdh })
    .open('StandardBusinessDocumentHeader')
    .leaf('HeaderVersion', '1.0')
    .open('Sender')
    .leaf('Identifier', participant(env.sender), { Authority: PARTICIPANT_SCHEME })
    .close('Sender')
    .open('Receiver')
    .leaf('Identifier', participant(env.receiver), { Authority: PARTICIPANT_SCHEME })
    .close('Receiver')
    .open('DocumentIdentification')
    .leaf('Standard', env.standard)
    .leaf('TypeVersion', '2.1')
    .leaf('InstanceIdentifier', env.instanceId)
    .leaf('Type', env.type)
    .leaf('CreationDateAndTime', env.createdAt)
    .close('DocumentIdentification')
    .open('BusinessScope');
  const scope = (type: string, value: string, identifier?: string): void => {
    w.open('Scope').leaf('Type', type).leaf('InstanceIdentifier', value).leaf('Identifier', identifier).close('Scope');
  };
  scope('DOCUMENTID', env.documentTypeId, DOCTYPE_SCHEME);
  scope('PROCESSID', env.processId, PROCESS_SCHEME);
  scope('COUNTRY_C1', env.countryC1);
  w.close('BusinessScope')
    .close('StandardBusinessDocumentHeader')
    .raw(payloadXml.replace(/^\uFEFF?\s*<\?xml[^?]*\?>\s*/, ''))
    .close('StandardBusinessDocument');
  return w.toString();
}

export interface ParsedEnvelope {
  envelope: Envelope;
  /** The payload root element, ready for parseTree / validateTree. */
  payload: XmlElement;
  /** The payload as XML text (for storage), with its own XML declaration. */
  payloadXml: string;
}

const sh = (local: string) => `sh:${local}`;

/** Reads an SBDH envelope; throws EnvelopeError (or PeppolParseError for unreadable XML). */
export function parseEnvelope(xml: string): ParsedEnvelope {
  const root = readTree(xml);
  if (root.ns !== NS.sbdh || root.local !== 'StandardBusinessDocument') {
    throw new EnvelopeError(`Not an SBDH envelope: root is {${root.ns}}${root.local}`);
  }
  const header = child(root, sh('StandardBusinessDocumentHeader'));
  if (!header) throw new EnvelopeError('SBDH without StandardBusinessDocumentHeader');
  const payload = root.children.find((c) => c !== header);
  if (!payload) throw new EnvelopeError('SBDH without a payload document');
  const docId = child(header, sh('DocumentIdentification'));
  const scopes = new Map<string, string>();
  for (const s of all(header, `${sh('BusinessScope')}/${sh('Scope')}`)) {
    const t = text(s, sh('Type'));
    const v = text(s, sh('InstanceIdentifier'));
    if (t && v) scopes.set(t, v);
  }
  const envelope: Envelope = {
    sender: text(header, `${sh('Sender')}/${sh('Identifier')}`) ?? '',
    receiver: text(header, `${sh('Receiver')}/${sh('Identifier')}`) ?? '',
    documentTypeId: scopes.get('DOCUMENTID') ?? '',
    processId: scopes.get('PROCESSID') ?? '',
    instanceId: text(docId, sh('InstanceIdentifier')) ?? '',
    createdAt: text(docId, sh('CreationDateAndTime')) ?? '',
    countryC1: scopes.get('COUNTRY_C1') ?? '',
    standard: text(docId, sh('Standard')) ?? '',
    type: text(docId, sh('Type')) ?? '',
  };
  for (const k of ['sender', 'receiver', 'instanceId', 'documentTypeId'] as const) {
    if (!envelope[k]) throw new EnvelopeError(`SBDH without ${k}`);
  }
  const close = xml.lastIndexOf('</');
  const headerEnd = /<\/(?:[\w.-]+:)?StandardBusinessDocumentHeader\s*>/.exec(xml);
  if (!headerEnd || close < 0) throw new PeppolParseError('not-well-formed', 'SBDH payload could not be located');
  const body = xml.slice(headerEnd.index + headerEnd[0].length, close).trim();
  return { envelope, payload, payloadXml: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` };
}
