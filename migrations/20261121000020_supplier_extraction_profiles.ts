// What the extraction engine learned per supplier from manual parsing (issue 3 'Learning'): per
// supplier key and field, the label the supplier prints by the value and the page region it sat
// in, with how often the rule was confirmed (hits) or corrected (misses). A second table records
// which invoices were learned from, so learning from one invoice twice counts once.
// See docs/extraction-learning.md.
import type { Knex } from 'knex';

// Frozen with this migration (the engine's ValueKind and ValuePlace lists at the time).
const VALUE_KINDS = [
  'id',
  'date',
  'amount',
  'ocr',
  'bankgiro',
  'plusgiro',
  'iban',
  'bic',
  'org',
  'vat',
  'currency',
  'text',
];
const LABEL_POSITIONS = ['rest', 'right', 'below'];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE supplier_extraction_profiles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      supplier_key text NOT NULL CONSTRAINT supplier_extraction_profiles_key_check CHECK (supplier_key ~ '^(company|org|vat):\\S+$'),
      field_path text NOT NULL,
      value_kind text NOT NULL CONSTRAINT supplier_extraction_profiles_kind_check CHECK (value_kind IN (${list(VALUE_KINDS)})),
      label text,
      label_position text CONSTRAINT supplier_extraction_profiles_position_check CHECK (label_position IN (${list(LABEL_POSITIONS)})),
      region jsonb CONSTRAINT supplier_extraction_profiles_region_check CHECK (region IS NULL OR jsonb_typeof(region) = 'object'),
      hits integer NOT NULL DEFAULT 0 CHECK (hits >= 0),
      misses integer NOT NULL DEFAULT 0 CHECK (misses >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT supplier_extraction_profiles_rule_check CHECK (label IS NOT NULL OR region IS NOT NULL),
      CONSTRAINT supplier_extraction_profiles_key_field_unique UNIQUE (supplier_key, field_path)
    )`);
  await knex.raw(
    'CREATE TRIGGER supplier_extraction_profiles_set_updated_at BEFORE UPDATE ON supplier_extraction_profiles FOR EACH ROW EXECUTE FUNCTION set_updated_at()',
  );
  await knex.raw(`
    CREATE TABLE supplier_extraction_learnings (
      invoice_id uuid PRIMARY KEY REFERENCES invoices (id) ON DELETE CASCADE,
      supplier_key text NOT NULL,
      fields jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(fields) = 'array'),
      learned_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    'CREATE INDEX supplier_extraction_learnings_key_idx ON supplier_extraction_learnings (supplier_key, learned_at DESC)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE supplier_extraction_learnings');
  await knex.raw('DROP TABLE supplier_extraction_profiles');
}
