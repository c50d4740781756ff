// Invoice Response, Message Level Response, the status mapping and the SBDH envelope.

import { InvoiceStatus } from '../../statuses/invoice-status';
import { buildUbl } from '../build/build-ubl';
import { sampleInput } from '../fixtures/samples';
import { parseInvoiceXml, parseTree, readTree } from '../parse';
import { invoiceResponseFor, messageLevelResponseFor } from './answers';
import { validateUbl } from '../validate';
import { buildEnvelope, DOCUMENT_KINDS, EnvelopeError, parseEnvelope, type Envelope } from '../sbdh';
import { ResponseError } from './application-response';
import {
  buildInvoiceResponse,
  INVOICE_RESPONSE_CODES,
  parseInvoiceResponse,
  type InvoiceResponse,
  type InvoiceResponseCode,
} from './invoice-response';
import {
  buildMessageLevelResponse,
  parseMessageLevelResponse,
  type MessageLevelResponse,
} from './message-level-response';
import {
  INVOICE_RESPONSE_STATUS,
  MLR_STATUS,
  responseReasonText,
  statusForInvoiceResponse,
  statusForMlr,
} from './status-mapping';

const response = (code: InvoiceResponseCode, extra: Partial<InvoiceResponse> = {}): InvoiceResponse => ({
  id: `IR-${code}`,
  issueDate: '2026-11-21',
  sender: { id: '0007:2021006883', name: 'Myndigheten för digital förvaltning' },
  receiver: { id: '0007:5560360793', name: 'Leverantören AB' },
  code,
  statuses:
    code === 'RE' || code === 'UQ' || code === 'CA'
      ? [{ kind: 'reason', code: 'REF', text: 'Beställarreferens saknas' }]
      : [],
  document: { id: 'INV-2026-0001', issueDate: '2026-11-20', typeCode: '380' },
  ...extra,
});

describe('Invoice Response', () => {
  it.each(INVOICE_RESPONSE_CODES)('%s round-trips', (code) => {
    const r = response(
      code,
      code === 'RE'
        ? {
            statuses: [
              { kind: 'reason', code: 'REF', text: 'Fel referens' },
              { kind: 'action', code: 'NIN' },
            ],
            note: 'Skicka ny faktura',
            effectiveDate: '2026-11-21',
            issueTime: '10:00:00',
          }
        : {},
    );
    const xml = buildInvoiceResponse(r);
    expect(xml).toContain('<cbc:CustomizationID>urn:fdc:peppol.eu:poacc:trns:invoice_response:3</cbc:CustomizationID>');
    expect(xml).toContain(`<cbc:ResponseCode listID="UNCL4343OpSubset">${code}</cbc:ResponseCode>`);
    expect(parseInvoiceResponse(xml)).toEqual(r);
  });

  it('refuses a rejection without a reason, on build and on parse', () => {
    expect(() => buildInvoiceResponse(response('RE', { statuses: [] }))).toThrow(ResponseError);
    expect(() => buildInvoiceResponse(response('RE', { statuses: [{ kind: 'action', code: 'NIN' }] }))).toThrow(
      /at least one status reason/,
    );
    const xml = buildInvoiceResponse(response('RE')).replace(/<cac:Status>.*<\/cac:Status>/, '');
    expect(() => parseInvoiceResponse(xml)).toThrow(/at least one status reason/);
  });

  it('reads a response inside an SBDH envelope', () => {
    const r = response('AP');
    const env = {
      sender: r.sender.id,
      receiver: r.receiver.id,
      documentTypeId: DOCUMENT_KINDS.invoiceResponse.documentTypeId,
      processId: DOCUMENT_KINDS.invoiceResponse.processId,
      instanceId: 'i-1',
      createdAt: '2026-11-21T06:00:00Z',
      countryC1: 'SE',
      standard: DOCUMENT_KINDS.invoiceResponse.rootNs,
      type: 'ApplicationResponse',
    };
    expect(parseInvoiceResponse(buildEnvelope(env, buildInvoiceResponse(r)))).toEqual(r);
  });

  it('refuses unknown codes and documents that are not invoice responses', () => {
    expect(() => buildInvoiceResponse(response('XX' as InvoiceResponseCode))).toThrow(/Unknown invoice response code/);
    expect(() => buildInvoiceResponse(response('RE', { statuses: [{ kind: 'reason', code: 'ZZZ' }] }))).toThrow(
      /Unknown OPStatusReason/,
    );
    expect(() => buildInvoiceResponse(response('AP', { sender: { id: 'not-an-id' } }))).toThrow(/participant id/);
    expect(() => parseInvoiceResponse(buildUbl(sampleInput(1)))).toThrow(/Not a UBL ApplicationResponse/);
  });

  it('gives the reason text shown with Denied', () => {
    expect(
      responseReasonText({
        statuses: [
          { kind: 'reason', code: 'REF', text: 'Fel referens' },
          { kind: 'action', code: 'NIN' },
        ],
        note: 'Ring oss',
      }),
    ).toBe('References incorrect: Fel referens; Issue new invoice; Ring oss');
  });
});

describe('answers', () => {
  it("builds the buyer's Invoice Response to a received invoice", () => {
    const received = parseTree(readTree(buildUbl(sampleInput(1))));
    const r = invoiceResponseFor(received, {
      id: 'IR-9',
      issueDate: '2026-11-22',
      code: 'RE',
      statuses: [{ kind: 'reason', code: 'REF', text: 'Okänd referens' }],
    });
    expect(r).toMatchObject({
      sender: { id: '0007:2021006883' },
      receiver: { id: '0007:5560360793', name: 'Leverantören AB' },
      document: { id: 'INV-2026-0001', issueDate: '2026-11-20', typeCode: '380' },
    });
    expect(parseInvoiceResponse(buildInvoiceResponse(r))).toEqual(r);
  });

  it('builds a Message Level Response from findings', () => {
    const args = {
      id: 'M1',
      issueDate: '2026-11-22',
      sender: '0088:7300010000001',
      receiver: '0007:5560360793',
      envelopeInstanceId: 'e-1',
    };
    expect(messageLevelResponseFor(args, [])).toMatchObject({ code: 'AP', issues: [] });
    const re = messageLevelResponseFor(
      args,
      validateUbl(
        buildUbl(sampleInput(1)).replace(
          '<cbc:BuyerReference>ABC-123</cbc:BuyerReference><cac:OrderReference><cbc:ID>PO-77</cbc:ID></cac:OrderReference>',
          '',
        ),
      ),
    );
    expect(re.code).toBe('RE');
    expect(re.issues).toEqual([
      expect.objectContaining({ code: 'BV', ruleId: 'PEPPOL-EN16931-R003', location: '/ubl:Invoice' }),
    ]);
    expect(parseMessageLevelResponse(buildMessageLevelResponse(re))).toEqual(re);
  });
});

describe('status mapping (docs/lifecycle.md)', () => {
  it('maps every invoice response code', () => {
    expect(INVOICE_RESPONSE_STATUS).toEqual({
      AB: InvoiceStatus.Imported,
      IP: InvoiceStatus.Imported,
      UQ: InvoiceStatus.Imported,
      CA: InvoiceStatus.Approved,
      AP: InvoiceStatus.Approved,
      RE: InvoiceStatus.Denied,
      PD: InvoiceStatus.Approved,
    });
    expect(MLR_STATUS).toEqual({ AP: InvoiceStatus.Sent, AB: InvoiceStatus.Sent, RE: InvoiceStatus.SendingError });
  });

  it('only moves forward', () => {
    expect(statusForInvoiceResponse(InvoiceStatus.Sent, 'AB')).toBe(InvoiceStatus.Imported);
    expect(statusForInvoiceResponse(InvoiceStatus.Imported, 'AP')).toBe(InvoiceStatus.Approved);
    expect(statusForInvoiceResponse(InvoiceStatus.Delivered, 'AB')).toBe(InvoiceStatus.Imported);
    expect(statusForInvoiceResponse(InvoiceStatus.Imported, 'UQ')).toBeNull();
    expect(statusForInvoiceResponse(InvoiceStatus.Sent, 'RE')).toBe(InvoiceStatus.Denied);
    expect(statusForInvoiceResponse(InvoiceStatus.Approved, 'AB')).toBeNull();
    expect(statusForInvoiceResponse(InvoiceStatus.Approved, 'PD')).toBeNull();
    expect(statusForInvoiceResponse(InvoiceStatus.Denied, 'AP')).toBeNull();
    expect(statusForMlr(InvoiceStatus.Sending, 'AP')).toBe(InvoiceStatus.Sent);
    expect(statusForMlr(InvoiceStatus.Sending, 'RE')).toBe(InvoiceStatus.SendingError);
    expect(statusForMlr(InvoiceStatus.SendingError, 'AP')).toBe(InvoiceStatus.Sent);
    expect(statusForMlr(InvoiceStatus.Approved, 'RE')).toBeNull();
  });

  it('names the sent status of a PDF invoice delivered over Peppol "Invoice Sent"', () => {
    expect(statusForMlr(InvoiceStatus.Sending, 'AP', 'pdf')).toBe(InvoiceStatus.InvoiceSent);
    expect(statusForMlr(InvoiceStatus.InvoiceSent, 'RE', 'pdf')).toBe(InvoiceStatus.SendingError);
    expect(statusForMlr(InvoiceStatus.SendingError, 'AB', 'pdf')).toBe(InvoiceStatus.InvoiceSent);
    expect(statusForInvoiceResponse(InvoiceStatus.InvoiceSent, 'AP')).toBe(InvoiceStatus.Approved);
  });
});

describe('Message Level Response', () => {
  const mlr = (extra: Partial<MessageLevelResponse> = {}): MessageLevelResponse => ({
    id: 'MLR-1',
    issueDate: '2026-11-21',
    sender: { id: '0088:7300010000001' },
    receiver: { id: '0007:5560360793' },
    code: 'AP',
    envelopeInstanceId: '2f1c6c1e-0000-4000-8000-000000000001',
    issues: [],
    ...extra,
  });

  it('round-trips an acceptance and a rejection with issues', () => {
    expect(parseMessageLevelResponse(buildMessageLevelResponse(mlr()))).toEqual(mlr());
    const re = mlr({
      code: 'RE',
      issueTime: '12:00:00',
      issues: [
        {
          location: '/ubl:Invoice/cac:LegalMonetaryTotal',
          code: 'BV',
          reason: 'Totals do not add up',
          ruleId: 'BR-CO-16',
        },
        { location: 'NA', code: 'SV' },
      ],
    });
    expect(parseMessageLevelResponse(buildMessageLevelResponse(re))).toEqual(re);
  });

  it('refuses a rejection without issues', () => {
    expect(() => buildMessageLevelResponse(mlr({ code: 'RE' }))).toThrow(/at least one issue/);
  });
});

describe('SBDH envelope', () => {
  const env: Envelope = {
    sender: '0007:5560360793',
    receiver: 'iso6523-actorid-upis::0007:2021006883',
    documentTypeId: DOCUMENT_KINDS.invoice.documentTypeId,
    processId: DOCUMENT_KINDS.invoice.processId,
    instanceId: '7b4e1a9c-3d2f-4c8e-9a71-5f0c2b6d8e41',
    createdAt: '2026-11-21T06:00:00Z',
    countryC1: 'SE',
    standard: DOCUMENT_KINDS.invoice.rootNs,
    type: 'Invoice',
  };

  it('wraps and unwraps an invoice; the payload parses to the same form', () => {
    const input = sampleInput(3);
    const ubl = buildUbl(input);
    const xml = buildEnvelope(env, ubl);
    expect(xml).toContain('<Identifier Authority="iso6523-actorid-upis">0007:2021006883</Identifier>');
    expect(xml).toContain('<Type>COUNTRY_C1</Type><InstanceIdentifier>SE</InstanceIdentifier>');
    const parsed = parseEnvelope(xml);
    expect(parsed.envelope).toEqual({ ...env, receiver: '0007:2021006883' });
    expect(parseTree(parsed.payload).invoice).toEqual(
      parseTree(parseEnvelope(buildEnvelope(env, ubl)).payload).invoice,
    );
    expect(parsed.payloadXml.replace(/\s+/g, '')).toBe(ubl.replace(/\s+/g, ''));
    expect(DOCUMENT_KINDS.invoice.documentTypeId).toBe(
      'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
    );
  });

  it('parse and validate read an enveloped invoice directly', () => {
    const input = sampleInput(2);
    const xml = buildEnvelope(env, buildUbl(input));
    expect(parseInvoiceXml(xml).invoice).toEqual(input.invoice);
    expect(validateUbl(xml)).toEqual([]);
  });

  it('refuses bad envelopes', () => {
    expect(() => buildEnvelope({ ...env, instanceId: '' }, '<x/>')).toThrow(EnvelopeError);
    expect(() => buildEnvelope({ ...env, countryC1: 'Sweden' }, '<x/>')).toThrow(/COUNTRY_C1/);
    expect(() => parseEnvelope(buildUbl(sampleInput(1)))).toThrow(/Not an SBDH envelope/);
    const noPayload = buildEnvelope(env, '');
    expect(() => parseEnvelope(noPayload)).toThrow(/without a payload/);
    expect(() =>
      parseEnvelope(buildEnvelope(env, '<x/>').replace(/<InstanceIdentifier>7b4e[^<]*<\/InstanceIdentifier>/, '')),
    ).toThrow(/instanceId/);
  });
});
