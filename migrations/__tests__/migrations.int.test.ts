// The migrations against a real PostgreSQL: up, down to nothing and up again; the defaults and CHECKs
// of docs/data-model.md; the append-only audit trail; the idempotent demo seed and its logins.
// (This file lives in __tests__/ because knex loads every .ts directly in migrations/ as a migration.)
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { migrateLatest, migrationFileNames, migratorConfig, rollbackAll } from '../../scripts/db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from '../../scripts/db/demo-seed';
import { verifyPassword } from '../../infra/password';
import {
  ALL_INVOICE_STATUSES,
  COMPANY_ESYNPAY_STATUSES,
  COMPANY_STATUSES,
  ESYNPAY_STATUSES,
  FINANCE_STATUSES,
} from '../../domain/statuses';
import { ROLES } from '../../domain/roles';
import { DOCUMENT_TYPES, INVOICE_FORMATS, SALE_TYPES, MESSAGE_SOURCE_KINDS } from '../../domain/constants';

const PRODUCT_TABLES = [
  'companies',
  'company_aliases',
  'company_search_trigrams',
  'connection_systems',
  'documents',
  'domains',
  'emails',
  'esynpay_failed_cases',
  'invoice_events',
  'invoices',
  'login_throttles',
  'mail_notifier_cursor',
  'operators',
  'peppol_messages',
  'revoked_tokens',
  'supplier_extraction_learnings',
  'supplier_extraction_profiles',
  'upload_idempotency_keys',
  'user_access_requests',
  'user_invitations',
  'users',
];

async function publicTables(db: Knex): Promise<string[]> {
  const r = await db.raw<{ rows: { tablename: string }[] }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return r.rows.map((row) => row.tablename).filter((t) => !t.startsWith('knex_migrations'));
}

async function publicFunctions(db: Knex): Promise<string[]> {
  const r = await db.raw<{ rows: { proname: string }[] }>(
    `SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      LEFT JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
      WHERE n.nspname = 'public' AND d.objid IS NULL`,
  );
  return r.rows.map((row) => row.proname);
}

/** The SQLSTATE of a rejected promise. */
async function sqlState(promise: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    return (err as { code?: string }).code;
  }
  throw new Error('expected the statement to fail');
}

const counts = async (db: Knex) => {
  const out: Record<string, number> = {};
  for (const t of PRODUCT_TABLES) out[t] = Number(((await db(t).count({ n: '*' })) as { n: string }[])[0]?.n);
  return out;
};

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('go up to the latest, down to nothing and up again', async () => {
    const files = await migrationFileNames();
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(await publicTables(t.db)).toEqual(PRODUCT_TABLES);

    const rolledBack = await rollbackAll(t.db);
    expect(rolledBack).toHaveLength(files.length);
    expect(await publicTables(t.db)).toEqual([]);
    expect(await publicFunctions(t.db)).toEqual([]);
    const trgm = await t.db.raw<{ rows: unknown[] }>(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(trgm.rows).toHaveLength(0);

    const { applied } = await migrateLatest(t.db);
    expect(applied).toEqual(files);
    expect(await publicTables(t.db)).toEqual(PRODUCT_TABLES);
    expect((await migrateLatest(t.db)).applied).toEqual([]);
  });

  it('fall back to btree indexes on lower() when pg_trgm is missing (embedded servers may lack it)', async () => {
    const indexNames = async () =>
      (
        await t.db.raw<{ rows: { indexname: string }[] }>(
          `SELECT indexname FROM pg_indexes WHERE tablename = 'companies'`,
        )
      ).rows.map((r) => r.indexname);
    await rollbackAll(t.db);
    await t.db.migrate.up(migratorConfig); // the extensions migration only
    await t.db.raw('DROP EXTENSION IF EXISTS pg_trgm');
    await migrateLatest(t.db);
    const names = await indexNames();
    expect(names).toEqual(
      expect.arrayContaining([
        'companies_org_id_lower_idx',
        'companies_tax_number_lower_idx',
        'companies_peppol_id_lower_idx',
        'companies_search_text_lower_idx',
      ]),
    );
    expect(names.filter((n) => n.endsWith('_trgm_idx'))).toEqual([]);
    await rollbackAll(t.db);
    await migrateLatest(t.db);
    expect((await indexNames()).filter((n) => n.endsWith('_trgm_idx'))).toHaveLength(6); // five columns and search_text
  });
});

describe('schema rules', () => {
  let t: TestDatabase;
  let db: Knex;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('fills the spec defaults for a company, a user and an invoice', async () => {
    const [company] = (await db('companies').insert({ name: 'Defaults AB' }).returning('*')) as Record<
      string,
      unknown
    >[];
    expect(company).toMatchObject({
      language: 'se',
      show_outgoing_invoices: true,
      pdf_forward_timeout_hours: 24,
      status: 'Onboarding',
      esynpay_enabled: false,
      esynpay_status: 'NEW',
      esynpay_type: 'Spot',
      esynsend_enabled: false,
      esynsend_status: 'NEW',
      is_receiver: false,
      manual_parsing_allowed: false,
      address: {},
      payment_means: [],
      aliases: [],
      contact_emails: [],
    });
    expect(company?.id).toMatch(/^[0-9a-f-]{36}$/);

    const [user] = (await db('users')
      .insert({ email: 'defaults@example.se', password_hash: 'x', role: 'user', company_id: company?.id })
      .returning('*')) as Record<string, unknown>[];
    expect(user).toMatchObject({
      send_confirmation_by_email: false,
      send_notification_by_email: false,
      is_company_admin: false,
      esynpay_enabled: false,
      esynpay_admin: false,
      email_verified: false,
      session_version: 0,
    });

    const [invoice] = (await db('invoices')
      .insert({ format: 'pdf', sender_company_id: company?.id })
      .returning('*')) as Record<string, unknown>[];
    expect(invoice).toMatchObject({
      status: 'Processing',
      esynpay_status: 'UNKNOWN',
      document_type: '380',
      pdf_attachments: [],
      bookkeeping_is_activated: false,
    });
    expect(invoice?.invoice_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(invoice?.invoice_uuid).not.toEqual(invoice?.id);
  });

  it('keeps updated_at current on UPDATE', async () => {
    const [row] = (await db('operators')
      .insert({ name: 'Clock Test', email: 'clock@example.se', updated_at: new Date('2020-01-01T00:00:00Z') })
      .returning('*')) as { id: string; updated_at: Date }[];
    expect(row?.updated_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    const [after] = (await db('operators').where({ id: row?.id }).update({ is_active: false }).returning('*')) as {
      updated_at: Date;
    }[];
    expect(after?.updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses values outside the enumerations (CHECK constraints)', async () => {
    const [company] = (await db('companies').insert({ name: 'Checks AB' }).returning('id')) as { id: string }[];
    expect(await sqlState(db('invoices').insert({ format: 'pdf', status: 'Lost in space' }))).toBe('23514');
    expect(await sqlState(db('invoices').insert({ format: 'fax' }))).toBe('23514');
    expect(await sqlState(db('invoices').insert({ format: 'peppol', document_type: '999' }))).toBe('23514');
    expect(await sqlState(db('invoices').insert({ format: 'peppol', esynpay_status: 'SOLD' }))).toBe('23514');
    expect(
      await sqlState(db('users').insert({ email: 'root@example.se', password_hash: 'x', role: 'superuser' })),
    ).toBe('23514');
    expect(await sqlState(db('companies').where({ id: company?.id }).update({ status: 'Closed' }))).toBe('23514');
    expect(await sqlState(db('companies').where({ id: company?.id }).update({ esynpay_status: 'DONE' }))).toBe('23514');
    expect(await sqlState(db('domains').insert({ kind: 'private', name: 'x.se' }))).toBe('23514');
    expect(await sqlState(db('connection_systems').insert({ kind: 'ftp', name: 'x', url: 'ftp://x' }))).toBe('23514');
    expect(await sqlState(db('user_access_requests').insert({ email: 'a@b.se', status: 'maybe' }))).toBe('23514');
  });

  it('accepts every value the domain constants define (CHECK lists and domain/ agree)', async () => {
    for (const status of ALL_INVOICE_STATUSES) await db('invoices').insert({ format: 'pdf', status });
    for (const esynpay_status of ESYNPAY_STATUSES) await db('invoices').insert({ format: 'peppol', esynpay_status });
    for (const finance_status of FINANCE_STATUSES) await db('invoices').insert({ format: 'pdf', finance_status });
    for (const format of INVOICE_FORMATS)
      for (const document_type of DOCUMENT_TYPES) await db('invoices').insert({ format, document_type });
    for (const status of COMPANY_STATUSES) await db('companies').insert({ name: `Status ${status} AB`, status });
    for (const s of COMPANY_ESYNPAY_STATUSES)
      await db('companies').insert({ name: `Agreement ${s} AB`, esynpay_status: s, esynsend_status: s });
    for (const esynpay_type of SALE_TYPES)
      await db('companies').insert({ name: `Sale ${esynpay_type} AB`, esynpay_type });
    for (const role of ROLES) await db('users').insert({ email: `${role}@roles.example.se`, password_hash: 'x', role });
    for (const source_kind of MESSAGE_SOURCE_KINDS) await db('emails').insert({ source_kind });
  });

  it('enforces uniqueness case-insensitively where the contract says so', async () => {
    await db('users').insert({ email: 'Case@Example.se', password_hash: 'x', role: 'sender' });
    expect(await sqlState(db('users').insert({ email: 'case@example.SE', password_hash: 'x', role: 'sender' }))).toBe(
      '23505',
    );
    await db('companies').insert({ name: 'Mail A AB', invoice_email: 'Inbox@invoices.esyn.se' });
    expect(await sqlState(db('companies').insert({ name: 'Mail B AB', invoice_email: 'inbox@INVOICES.esyn.se' }))).toBe(
      '23505',
    );
    await db('domains').insert({ kind: 'general', name: 'Gmail.com' });
    await db('domains').insert({ kind: 'allowed', name: 'gmail.com' });
    expect(await sqlState(db('domains').insert({ kind: 'general', name: 'GMAIL.COM' }))).toBe('23505');
  });

  it('keeps invoice_events append-only', async () => {
    const [invoice] = (await db('invoices').insert({ format: 'peppol' }).returning('id')) as { id: string }[];
    const [event] = (await db('invoice_events')
      .insert({
        invoice_id: invoice?.id,
        actor: 'system',
        event: 'created',
        to_status: 'Processing',
        idempotency_key: 'k1',
      })
      .returning('*')) as { id: string; at: Date }[];
    expect(event?.at).toBeInstanceOf(Date);
    // The idempotency key makes a retried write a no-op.
    await db('invoice_events')
      .insert({ invoice_id: invoice?.id, actor: 'system', event: 'created', idempotency_key: 'k1' })
      .onConflict('idempotency_key')
      .ignore();
    expect(await db('invoice_events').where({ invoice_id: invoice?.id }).count({ n: '*' })).toEqual([{ n: '1' }]);

    expect(await sqlState(db('invoice_events').where({ id: event?.id }).update({ reason: 'rewritten' }))).toBe('23001');
    expect(await sqlState(db('invoice_events').where({ id: event?.id }).delete())).toBe('23001');
    expect(await sqlState(db.raw('TRUNCATE invoice_events'))).toBe('23001');
    // Nor can the invoice go, taking its history with it (the foreign key is RESTRICT).
    expect(await sqlState(db('invoices').where({ id: invoice?.id }).delete())).toBe('23503');
    expect(await db('invoice_events').where({ invoice_id: invoice?.id }).count({ n: '*' })).toEqual([{ n: '1' }]);
  });
});

describe('demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('is idempotent: a second run changes no row', async () => {
    await seedDemoData(t.db);
    const first = await counts(t.db);
    const snapshot = await t.db('invoices').select('id', 'status', 'updated_at').orderBy('id');
    await seedDemoData(t.db);
    expect(await counts(t.db)).toEqual(first);
    expect(await t.db('invoices').select('id', 'status', 'updated_at').orderBy('id')).toEqual(snapshot);
    expect(first.companies).toBeGreaterThanOrEqual(10);
    expect(first.invoices).toBeGreaterThanOrEqual(40);
    expect(first.invoice_events).toBeGreaterThan(first.invoices ?? 0);
    expect(first.user_access_requests).toBe(3);
  });

  it('has one login per role whose password verifies', async () => {
    expect(DEMO_LOGINS.map((l) => l.key).sort()).toEqual([
      'admin',
      'company_admin',
      'esynpay_user',
      'receiver',
      'sender',
      'user',
    ]);
    for (const login of DEMO_LOGINS) {
      expect(login.password).toBe(DEMO_PASSWORD);
      const user = (await t.db('users').whereRaw('lower(email) = lower(?)', [login.email]).first()) as
        { password_hash: string; role: string; is_company_admin: boolean; company_id: string | null } | undefined;
      expect(user).toBeDefined();
      expect(user?.role).toBe(login.role);
      expect(user?.is_company_admin).toBe(login.isCompanyAdmin);
      expect(await verifyPassword(user?.password_hash ?? '', login.password)).toBe(true);
      expect(await verifyPassword(user?.password_hash ?? '', 'wrong')).toBe(false);
    }
  });

  it('ties the role logins to fitting companies', async () => {
    const companyOf = async (email: string) =>
      (await t
        .db('users')
        .join('companies', 'companies.id', 'users.company_id')
        .whereRaw('lower(users.email) = lower(?)', [email])
        .first('companies.*')) as Record<string, unknown> | undefined;
    const byKey = (key: string) => DEMO_LOGINS.find((l) => l.key === key)?.email ?? '';
    expect(await companyOf(byKey('admin'))).toBeUndefined();
    expect(await companyOf(byKey('receiver'))).toMatchObject({ is_receiver: true, manual_parsing_allowed: true });
    expect(await companyOf(byKey('sender'))).toMatchObject({
      esynpay_enabled: true,
      esynpay_status: 'ACTIVE',
      esynpay_type: 'Auto sale',
    });
    const sender = await companyOf(byKey('sender'));
    expect(
      Number(
        ((await t.db('invoices').where({ sender_company_id: sender?.id }).count({ n: '*' })) as { n: string }[])[0]?.n,
      ),
    ).toBeGreaterThan(0);
    const children = await t.db('companies').whereNotNull('parent_company_id');
    expect(children.length).toBeGreaterThan(0);
    const duplicate = await t.db('invoices').where({ status: 'Duplicate' }).whereNotNull('duplicate_of').first();
    expect(duplicate).toBeDefined();
    const kinds = (await t.db('domains').distinct('kind').orderBy('kind')) as { kind: string }[];
    expect(kinds.map((k) => k.kind)).toEqual(['allowed', 'general', 'open_channel']);
  });
});
