// The Invoice Response a receiver sends (AB, AP, RE): buyer → seller, referencing the invoice, in an
// SBDH whose instance id is the response's id; a rejection carries its reason; ids are stable.
import { parseEnvelope, parseInvoiceResponse, ResponseError } from '../../domain/peppol';
import { classifyInboxDocument } from './classify';
import { buildResponseDocument, type ResponseDocumentInput } from './respond-document';
import { responseInstanceIdFor } from './respond';

const input = (over: Partial<ResponseDocumentInput> = {}): ResponseDocumentInput => ({
  instanceId: responseInstanceIdFor('8b0f3d5e-5d0c-4d59-9a57-1d2f3a4b5c6d', 'AP'),
  code: 'AP',
  buyer: { id: '0007:5564881270', name: 'Göteborgs Kontorsservice AB' },
  seller: { id: '0007:5566120930' },
  invoice: { number: 'INV-77', issueDate: '2026-11-20', typeCode: '380' },
  countryC1: 'SE',
  now: new Date('2026-11-21T09:30:00Z'),
  ...over,
});

describe('buildResponseDocument', () => {
  it('answers from the buyer to the seller, referencing the invoice, in an envelope named by the response id', () => {
    const xml = buildResponseDocument(input());
    const { envelope } = parseEnvelope(xml);
    expect(envelope).toMatchObject({
      sender: '0007:5564881270',
      receiver: '0007:5566120930',
      instanceId: input().instanceId,
      countryC1: 'SE',
      type: 'ApplicationResponse',
    });
    expect(parseInvoiceResponse(xml)).toEqual({
      id: input().instanceId,
      issueDate: '2026-11-21',
      code: 'AP',
      statuses: [],
      sender: { id: '0007:5564881270', name: 'Göteborgs Kontorsservice AB' },
      receiver: { id: '0007:5566120930' },
      document: { id: 'INV-77', issueDate: '2026-11-20', typeCode: '380' },
    });
    // The inbox on the supplier's side reads it as an Invoice Response.
    expect(classifyInboxDocument(new TextEncoder().encode(xml)).kind).toBe('invoice-response');
  });

  it('puts the rejection reason in a status reason (OTH) and refuses a rejection without one', () => {
    const re = parseInvoiceResponse(buildResponseDocument(input({ code: 'RE', reason: 'Fel belopp på rad 2' })));
    expect(re.code).toBe('RE');
    expect(re.statuses).toEqual([{ kind: 'reason', code: 'OTH', text: 'Fel belopp på rad 2' }]);
    expect(() => buildResponseDocument(input({ code: 'RE', reason: null }))).toThrow(ResponseError);
    expect(parseInvoiceResponse(buildResponseDocument(input({ code: 'AB' }))).code).toBe('AB');
  });

  it('refuses an answer without an invoice number or with a party that is no participant id', () => {
    expect(() => buildResponseDocument(input({ invoice: { number: '' } }))).toThrow(/document id/);
    expect(() => buildResponseDocument(input({ seller: { id: 'nobody' } }))).toThrow(/participant id/);
  });
});

describe('responseInstanceIdFor', () => {
  it('is stable per invoice and code, and differs between codes and invoices', () => {
    const uuid = '8b0f3d5e-5d0c-4d59-9a57-1d2f3a4b5c6d';
    expect(responseInstanceIdFor(uuid, 'AB')).toBe(responseInstanceIdFor(uuid, 'AB'));
    expect(responseInstanceIdFor(uuid, 'AB')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const ids = new Set([
      responseInstanceIdFor(uuid, 'AB'),
      responseInstanceIdFor(uuid, 'AP'),
      responseInstanceIdFor(uuid, 'RE'),
      responseInstanceIdFor(uuid.replace('8b', '9b'), 'AP'),
    ]);
    expect(ids.size).toBe(4);
  });
});
