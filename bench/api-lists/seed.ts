// Bulk data for the list benchmark: N companies and M invoices written by INSERT ... SELECT over
// generate_series inside PostgreSQL (no row crosses the wire), with skewed, realistic shapes:
//   - companies: Swedish-looking names (place + trade + owner + legal form), valid org numbers
//     (Luhn), VAT and Peppol ids, statuses 60/20/15/5 % Active/Training/Onboarding/Unknown, 30 %
//     receivers, a few eSynPay/eSynSend agreements;
//   - invoices: 60 % PDF / 40 % Peppol, statuses weighted like a live system (mostly sent or
//     delivered, a tail of errors), senders and receivers power-law distributed (a few big senders,
//     a long tail), created over the last two years with more recent rows, 5 % credit notes,
//     5 % bookkeeping, eSynPay statuses on 10 %, a small invoice form in raw_result.
// Secondary indexes are dropped during the load and rebuilt afterwards (two at a time), foreign
// key triggers are skipped (session_replication_role = replica): the data is consistent by
// construction. The same seed value gives the same data, so runs compare.
import { Client } from 'pg';
import { hashPassword } from '../../infra/password';
import { ESynPayStatus, InvoiceStatus } from '../../domain/statuses';

export interface BenchSeedOptions {
  companies: number;
  invoices: number;
}

export interface BenchSeedResult {
  seconds: {
    companies: number;
    search_postings: number;
    invoices: number;
    indexes: number;
    analyze: number;
    total: number;
  };
  adminEmail: string;
  senderEmail: string;
  password: string;
  /** The sender user's company: the biggest sender. */
  senderCompanyId: string;
  senderCompanyInvoices: number;
  tableSizesMb: Record<string, number>;
}

export const BENCH_PASSWORD = 'Bench-2026!';
export const BENCH_ADMIN_EMAIL = 'admin@bench.esyn.se';
export const BENCH_SENDER_EMAIL = 'sender@bench.esyn.se';

/** Sizes and the sender user's invoice count of a seeded bench database (also for --reuse). */
export async function describeBenchData(databaseUrl: string): Promise<{
  senderCompanyInvoices: number;
  tableSizesMb: Record<string, number>;
  companies: number;
  invoices: number;
}> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const sender = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM invoices WHERE sender_company_id = (SELECT company_id FROM users WHERE email = $1)`,
      [BENCH_SENDER_EMAIL],
    );
    const sizes = await c.query<{ relname: string; mb: string; rows: string }>(
      `SELECT relname, round(pg_total_relation_size(oid) / 1048576.0, 1) AS mb, reltuples::bigint AS rows FROM pg_class WHERE relname IN ('companies', 'invoices', 'company_search_trigrams') AND relkind = 'r'`,
    );
    const rows = Object.fromEntries(sizes.rows.map((r) => [r.relname, Number(r.rows)]));
    return {
      senderCompanyInvoices: Number(sender.rows[0]?.n ?? 0),
      tableSizesMb: Object.fromEntries(sizes.rows.map((r) => [r.relname, Number(r.mb)])),
      companies: rows.companies ?? 0,
      invoices: rows.invoices ?? 0,
    };
  } finally {
    await c.end();
  }
}

const PLACES = [
  'Nord',
  'Syd',
  'Väst',
  'Öst',
  'Svea',
  'Göta',
  'Fjäll',
  'Skog',
  'Sjö',
  'Berg',
  'Dal',
  'Lind',
  'Ek',
  'Björk',
  'Gran',
  'Strand',
  'Ström',
  'Holm',
  'Vik',
  'Ås',
  'Sten',
  'Järn',
  'Koppar',
  'Hav',
  'Norrlands',
  'Skåne',
  'Mälar',
  'Vänern',
  'Kust',
  'Bohus',
  'Roslagens',
  'Uppsala',
  'Göteborgs',
  'Malmö',
  'Stockholms',
  'Örebro',
  'Västerås',
  'Luleå',
  'Umeå',
  'Linköpings',
  'Jönköpings',
  'Kalmar',
  'Gävle',
  'Sundsvalls',
  'Karlstads',
  'Borås',
  'Växjö',
  'Halmstads',
  'Falu',
  'Visby',
];
const TRADES = [
  'Bygg',
  'Logistik',
  'Transport',
  'El',
  'VVS',
  'Måleri',
  'Fastigheter',
  'Konsult',
  'Data',
  'Revision',
  'Redovisning',
  'Åkeri',
  'Mekaniska',
  'Trä',
  'Plåt',
  'Städ',
  'Säkerhet',
  'Energi',
  'Livs',
  'Bil',
  'Maskin',
  'Verktyg',
  'Kontorsservice',
  'Tryckeri',
  'Café',
  'Bageri',
  'Möbler',
  'Design',
  'Media',
  'Vård',
  'Golv',
  'Tak',
  'Glas',
  'Entreprenad',
  'Installation',
];
const OWNERS = [
  '',
  '',
  '',
  '',
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Lindberg',
  'Holm',
];
const FORMS = [
  'AB',
  'AB',
  'AB',
  'AB',
  'AB',
  'AB',
  'Aktiebolag',
  'HB',
  '& Söner AB',
  'i Sverige AB',
  'Group AB',
  'Service AB',
];
const CITIES = [
  ['Stockholm', '111'],
  ['Göteborg', '411'],
  ['Malmö', '211'],
  ['Uppsala', '753'],
  ['Västerås', '722'],
  ['Örebro', '702'],
  ['Linköping', '582'],
  ['Helsingborg', '252'],
  ['Jönköping', '553'],
  ['Norrköping', '602'],
  ['Lund', '222'],
  ['Umeå', '903'],
  ['Gävle', '803'],
  ['Borås', '503'],
  ['Sundsvall', '852'],
  ['Luleå', '972'],
  ['Karlstad', '652'],
  ['Växjö', '352'],
];

/** Weighted status lists: a value appears as many times as its weight. */
const weighted = (pairs: [string, number][]) => pairs.flatMap(([v, w]) => Array<string>(w).fill(v));
const S = InvoiceStatus;
const PDF_STATUSES = weighted([
  [S.InvoiceSent, 14],
  [S.Delivered, 12],
  [S.Approved, 8],
  [S.Imported, 6],
  [S.Processing, 4],
  [S.PdfForward, 4],
  [S.AutoPdfForward, 3],
  [S.PdfOpened, 3],
  [S.Sending, 1],
  [S.SendingError, 1],
  [S.InvalidPdf, 1],
  [S.InvalidPdfForward, 1],
  [S.Denied, 1],
  [S.Duplicate, 1],
  [S.Canceled, 1],
  [S.FinishParsing, 1],
  [S.ImportError, 1],
  [S.CheckInvoice, 1],
]);
const PEPPOL_STATUSES = weighted([
  [S.Sent, 12],
  [S.Delivered, 14],
  [S.Approved, 8],
  [S.Imported, 6],
  [S.Processing, 2],
  [S.Sending, 1],
  [S.SendingError, 1],
  [S.Denied, 1],
  [S.ImportError, 1],
]);
const E = ESynPayStatus;
const ESYNPAY = weighted([
  [E.Sellable, 3],
  [E.NotSellable, 2],
  [E.ReadyForSale, 2],
  [E.FinanceRequested, 2],
  [E.NotFinanced, 1],
]);
/** Statuses whose invoices carry an invoice_sent time. */
const SENT_LIKE = [S.InvoiceSent, S.Sent, S.Delivered, S.Approved, S.Imported, S.Denied, S.PdfOpened];
const LINE_ITEMS = [
  'Konsulttjänster',
  'Byggmaterial',
  'Frakt',
  'Arbetstimmar',
  'Hyra',
  'Licensavgift',
  'Service',
  'Reservdelar',
  'Förbrukningsmaterial',
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = process.hrtime.bigint();
  const out = await fn();
  return [out, Number(process.hrtime.bigint() - t0) / 1e9];
}

/** Secondary indexes of a table (not the ones behind a PRIMARY KEY or UNIQUE constraint). */
async function secondaryIndexes(c: Client, table: string): Promise<{ name: string; def: string }[]> {
  const r = await c.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [table],
  );
  return r.rows.map((row) => ({ name: row.indexname, def: row.indexdef }));
}

export async function seedBenchData(databaseUrl: string, opts: BenchSeedOptions): Promise<BenchSeedResult> {
  const started = process.hrtime.bigint();
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(
      `SET session_replication_role = replica; SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`,
    );
    await c.query(`CREATE FUNCTION bench_luhn(digits text) RETURNS int LANGUAGE sql IMMUTABLE AS $$
      SELECT ((10 - sum(CASE WHEN (length(digits) - i) % 2 = 0 THEN d * 2 - CASE WHEN d * 2 > 9 THEN 9 ELSE 0 END ELSE d END) % 10) % 10)::int
        FROM (SELECT i, substr(digits, i, 1)::int AS d FROM generate_series(1, length(digits)) i) s $$`);

    const dropped: { name: string; def: string }[] = [];
    for (const table of ['companies', 'invoices']) {
      for (const idx of await secondaryIndexes(c, table)) {
        dropped.push(idx);
        await c.query(`DROP INDEX ${idx.name}`);
      }
    }
    // The name-ordered trigram postings (migration 20261125010001) are filled by a trigger that
    // replica mode skips: they are written in one statement below, their key built afterwards.
    await c.query('ALTER TABLE company_search_trigrams DROP CONSTRAINT company_search_trigrams_pkey');
    // Rebuilt as migration 20261127040001 leaves it: clustered on its key (the rows are written in
    // key order below).
    dropped.push({
      name: 'company_search_trigrams_pkey',
      def: 'ALTER TABLE company_search_trigrams ADD PRIMARY KEY (trigram, name_key, company_id); ALTER TABLE company_search_trigrams CLUSTER ON company_search_trigrams_pkey',
    });

    await c.query('SELECT setseed(0.2026)');
    await c.query(
      `INSERT INTO operators (name, email) SELECT 'Bench operator ' || i, 'operator' || i || '@bench.esyn.se' FROM generate_series(1, 20) i`,
    );

    const [, companiesSeconds] = await timed(() =>
      c.query(
        `
      WITH base AS (
        SELECT i,
          ${sqlArray(PLACES)} AS places, ${sqlArray(TRADES)} AS trades, ${sqlArray(OWNERS)} AS owners, ${sqlArray(FORMS)} AS forms,
          '55' || lpad(((i * 7919 + 1000003) % 10000000)::text, 7, '0') AS nine,
          random() AS r1, random() AS r2, random() AS r3
        FROM generate_series(1, $1::int) i
      ), named AS (
        SELECT *,
          places[1 + i % array_length(places, 1)] || ' ' || trades[1 + (i / 7) % array_length(trades, 1)]
            || CASE WHEN owners[1 + (i / 13) % array_length(owners, 1)] = '' THEN '' ELSE ' ' || owners[1 + (i / 13) % array_length(owners, 1)] END
            || ' ' || forms[1 + (i / 3) % array_length(forms, 1)] AS cname,
          nine || bench_luhn(nine) AS ten,
          (${sqlArray(CITIES.map(([city]) => city as string))})[1 + i % ${CITIES.length}] AS city,
          (${sqlArray(CITIES.map(([, zip]) => zip as string))})[1 + i % ${CITIES.length}] AS zip3
        FROM base
      )
      INSERT INTO companies (name, org_id, tax_number, peppol_id, phone, invoice_email, general_email, address, payment_means,
        operator_id, status, is_receiver, manual_parsing_allowed, receive_auto_pdf_forward, send_pdf_forward_blocked,
        esynpay_enabled, esynpay_status, esynpay_type, esynsend_enabled, esynsend_status, created_at)
      SELECT cname, substr(ten, 1, 6) || '-' || substr(ten, 7), 'SE' || ten || '01', '0007:' || ten,
        '+46' || (10 + i % 89)::text || lpad((i * 31 % 1000000)::text, 6, '0'),
        'c' || i || '@invoices.esyn.se', 'ekonomi@c' || i || '.example.se',
        jsonb_build_object('street', 'Storgatan ' || (1 + i % 90), 'zip', zip3 || ' ' || lpad((i % 100)::text, 2, '0'), 'city', city, 'country', 'SE'),
        jsonb_build_array(jsonb_build_object('name', 'Default', 'local', '5' || lpad((i % 1000000)::text, 6, '0'), 'iban', null, 'bic', null, 'bankAccount', null)),
        (SELECT id FROM operators ORDER BY name OFFSET (i % 20) LIMIT 1),
        CASE WHEN r1 < 0.60 THEN 'Active' WHEN r1 < 0.80 THEN 'Training' WHEN r1 < 0.95 THEN 'Onboarding' ELSE 'Unknown' END,
        i % 10 < 3, i % 10 = 0 AND r2 < 0.2, i % 10 < 3 AND r2 > 0.9, r2 < 0.02,
        r3 < 0.05, CASE WHEN r3 < 0.03 THEN 'ACTIVE' WHEN r3 < 0.05 THEN 'PENDING' ELSE 'NEW' END,
        CASE WHEN r3 < 0.02 THEN 'Auto sale' ELSE 'Spot' END,
        r3 > 0.97, CASE WHEN r3 > 0.97 THEN 'ACTIVE' ELSE 'NEW' END,
        now() - (random() * interval '1000 days')
      FROM named`,
        [opts.companies],
      ),
    );
    const [, postingsSeconds] = await timed(() =>
      c.query(`
      INSERT INTO company_search_trigrams (trigram, name_key, company_id)
      SELECT t, lower(co.name), co.id FROM companies AS co, unnest(text_trigrams(co.search_text)) AS t
      ORDER BY 1, 2, 3`),
    );

    // Companies by sequence number, so invoices draw senders and receivers by rank (dropped below).
    await c.query(
      `CREATE UNLOGGED TABLE bench_company AS SELECT row_number() OVER (ORDER BY org_id)::int AS seq, id, name, org_id, tax_number, peppol_id FROM companies`,
    );
    await c.query('CREATE UNIQUE INDEX ON bench_company (seq)');
    await c.query('ANALYZE bench_company');

    // Invoices in two halves, one session each (two cores).
    const insertInvoices = (w: Client, from: number, to: number) =>
      w.query(
        `
      WITH draws AS (
        SELECT g.i, x.*,
          CASE WHEN x.f < 0.6 THEN 'pdf' ELSE 'peppol' END AS format,
          now() - power(x.d, 1.6) * interval '730 days' AS created
        FROM generate_series($1::int, $3::int) g(i)
        CROSS JOIN LATERAL (SELECT random() AS a, random() AS b, random() AS c, random() AS d, random() AS e, random() AS f, random() AS h
                              WHERE g.i > 0) x
      ), priced AS (
        SELECT dr.*, s.id AS sender_id, s.name AS sender_name, s.tax_number AS sender_tax, rc.id AS receiver_id, rc.name AS receiver_name,
          rc.org_id AS receiver_org, rc.tax_number AS receiver_tax, rc.peppol_id AS receiver_peppol,
          CASE WHEN dr.format = 'pdf' THEN (${sqlArray(PDF_STATUSES)})[1 + floor(dr.c * ${PDF_STATUSES.length})::int]
               ELSE (${sqlArray(PEPPOL_STATUSES)})[1 + floor(dr.c * ${PEPPOL_STATUSES.length})::int] END AS status,
          round((exp(dr.e * 9) * 20)::numeric, 2) AS net,
          (${sqlArray(LINE_ITEMS)})[1 + (dr.i % ${LINE_ITEMS.length})] AS item
        FROM draws dr
        JOIN bench_company s ON s.seq = 1 + floor($2::int * power(dr.a, 3))::int
        JOIN bench_company rc ON rc.seq = 1 + floor($2::int * power(dr.b, 2))::int
      )
      INSERT INTO invoices (format, document_type, invoice_id, file_name, status, esynpay_status, finance_status, sender_company_id,
        receiver_company_id, customer_data, raw_result, issue_date, due_date, currency, payable_amount, invoice_sent, is_esynpay,
        bookkeeping_is_activated, bookkeeping_is_solved, envelope_instance_id, created_at, updated_at)
      SELECT format, CASE WHEN h < 0.05 THEN '381' ELSE '380' END, 'F' || (10000 + i % 90000) || '-' || i,
        CASE WHEN format = 'pdf' THEN 'faktura_' || i || '.pdf' END,
        status,
        CASE WHEN h > 0.9 THEN (${sqlArray(ESYNPAY)})[1 + floor((h - 0.9) * 10 * ${ESYNPAY.length})::int] ELSE '${E.Unknown}' END,
        CASE WHEN h > 0.97 THEN 'Finance Requested' END,
        sender_id, receiver_id,
        jsonb_build_object('name', receiver_name, 'org_id', receiver_org, 'tax_number', receiver_tax, 'peppol_id', receiver_peppol),
        jsonb_build_object('invoice_id', 'F' || (10000 + i % 90000) || '-' || i, 'document_type', CASE WHEN h < 0.05 THEN '381' ELSE '380' END,
          'issue_date', to_char(created, 'YYYY-MM-DD'), 'due_date', to_char(created + interval '30 days', 'YYYY-MM-DD'),
          'document_currency_code', 'SEK', 'payment_id', (1000000 + i)::text,
          'invoice_lines', jsonb_build_array(jsonb_build_object('item', jsonb_build_object('name', item, 'tax_percent', 25),
            'price', jsonb_build_object('amount', net), 'invoiced_quantity', 1, 'line_extension_amount', net)),
          'tax_totals', jsonb_build_array(jsonb_build_object('tax_percent', 25, 'taxable_amount', net, 'tax_amount', round(net * 0.25, 2))),
          'legal_monetary_total', jsonb_build_object('payable_rounding_amount', 0, 'line_extension_amount', net, 'payable_amount', round(net * 1.25, 2)),
          'sender_company', jsonb_build_object('_id', sender_id, 'name', sender_name, 'tax_number', sender_tax),
          'receiver_company', jsonb_build_object('_id', receiver_id, 'name', receiver_name, 'tax_number', receiver_tax)),
        created::date, (created + interval '30 days')::date, 'SEK', round(net * 1.25, 2),
        CASE WHEN status IN (${SENT_LIKE.map((v) => `'${v}'`).join(', ')}) THEN created + interval '2 hours' END,
        h > 0.9, h < 0.05, h < 0.03,
        CASE WHEN format = 'peppol' THEN 'sbdh-' || i END,
        created, created + interval '2 hours'
      FROM priced`,
        [from, opts.companies, to],
      );
    const [, invoicesSeconds] = await timed(async () => {
      const half = Math.floor(opts.invoices / 2);
      const second = new Client({ connectionString: databaseUrl });
      await second.connect();
      try {
        await second.query(
          `SET session_replication_role = replica; SET synchronous_commit = off; SET work_mem = '64MB'; SELECT setseed(0.7)`,
        );
        await Promise.all([insertInvoices(c, 1, half), insertInvoices(second, half + 1, opts.invoices)]);
      } finally {
        await second.end();
      }
    });

    // Rebuild the dropped indexes, two sessions at a time.
    const [, indexSeconds] = await timed(async () => {
      const queue = [...dropped];
      const worker = async () => {
        const w = new Client({ connectionString: databaseUrl });
        await w.connect();
        try {
          await w.query(`SET maintenance_work_mem = '256MB'`);
          for (let idx = queue.shift(); idx; idx = queue.shift()) await w.query(idx.def);
        } finally {
          await w.end();
        }
      };
      await Promise.all([worker(), worker()]);
    });

    const [, analyzeSeconds] = await timed(() =>
      c.query('VACUUM (ANALYZE) companies, company_search_trigrams, invoices, operators'),
    );

    // Logins: an admin, and a sender user of the biggest sender.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const biggest = await c.query<{ id: string; n: string }>(
      `SELECT sender_company_id AS id, count(*) AS n FROM invoices WHERE sender_company_id = (SELECT id FROM bench_company WHERE seq = 1) GROUP BY 1`,
    );
    const sender = biggest.rows[0];
    if (!sender) throw new Error('bench seed: the biggest sender has no invoices');
    const adminEmail = BENCH_ADMIN_EMAIL;
    const senderEmail = BENCH_SENDER_EMAIL;
    await c.query(
      `INSERT INTO users (email, password_hash, role, company_id, email_verified) VALUES ($1, $3, 'admin', NULL, true), ($2, $3, 'sender', $4, true)`,
      [adminEmail, senderEmail, passwordHash, sender.id],
    );
    await c.query('ANALYZE users');
    await c.query('DROP TABLE bench_company');
    await c.query('DROP FUNCTION bench_luhn(text)');

    const sizes = await c.query<{ relname: string; mb: string }>(
      `SELECT relname, round(pg_total_relation_size(oid) / 1048576.0, 1) AS mb FROM pg_class WHERE relname IN ('companies', 'invoices', 'company_search_trigrams')`,
    );
    return {
      seconds: {
        companies: round1(companiesSeconds),
        search_postings: round1(postingsSeconds),
        invoices: round1(invoicesSeconds),
        indexes: round1(indexSeconds),
        analyze: round1(analyzeSeconds),
        total: round1(Number(process.hrtime.bigint() - started) / 1e9),
      },
      adminEmail,
      senderEmail,
      password: BENCH_PASSWORD,
      senderCompanyId: sender.id,
      senderCompanyInvoices: Number(sender.n),
      tableSizesMb: Object.fromEntries(sizes.rows.map((r) => [r.relname, Number(r.mb)])),
    };
  } finally {
    await c.end();
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;
