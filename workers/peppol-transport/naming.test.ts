import {
  envelopeInstanceIdFor,
  isInboxDocumentName,
  isSafeMessageId,
  isTemporaryName,
  messageFileName,
  temporaryName,
  uuidV5,
} from './naming';

describe('access-point file naming', () => {
  it('names a message file after its instance id, refusing ids that are not plain names', () => {
    expect(messageFileName('6f1c2a34-0000-4000-8000-000000000001')).toBe('6f1c2a34-0000-4000-8000-000000000001.xml');
    for (const bad of ['', '../etc/passwd', 'a/b', '.hidden', 'with space', 'x'.repeat(201), 'a..b']) {
      expect(isSafeMessageId(bad)).toBe(false);
      expect(() => messageFileName(bad)).toThrow(/Not usable as a file name/);
    }
  });

  it('gives every upload attempt its own temporary name, which no side reads as a document', () => {
    const a = temporaryName('m.xml');
    const b = temporaryName('m.xml');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\.m\.xml\.[0-9a-f]{12}\.part$/);
    expect(isTemporaryName(a)).toBe(true);
    expect(isInboxDocumentName(a)).toBe(false);
    expect(isInboxDocumentName('m.xml')).toBe(true);
    expect(isInboxDocumentName('Faktura 12 från leverantör.xml')).toBe(true);
    expect(isInboxDocumentName('upload.part')).toBe(false);
    expect(isInboxDocumentName('a/b.xml')).toBe(false);
  });

  it('derives the same envelope id for every retry of a send and a new one for a resend', () => {
    const invoice = 'c0ffee00-0000-4000-8000-000000000042';
    const first = envelopeInstanceIdFor(invoice);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(envelopeInstanceIdFor(invoice, 1)).toBe(first);
    expect(envelopeInstanceIdFor(invoice, 2)).not.toBe(first);
    expect(envelopeInstanceIdFor('c0ffee00-0000-4000-8000-000000000043')).not.toBe(first);
  });

  it("computes RFC 4122 version 5 UUIDs (the RFC's DNS namespace example)", () => {
    const dns = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex');
    expect(uuidV5('www.example.com', dns)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
});
