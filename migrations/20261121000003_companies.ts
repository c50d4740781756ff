// Companies (spec 3 'Company / supplier'): senders and receivers of invoices, with their agreement
// flags, eSynPay/eSynSend states, settings and group link. Indexes serve the companies list: every
// text filter ('contains', case-insensitive) and every sort of docs/api.md.
import type { Knex } from 'knex';

const COMPANY_STATUSES = ['Active', 'Training', 'Onboarding', 'Unknown'];
const AGREEMENT_STATUSES = ['NEW', 'WAITING', 'PENDING', 'ACTIVE'];
const ESYNPAY_TYPES = ['Auto sale', 'Spot'];
const TEXT_FILTER_COLUMNS = ['name', 'org_id', 'tax_number', 'peppol_id', 'invoice_email'];

const list = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

async function hasTrigram(knex: Knex): Promise<boolean> {
  const r = await knex.raw<{ rows: unknown[] }>(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  return r.rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE companies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      org_id text,
      tax_number text,
      peppol_id text,
      phone text,
      invoice_email text,
      general_email text,
      language text NOT NULL DEFAULT 'se',
      address jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(address) = 'object'),
      payment_means jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(payment_means) = 'array'),
      aliases jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(aliases) = 'array'),
      contact_emails jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(contact_emails) = 'array'),
      show_outgoing_invoices boolean NOT NULL DEFAULT true,
      operator_id uuid REFERENCES operators (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'Onboarding' CONSTRAINT companies_status_check CHECK (status IN (${list(COMPANY_STATUSES)})),
      parent_company_id uuid REFERENCES companies (id) ON DELETE SET NULL
        CONSTRAINT companies_parent_not_self CHECK (parent_company_id <> id),
      is_receiver boolean NOT NULL DEFAULT false,
      manual_parsing_allowed boolean NOT NULL DEFAULT false,
      send_pdf_forward_blocked boolean NOT NULL DEFAULT false,
      send_auto_pdf_forward boolean NOT NULL DEFAULT false,
      receive_pdf_forward_blocked boolean NOT NULL DEFAULT false,
      receive_auto_pdf_forward boolean NOT NULL DEFAULT false,
      pdf_forward_timeout_hours integer NOT NULL DEFAULT 24 CHECK (pdf_forward_timeout_hours >= 0),
      esynpay_enabled boolean NOT NULL DEFAULT false,
      esynpay_status text NOT NULL DEFAULT 'NEW' CONSTRAINT companies_esynpay_status_check CHECK (esynpay_status IN (${list(AGREEMENT_STATUSES)})),
      esynpay_type text NOT NULL DEFAULT 'Spot' CONSTRAINT companies_esynpay_type_check CHECK (esynpay_type IN (${list(ESYNPAY_TYPES)})),
      esynpay_receive_disabled boolean NOT NULL DEFAULT false,
      esynsend_enabled boolean NOT NULL DEFAULT false,
      esynsend_status text NOT NULL DEFAULT 'NEW' CONSTRAINT companies_esynsend_status_check CHECK (esynsend_status IN (${list(AGREEMENT_STATUSES)})),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE TRIGGER companies_set_updated_at BEFORE UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );

  // The company's incoming invoice address routes mail to exactly one company.
  await knex.raw(
    'CREATE UNIQUE INDEX companies_invoice_email_unique ON companies (lower(invoice_email)) WHERE invoice_email IS NOT NULL',
  );
  // Sorts and exact lookups.
  await knex.raw('CREATE INDEX companies_name_lower_idx ON companies (lower(name), id)');
  await knex.raw('CREATE INDEX companies_org_id_idx ON companies (org_id)');
  await knex.raw('CREATE INDEX companies_tax_number_idx ON companies (tax_number)');
  await knex.raw('CREATE INDEX companies_peppol_id_idx ON companies (peppol_id)');
  await knex.raw('CREATE INDEX companies_status_idx ON companies (status)');
  await knex.raw('CREATE INDEX companies_operator_id_idx ON companies (operator_id)');
  await knex.raw(
    'CREATE INDEX companies_parent_company_id_idx ON companies (parent_company_id) WHERE parent_company_id IS NOT NULL',
  );
  await knex.raw('CREATE INDEX companies_created_at_idx ON companies (created_at DESC, id)');
  // 'contains' filters (`column ILIKE '%x%'`): a trigram GIN index on the plain column serves ILIKE
  // directly. Without pg_trgm, btree on lower() still serves `lower(column) LIKE 'x%'` and equality.
  const trigram = await hasTrigram(knex);
  for (const column of TEXT_FILTER_COLUMNS) {
    if (trigram) {
      await knex.raw(`CREATE INDEX companies_${column}_trgm_idx ON companies USING gin (${column} gin_trgm_ops)`);
    } else if (column !== 'name' && column !== 'invoice_email') {
      // lower(name) and lower(invoice_email) already have btree indexes above.
      await knex.raw(`CREATE INDEX companies_${column}_lower_idx ON companies (lower(${column}) text_pattern_ops)`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE companies');
}
