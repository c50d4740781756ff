// POST /api/invoices/:id/response end to end: the api sends the approve or reject Update to the
// invoice's workflow on the Temporal dev server (reopening a run for an invoice that has none; a
// worker with the product workflows and activities over a local-folder access point), the Invoice
// Response lands in the outbox and the invoice is Approved / Denied with one event. Also the
// refusals: another company's invoice (404), a status or format that takes no answer (409), a
// second answer (409), RE without a reason (422, Swedish with Accept-Language sv) and Temporal out
// of reach (503).
import { recordHistory } from '../../test-support/workflow-histories';
import { invoiceWorkflowId } from '../../workflows/contract';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseInvoiceResponse } from '../../domain/peppol';
import { SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../../domain/peppol/fixtures/samples';
import { renderMessage } from '../../domain/i18n/messages';
import { InvoiceStatus } from '../../domain/statuses';
import { freePort } from '../../infra/ports';
import { LazyTemporalClient } from '../temporal';
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';
import { startInvoiceApi, type InvoiceApi } from '../../test-support/invoice-api';

jest.setTimeout(120_000);

describe('POST /api/invoices/:id/response', () => {
  let stack: InvoiceApi;
  let api: TestApi;
  let dir: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startInvoiceApi();
    api = stack.api;
    dir = stack.p.accessPointDir;
    const db = api.db;

    const party = (p: typeof SWEDISH_BUYER) => ({
      name: p.name,
      org_id: p.org_id,
      tax_number: p.tax_number,
      peppol_id: p.peppol_id,
      address: JSON.stringify(p.address ?? {}),
    });
    ids.seller = (await insertCompany(db, party(SWEDISH_SUPPLIER))).id;
    ids.buyer = (await insertCompany(db, { ...party(SWEDISH_BUYER), is_receiver: true })).id;
    ids.stranger = (await insertCompany(db, { name: 'Främling AB', is_receiver: true })).id;
    tokens.receiver = await api.http.login((await insertUser(db, { role: 'receiver', company_id: ids.buyer })).email);
    ids.receiverUser = ((await db('users').where({ company_id: ids.buyer }).first('id')) as { id: string }).id;
    tokens.userRole = await api.http.login((await insertUser(db, { role: 'user', company_id: ids.buyer })).email);
    tokens.stranger = await api.http.login(
      (await insertUser(db, { role: 'receiver', company_id: ids.stranger })).email,
    );
    tokens.seller = await api.http.login((await insertUser(db, { role: 'sender', company_id: ids.seller })).email);
    tokens.admin = await api.http.login((await insertUser(db, { role: 'admin' })).email);
    const incoming = (invoiceId: string, status: string, format = 'peppol') =>
      insertInvoice(db, {
        format,
        invoice_id: invoiceId,
        status,
        sender_company_id: ids.seller,
        receiver_company_id: ids.buyer,
        issue_date: '2026-11-02',
        document_type: '380',
      });
    // Received invoices acknowledged before (their AB is not what these tests look at).
    ids.imported = (await incoming('P-1', InvoiceStatus.Imported)).id;
    ids.delivered = (await incoming('P-2', InvoiceStatus.Delivered)).id;
    ids.sent = (await incoming('P-3', InvoiceStatus.Sent)).id;
    ids.pdf = (await incoming('F-4', InvoiceStatus.Imported, 'pdf')).id;
  });

  afterAll(async () => {
    await stack?.close();
  });

  const respond = (id: string, body: unknown, token: string, lang?: string) =>
    api.http.request('POST', `/api/invoices/${id}/response`, {
      token,
      body,
      ...(lang ? { headers: { 'accept-language': lang } } : {}),
    });
  const outbox = () =>
    existsSync(path.join(dir, 'outbox'))
      ? readdirSync(path.join(dir, 'outbox'))
          .filter((f) => !f.startsWith('.'))
          .sort()
      : [];
  const events = (id: string) =>
    api.db('invoice_events').where({ invoice_id: id }).orderBy('id') as Promise<Record<string, unknown>[]>;

  it("answers another company's invoice with 404, and the seller, who sees it but may not answer it, with 403", async () => {
    expect((await respond(ids.imported!, { code: 'AP' }, tokens.stranger!)).status).toBe(404);
    expect((await respond(ids.imported!, { code: 'AP' }, tokens.seller!)).status).toBe(403);
    expect((await respond('00000000-0000-4000-8000-000000000000', { code: 'AP' }, tokens.admin!)).status).toBe(404);
  });

  it('refuses RE without a reason with 422, in Swedish for Accept-Language sv', async () => {
    const res = await respond(ids.imported!, { code: 'RE', reason: '  ' }, tokens.receiver!, 'sv');
    expect(res.status).toBe(422);
    const sv = renderMessage('validation.rejectReason', undefined, 'sv');
    expect(res.body).toEqual({
      data: sv,
      code: 'validation_failed',
      errors: { reason: { code: 'required', message: sv } },
    });
    expect((await respond(ids.imported!, { code: 'XX' }, tokens.receiver!)).status).toBe(422);
  });

  it('refuses a status or format that takes no answer (409) and a role that may not answer (403)', async () => {
    const sent = await respond(ids.sent!, { code: 'AP' }, tokens.receiver!);
    expect(sent.status).toBe(409);
    expect(sent.body).toEqual({
      data: renderMessage('api.invoiceResponseNotAllowed', undefined, 'en'),
      code: 'invoice_response_not_allowed',
    });
    expect((await respond(ids.pdf!, { code: 'AP' }, tokens.receiver!)).status).toBe(409);
    expect((await respond(ids.imported!, { code: 'AP' }, tokens.userRole!)).status).toBe(403);
    expect(outbox()).toEqual([]);
  });

  it('approves: the workflow sends AP to the supplier, the invoice is Approved with one event by the user', async () => {
    const res = await respond(ids.imported!, { code: 'AP' }, tokens.receiver!);
    expect(res.status).toBe(200);
    await recordHistory(invoiceWorkflowId(ids.imported!), 'invoice-approve-reopened');
    expect(res.body).toMatchObject({ id: ids.imported, status: InvoiceStatus.Approved });
    const files = outbox();
    expect(files).toHaveLength(1);
    const answer = parseInvoiceResponse(readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8'));
    expect(answer).toMatchObject({
      code: 'AP',
      sender: { id: SWEDISH_BUYER.peppol_id },
      receiver: { id: SWEDISH_SUPPLIER.peppol_id },
      document: { id: 'P-1', issueDate: '2026-11-02' },
    });
    const receiverEmail = ((await api.db('users').where({ id: ids.receiverUser }).first('email')) as { email: string })
      .email;
    expect(
      (await events(ids.imported!)).map((e) => [e.event, e.from_status, e.to_status, e.actor_user_id, e.actor]),
    ).toEqual([
      ['peppol_invoice_response_sent', InvoiceStatus.Imported, InvoiceStatus.Approved, ids.receiverUser, receiverEmail],
    ]);

    // The answer is final: a second AP or an RE is refused, nothing more is sent.
    const again = await respond(ids.imported!, { code: 'RE', reason: 'Fel pris' }, tokens.receiver!, 'sv');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      data: renderMessage('api.invoiceAlreadyAnswered', undefined, 'sv'),
      code: 'invoice_already_answered',
    });
    expect(outbox()).toHaveLength(1);
    expect(await events(ids.imported!)).toHaveLength(1);
  });

  it('rejects (admin): RE with the reason goes out, the invoice is Denied with the reason in its exception', async () => {
    const res = await respond(ids.delivered!, { code: 'RE', reason: 'Beställningsnummer saknas' }, tokens.admin!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: InvoiceStatus.Denied, exception: 'Beställningsnummer saknas' });
    const file = outbox().find(
      (f) => parseInvoiceResponse(readFileSync(path.join(dir, 'outbox', f), 'utf8')).code === 'RE',
    );
    expect(file).toBeDefined();
    expect(parseInvoiceResponse(readFileSync(path.join(dir, 'outbox', file!), 'utf8')).statuses).toEqual([
      { kind: 'reason', code: 'OTH', text: 'Beställningsnummer saknas' },
    ]);
    expect((await events(ids.delivered!)).map((e) => [e.event, e.to_status, e.reason])).toEqual([
      ['peppol_invoice_response_sent', InvoiceStatus.Denied, 'Beställningsnummer saknas'],
    ]);
  });

  it('answers 503 when Temporal cannot be reached, and changes nothing', async () => {
    const down = await startTestApi({
      temporal: new LazyTemporalClient({
        address: `127.0.0.1:${await freePort()}`,
        namespace: 'default',
        connectTimeoutMs: 1000,
      }),
    });
    try {
      const company = await insertCompany(down.db, { name: 'Mottagaren AB', is_receiver: true });
      const token = await down.http.login(
        (await insertUser(down.db, { role: 'receiver', company_id: company.id })).email,
      );
      const invoice = await insertInvoice(down.db, {
        format: 'peppol',
        invoice_id: 'P-9',
        status: InvoiceStatus.Imported,
        receiver_company_id: company.id,
      });
      const res = await down.http.request('POST', `/api/invoices/${invoice.id}/response`, {
        token,
        body: { code: 'AP' },
        headers: { 'accept-language': 'sv' },
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        data: renderMessage('api.temporalUnavailable', undefined, 'sv'),
        code: 'temporal_unavailable',
      });
      expect(((await down.db('invoices').where({ id: invoice.id }).first()) as { status: string }).status).toBe(
        InvoiceStatus.Imported,
      );
    } finally {
      await down.close();
    }
  });
});
