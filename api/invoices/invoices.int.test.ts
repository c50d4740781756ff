// Invoice lists and detail: the spec 3 shapes, filters, sorts, scoping, and totals over more rows
// than the exact-count cap.
import { insertCompany, insertInvoice, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;
let sender: string;
let receiver: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  ids.seller = (await insertCompany(db, { name: 'Säljaren AB', status: 'Active' })).id;
  ids.buyer = (await insertCompany(db, { name: 'Köparen AB', is_receiver: true, pdf_forward_timeout_hours: 12 })).id;
  ids.stranger = (await insertCompany(db, { name: 'Främling AB' })).id;
  const senderUser = await insertUser(db, { role: 'sender', company_id: ids.seller, email: 'anna@saljaren.se' });
  sender = await api.http.login(senderUser.email);
  receiver = await api.http.login((await insertUser(db, { role: 'receiver', company_id: ids.buyer })).email);
  admin = await api.http.login((await insertUser(db, { role: 'admin' })).email);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12)).toISOString();
  ids.inv1 = (
    await insertInvoice(db, {
      format: 'pdf',
      invoice_id: 'F-1001',
      sender_company_id: ids.seller,
      receiver_company_id: ids.buyer,
      sender_user_id: senderUser.id,
      status: 'Invoice Sent',
      esynpay_status: 'Sellable',
      created_at: day(1),
      invoice_sent: day(2),
      location: 'sha-1',
      finance_status: 'Finance Requested',
      finance: JSON.stringify({ newAmount: 980.5, service_type: 'Spot', created_at: day(3) }),
      exception: 'parser warning',
      job_pk: 'job-1',
      payable_amount: '1000.00',
      currency: 'SEK',
    })
  ).id;
  ids.credit = (
    await insertInvoice(db, {
      format: 'pdf',
      invoice_id: 'K-2002',
      document_type: '381',
      sender_company_id: ids.seller,
      receiver_company_id: ids.buyer,
      created_at: day(5),
    })
  ).id;
  ids.peppol = (
    await insertInvoice(db, {
      format: 'peppol',
      invoice_id: 'P-3003',
      sender_company_id: ids.seller,
      receiver_company_id: null,
      status: 'Sent',
      created_at: day(7),
      customer_data_from_peppol_network: JSON.stringify({ name: 'Nätverkskunden AB', peppol_id: '0007:5560000000' }),
      is_esynsend: true,
    })
  ).id;
  ids.foreign = (
    await insertInvoice(db, {
      format: 'pdf',
      invoice_id: 'X-9',
      sender_company_id: ids.stranger,
      receiver_company_id: ids.stranger,
      created_at: day(9),
      bookkeeping_is_activated: true,
    })
  ).id;
});
afterAll(async () => {
  await api?.close();
});

describe('invoice lists', () => {
  it('answers the spec 3 list item shape', async () => {
    const res = await api.http.get(
      `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ invoice_id: 'F-1001' }))}`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: ids.inv1,
        _id: ids.inv1,
        invoice_id: 'F-1001',
        file_name: null,
        format: 'pdf',
        document_type: '380',
        type: 'Invoice',
        status: 'Invoice Sent',
        eSynPay_status: 'Sellable',
        keeros_invoice: {
          status: 'Finance Requested',
          newAmount: 980.5,
          service_type: 'Spot',
          created_at: '2026-01-03T12:00:00.000Z',
          settlementNoteLocation: null,
        },
        company: { id: ids.seller, _id: ids.seller, name: 'Säljaren AB' },
        customer: { id: ids.buyer, _id: ids.buyer, name: 'Köparen AB' },
        sender: { email: 'anna@saljaren.se' },
        created_at: '2026-01-01T12:00:00.000Z',
        location: 'sha-1',
        invoice_sent: '2026-01-02T12:00:00.000Z',
        payable_amount: 1000,
        currency: 'SEK',
        bookkeeping_is_activated: false,
        bookkeeping_is_solved: false,
      },
    ]);
  });

  it('writes dates as toISOString does (microseconds cut to milliseconds) and names a customer from customer_data', async () => {
    const id = (
      await insertInvoice(api.db, {
        format: 'pdf',
        invoice_id: 'T-µs',
        sender_company_id: ids.seller,
        created_at: '2026-01-04T12:00:00.123789Z',
        invoice_sent: '2026-01-04T13:00:00.000999Z',
        customer_data: JSON.stringify({ name: 'Kund utan konto AB', org_id: '5560000000' }),
        customer_data_from_peppol_network: JSON.stringify({ name: 'Nätverksnamnet AB' }),
      })
    ).id;
    try {
      const res = await api.http.get(
        `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ invoice_id: 'T-µs' }))}`,
        admin,
      );
      expect(res.body.data).toMatchObject([
        {
          created_at: '2026-01-04T12:00:00.123Z',
          invoice_sent: '2026-01-04T13:00:00.000Z',
          customer: { id: null, name: 'Kund utan konto AB' },
        },
      ]);
      expect(res.body.data[0].created_at).toBe(new Date('2026-01-04T12:00:00.123789Z').toISOString());
    } finally {
      await api.db('invoices').where({ id }).delete();
    }
  });

  it('sorts newest first by default and by the whitelisted fields', async () => {
    const res = await api.http.get('/api/invoices', admin);
    expect(res.body.data.map((i: { invoice_id: string }) => i.invoice_id)).toEqual([
      'X-9',
      'P-3003',
      'K-2002',
      'F-1001',
    ]);
    const byId = await api.http.get(`/api/invoices?sort=${encodeURIComponent('["invoice_id","ASC"]')}`, admin);
    expect(byId.body.data.map((i: { invoice_id: string }) => i.invoice_id)).toEqual([
      'F-1001',
      'K-2002',
      'P-3003',
      'X-9',
    ]);
    for (const f of ['status', 'invoice_sent', 'created_at'])
      expect((await api.http.get(`/api/invoices?sort=${f}`, admin)).status).toBe(200);
    expect((await api.http.get('/api/invoices?sort=payable_amount', admin)).status).toBe(400);
  });

  it.each([
    ['format=peppol', ['P-3003']],
    ['status=Invoice%20Sent', ['F-1001']],
    ['eSynPay_status=Sellable', ['F-1001']],
    ['document_type=381', ['K-2002']],
    ['type=Credit%20note', ['K-2002']],
    ['company_status=Active', ['P-3003', 'K-2002', 'F-1001']],
    ['bookkeeping=true', ['X-9']],
    ['q=100', ['F-1001']],
    ['q=%25', []],
  ])('admin filter %s', async (query, expected) => {
    const res = await api.http.get(`/api/invoices?${query}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { invoice_id: string }) => i.invoice_id)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it('refuses bad filter values', async () => {
    for (const q of ['status=Lost', 'format=xml', 'company_status=Unknown', 'document_type=999']) {
      expect((await api.http.get(`/api/invoices?${q}`, admin)).status).toBe(400);
    }
  });

  it('outgoing: the sender company only, by format', async () => {
    const pdf = await api.http.get('/api/invoices/outgoing?format=pdf', sender);
    expect(pdf.body.data.map((i: { invoice_id: string }) => i.invoice_id)).toEqual(['K-2002', 'F-1001']);
    expect(pdf.headers.get('content-range')).toBe('invoices 0-1/2');
    const peppol = await api.http.get('/api/invoices/outgoing?format=peppol', sender);
    expect(peppol.body.data).toHaveLength(1);
    expect(peppol.body.data[0].customer).toEqual({ id: null, _id: null, name: 'Nätverkskunden AB' });
    expect((await api.http.get('/api/invoices/outgoing?company_status=Active', sender)).status).toBe(400);
  });

  it('incoming: the receiver company only', async () => {
    const res = await api.http.get('/api/invoices/incoming?format=pdf', receiver);
    expect(res.body.data.map((i: { invoice_id: string }) => i.invoice_id)).toEqual(['K-2002', 'F-1001']);
    expect(res.body.data[1].type).toBe('Invoice');
    expect(res.body.data[0].type).toBe('Credit note');
  });

  it('incoming Peppol from a supplier not on the platform: the supplier named by the document', async () => {
    const ext = await insertInvoice(api.db, {
      format: 'peppol',
      invoice_id: 'EXT-1',
      sender_company_id: null,
      receiver_company_id: ids.buyer,
      status: 'Imported',
      raw_result: JSON.stringify({
        invoice_id: 'EXT-1',
        supplier_data: { name: 'Grossisten i Norden AB', peppol_id: '0007:5566778899' },
      }),
    });
    const res = await api.http.get('/api/invoices/incoming?format=peppol', receiver);
    expect(res.body.data.map((i: { invoice_id: string; company: unknown }) => [i.invoice_id, i.company])).toEqual([
      ['EXT-1', { id: null, _id: null, name: 'Grossisten i Norden AB' }],
    ]);
    await api.db('invoices').where({ id: ext.id }).delete(); // the totals tests below count this company's rows
  });
});

describe('invoice detail', () => {
  it('gives admins every field of the spec 3 record', async () => {
    const res = await api.http.get(`/api/invoices/${ids.inv1}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: ids.inv1,
      status: 'Invoice Sent',
      eSynPay_status: 'Sellable',
      exception: 'parser warning',
      job_pk: 'job-1',
      sender_company: { _id: ids.seller, name: 'Säljaren AB' },
      receiver_company: {
        _id: ids.buyer,
        name: 'Köparen AB',
        pdf_forward_timeout: 12,
        send_pdf_forward_blocked: false,
        receive_pdf_forward_blocked: false,
        is_eSynPay: true,
      },
      sender: { email: 'anna@saljaren.se' },
      mail: null,
      is_manual_parsing: false,
      is_eSynSend: false,
      bookkeeping_is_activated: false,
      bookkeeping_is_solved: false,
      pdf_attachments: [],
    });
    expect(typeof res.body.invoiceUUID).toBe('string');
  });

  it('hides the admin-only fields from the parties', async () => {
    for (const token of [sender, receiver]) {
      const res = await api.http.get(`/api/invoices/${ids.inv1}`, token);
      expect(res.status).toBe(200);
      expect(res.body.exception).toBeUndefined();
      expect(res.body.job_pk).toBeUndefined();
      expect(res.body.invoiceUUID).toBeUndefined();
      expect(res.body.mail).toBeUndefined();
      expect(res.body.receiver_company.pdf_forward_timeout).toBe(12);
    }
  });

  it('reads records under the outgoing and incoming paths, each for its own side', async () => {
    expect((await api.http.get(`/api/invoices/outgoing/${ids.inv1}`, sender)).status).toBe(200);
    expect((await api.http.get(`/api/invoices/incoming/${ids.inv1}`, receiver)).status).toBe(200);
    expect((await api.http.get(`/api/invoices/incoming/${ids.inv1}`, sender)).status).toBe(403);
    expect((await api.http.get(`/api/invoices/outgoing/${ids.foreign}`, sender)).status).toBe(404);
    expect((await api.http.get(`/api/invoices/incoming/${ids.foreign}`, receiver)).status).toBe(404);
  });

  it('serves where extraction read each field, and its form while no form was saved', async () => {
    const extraction = {
      invoice_id: 'E-77',
      invoice_lines: [
        {
          item: { name: 'Konsult', tax_percent: 25 },
          price: { amount: 100 },
          invoiced_quantity: 1,
          line_extension_amount: 100,
        },
      ],
      route: 'text',
      pages: 1,
      checks: { status: 'Invalid PDF', findings: [] },
      provenance: {
        invoice_id: { confidence: 0.9, page: 1, box: { x: 400, y: 60, w: 80, h: 12 } },
        'invoice_lines[0]': { confidence: 0.8, page: 1, box: { x: 40, y: 300, w: 500, h: 14 } },
        'legal_monetary_total.line_extension_amount': { confidence: 0.9, page: null, box: null },
      },
    };
    const unsaved = (
      await insertInvoice(api.db, {
        format: 'pdf',
        status: 'Invalid PDF',
        location: 'sha-77',
        sender_company_id: ids.seller,
        receiver_company_id: ids.buyer,
        ie_raw_result: JSON.stringify(extraction),
      })
    ).id;
    const res = await api.http.get(`/api/invoices/${unsaved}`, sender);
    expect(res.status).toBe(200);
    expect(res.body.editable).toBe(true);
    expect(res.body.field_boxes).toEqual({
      invoice_id: { page: 1, box: { x: 400, y: 60, w: 80, h: 12 } },
      'invoice_lines.0': { page: 1, box: { x: 40, y: 300, w: 500, h: 14 } },
    });
    expect(res.body.extracted_form).toMatchObject({ invoice_id: 'E-77', invoice_lines: extraction.invoice_lines });
    expect(res.body.extracted_form.provenance).toBeUndefined();
    expect(res.body.extracted_form.checks).toBeUndefined();
    // Once a form is saved, it is the form; the boxes stay.
    await api
      .db('invoices')
      .where({ id: unsaved })
      .update({ raw_result: JSON.stringify({ invoice_id: 'E-77', invoice_lines: [] }) });
    const saved = await api.http.get(`/api/invoices/${unsaved}`, sender);
    expect(saved.body.extracted_form).toBeNull();
    expect(Object.keys(saved.body.field_boxes)).toEqual(['invoice_id', 'invoice_lines.0']);
    // An invoice without an extraction has no boxes.
    expect((await api.http.get(`/api/invoices/${ids.inv1}`, sender)).body.field_boxes).toEqual({});
    // The counts below are of the other invoices.
    await api.db('invoices').where({ id: unsaved }).delete();
  });

  it('answers 404 for invoices of other companies', async () => {
    expect((await api.http.get(`/api/invoices/${ids.foreign}`, sender)).status).toBe(404);
    expect((await api.http.get(`/api/invoices/${ids.foreign}`, receiver)).status).toBe(404);
    expect((await api.http.get(`/api/invoices/${ids.foreign}`, admin)).status).toBe(200);
  });
});

describe('totals over many rows', () => {
  beforeAll(async () => {
    await api.db.raw(
      `insert into invoices (format, invoice_id, sender_company_id, receiver_company_id, created_at)
       select 'pdf', 'BULK-' || g, ?, ?, timestamptz '2025-06-01' + g * interval '1 minute' from generate_series(1, 10050) g`,
      [ids.stranger as string, ids.buyer as string],
    );
    await api.db.raw('analyze invoices');
  });

  it('counts exactly up to the cap and estimates beyond it', async () => {
    const all = await api.http.get('/api/invoices?range=[0,24]', admin);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(25);
    expect(all.body.total_exact).toBe(false);
    expect(all.body.total).toBeGreaterThan(10_000);
    expect(all.headers.get('x-total-exact')).toBe('false');
    expect(all.headers.get('content-range')).toMatch(/^invoices 0-24\/\d+$/);
    const small = await api.http.get('/api/invoices?format=peppol&range=[0,0]', admin);
    expect(small.body.total).toBe(1);
    expect(small.body.total_exact).toBe(true);
    const some = await api.http.get(`/api/invoices?sender_company_id=${ids.seller}&range=[0,1]`, admin);
    expect(some.body.total).toBe(3);
    expect(some.body.total_exact).toBe(true);
  });

  it('keeps pages stable under equal timestamps (id tie breaker)', async () => {
    const a = await api.http.get('/api/invoices?range=[0,49]', admin);
    const b1 = await api.http.get('/api/invoices?range=[0,24]', admin);
    const b2 = await api.http.get('/api/invoices?range=[25,49]', admin);
    expect([...b1.body.data, ...b2.body.data].map((i: { id: string }) => i.id)).toEqual(
      a.body.data.map((i: { id: string }) => i.id),
    );
  });

  it('dashboard counts are real counts', async () => {
    const res = await api.http.get('/api/dashboard/counts', receiver);
    expect(res.body.total).toBe(10_050 + 2);
    expect(res.body.by_format).toEqual({ pdf: 10_052 });
  });
});
