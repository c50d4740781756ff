// Peppol BIS Invoice Response 3.0 (UBL ApplicationResponse): build and parse. Response codes from
// UNCL 4343 (AB, IP, UQ, CA, RE, AP, PD); clarification reasons from OPStatusReason and actions
// from OPStatusAction. A rejection (RE), and also UQ and CA, always carries at least one reason.

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

export const INVOICE_RESPONSE_CUSTOMIZATION_ID = 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3';
export const INVOICE_RESPONSE_PROFILE_ID = 'urn:fdc:peppol.eu:poacc:bis:invoice_response:3';

export const INVOICE_RESPONSE_CODES = ['AB', 'IP', 'UQ', 'CA', 'RE', 'AP', 'PD'] as const;
export type InvoiceResponseCode = (typeof INVOICE_RESPONSE_CODES)[number];

/** OPStatusReason: why (with its English meaning for the console). */
export const STATUS_REASONS: Readonly<Record<string, string>> = {
  NON: 'No issue',
  REF: 'References incorrect',
  LEG: 'Legal information incorrect',
  REC: 'Receiver unknown',
  QUA: 'Item quality insufficient',
  DEL: 'Delivery issues',
  PRI: 'Prices incorrect',
  QTY: 'Quantity incorrect',
  ITM: 'Items incorrect',
  PAY: 'Payment terms incorrect',
  UNR: 'Not recognized',
  FIN: 'Finance incorrect',
  PPD: 'Partially paid',
  OTH: 'Other',
};

/** OPStatusAction: what the seller is asked to do. */
export const STATUS_ACTIONS: Readonly<Record<string, string>> = {
  NOA: 'No action required',
  PIN: 'Provide information',
  NIN: 'Issue new invoice',
  CNF: 'Credit fully',
  CNP: 'Credit partially',
  CNA: 'Credit the amount',
  OTH: 'Other',
};

/** Codes that require at least one status reason. */
const NEEDS_REASON: ReadonlySet<InvoiceResponseCode> = new Set(['RE', 'UQ', 'CA']);

export interface ResponseStatus {
  /** 'reason' (OPStatusReason) or 'action' (OPStatusAction). */
  kind: 'reason' | 'action';
  code: string;
  text?: string;
}

export interface InvoiceResponse {
  id: string;
  issueDate: string;
  issueTime?: string;
  note?: string;
  /** The buyer answering. */
  sender: ResponseParty;
  /** The seller being answered. */
  receiver: ResponseParty;
  code: InvoiceResponseCode;
  effectiveDate?: string;
  statuses: ResponseStatus[];
  /** The invoice answered: its number (BT-1), issue date and type code. */
  document: { id: string; issueDate?: string; typeCode?: string };
}

const LIST_ID = { reason: 'OPStatusReason', action: 'OPStatusAction' } as const;

function checkResponse(r: InvoiceResponse): void {
  if (!INVOICE_RESPONSE_CODES.includes(r.code)) throw new ResponseError(`Unknown invoice response code '${r.code}'`);
  if (NEEDS_REASON.has(r.code) && !r.statuses.some((s) => s.kind === 'reason')) {
    throw new ResponseError(`An invoice response with code ${r.code} needs at least one status reason`);
  }
  for (const s of r.statuses) {
    const list = s.kind === 'reason' ? STATUS_REASONS : STATUS_ACTIONS;
    if (!(s.code in list)) throw new ResponseError(`Unknown ${LIST_ID[s.kind]} code '${s.code}'`);
  }
  if (!r.document.id) throw new ResponseError('The responded document id is missing');
}

export function buildInvoiceResponse(r: InvoiceResponse): string {
  checkResponse(r);
  const w = new XmlWriter();
  openApplicationResponse(
    w,
    INVOICE_RESPONSE_CUSTOMIZATION_ID,
    INVOICE_RESPONSE_PROFILE_ID,
    r.id,
    r.issueDate,
    r.issueTime,
  );
  w.leaf('cbc:Note', r.note);
  writeResponseParty(w, 'cac:SenderParty', r.sender, true);
  writeResponseParty(w, 'cac:ReceiverParty', r.receiver, true);
  w.open('cac:DocumentResponse')
    .open('cac:Response')
    .leaf('cbc:ResponseCode', r.code, { listID: 'UNCL4343OpSubset' })
    .leaf('cbc:EffectiveDate', r.effectiveDate);
  for (const s of r.statuses) {
    w.open('cac:Status')
      .leaf('cbc:StatusReasonCode', s.code, { listID: LIST_ID[s.kind] })
      .leaf('cbc:StatusReason', s.text)
      .close('cac:Status');
  }
  w.close('cac:Response')
    .open('cac:DocumentReference')
    .leaf('cbc:ID', r.document.id)
    .leaf('cbc:IssueDate', r.document.issueDate)
    .leaf('cbc:DocumentTypeCode', r.document.typeCode)
    .close('cac:DocumentReference')
    .close('cac:DocumentResponse')
    .close('ApplicationResponse');
  return w.toString();
}

export function parseInvoiceResponse(xml: string | Uint8Array): InvoiceResponse {
  const root = unwrapEnvelope(readTree(xml));
  assertApplicationResponse(root, INVOICE_RESPONSE_CUSTOMIZATION_ID);
  const resp = responseOf(root);
  const sender = readResponseParty(child(root, 'cac:SenderParty'));
  const receiver = readResponseParty(child(root, 'cac:ReceiverParty'));
  if (!sender || !receiver) throw new ResponseError('Invoice response without sender or receiver endpoint');
  const docRef = child(child(root, 'cac:DocumentResponse'), 'cac:DocumentReference');
  const r: InvoiceResponse = {
    id: text(root, 'cbc:ID') ?? '',
    issueDate: text(root, 'cbc:IssueDate') ?? '',
    sender,
    receiver,
    code: (text(resp, 'cbc:ResponseCode') ?? '') as InvoiceResponseCode,
    statuses: all(resp, 'cac:Status').flatMap((s) => {
      const codeEl = child(s, 'cbc:StatusReasonCode');
      const code = text(codeEl);
      if (!code) return [];
      const st: ResponseStatus = { kind: codeEl?.attrs.listID === 'OPStatusAction' ? 'action' : 'reason', code };
      const t = text(s, 'cbc:StatusReason');
      if (t) st.text = t;
      return [st];
    }),
    document: { id: text(docRef, 'cbc:ID') ?? '' },
  };
  const opt: [string | undefined, (v: string) => void][] = [
    [
      text(root, 'cbc:IssueTime'),
      (v) => {
        r.issueTime = v;
      },
    ],
    [
      text(root, 'cbc:Note'),
      (v) => {
        r.note = v;
      },
    ],
    [
      text(resp, 'cbc:EffectiveDate'),
      (v) => {
        r.effectiveDate = v;
      },
    ],
    [
      text(docRef, 'cbc:IssueDate'),
      (v) => {
        r.document.issueDate = v;
      },
    ],
    [
      text(docRef, 'cbc:DocumentTypeCode'),
      (v) => {
        r.document.typeCode = v;
      },
    ],
  ];
  for (const [v, set] of opt) if (v !== undefined) set(v);
  checkResponse(r);
  return r;
}
