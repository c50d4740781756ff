// Shared pieces of the two UBL ApplicationResponse documents Peppol uses (Invoice Response and
// Message Level Response): the participant type, writing and reading a party, and the header.

import { parsePeppolId } from '../../identifiers';
import { NS } from '../xml/namespaces';
import { at, child, text, type XmlElement } from '../xml/tree';
import type { XmlWriter } from '../xml/writer';

/** A Peppol participant: 'scheme:value' id plus an optional name. */
export interface ResponseParty {
  id: string;
  name?: string;
}

export class ResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseError';
  }
}

export function writeResponseParty(w: XmlWriter, tag: string, p: ResponseParty, withLegal: boolean): void {
  const pid = parsePeppolId(p.id);
  if (!pid) throw new ResponseError(`Not a Peppol participant id: '${p.id}'`);
  w.open(tag).leaf('cbc:EndpointID', pid.value, { schemeID: pid.scheme });
  if (withLegal && p.name)
    w.open('cac:PartyLegalEntity').leaf('cbc:RegistrationName', p.name).close('cac:PartyLegalEntity');
  w.close(tag);
}

export function readResponseParty(el: XmlElement | undefined): ResponseParty | undefined {
  const ep = child(el, 'cbc:EndpointID');
  const v = text(ep);
  if (!ep || !v) return undefined;
  const p: ResponseParty = { id: ep.attrs.schemeID ? `${ep.attrs.schemeID}:${v}` : v };
  const name = text(el, 'cac:PartyLegalEntity/cbc:RegistrationName') ?? text(el, 'cac:PartyName/cbc:Name');
  if (name) p.name = name;
  return p;
}

export function openApplicationResponse(
  w: XmlWriter,
  customizationId: string,
  profileId: string,
  id: string,
  issueDate: string,
  issueTime?: string,
): void {
  w.open('ApplicationResponse', { xmlns: NS.applicationResponse, 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc })
    .leaf('cbc:CustomizationID', customizationId)
    .leaf('cbc:ProfileID', profileId)
    .leaf('cbc:ID', id)
    .leaf('cbc:IssueDate', issueDate)
    .leaf('cbc:IssueTime', issueTime);
}

export function assertApplicationResponse(root: XmlElement, customizationPrefix: string): void {
  if (root.ns !== NS.applicationResponse || root.local !== 'ApplicationResponse') {
    throw new ResponseError(`Not a UBL ApplicationResponse: root is {${root.ns}}${root.local}`);
  }
  const cid = text(root, 'cbc:CustomizationID') ?? '';
  if (!cid.startsWith(customizationPrefix))
    throw new ResponseError(`Unexpected CustomizationID '${cid}' (expected ${customizationPrefix})`);
}

export function responseOf(root: XmlElement): XmlElement | undefined {
  return at(root, 'cac:DocumentResponse/cac:Response');
}
