// Peppol Message Level Response 3.0 (UBL ApplicationResponse): the receiving side's technical
// verdict on a message. AP (accepted) and AB (acknowledged) mean the transport succeeded; RE
// (rejected) lists the errors per XPath (BV business rule, BW warning, SV syntax violation).

import { readTree, unwrapEnvelope } from '../parse';
import { all, child, text } from '../xml/tree';
import { XmlWriter } from '../xml/writer';
import {
  assertApplicationResponse,
  openApplicationResponse,
  readResponseParty,
  ResponseError,
  responseOf,
  writeResponseParty,
  type ResponseParty,
} from './application-response';

export const MLR_CUSTOMIZATION_ID = 'urn:fdc:peppol.eu:poacc:trns:mlr:3';
export const MLR_PROFILE_ID = 'urn:fdc:peppol.eu:poacc:bis:mlr:3';

export type MlrCode = 'AP' | 'AB' | 'RE';
export type MlrIssueCode = 'BV' | 'BW' | 'SV';

export interface MlrIssue {
  /** XPath of the problem, or 'NA'. */
  location: string;
  code: MlrIssueCode;
  reason?: string;
  /** The rule id (e.g. BR-CO-15). */
  ruleId?: string;
}

export interface MessageLevelResponse {
  id: string;
  issueDate: string;
  issueTime?: string;
  sender: ResponseParty;
  receiver: ResponseParty;
  code: MlrCode;
  /** The SBDH instance identifier of the message answered. */
  envelopeInstanceId: string;
  issues: MlrIssue[];
}

function check(m: MessageLevelResponse): void {
  if (!['AP', 'AB', 'RE'].includes(m.code)) throw new ResponseError(`Unknown message level response code '${m.code}'`);
  if (m.code === 'RE' && m.issues.length === 0)
    throw new ResponseError('A rejecting message level response (RE) needs at least one issue');
  if (!m.envelopeInstanceId) throw new ResponseError('The answered envelope instance id is missing');
}

export function buildMessageLevelResponse(m: MessageLevelResponse): string {
  check(m);
  const w = new XmlWriter();
  openApplicationResponse(w, MLR_CUSTOMIZATION_ID, MLR_PROFILE_ID, m.id, m.issueDate, m.issueTime);
  writeResponseParty(w, 'cac:SenderParty', m.sender, false);
  writeResponseParty(w, 'cac:ReceiverParty', m.receiver, false);
  w.open('cac:DocumentResponse')
    .open('cac:Response')
    .leaf('cbc:ResponseCode', m.code)
    .close('cac:Response')
    .open('cac:DocumentReference')
    .leaf('cbc:ID', m.envelopeInstanceId)
    .close('cac:DocumentReference');
  for (const i of m.issues) {
    w.open('cac:LineResponse')
      .open('cac:LineReference')
      .leaf('cbc:LineID', i.location || 'NA')
      .close('cac:LineReference')
      .open('cac:Response')
      .leaf('cbc:ResponseCode', i.code)
      .leaf('cbc:Description', i.reason);
    if (i.ruleId) w.open('cac:Status').leaf('cbc:StatusReasonCode', i.ruleId).close('cac:Status');
    w.close('cac:Response').close('cac:LineResponse');
  }
  w.close('cac:DocumentResponse').close('ApplicationResponse');
  return w.toString();
}

export function parseMessageLevelResponse(xml: string | Uint8Array): MessageLevelResponse {
  const root = unwrapEnvelope(readTree(xml));
  assertApplicationResponse(root, MLR_CUSTOMIZATION_ID);
  const dr = child(root, 'cac:DocumentResponse');
  const sender = readResponseParty(child(root, 'cac:SenderParty'));
  const receiver = readResponseParty(child(root, 'cac:ReceiverParty'));
  if (!sender || !receiver) throw new ResponseError('Message level response without sender or receiver endpoint');
  const m: MessageLevelResponse = {
    id: text(root, 'cbc:ID') ?? '',
    issueDate: text(root, 'cbc:IssueDate') ?? '',
    sender,
    receiver,
    code: (text(responseOf(root), 'cbc:ResponseCode') ?? '') as MlrCode,
    envelopeInstanceId: text(dr, 'cac:DocumentReference/cbc:ID') ?? '',
    issues: all(dr, 'cac:LineResponse').map((lr) => {
      const issue: MlrIssue = {
        location: text(lr, 'cac:LineReference/cbc:LineID') ?? 'NA',
        code: (text(lr, 'cac:Response/cbc:ResponseCode') ?? 'BV') as MlrIssueCode,
      };
      const reason = text(lr, 'cac:Response/cbc:Description');
      if (reason) issue.reason = reason;
      const rule = text(lr, 'cac:Response/cac:Status/cbc:StatusReasonCode');
      if (rule) issue.ruleId = rule;
      return issue;
    }),
  };
  const time = text(root, 'cbc:IssueTime');
  if (time) m.issueTime = time;
  check(m);
  return m;
}
