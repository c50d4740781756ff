// Identification against PostgreSQL (a migrated database of its own): companies that collide on
// name and on bankgiro, org numbers with and without dash, VAT ↔ org number, aliases, e-mail
// domains (the 'general' list names nobody), the recorded outcome, the filled sender/receiver, the
// audit event, idempotent reruns, and every lookup served by an index. The activity that runs it
// for the workflow is tested in workers/activities/identification.activities.int.test.ts.
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { lookupBranch } from './company-lookup';
import { identifyInvoice, InvoiceNotFoundError } from './identify-invoice';
import type { CompanyLookup, InvoiceIdentification } from './types';

let t: TestDatabase;
let db: Knex;
const ids: Record<string, string> = {};

interface CompanySeed {
  name: string;
  org_id?: string;
  tax_number?: string;
  peppol_id?: string;
  payment_means?: { name: string; local?: string; iban?: string }[];
  aliases?: string[];
}

async function company(label: string, c: CompanySeed): Promise<string> {
  const [row] = (await db('companies')
    .insert({ ...c, payment_means: JSON.stringify(c.payment_means ?? []), aliases: JSON.stringify(c.aliases ?? []) })
    .returning('id')) as { id: string }[];
  ids[label] = row!.id;
  return row!.id;
}

async function invoice(results: { ie?: unknown; raw?: unknown; sender?: string; receiver?: string }): Promise<string> {
  const [row] = (await db('invoices')
    .insert({
      format: 'pdf',
      ie_raw_result: results.ie === undefined ? null : JSON.stringify(results.ie),
      raw_result: results.raw === undefined ? null : JSON.stringify(results.raw),
      sender_company_id: results.sender ?? null,
      receiver_company_id: results.receiver ?? null,
    })
    .returning('id')) as { id: string }[];
  return row!.id;
}

const invoiceRow = (id: string) =>
  db('invoices')
    .where({ id })
    .first(
      'identification',
      'identification_job_pk',
      'sender_company_id',
      'receiver_company_id',
      'updated_at',
    ) as Promise<{
    identification: InvoiceIdentification | null;
    identification_job_pk: string | null;
    sender_company_id: string | null;
    receiver_company_id: string | null;
    updated_at: Date;
  }>;
const events = (id: string) =>
  db('invoice_events')
    .where({ invoice_id: id, event: 'identification' })
    .orderBy('id')
    .select('actor', 'data', 'idempotency_key');

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  await company('leverantoren', {
    name: 'Leverantören i Norden AB',
    org_id: '556677-8899',
    tax_number: 'SE556677889901',
    payment_means: [{ name: 'Default', local: '505-1057' }],
    aliases: ['LevNord'],
  });
  await company('kunden', { name: 'Kunden Aktiebolag', org_id: '5560360793', peppol_id: '0007:5560360793' });
  await company('byggA', { name: 'Byggbolaget Nord AB' });
  await company('byggB', { name: 'BYGGBOLAGET NORD Aktiebolag' });
  await company('factoring', {
    name: 'Factoring Finans AB',
    org_id: '5591234561',
    payment_means: [{ name: 'Default', local: '1234566' }],
  });
  await company('smaforetaget', { name: 'Småföretaget HB', payment_means: [{ name: 'Default', local: '123-4566' }] });
  await company('acme', { name: 'Acme Consulting AB' });
  await company('gmailUser', { name: 'Enskild Firma Gmail' });
  await company('glnCo', {
    name: 'Grossisten AB',
    peppol_id: '0088:7300010000001',
    payment_means: [{ name: 'Bank', iban: 'SE4550000000058398257466' }],
  });
  await db('domains').insert([
    { kind: 'allowed', name: 'Acme.se', company_id: ids.acme },
    { kind: 'allowed', name: 'gmail.com', company_id: ids.gmailUser },
    { kind: 'general', name: 'gmail.com' },
  ]);
});

afterAll(async () => {
  await t?.drop();
});

describe('company names in the database (company_name_key)', () => {
  it.each([
    ['Leverantören i Norden AB (publ)', 'LEVERANTÖREN I NORDEN AKTIEBOLAG'],
    ['AB Volvo', 'Volvo AB'],
    ['Nordic Tech Oy Ab', 'Nordic Tech'],
    ['Bygg & Co. A/S', 'bygg & co AS'],
    ['Konsum ek. för.', 'Konsum Ekonomisk förening'],
    ['  Acme,   Ltd. ', 'ACME Limited'],
  ])('%j and %j are the same company name', async (a, b) => {
    const r = await db.raw<{ rows: { a: string; b: string }[] }>(
      'SELECT company_name_key(?) AS a, company_name_key(?) AS b',
      [a, b],
    );
    expect(r.rows[0]!.a).toBe(r.rows[0]!.b);
    expect(r.rows[0]!.a).not.toBeNull();
  });

  it.each([
    ['Atlas AB', 'Atlas Copco AB'],
    ['Bygg Nord AB', 'Bygg Syd AB'],
  ])('%j and %j are different names', async (a, b) => {
    const r = await db.raw<{ rows: { a: string; b: string }[] }>(
      'SELECT company_name_key(?) AS a, company_name_key(?) AS b',
      [a, b],
    );
    expect(r.rows[0]!.a).not.toBe(r.rows[0]!.b);
  });

  it('keys a bare legal form as no name', async () => {
    const r = await db.raw<{ rows: { k: string | null }[] }>("SELECT company_name_key('AB') AS k");
    expect(r.rows[0]!.k).toBeNull();
  });
});

describe('identifyInvoice', () => {
  it('matches supplier and customer, fills sender and receiver, records the job and one event', async () => {
    const id = await invoice({
      ie: {
        supplier_data: { name: 'LEVERANTÖREN I NORDEN AKTIEBOLAG', org_id: '5566778899', tax_number: 'SE556677889901' },
        customer_data: { name: 'Kunden AB', org_id: '556036-0793' },
        payment_means: { bankgiro: '505-1057', plusgiro: null, iban: null },
      },
    });
    const run = await identifyInvoice(db, id, 'invoice-x/1');
    expect(run.changed).toBe(true);
    expect(run.identification.supplier).toMatchObject({
      status: 'matched',
      company_id: ids.leverantoren,
      key: 'org_id',
      value: '5566778899',
      confidence: 1,
      source: 'ie_raw_result',
    });
    expect(run.identification.customer).toMatchObject({
      status: 'matched',
      company_id: ids.kunden,
      key: 'org_id',
      value: '556036-0793',
      confidence: 0.99,
    });
    const row = await invoiceRow(id);
    expect(row).toMatchObject({
      identification_job_pk: 'invoice-x/1',
      sender_company_id: ids.leverantoren,
      receiver_company_id: ids.kunden,
    });
    expect(row.identification).toEqual(run.identification);
    const ev = await events(id);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({
      actor: 'system',
      data: { job_id: 'invoice-x/1', filled: { sender_company_id: ids.leverantoren, receiver_company_id: ids.kunden } },
    });
  });

  it('changes nothing when it runs again, whatever job id the second run brings', async () => {
    const id = await invoice({
      ie: { supplier_data: { name: 'Acme Consulting AB' }, customer_data: { org_id: '5560360793' } },
    });
    const first = await identifyInvoice(db, id, 'invoice-y/1');
    const before = await invoiceRow(id);
    const second = await identifyInvoice(db, id, 'invoice-y/7');
    expect(second).toMatchObject({ changed: false, jobId: 'invoice-y/1', filled: {} });
    expect(second.identification).toEqual(first.identification);
    expect(await invoiceRow(id)).toEqual(before);
    expect(await events(id)).toHaveLength(1);
  });

  it('records a new outcome under the same job when the companies changed since', async () => {
    const id = await invoice({ ie: { customer_data: { name: 'Nykomlingen AB' } } });
    expect((await identifyInvoice(db, id, 'invoice-z/1')).identification.customer.status).toBe('none');
    await company('nykomlingen', { name: 'Nykomlingen Aktiebolag' });
    const rerun = await identifyInvoice(db, id, 'invoice-z/2');
    expect(rerun).toMatchObject({
      changed: true,
      jobId: 'invoice-z/1',
      filled: { receiver_company_id: ids.nykomlingen },
    });
    const ev = await events(id);
    expect(ev).toHaveLength(2);
    expect(new Set(ev.map((e) => e.idempotency_key)).size).toBe(2);
  });

  it('matches a VAT number to the org number (SE…01 ↔ 556677-8899)', async () => {
    const id = await invoice({ ie: { supplier_data: { name: null, org_id: null, tax_number: 'SE 5566778899 01' } } });
    expect((await identifyInvoice(db, id, 'j/vat')).identification.supplier).toMatchObject({
      status: 'matched',
      company_id: ids.leverantoren,
      key: 'vat_number',
    });
  });

  it('never guesses between two companies with the same name', async () => {
    const id = await invoice({ ie: { supplier_data: { name: 'Byggbolaget Nord AB' } } });
    const run = await identifyInvoice(db, id, 'j/name');
    expect(run.identification.supplier).toMatchObject({
      status: 'ambiguous',
      company_id: null,
      key: 'name',
      confidence: 0,
    });
    expect(run.identification.supplier.candidates.map((c) => c.company_id).sort()).toEqual(
      [ids.byggA, ids.byggB].sort(),
    );
    expect((await invoiceRow(id)).sender_company_id).toBeNull();
    expect(run.filled).toEqual({});
  });

  it('answers ambiguous for a bankgiro two companies share, and the org number decides', async () => {
    const shared = await identifyInvoice(
      db,
      await invoice({ ie: { payment_means: { bankgiro: '123-4566' } } }),
      'j/bg1',
    );
    expect(shared.identification.supplier).toMatchObject({ status: 'ambiguous', key: 'bankgiro' });
    expect(shared.identification.supplier.candidates.map((c) => c.company_id).sort()).toEqual(
      [ids.factoring, ids.smaforetaget].sort(),
    );

    const withOrg = await identifyInvoice(
      db,
      await invoice({ ie: { supplier_data: { org_id: '559123-4561' }, payment_means: { bankgiro: '123-4566' } } }),
      'j/bg2',
    );
    expect(withOrg.identification.supplier).toMatchObject({
      status: 'matched',
      company_id: ids.factoring,
      key: 'org_id',
    });
  });

  it('matches aliases ignoring case, Peppol ids and IBANs', async () => {
    const alias = await identifyInvoice(db, await invoice({ ie: { customer_data: { name: 'LEVNORD' } } }), 'j/alias');
    expect(alias.identification.customer).toMatchObject({
      status: 'matched',
      company_id: ids.leverantoren,
      key: 'alias',
    });
    const peppol = await identifyInvoice(
      db,
      await invoice({ raw: { customer_data: { peppol_id: '0088:7300010000001' } } }),
      'j/peppol',
    );
    expect(peppol.identification.customer).toMatchObject({
      status: 'matched',
      company_id: ids.glnCo,
      key: 'peppol_id',
      source: 'raw_result',
    });
    const iban = await identifyInvoice(
      db,
      await invoice({ ie: { payment_means: { iban: 'SE45 5000 0000 0583 9825 7466' } } }),
      'j/iban',
    );
    expect(iban.identification.supplier).toMatchObject({ status: 'matched', company_id: ids.glnCo, key: 'iban' });
  });

  it('uses e-mail domains as a hint: recorded, not filled, and never a general mail provider', async () => {
    const acme = await identifyInvoice(
      db,
      await invoice({ raw: { supplier_data: { name: 'Okänt Namn', email: 'ap@ACME.se' } } }),
      'j/mail',
    );
    expect(acme.identification.supplier).toMatchObject({
      status: 'matched',
      company_id: ids.acme,
      key: 'email_domain',
      confidence: 0.6,
    });
    expect(acme.filled).toEqual({});
    const gmail = await identifyInvoice(
      db,
      await invoice({ raw: { supplier_data: { name: 'Okänt Namn', email: 'someone@gmail.com' } } }),
      'j/gmail',
    );
    expect(gmail.identification.supplier.status).toBe('none');
  });

  it('finds companies through their users’ e-mail domain', async () => {
    await company('userCo', { name: 'Användarbolaget AB' });
    await db('users').insert({
      email: 'ekonomi@anvandarbolaget.se',
      password_hash: 'x',
      role: 'sender',
      company_id: ids.userCo,
    });
    const run = await identifyInvoice(
      db,
      await invoice({ ie: { supplier_data: { email: 'faktura@Anvandarbolaget.se' } } }),
      'j/users',
    );
    expect(run.identification.supplier).toMatchObject({
      status: 'matched',
      company_id: ids.userCo,
      key: 'email_domain',
    });
  });

  it('keeps a sender already set and fills the empty receiver', async () => {
    const id = await invoice({
      sender: ids.acme,
      ie: { supplier_data: { org_id: '5566778899' }, customer_data: { org_id: '5560360793' } },
    });
    const run = await identifyInvoice(db, id, 'j/keep');
    expect(run.identification.supplier.company_id).toBe(ids.leverantoren);
    expect(run.filled).toEqual({ receiver_company_id: ids.kunden });
    expect(await invoiceRow(id)).toMatchObject({ sender_company_id: ids.acme, receiver_company_id: ids.kunden });
  });

  it('never puts the same company on both sides', async () => {
    const onReceiver = await invoice({ receiver: ids.leverantoren, ie: { supplier_data: { org_id: '5566778899' } } });
    expect((await identifyInvoice(db, onReceiver, 'j/other-side')).filled).toEqual({});
    const both = await invoice({
      ie: { supplier_data: { org_id: '5566778899' }, customer_data: { org_id: '556677-8899' } },
    });
    const run = await identifyInvoice(db, both, 'j/both');
    expect(run.identification.customer.company_id).toBe(ids.leverantoren);
    expect(run.filled).toEqual({});
    expect(await invoiceRow(both)).toMatchObject({ sender_company_id: null, receiver_company_id: null });
  });

  it('records none for both parties of an invoice without results', async () => {
    const id = await invoice({});
    const run = await identifyInvoice(db, id, 'j/empty');
    expect(run.identification).toMatchObject({
      job_id: 'j/empty',
      supplier: { status: 'none', source: null },
      customer: { status: 'none' },
    });
    expect(await events(id)).toHaveLength(1);
  });

  it('refuses an invoice that does not exist', async () => {
    await expect(identifyInvoice(db, '00000000-0000-4000-8000-000000000000', 'j/missing')).rejects.toThrow(
      InvoiceNotFoundError,
    );
    await expect(identifyInvoice(db, 'not-a-uuid', 'j/missing')).rejects.toThrow(InvoiceNotFoundError);
  });
});

describe('lookups use indexes', () => {
  const lookups: CompanyLookup[] = [
    { key: 'peppol_id', value: 'x', column: 'peppol_id', forms: ['0007:5566778899'] },
    { key: 'org_id', value: 'x', column: 'org_id', forms: ['5566778899', '556677-8899'] },
    { key: 'vat_number', value: 'x', column: 'tax_number', forms: ['SE556677889901'] },
    { key: 'bankgiro', value: 'x', column: 'payment_keys', forms: ['giro:5051057'] },
    { key: 'name', value: 'x', column: 'name_key', forms: ['Leverantören AB'] },
    { key: 'alias', value: 'x', column: 'alias_keys', forms: ['LevNord'] },
    { key: 'email_domain', value: 'x', column: 'email_domain', forms: ['acme.se'] },
  ];

  it.each(lookups.map((l) => [l.column, l] as const))(
    '%s: no sequential scan even when one is allowed only as a last resort',
    async (_column, l) => {
      const branch = lookupBranch(l);
      const plan = await db.transaction(async (trx) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        const r = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>(
          `EXPLAIN ${branch.sql}`,
          branch.bindings as Knex.RawBinding[],
        );
        return r.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/Index|Bitmap/);
    },
  );
});
