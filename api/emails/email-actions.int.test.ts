// What an admin does with a received mail: mark a failed case processed (processed_by,
// processed_at; the first one stays), have a mail reprocessed (back to pending for the mail
// intake), and open the raw mail and each attachment (a stranger's file is never served as a page).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { LocalDocumentStore, storeDocument } from '../../infra/document-store';
import { insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let dir: string;
let raw: Buffer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const PDF = Buffer.from('%PDF-1.4\n% a small pdf\n%%EOF\n');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-email-actions-'));
  const documents = new LocalDocumentStore(dir);
  api = await startTestApi({ documents });
  const admin = await insertUser(api.db, { role: 'admin' });
  ids.admin = admin.id;
  tokens.admin = await api.http.login(admin.email);
  tokens.receiver = await api.http.login((await insertUser(api.db, { role: 'receiver' })).email);
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
    from: 'lev@example.se',
    to: 'kund@invoices.example',
    subject: 'Fakturor',
    messageId: '<actions-1@example.se>',
    text: 'hej',
    attachments: [
      { filename: 'faktura.pdf', content: PDF, contentType: 'application/pdf' },
      { filename: 'page.html', content: '<script>alert(1)</script>', contentType: 'text/html' },
    ],
  });
  raw = built.message as Buffer;
  const stored = await storeDocument(documents, api.db, raw, 'message/rfc822');
  const insert = async (values: Record<string, unknown>) =>
    ((await api.db('emails').insert(values).returning('id')) as { id: string }[])[0]?.id ?? '';
  ids.failed = await insert({
    message_id: '<actions-1@example.se>',
    subject: 'Fakturor',
    is_failed_case: true,
    case: 'unknown_recipient',
    direction: 'in',
    intake_status: 'done',
    mail_document_sha256: stored.sha256,
  });
  ids.fine = await insert({
    message_id: '<actions-2@example.se>',
    subject: 'Fine',
    direction: 'in',
    intake_status: 'done',
  });
  ids.sent = await insert({
    message_id: '<actions-3@example.se>',
    subject: 'Sent',
    direction: 'out',
    mail_document_sha256: stored.sha256,
  });
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a failed case', () => {
  it('is marked processed by the admin, once', async () => {
    const res = await api.http.post(`/api/emails/${ids.failed}/processed`, undefined, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      processed_by: { id: ids.admin },
      processed_at: expect.any(String),
      case: 'unknown_recipient',
      invoices: [],
    });
    const again = await api.http.post(`/api/emails/${ids.failed}/processed`, undefined, tokens.admin);
    expect(again.body.processed_at).toBe(res.body.processed_at);
    const notACase = await api.http.request('POST', `/api/emails/${ids.fine}/processed`, {
      token: tokens.admin,
      headers: { 'accept-language': 'sv' },
    });
    expect(notACase.status).toBe(409);
    expect(notACase.body).toMatchObject({ code: 'not_failed_case', data: 'Det här mejlet är inget misslyckat ärende' });
  });

  it('goes back to the mail intake when reprocessed; mail without a raw copy or sent mail cannot', async () => {
    const res = await api.http.post(`/api/emails/${ids.failed}/reprocess`, undefined, tokens.admin);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ intake_status: 'pending' });
    expect(await api.db('emails').where({ id: ids.failed }).first()).toMatchObject({
      intake_status: 'pending',
      intake_claimed_at: null,
      reprocess_requested_by: ids.admin,
    });
    // Asked again while the intake has it: refused, the intake's claim stays.
    const again = await api.http.post(`/api/emails/${ids.failed}/reprocess`, undefined, tokens.admin);
    expect(again).toMatchObject({ status: 409, body: { code: 'email_being_processed' } });
    expect((await api.http.post(`/api/emails/${ids.fine}/reprocess`, undefined, tokens.admin)).status).toBe(409);
    expect((await api.http.post(`/api/emails/${ids.sent}/reprocess`, undefined, tokens.admin)).status).toBe(409);
  });
});

describe('the raw mail and its attachments', () => {
  it('serves the .eml as it was received', async () => {
    const res = await fetch(`${api.url}/api/emails/${ids.failed}/raw`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('message/rfc822');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${ids.failed}.eml"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(raw)).toBe(true);
    expect((await api.http.get(`/api/emails/${ids.fine}/raw`, tokens.admin)).status).toBe(404);
  });

  it('lists the attachments and serves each, a non-PDF only as a download', async () => {
    const list = await api.http.get(`/api/emails/${ids.failed}/attachments`, tokens.admin);
    expect(list.body).toEqual({
      data: [
        { index: 0, fileName: 'faktura.pdf', contentType: 'application/pdf', size: PDF.length },
        { index: 1, fileName: 'page.html', contentType: 'text/html', size: 25 },
      ],
      total: 2,
    });
    const pdf = await fetch(`${api.url}/api/emails/${ids.failed}/attachments/0`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="faktura.pdf"');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const html = await fetch(`${api.url}/api/emails/${ids.failed}/attachments/1`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
    expect((await api.http.get(`/api/emails/${ids.failed}/attachments/2`, tokens.admin)).status).toBe(404);
    expect((await api.http.get(`/api/emails/${ids.failed}/attachments/-1`, tokens.admin)).status).toBe(404);
  });

  it('is for admins only', async () => {
    for (const p of [
      `/api/emails/${ids.failed}/raw`,
      `/api/emails/${ids.failed}/attachments`,
      `/api/emails/${ids.failed}/attachments/0`,
    ]) {
      expect((await api.http.get(p, tokens.receiver)).status).toBe(403);
    }
    expect((await api.http.post(`/api/emails/${ids.failed}/processed`, undefined, tokens.receiver)).status).toBe(403);
    expect((await api.http.post(`/api/emails/${ids.failed}/reprocess`, undefined, tokens.receiver)).status).toBe(403);
  });
});
