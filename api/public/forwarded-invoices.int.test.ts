// The link of a PDF-forward e-mail: whoever holds it gets that invoice's PDF without signing in; a
// forged link, a link to an invoice without a PDF and a wrong token all answer the same 404, and a
// workflow that cannot be told of the opening does not keep the PDF from the receiver.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDocumentStore, storeDocument } from '../../infra/document-store';
import { signForwardLink } from '../../infra/forward-links';
import { insertCompany, insertInvoice, startTestApi, TEST_SECRET, type TestApi } from '../../test-support/api-harness';

const PDF = Buffer.from('%PDF-1.4\n% a forwarded invoice\n%%EOF\n');
let api: TestApi;
let dir: string;
let store: LocalDocumentStore;
let withPdf: string;
let withoutPdf: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-forwarded-'));
  store = new LocalDocumentStore(dir);
  // A Temporal that cannot be reached: the opening is only logged, the PDF still served.
  api = await startTestApi({
    documents: store,
    temporal: { client: () => Promise.reject(new Error('Temporal is away')) },
  });
  const stored = await storeDocument(store, api.db, PDF, 'application/pdf');
  const sender = await insertCompany(api.db, { name: 'Nordvik Bygg AB' });
  const base = { sender_company_id: sender.id };
  withPdf = (await insertInvoice(api.db, { ...base, invoice_id: 'NB 2026/17.pdf', location: stored.key })).id;
  withoutPdf = (await insertInvoice(api.db, { ...base, invoice_id: 'NB-2026-18' })).id;
});

afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (token: string) => api.http.get(`/api/public/forwarded-invoices/${encodeURIComponent(token)}`);

describe('GET /api/public/forwarded-invoices/:token', () => {
  it('serves the PDF inline, named after the invoice number, without a token', async () => {
    const res = await open(await signForwardLink(TEST_SECRET, withPdf));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="NB_2026_17.pdf"');
    // A link's PDF is not kept anywhere (the route says so; api/middleware/security-headers.ts keeps it).
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toBe(PDF.toString());
  });

  it('answers one 404 for a forged link, a wrong token and an invoice without a PDF', async () => {
    const forged = await signForwardLink('another-secret-0123456789abcdef-0123', withPdf);
    for (const token of [forged, 'not-a-token', await signForwardLink(TEST_SECRET, withoutPdf)]) {
      const res = await open(token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'link_invalid', data: expect.any(String) });
    }
  });
});
