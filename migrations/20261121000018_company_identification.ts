// Party identification (workers/identification): the lookups that match an invoice's supplier and
// customer to registered companies by name, alias and payment means, each served by an index, and
// the column that records the outcome on the invoice.
//
// - company_name_key(text): the comparable form of a company name: lower case, punctuation to single
//   spaces, leading and trailing legal forms dropped ('Leverantören i Norden AB (publ)' and
//   'LEVERANTÖREN I NORDEN AKTIEBOLAG' both become 'leverantören i norden'). Both sides of a match go
//   through this one function (the invoice's name as a parameter), so the rule lives here only.
// - company_alias_keys(jsonb): the name keys of a company's aliases, as text[] for a GIN index.
// - company_payment_keys(jsonb): 'giro:<digits>' for each bankgiro/plusgiro (payment_means[].local,
//   which does not say which of the two it is) and 'iban:<IBAN>' for each IBAN.
// SQL-standard bodies (RETURN ...) are bound when created, so the index expressions never depend on
// search_path (a restore with an empty search_path rebuilds them correctly). Legal forms are spelled
// out here (a migration is frozen history): a longer list is a new migration replacing the function
// and rebuilding its indexes.
import type { Knex } from 'knex';

const LEGAL_FORMS_TRAILING = [
  'ab',
  'aktiebolag',
  'aktiebolaget',
  'publ',
  'hb',
  'handelsbolag',
  'kb',
  'kommanditbolag',
  'ek för',
  'ekonomisk förening',
  'oy',
  'oyj',
  'ky',
  'as',
  'asa',
  'a s',
  'aps',
  'ivs',
  'gmbh',
  'ag',
  'bv',
  'ltd',
  'limited',
  'plc',
  'llc',
  'inc',
];
const LEGAL_FORMS_LEADING = ['ab', 'aktiebolaget', 'oy', 'oyj'];

const alternatives = (forms: string[]) => forms.join('|');

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION company_name_key(name text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN nullif(btrim(regexp_replace(
        regexp_replace(
          regexp_replace(' ' || btrim(regexp_replace(lower(name), '[^[:alnum:]&]+', ' ', 'g')) || ' ',
            '^( (${alternatives(LEGAL_FORMS_LEADING)}))+ ', ' '),
          '( (${alternatives(LEGAL_FORMS_TRAILING)}))+ $', ' '),
        ' +', ' ', 'g')), '')`);
  await knex.raw(`
    CREATE FUNCTION company_alias_keys(aliases jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN ARRAY(
        SELECT DISTINCT k FROM (
          SELECT company_name_key(a) AS k
            FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(aliases) = 'array' THEN aliases ELSE '[]'::jsonb END) AS a
        ) AS keys
        WHERE k IS NOT NULL)`);
  await knex.raw(`
    CREATE FUNCTION company_payment_keys(payment_means jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN ARRAY(
        SELECT DISTINCT k FROM (
          SELECT 'giro:' || regexp_replace(pm ->> 'local', '[[:space:]-]', '', 'g') AS k
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(payment_means) = 'array' THEN payment_means ELSE '[]'::jsonb END) AS pm
          UNION ALL
          SELECT 'iban:' || upper(regexp_replace(pm ->> 'iban', '[[:space:]]', '', 'g'))
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(payment_means) = 'array' THEN payment_means ELSE '[]'::jsonb END) AS pm
        ) AS keys
        WHERE k ~ '^giro:[0-9]{2,}$' OR k ~ '^iban:[A-Z]{2}[0-9]{2}[A-Z0-9]{4,}$')`);

  await knex.raw('CREATE INDEX companies_name_key_idx ON companies (company_name_key(name))');
  await knex.raw('CREATE INDEX companies_alias_keys_idx ON companies USING gin (company_alias_keys(aliases))');
  await knex.raw(
    'CREATE INDEX companies_payment_keys_idx ON companies USING gin (company_payment_keys(payment_means))',
  );

  // The identification job's outcome (workers/identification, docs/extraction.md): per party the
  // company, the key that matched, a confidence and the ambiguous candidates.
  await knex.raw(
    `ALTER TABLE invoices ADD COLUMN identification jsonb CHECK (identification IS NULL OR jsonb_typeof(identification) = 'object')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE invoices DROP COLUMN identification');
  // Dropping the functions' indexes first; the functions themselves last (alias keys use name keys).
  await knex.raw('DROP INDEX companies_payment_keys_idx');
  await knex.raw('DROP INDEX companies_alias_keys_idx');
  await knex.raw('DROP INDEX companies_name_key_idx');
  await knex.raw('DROP FUNCTION company_payment_keys(jsonb)');
  await knex.raw('DROP FUNCTION company_alias_keys(jsonb)');
  await knex.raw('DROP FUNCTION company_name_key(text)');
}
