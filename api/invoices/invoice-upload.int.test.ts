// Uploading invoices through the api (spec 5, spec 7) with the invoice process behind it: a good
// PDF becomes an invoice whose workflow parses and sends it; a wrong type, a renamed non-PDF, an
// empty or a 6 MB file is refused before anything is kept; a truncated or password-protected PDF
// becomes an Invalid PDF invoice with its reason; a retried request with the same
// Idempotency-Key, the same file again and the same file twice at the same moment are one invoice;
// a company the user may not choose is refused; Temporal out of reach is a 503 with no invoice.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderMessage } from '../../domain/i18n/messages';
import { InvoiceStatus } from '../../domain/statuses';
import { freePort } from '../../infra/ports';
import {
  BAD_INPUT_DIR,
  CORPUS_DIR,
  insertTradingPair,
  waitForStatus,
} from '../../test-support/invoice-process-harness';
import { LazyTemporalClient } from '../temporal';
import { insertCompany, insertUser, startTestApi } from '../../test-support/api-harness';
import { startInvoiceApi, tradingPairLogins, upload, type InvoiceApi } from '../../test-support/invoice-api';

jest.setTimeout(180_000);

const PDF = readFileSync(path.join(CORPUS_DIR, 't01-classic-sv.pdf'));
const OTHER_PDF = readFileSync(path.join(CORPUS_DIR, 'h19-modern-sv.pdf'));
const ENCRYPTED_PDF = readFileSync(path.join(BAD_INPUT_DIR, 'encrypted-user-password.pdf'));

describe('invoice uploads', () => {
  let stack: InvoiceApi;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startInvoiceApi();
    const { db, http } = stack.api;
    const pair = await tradingPairLogins(stack.api, { manual_parsing_allowed: true });
    Object.assign(ids, pair.ids);
    Object.assign(tokens, pair.tokens);
    ids.notReceiver = (await insertCompany(db, { name: 'Ingen Mottagare AB' })).id;
    ids.stranger = (
      await insertCompany(db, { name: 'Främling AB', is_receiver: true, manual_parsing_allowed: true })
    ).id;
    tokens.stranger = await http.login((await insertUser(db, { role: 'receiver', company_id: ids.stranger })).email);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const url = () => stack.api.url;
  const invoiceCount = async () =>
    Number(((await stack.api.db('invoices').count({ n: '*' })) as { n: string }[])[0]?.n);

  it("takes a sender's PDF: 201 with the invoice, whose workflow parses and sends it", async () => {
    const res = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: PDF, name: 'faktura-96417.pdf' },
      { receiver_company: ids.receiver!, status: 'Processing' },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: InvoiceStatus.Processing,
      file_name: 'faktura-96417.pdf',
      existing: false,
    });
    const id = (res.body as { id: string }).id;
    const row = await waitForStatus(stack.api.db, id, InvoiceStatus.Sending);
    expect(row).toMatchObject({
      sender_company_id: ids.sender,
      receiver_company_id: ids.receiver,
      origin: 'upload',
      invoice_id: '96417',
    });
    const detail = await stack.api.http.get(`/api/invoices/${id}`, tokens.sender!);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id,
      status: InvoiceStatus.Sending,
      direction: 'outgoing',
      actions: [],
      countdown: { applies: false },
    });
    expect(detail.body.history.map((h: { event: string }) => h.event)).toEqual(
      expect.arrayContaining(['uploaded', 'parsed', 'peppol_document_built']),
    );
    expect(detail.body.documents.map((d: { kind: string }) => d.kind)).toEqual(['pdf', 'xml']);
    // Each link carries a version of the stored file, which the console's cache is keyed by.
    const versions = (detail.body.documents as { version: string }[]).map((d) => d.version);
    expect(versions.every((v) => /^[\w-]{12}$/.test(v))).toBe(true);
    expect(versions[0]).not.toBe(versions[1]);
    const pdf = await fetch(`${url()}/api/invoices/${id}/documents/pdf`, {
      headers: { authorization: `Bearer ${tokens.sender}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // The viewer may keep it for a while in the user's own browser (the link names its version).
    expect(pdf.headers.get('cache-control')).toBe('private, max-age=300');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    expect(
      (
        await fetch(`${url()}/api/invoices/${id}/documents/pdf`, {
          headers: { authorization: `Bearer ${tokens.stranger}` },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses what is not a PDF of at most 5 MB, before keeping anything', async () => {
    const before = await invoiceCount();
    const docx = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      {
        bytes: Buffer.from('PK\u0003\u0004word'),
        name: 'faktura.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { receiver_company: ids.receiver! },
      { 'accept-language': 'sv' },
    );
    expect(docx.status).toBe(422);
    expect(docx.body).toMatchObject({ data: renderMessage('upload.fileType', undefined, 'sv') });
    const renamed = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: Buffer.from('GIF89a not a pdf'), name: 'faktura.pdf' },
      { receiver_company: ids.receiver! },
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body).toMatchObject({ data: 'Files of this type cannot be uploaded' });
    const empty = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: Buffer.alloc(0), name: 'tom.pdf' },
      { receiver_company: ids.receiver! },
    );
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ data: 'The file is empty' });
    const big = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]), name: 'stor.pdf' },
      { receiver_company: ids.receiver! },
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ data: 'The file is larger than 5 MB' });
    const none = await upload(url(), '/api/invoices/outgoing/upload', tokens.sender!, null, {
      receiver_company: ids.receiver!,
    });
    expect(none.status).toBe(422);
    const json = await stack.api.http.post('/api/invoices/outgoing/upload', { file: 'x' }, tokens.sender!);
    expect(json.status).toBe(415);
    expect(await invoiceCount()).toBe(before);
  });

  it('accepts a PDF it cannot read and shows it as Invalid PDF with the reason', async () => {
    const truncated = PDF.subarray(0, 600);
    const res = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: Buffer.from(truncated), name: 'avklippt.pdf' },
      { receiver_company: ids.receiver! },
    );
    expect(res.status).toBe(201);
    const row = await waitForStatus(stack.api.db, (res.body as { id: string }).id, InvoiceStatus.InvalidPdf);
    expect(String(row.exception)).not.toBe('');
    const seen = await stack.api.http.get(`/api/invoices/${row.id as string}`, tokens.sender!);
    expect(seen.body).toMatchObject({ status: InvoiceStatus.InvalidPdf, editable: true });
  });

  it('accepts a password-protected PDF and shows it as Invalid PDF, refused as encrypted', async () => {
    const res = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: ENCRYPTED_PDF, name: 'lösenord.pdf' },
      { receiver_company: ids.receiver! },
    );
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    const row = await waitForStatus(stack.api.db, id, InvoiceStatus.InvalidPdf);
    expect(String(row.exception)).toMatch(/password|encrypt/i);
    const events = (await stack.api.db('invoice_events').where({ invoice_id: id, event: 'parsed' })) as {
      data: { refusal?: string };
    }[];
    expect(events.map((e) => e.data.refusal)).toEqual(['encrypted']);
  });

  it('makes one invoice of a retried request, the same file again, and the same file twice at once', async () => {
    const key = { 'idempotency-key': 'upload-1-abc' };
    const first = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: OTHER_PDF, name: 'a.pdf' },
      { receiver_company: ids.receiver! },
      key,
    );
    expect(first.status).toBe(201);
    const retried = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: OTHER_PDF, name: 'a.pdf' },
      { receiver_company: ids.receiver! },
      key,
    );
    expect(retried).toMatchObject({ status: 200, body: { id: (first.body as { id: string }).id, existing: true } });
    const again = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: OTHER_PDF, name: 'b.pdf' },
      { receiver_company: ids.receiver! },
    );
    expect(again).toMatchObject({ status: 200, body: { id: (first.body as { id: string }).id, existing: true } });
    const misused = await upload(
      url(),
      '/api/invoices/outgoing/upload',
      tokens.sender!,
      { bytes: PDF, name: 'c.pdf' },
      { receiver_company: ids.receiver! },
      key,
    );
    expect(misused).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });

    const fresh = readFileSync(path.join(CORPUS_DIR, 'h21-boxed-sv-multirate-frakt-rounding.pdf'));
    const [x, y] = await Promise.all(
      [1, 2].map(() =>
        upload(
          url(),
          '/api/invoices/outgoing/upload',
          tokens.sender!,
          { bytes: fresh, name: 'samtidigt.pdf' },
          { receiver_company: ids.receiver! },
        ),
      ),
    );
    expect((x!.body as { id: string }).id).toBe((y!.body as { id: string }).id);
    expect(await stack.api.db('invoices').where({ file_name: 'samtidigt.pdf' }).count({ n: '*' })).toEqual([
      { n: '1' },
    ]);
  });

  it('refuses companies the user may not choose, and roles that may not upload there', async () => {
    const pdf = { bytes: readFileSync(path.join(CORPUS_DIR, 'h20-modern-en-eur.pdf')), name: 'x.pdf' };
    // A sender sends to receiver companies only, for its own company only.
    expect(
      (
        await upload(url(), '/api/invoices/outgoing/upload', tokens.sender!, pdf, {
          receiver_company: ids.notReceiver!,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await upload(url(), '/api/invoices/outgoing/upload', tokens.sender!, pdf, {
          receiver_company: ids.receiver!,
          sender_company: ids.stranger!,
        })
      ).status,
    ).toBe(422);
    const noReceiver = await upload(url(), '/api/invoices/outgoing/upload', tokens.sender!, pdf, {});
    expect(noReceiver.status).toBe(422);
    expect((noReceiver.body as { errors: object }).errors).toHaveProperty('receiver_company');
    // A receiver uploads incoming invoices for its own company group only.
    expect(
      (
        await upload(url(), '/api/invoices/incoming/upload', tokens.receiver!, pdf, {
          sender_company: ids.sender!,
          receiver_company: ids.stranger!,
        })
      ).status,
    ).toBe(422);
    // Routes per role.
    expect(
      (await upload(url(), '/api/admin/invoices/upload', tokens.sender!, pdf, { receiver_company: ids.receiver! }))
        .status,
    ).toBe(403);
    expect((await upload(url(), '/api/invoices/incoming/upload', tokens.sender!, pdf, {})).status).toBe(403);
    // An admin names any existing companies; one that does not exist is refused.
    expect(
      (
        await upload(url(), '/api/admin/invoices/upload', tokens.admin!, pdf, {
          sender_company: '00000000-0000-4000-8000-000000000000',
          receiver_company: ids.receiver!,
        })
      ).status,
    ).toBe(422);
  });

  it("takes a receiver's incoming upload into manual parsing, and an admin's upload with its form", async () => {
    const pdf = { bytes: readFileSync(path.join(CORPUS_DIR, 'h22-boxed-en-nok.pdf')), name: 'inkommande.pdf' };
    const res = await upload(url(), '/api/invoices/incoming/upload', tokens.receiver!, pdf, {
      sender_company: ids.sender!,
    });
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    const detail = await stack.api.http.get(`/api/invoices/${id}`, tokens.receiver!);
    expect(detail.body).toMatchObject({
      is_manual_parsing: true,
      status: InvoiceStatus.Processing,
      direction: 'incoming',
      editable: true,
      countdown: { applies: true },
    });
    expect(detail.body.countdown.leftMs).toBeGreaterThan(23 * 3_600_000);
  });

  it('answers 503 when Temporal cannot be reached, and makes no invoice', async () => {
    const down = await startTestApi({
      temporal: new LazyTemporalClient({
        address: `127.0.0.1:${await freePort()}`,
        namespace: 'default',
        connectTimeoutMs: 1000,
      }),
      documents: stack.p.documents,
    });
    try {
      const pair = await insertTradingPair(down.db);
      const token = await down.http.login(
        (await insertUser(down.db, { role: 'sender', company_id: pair.senderId })).email,
      );
      const res = await upload(
        down.url,
        '/api/invoices/outgoing/upload',
        token,
        { bytes: PDF, name: 'x.pdf' },
        { receiver_company: pair.receiverId },
        { 'accept-language': 'sv' },
      );
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        data: renderMessage('api.temporalUnavailable', undefined, 'sv'),
        code: 'temporal_unavailable',
      });
      expect(await down.db('invoices').count({ n: '*' })).toEqual([{ n: '0' }]);
    } finally {
      await down.close();
    }
  });
});
