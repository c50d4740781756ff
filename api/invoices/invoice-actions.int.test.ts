// Invoice actions over HTTP with the invoice process behind them (spec 4 'Actions and when they
// show', spec 7): each action is an Update of the invoice's workflow and answers the new status with
// the invoice's detail; a role that may never take the action is 403, a state that does not allow it
// is 409 in the request's language, a status not selectable for the format or unknown is 422; a request repeated
// with its Idempotency-Key is one action also after the invoice moved on; an invoice whose workflow
// is not running (the demo seed's rows, or one long finished) is reopened by the action.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderMessage } from '../../domain/i18n/messages';
import { invoiceStatusLabel, InvoiceStatus } from '../../domain/statuses';
import { invoiceWorkflowId } from '../../workflows/invoice/contract';
import { CORPUS_DIR, eventsOf, insertTradingPair } from '../../test-support/invoice-process-harness';
import { insertInvoice, insertUser } from '../../test-support/api-harness';
import { startInvoiceApi, tradingPairLogins, upload, type InvoiceApi } from '../../test-support/invoice-api';

jest.setTimeout(180_000);

const PDF = readFileSync(path.join(CORPUS_DIR, 'h22-boxed-en-nok.pdf'));
/** The test PDF made distinct (a comment after its end): the same bytes again would be the same invoice. */
const pdfNamed = (name: string) => Buffer.concat([PDF, Buffer.from(`\n% ${name}\n`)]);

interface ActionAnswer {
  result: { invoiceId: string; action: string; status: string; inProgress: boolean };
  invoice: { id: string; status: string; actions: Array<{ id: string }> };
}

describe('invoice actions over the api', () => {
  let stack: InvoiceApi;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startInvoiceApi();
    const pair = await tradingPairLogins(stack.api, {
      manual_parsing_allowed: true,
      receive_pdf_forward_blocked: true,
    });
    Object.assign(ids, pair.ids);
    Object.assign(tokens, pair.tokens);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** An incoming PDF the receiver uploads: it waits in Processing for manual parsing. */
  async function waitingInvoice(name: string): Promise<string> {
    const res = await upload(
      stack.api.url,
      '/api/invoices/incoming/upload',
      tokens.receiver!,
      { bytes: pdfNamed(name), name },
      { sender_company: ids.sender! },
    );
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  }

  const act = (id: string, action: string, token: string, opts: { body?: unknown; key?: string; lang?: string } = {}) =>
    stack.api.http.request('POST', `/api/invoices/${id}/actions/${action}`, {
      token,
      body: opts.body ?? {},
      headers: {
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      },
    });

  it('cancel: the sender cancels, a retried request is the same cancel, a new one is refused in Swedish', async () => {
    const id = await waitingInvoice('avbryt.pdf');
    const first = await act(id, 'cancel', tokens.sender!, { key: 'cancel-1' });
    expect(first.status).toBe(200);
    const answer = first.body as ActionAnswer;
    expect(answer.result).toMatchObject({ invoiceId: id, action: 'cancel', status: InvoiceStatus.Canceled });
    expect(answer.invoice).toMatchObject({ id, status: InvoiceStatus.Canceled });
    expect(answer.invoice.actions.map((a) => a.id)).not.toContain('cancel');

    // The answer was lost and the client asks again with the same key: the same answer, one event.
    const again = await act(id, 'cancel', tokens.sender!, { key: 'cancel-1' });
    expect(again.status).toBe(200);
    expect((again.body as ActionAnswer).result).toMatchObject({ status: InvoiceStatus.Canceled });
    expect((await eventsOf(stack.api.db, id)).filter((e) => e.event === 'canceled')).toHaveLength(1);

    // A new request to cancel a canceled invoice is refused, in the caller's language.
    const refused = await act(id, 'cancel', tokens.sender!, { key: 'cancel-2', lang: 'sv' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'action_not_allowed' });
    expect(String(refused.body.data)).toContain(invoiceStatusLabel(InvoiceStatus.Canceled, 'sv'));
  });

  it('refuses a role that may never take the action, and the same key does not lift it', async () => {
    const id = await waitingInvoice('roll.pdf');
    const refused = await act(id, 'cancel', tokens.receiver!, { key: 'receiver-cancel' });
    expect(refused.status).toBe(403);
    expect((await act(id, 'cancel', tokens.receiver!, { key: 'receiver-cancel' })).status).toBe(403);
    expect((await act(id, 'setStatus', tokens.sender!, { body: { status: InvoiceStatus.CheckInvoice } })).status).toBe(
      403,
    );
    expect((await stack.api.db('invoices').where({ id }).first()).status).toBe(InvoiceStatus.Processing);
  });

  it('set status: an admin moves the invoice; a status of the other format and an unknown one are 422', async () => {
    const id = await waitingInvoice('status.pdf');
    const wrongFormat = await act(id, 'setStatus', tokens.admin!, { body: { status: InvoiceStatus.Sent } });
    expect(wrongFormat.status).toBe(422);
    expect(wrongFormat.body).toMatchObject({ code: 'status_not_selectable' });
    const unknown = await act(id, 'setStatus', tokens.admin!, { body: { status: 'Nonsense' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'validation_failed' });

    const moved = await act(id, 'setStatus', tokens.admin!, {
      body: { status: InvoiceStatus.CheckInvoice, reason: 'Belopp stämmer inte' },
    });
    expect(moved.status).toBe(200);
    expect((moved.body as ActionAnswer).invoice.status).toBe(InvoiceStatus.CheckInvoice);
    expect((await eventsOf(stack.api.db, id)).at(-1)).toMatchObject({
      event: 'status_set',
      to_status: InvoiceStatus.CheckInvoice,
      reason: 'Belopp stämmer inte',
    });
  });

  it('reopens an invoice whose workflow is not running, as the demo rows are', async () => {
    const { id } = await insertInvoice(stack.api.db, {
      status: InvoiceStatus.SendingError,
      sender_company_id: ids.sender,
      receiver_company_id: ids.receiver,
      invoice_id: 'DEMO-1',
      file_name: 'demo.pdf',
    });
    // The detail lists what the viewer may ask now, by the rule the workflow applies (domain/actions).
    const shown = await stack.api.http.get(`/api/invoices/${id}`, tokens.admin!);
    expect(shown.body.actions).toEqual(expect.arrayContaining(['resend', 'setStatus']));
    const res = await act(id, 'setStatus', tokens.admin!, { body: { status: InvoiceStatus.InvoiceSent } });
    expect(res.status).toBe(200);
    expect((res.body as ActionAnswer).invoice.status).toBe(InvoiceStatus.InvoiceSent);
    const run = await stack.p.client.workflow.getHandle(invoiceWorkflowId(id)).describe();
    expect(run.type).toBe('invoiceWorkflow');
    expect((await eventsOf(stack.api.db, id)).map((e) => e.event)).toContain('status_set');
  });

  it("lists an invoice's duplicates for admins as list rows, with their dates", async () => {
    const row = {
      status: InvoiceStatus.Duplicate,
      sender_company_id: ids.sender,
      receiver_company_id: ids.receiver,
      invoice_id: 'DUP-7',
      document_type: '380',
    };
    const first = await insertInvoice(stack.api.db, { ...row, status: InvoiceStatus.InvoiceSent });
    const second = await insertInvoice(stack.api.db, row);
    const res = await stack.api.http.get(`/api/invoices/${second.id}/duplicates`, tokens.admin!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 1,
      data: [{ id: first.id, invoice_id: 'DUP-7', status: InvoiceStatus.InvoiceSent }],
    });
    expect(Date.parse(res.body.data[0].created_at)).not.toBeNaN();
  });

  it('answers 404 for an unknown action and for an invoice of another company', async () => {
    const id = await waitingInvoice('okand.pdf');
    expect((await act(id, 'explode', tokens.admin!)).status).toBe(404);
    const stranger = await insertTradingPair(stack.api.db);
    const strangerToken = await stack.api.http.login(
      (await insertUser(stack.api.db, { role: 'sender', company_id: stranger.senderId })).email,
    );
    const res = await act(id, 'cancel', strangerToken, { lang: 'sv' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ data: renderMessage('error.notFound', undefined, 'sv') });
  });
});
