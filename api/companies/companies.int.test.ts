// Companies: the admin list (every text and switch filter, sorts, paging in both parameter
// dialects, Content-Range), create/edit round trips with payment means and the spec's validation
// messages, the settings form, and hostile input.
import { insertCompany, insertOperator, insertUser, startTestApi, type TestApi } from '../../test-support/api-harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.http.login((await insertUser(api.db, { role: 'admin' })).email);
  const rows: Array<Record<string, unknown>> = [
    {
      name: 'Acme AB',
      org_id: '5560001111',
      tax_number: 'SE556000111101',
      peppol_id: '0007:5560001111',
      invoice_email: 'acme@in.esyn.se',
      is_receiver: true,
    },
    {
      name: 'Bravo Bygg AB',
      org_id: '5560002222',
      tax_number: 'SE556000222201',
      invoice_email: 'bravo@in.esyn.se',
      manual_parsing_allowed: true,
      status: 'Active',
    },
    {
      name: 'Charlie 100% Rör',
      org_id: '5560003333',
      receive_pdf_forward_blocked: true,
      esynpay_enabled: true,
      status: 'Training',
    },
    { name: 'Delta_Data AB', send_pdf_forward_blocked: true, receive_auto_pdf_forward: true, esynsend_enabled: true },
    { name: 'Echo AB', send_auto_pdf_forward: true, esynpay_receive_disabled: true },
    { name: "O'Brien Konsult", org_id: '5560006666' },
  ];
  for (const r of rows) await insertCompany(api.db, r);
});
afterAll(async () => {
  await api?.close();
});

const names = (body: { data: Array<{ name: string }> }) => body.data.map((c) => c.name);

describe('companies list', () => {
  it('pages with range=[from,to] and answers Content-Range', async () => {
    const res = await api.http.get(
      `/api/companies?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Acme AB', 'Bravo Bygg AB']);
    expect(res.body.total).toBe(6);
    expect(res.body.count).toBe(6);
    expect(res.headers.get('content-range')).toBe('companies 0-1/6');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const page3 = await api.http.get(
      `/api/companies?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[4,5]')}`,
      admin,
    );
    expect(names(page3.body)).toEqual(['Echo AB', "O'Brien Konsult"]);
    expect(page3.headers.get('content-range')).toBe('companies 4-5/6');
  });

  it('writes the timestamps of list rows as the record does (toISOString, microseconds cut)', async () => {
    // The page reads them as text formatted by PostgreSQL, the record as Date: the two must agree.
    await api
      .db('companies')
      .where({ name: 'Echo AB' })
      .update({ created_at: api.db.raw(`'2026-01-04 12:00:00.123999+00'::timestamptz`) });
    const res = await api.http.get(`/api/companies?filter=${encodeURIComponent('{"name":"Echo"}')}`, admin);
    const [row] = res.body.data as Array<{ id: string; created_at: string }>;
    expect(row?.created_at).toBe('2026-01-04T12:00:00.123Z');
    const record = await api.http.get(`/api/companies/${row?.id}`, admin);
    expect(record.body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row?.created_at).toBe(record.body.created_at);
  });

  it('answers list rows with what the list shows, the record with every field', async () => {
    const res = await api.http.get(`/api/companies?filter=${encodeURIComponent('{"name":"Echo"}')}`, admin);
    const [row] = res.body.data as Array<Record<string, unknown>>;
    const record = (await api.http.get(`/api/companies/${String(row?.id)}`, admin)).body as Record<string, unknown>;
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'id',
        '_id',
        'name',
        'org_id',
        'tax_number',
        'peppol_id',
        'phone',
        'language',
        'address',
        'invoice_email',
        'general_email',
        'status',
        'is_receiver',
        'operator_id',
        'parent_company_id',
        'created_at',
      ].sort(),
    );
    // Every value the row has is the record's, and the record has the rest.
    for (const [key, value] of Object.entries(row ?? {})) expect([key, record[key]]).toEqual([key, value]);
    expect(record).toHaveProperty('payment_means');
    expect(record).toHaveProperty('aliases');
    expect(record).toHaveProperty('updated_at');
  });

  it('pages with the plain page/limit/sort/order parameters', async () => {
    const res = await api.http.get('/api/companies?page=2&limit=2&sort=name&order=DESC', admin);
    expect(names(res.body)).toEqual(['Delta_Data AB', 'Charlie 100% Rör']);
    expect(res.body.total).toBe(6);
    const byOffset = await api.http.get('/api/companies?offset=5&limit=2&sort=name', admin);
    expect(names(byOffset.body)).toEqual(["O'Brien Konsult"]);
  });

  it('sorts by every whitelisted field and refuses others', async () => {
    for (const field of ['name', 'org_id', 'tax_number', 'peppol_id', 'invoice_email', 'created_at', 'status']) {
      const res = await api.http.get(`/api/companies?sort=${field}&order=DESC`, admin);
      expect(res.status).toBe(200);
    }
    const orgAsc = await api.http.get(`/api/companies?sort=org_id&order=ASC&limit=3`, admin);
    expect(names(orgAsc.body)).toEqual(['Acme AB', 'Bravo Bygg AB', 'Charlie 100% Rör']);
    for (const sort of ['password_hash', 'name;drop table companies', '["id) desc; --","ASC"]']) {
      const res = await api.http.get(`/api/companies?sort=${encodeURIComponent(sort)}`, admin);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('bad_sort');
      expect(res.body.data).toMatch(/Unknown sort field/);
    }
    expect((await api.http.get('/api/companies?sort=name&order=sideways', admin)).status).toBe(400);
  });

  it.each([
    ['name', 'bygg', ['Bravo Bygg AB']],
    ['org_id', '556000 33', ['Charlie 100% Rör']],
    ['tax_number', 'se5560002', ['Bravo Bygg AB']],
    ['peppol_id', '0007:', ['Acme AB']],
    ['invoice_email', 'BRAVO@', ['Bravo Bygg AB']],
    ['q', '5560001111', ['Acme AB']],
    ['q', 'echo', ['Echo AB']],
  ])('text filter %s=%s', async (key, value, expected) => {
    const plain = await api.http.get(`/api/companies?${key}=${encodeURIComponent(value)}`, admin);
    expect(names(plain.body).sort()).toEqual(expected);
    const ra = await api.http.get(
      `/api/companies?filter=${encodeURIComponent(JSON.stringify({ [key]: value }))}`,
      admin,
    );
    expect(names(ra.body).sort()).toEqual(expected);
  });

  it.each([
    ['is_receiver', true, ['Acme AB']],
    ['manual_parsing_allowed', true, ['Bravo Bygg AB']],
    ['receive_pdf_forward_blocked', true, ['Charlie 100% Rör']],
    ['is_eSynPay_enabled', true, ['Charlie 100% Rör']],
    ['send_pdf_forward_blocked', true, ['Delta_Data AB']],
    ['receive_auto_pdf_forward', true, ['Delta_Data AB']],
    ['is_eSynSend_enabled', true, ['Delta_Data AB']],
    ['send_auto_pdf_forward', true, ['Echo AB']],
    ['is_eSynPay', false, ['Echo AB']],
  ])('switch filter %s=%s', async (key, value, expected) => {
    const plain = await api.http.get(`/api/companies?${key}=${value}`, admin);
    expect(plain.status).toBe(200);
    expect(names(plain.body)).toEqual(expected);
    const ra = await api.http.get(
      `/api/companies?filter=${encodeURIComponent(JSON.stringify({ [key]: value }))}`,
      admin,
    );
    expect(names(ra.body)).toEqual(expected);
    const negated = await api.http.get(`/api/companies?${key}=${!value}`, admin);
    expect(negated.body.total).toBe(6 - expected.length);
  });

  it('filters by status and combines filters', async () => {
    expect(names((await api.http.get('/api/companies?status=Training', admin)).body)).toEqual(['Charlie 100% Rör']);
    expect(
      names((await api.http.get('/api/companies?status=Onboarding&q=ab&is_eSynSend_enabled=true', admin)).body),
    ).toEqual(['Delta_Data AB']);
    expect((await api.http.get('/api/companies?status=Sleeping', admin)).status).toBe(400);
  });

  it('treats SQL meta characters, % and _ as plain text', async () => {
    const before = await api.db('companies').count({ n: '*' }).first();
    const hostile = [
      ["'; drop table companies; --", []],
      ['%', ['Charlie 100% Rör']],
      ['_', ['Delta_Data AB']],
      ["o'brien", ["O'Brien Konsult"]],
      ['\\', []],
      ['100%', ['Charlie 100% Rör']],
    ] as const;
    for (const [value, expected] of hostile) {
      const res = await api.http.get(`/api/companies?name=${encodeURIComponent(value)}`, admin);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(expected);
      const ra = await api.http.get(`/api/companies?filter=${encodeURIComponent(JSON.stringify({ q: value }))}`, admin);
      expect(ra.status).toBe(200);
    }
    const after = await api.db('companies').count({ n: '*' }).first();
    expect(after).toEqual(before);
    expect((await api.http.get('/api/health')).body).toMatchObject({ ok: true, db: 'ok' });
  });

  it('answers 400 for unknown filters and malformed list parameters', async () => {
    const cases = [
      ['password_hash=x', 'bad_filter'],
      [`filter=${encodeURIComponent('{"name":')}`, 'bad_query'],
      [`filter=${encodeURIComponent('{"name":{"$ne":1}}')}`, 'bad_filter'],
      [`range=${encodeURIComponent('[5,1]')}`, 'bad_query'],
      ['limit=-1', 'bad_query'],
      ['is_receiver=maybe', 'bad_filter'],
      ['id=not-a-uuid', 'bad_filter'],
      ['name=a&name=b', 'bad_filter'],
    ];
    for (const [query, code] of cases) {
      const res = await api.http.get(`/api/companies?${query}`, admin);
      expect([query, res.status, res.body.code]).toEqual([query, 400, code]);
    }
  });

  it('estimates the total of a short search text instead of reading every company', async () => {
    const res = await api.http.get('/api/companies?q=ab&range=[0,1]', admin);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Acme AB', 'Bravo Bygg AB']);
    expect(res.body.total_exact).toBe(false);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const longer = await api.http.get('/api/companies?q=bygg&range=[0,0]', admin);
    expect(longer.body.total_exact).toBe(true);
  });

  it('caps the page size at 100', async () => {
    const res = await api.http.get('/api/companies?limit=100000', admin);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(6);
  });
});

describe('company create and edit', () => {
  const valid = {
    name: 'Foxtrot Frakt AB',
    org_id: '556677 8899',
    tax_number: 'SE 5566778899 01',
    peppol_id: '0007:5566778899',
    phone: '+46812345678',
    language: 'se',
    address: { street: 'Storgatan 1', zip: '111 22', city: 'Stockholm', country: 'SE' },
    payment_means: [
      { name: 'Default', local: '5051-0578', iban: '', bic: '', bankAccount: '' },
      { name: 'Euro', local: '', iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS', bankAccount: '' },
    ],
    aliases: ['Foxtrot', 'Fox Frakt'],
    contact_emails: [{ email: 'onboarding@foxtrot.se', type: 'Onboarding' }],
    show_outgoing_invoices: false,
    invoice_email: 'Foxtrot@in.esyn.se',
    status: 'Training',
    is_receiver: true,
    manual_parsing_allowed: true,
    pdf_forward_timeout: 48,
    eSynPay: { is_enabled: true, status: 'PENDING', type: 'Auto sale' },
    is_eSynPay: false,
    eSynSend: { is_enabled: true, status: 'ACTIVE' },
  };

  it('creates with every section and reads it back in the api shape', async () => {
    const operator = await insertOperator(api.db, { name: 'Nordic Onboarding' });
    const res = await api.http.post('/api/companies', { ...valid, operator: { _id: operator.id } }, admin);
    expect(res.status).toBe(201);
    const company = res.body;
    expect(company).toMatchObject({
      _id: company.id,
      name: 'Foxtrot Frakt AB',
      org_id: '5566778899',
      tax_number: 'SE556677889901',
      peppol_id: '0007:5566778899',
      address: { street: 'Storgatan 1', zip: '111 22', city: 'Stockholm', country: 'SE' },
      payment_means: [
        { name: 'Default', local: '5051-0578' },
        { name: 'Euro', iban: 'SE4550000000058398257466', bic: 'ESSESESS' },
      ],
      aliases: ['Foxtrot', 'Fox Frakt'],
      contact_emails: [{ email: 'onboarding@foxtrot.se', type: 'Onboarding' }],
      show_outgoing_invoices: false,
      operator: { id: operator.id, name: 'Nordic Onboarding' },
      invoice_email: 'foxtrot@in.esyn.se',
      status: 'Training',
      is_receiver: true,
      pdf_forward_timeout: 48,
      eSynPay: { is_enabled: true, status: 'PENDING', type: 'Auto sale' },
      is_eSynPay: false,
      eSynSend: { is_enabled: true, status: 'ACTIVE' },
    });
    const again = await api.http.get(`/api/companies/${company.id}`, admin);
    expect(again.body).toEqual(company);

    // Edit: the console sends the whole record back with changes.
    const edited = {
      ...again.body,
      name: 'Foxtrot Frakt & Co AB',
      payment_means: [
        ...again.body.payment_means,
        { name: 'New', local: '', iban: '', bic: '', bankAccount: '12345678' },
      ],
      status: 'Active',
    };
    const put = await api.http.put(`/api/companies/${company.id}`, edited, admin);
    expect(put.status).toBe(200);
    expect(put.body.name).toBe('Foxtrot Frakt & Co AB');
    expect(put.body.status).toBe('Active');
    expect(put.body.payment_means).toHaveLength(3);
    expect(put.body.operator.id).toBe(operator.id);
    expect(put.body.created_at).toBe(company.created_at);
  });

  it('answers the spec texts for payment means, unique values and required fields', async () => {
    const res = await api.http.post(
      '/api/companies',
      {
        name: '',
        payment_means: [
          { name: 'Default', local: '', iban: '', bic: '', bankAccount: '' },
          { name: 'Half', local: '', iban: 'SE4550000000058398257466', bic: '', bankAccount: '' },
        ],
        aliases: ['Same', 'same'],
        contact_emails: [{ email: 'not-an-email', type: 'Onboarding' }],
        phone: '0701234567',
      },
      admin,
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    const e = res.body.errors;
    expect(e.name).toEqual({ code: 'required', message: 'This field is required' });
    expect(e['payment_means.0'].message).toBe('Should be one of Local, IBAN or Bank Account');
    expect(e['payment_means.1.bic'].message).toBe('Bic and iban or both are empty, or both exist');
    expect(
      Object.entries(e).some(
        ([k, v]) =>
          k.startsWith('aliases') && (v as { message: string }).message === 'There should be only unique values',
      ),
    ).toBe(true);
    expect(Object.keys(e).some((k) => k.startsWith('contact_emails'))).toBe(true);
    expect(e.phone).toBeDefined();
    expect(await api.db('companies').where('name', '').first()).toBeUndefined();
  });

  it('answers 409 for a taken invoice email and for aliases used by another company', async () => {
    const first = await api.http.post(
      '/api/companies',
      { name: 'Golf AB', invoice_email: 'golf@in.esyn.se', aliases: ['Golfaren'] },
      admin,
    );
    expect(first.status).toBe(201);
    const dupEmail = await api.http.post(
      '/api/companies',
      { name: 'Golf 2 AB', invoice_email: 'GOLF@in.esyn.se' },
      admin,
    );
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.code).toBe('duplicate');
    expect(dupEmail.body.data).not.toMatch(/constraint|companies_|insert|select/i);
    const dupAlias = await api.http.post('/api/companies', { name: 'Golf 3 AB', aliases: ['GOLFAREN'] }, admin);
    expect(dupAlias.status).toBe(409);
    expect(dupAlias.body.errors['aliases.0'].code).toBe('duplicate');
  });

  it('takes the operator from operator_id too', async () => {
    const op = await insertOperator(api.db, { name: 'Picker Ops' });
    const res = await api.http.post('/api/companies', { name: 'Juliett AB', operator_id: op.id }, admin);
    expect(res.status).toBe(201);
    expect(res.body.operator).toEqual({ id: op.id, _id: op.id, name: 'Picker Ops' });
  });

  it('refuses an operator or parent that does not exist, and bad agreement values', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.http.post('/api/companies', { name: 'Hotel AB', operator: missing }, admin)).status).toBe(422);
    expect(
      (await api.http.post('/api/companies', { name: 'Hotel AB', parent_company_id: missing }, admin)).status,
    ).toBe(422);
    const bad = await api.http.post(
      '/api/companies',
      { name: 'Hotel AB', eSynPay: { status: 'MAYBE' }, status: 'Dormant' },
      admin,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['eSynPay.status', 'status']);
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await api.http.get('/api/companies/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect(
      (await api.http.put('/api/companies/00000000-0000-4000-8000-000000000000', { name: 'X' }, admin)).status,
    ).toBe(404);
  });
});

describe('settings form', () => {
  it('lets a company admin edit general info, address and payment means of the own company', async () => {
    const company = await insertCompany(api.db, { name: 'India AB', aliases: JSON.stringify(['indy']) });
    const ca = await api.http.login(
      (await insertUser(api.db, { role: 'receiver', company_id: company.id, is_company_admin: true })).email,
    );
    const plain = await api.http.login((await insertUser(api.db, { role: 'receiver', company_id: company.id })).email);
    const current = await api.http.get('/api/settings/company', ca);
    expect(current.status).toBe(200);
    expect(current.body.aliases).toBeUndefined();
    const body = {
      ...current.body,
      org_id: '556 111 2222',
      payment_means: [{ name: 'Default', local: '123456789012', iban: '', bic: '', bankAccount: '' }],
      aliases: [],
      operator: null,
    };
    const res = await api.http.put('/api/settings/company', body, ca);
    expect(res.status).toBe(200);
    expect(res.body.org_id).toBe('5561112222');
    expect(res.body.payment_means).toEqual([
      { name: 'Default', local: '123456789', iban: '', bic: '', bankAccount: '' },
    ]);
    const row = await api.db('companies').where('id', company.id).first();
    expect(row.aliases).toEqual(['indy']);
    // A plain company user may read but not write.
    expect((await api.http.get('/api/settings/company', plain)).status).toBe(200);
    expect((await api.http.put('/api/settings/company', body, plain)).status).toBe(403);
  });
});
