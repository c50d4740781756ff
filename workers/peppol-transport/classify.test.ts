import {
  buildEnvelope,
  buildInvoiceResponse,
  buildMessageLevelResponse,
  buildUbl,
  DOCUMENT_KINDS,
  type InvoiceResponse,
  type MessageLevelResponse,
} from '../../domain/peppol';
import { sampleInput } from '../../domain/peppol/fixtures/samples';
import { classifyInboxDocument } from './classify';
import { envelopedInvoice } from '../../test-support/peppol-envelope';

const bytes = (s: string) => new TextEncoder().encode(s);
const SELLER = '0007:5560360793';
const BUYER = '0007:2021006883';

function enveloped(
  kind: (typeof DOCUMENT_KINDS)[keyof typeof DOCUMENT_KINDS],
  payload: string,
  instanceId: string,
  documentTypeId = kind.documentTypeId,
): string {
  return buildEnvelope(
    {
      sender: BUYER,
      receiver: SELLER,
      documentTypeId,
      processId: kind.processId,
      instanceId,
      createdAt: '2026-11-21T09:00:00Z',
      countryC1: 'SE',
      standard: kind.rootNs,
      type: kind.rootName,
    },
    payload,
  );
}

const mlr: MessageLevelResponse = {
  id: 'MLR-1',
  issueDate: '2026-11-21',
  sender: { id: BUYER },
  receiver: { id: SELLER },
  code: 'RE',
  envelopeInstanceId: 'out-1',
  issues: [{ location: '/ubl:Invoice', code: 'BV', reason: 'Buyer reference missing', ruleId: 'PEPPOL-EN16931-R003' }],
};
const response: InvoiceResponse = {
  id: 'IR-1',
  issueDate: '2026-11-22',
  sender: { id: BUYER },
  receiver: { id: SELLER },
  code: 'AP',
  statuses: [],
  document: { id: 'INV-2026-0001', issueDate: '2026-11-20', typeCode: '380' },
};

describe('classifyInboxDocument', () => {
  it('reads a Message Level Response', () => {
    const doc = classifyInboxDocument(bytes(enveloped(DOCUMENT_KINDS.mlr, buildMessageLevelResponse(mlr), 'in-1')));
    expect(doc).toMatchObject({
      kind: 'mlr',
      envelope: { instanceId: 'in-1', sender: BUYER },
      mlr: { code: 'RE', envelopeInstanceId: 'out-1' },
    });
  });

  it('reads an Invoice Response', () => {
    const doc = classifyInboxDocument(
      bytes(enveloped(DOCUMENT_KINDS.invoiceResponse, buildInvoiceResponse(response), 'in-2')),
    );
    expect(doc).toMatchObject({
      kind: 'invoice-response',
      response: { code: 'AP', document: { id: 'INV-2026-0001' } },
    });
  });

  it('reads an invoice and a credit note with their findings', () => {
    const invoice = classifyInboxDocument(bytes(envelopedInvoice(sampleInput(2), 'in-3')));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      envelope: { receiver: BUYER },
      findings: [],
      document: { invoice: { invoice_id: 'INV-2026-0001' } },
    });
    if (invoice.kind !== 'invoice') throw new Error('expected an invoice');
    expect(invoice.payloadXml).toMatch(/^<\?xml[^>]*>\n<Invoice /);
    const credit = classifyInboxDocument(bytes(envelopedInvoice(sampleInput(1, { credit: true }), 'in-4')));
    expect(credit).toMatchObject({ kind: 'credit-note', document: { invoice: { document_type: '381' } } });
  });

  it('knows the payload by its root when the DOCUMENTID scope is unknown', () => {
    const doc = classifyInboxDocument(
      bytes(enveloped(DOCUMENT_KINDS.mlr, buildMessageLevelResponse(mlr), 'in-5', 'urn:unknown::doctype')),
    );
    expect(doc.kind).toBe('mlr');
  });

  it('reports what cannot be read, never throws', () => {
    expect(classifyInboxDocument(new Uint8Array([0xff, 0xfe, 0x00]))).toMatchObject({
      kind: 'unreadable',
      error: 'The file is not UTF-8 text',
    });
    expect(classifyInboxDocument(bytes(buildUbl(sampleInput(1))))).toMatchObject({
      kind: 'unreadable',
      error: expect.stringMatching(/No readable SBDH envelope/),
    });
    expect(
      classifyInboxDocument(bytes('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')),
    ).toMatchObject({ kind: 'unreadable' });
    const broken = enveloped(
      DOCUMENT_KINDS.invoiceResponse,
      buildInvoiceResponse({ ...response, code: 'RE', statuses: [{ kind: 'reason', code: 'REF' }] }).replace(
        /<cac:Status>.*<\/cac:Status>/,
        '',
      ),
      'in-6',
    );
    expect(classifyInboxDocument(bytes(broken))).toMatchObject({
      kind: 'unreadable',
      envelope: { instanceId: 'in-6' },
      error: expect.stringMatching(/at least one status reason/),
    });
    const order = enveloped(
      DOCUMENT_KINDS.invoice,
      '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>',
      'in-7',
      'urn:order',
    );
    expect(classifyInboxDocument(bytes(order))).toMatchObject({
      kind: 'unreadable',
      error: expect.stringMatching(/Unsupported document type/),
    });
  });
});
