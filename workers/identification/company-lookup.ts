// The database side of identification: one round trip per party, a UNION ALL of one small query
// per lookup, each served by an index (migrations 20261121000003 and 20261121000018):
//   org_id, tax_number, peppol_id          btree on the plain column, `= ANY(forms)`
//   payment means                          GIN on company_payment_keys(payment_means), `&&`
//   name                                   btree on company_name_key(name)
//   aliases                                GIN on company_alias_keys(aliases), `@>`
//   e-mail domain                          domains (kind, lower(name)) unique and users
//                                          lower(split_part(email, '@', 2)); a domain on the
//                                          'general' list (shared mail providers) names nobody.
// Each branch stops after MAX_PER_LOOKUP companies: a bankgiro shared by hundreds of suppliers is
// ambiguous whatever the exact count.
import type { Knex } from 'knex';
import type { CompanyLookup, CompanyMatch, IdentificationKey, LookupColumn } from './types';

export const MAX_PER_LOOKUP = 20;

interface Branch {
  sql: string;
  bindings: unknown[];
}

const WHERE: Record<Exclude<LookupColumn, 'email_domain'>, string> = {
  org_id: 'c.org_id = ANY(?::text[])',
  tax_number: 'c.tax_number = ANY(?::text[])',
  peppol_id: 'c.peppol_id = ANY(?::text[])',
  payment_keys: 'company_payment_keys(c.payment_means) && ?::text[]',
  name_key: 'company_name_key(c.name) = company_name_key((?::text[])[1])',
  alias_keys: 'company_alias_keys(c.aliases) @> ARRAY[company_name_key((?::text[])[1])]',
};

const EMAIL_DOMAIN_WHERE = `c.id IN (
    SELECT d.company_id FROM domains d WHERE d.kind = 'allowed' AND lower(d.name) = (?::text[])[1] AND d.company_id IS NOT NULL
    UNION
    SELECT u.company_id FROM users u WHERE lower(split_part(u.email, '@', 2)) = (?::text[])[1] AND u.company_id IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM domains g WHERE g.kind = 'general' AND lower(g.name) = (?::text[])[1])`;

/** The SQL of one lookup (exported for the index test, which EXPLAINs every branch). */
export function lookupBranch(l: CompanyLookup): Branch {
  const where = l.column === 'email_domain' ? EMAIL_DOMAIN_WHERE : WHERE[l.column];
  const placeholders = (where.match(/\?/g) ?? []).length;
  return {
    sql: `(SELECT c.id AS company_id, c.name AS company_name, ?::text AS key, ?::text AS value FROM companies c WHERE ${where} ORDER BY c.id LIMIT ${MAX_PER_LOOKUP})`,
    bindings: [l.key, l.value, ...Array.from({ length: placeholders }, () => l.forms)],
  };
}

interface MatchRow {
  company_id: string;
  company_name: string;
  key: IdentificationKey;
  value: string;
}

/** Every company any of the lookups finds, one row per (company, lookup). */
export async function findCompanyMatches(
  db: Knex | Knex.Transaction,
  lookups: CompanyLookup[],
): Promise<CompanyMatch[]> {
  const branches = lookups.filter((l) => l.forms.length > 0).map(lookupBranch);
  if (branches.length === 0) return [];
  const result = await db.raw<{ rows: MatchRow[] }>(
    branches.map((b) => b.sql).join('\nUNION ALL\n'),
    branches.flatMap((b) => b.bindings) as Knex.RawBinding[],
  );
  return result.rows.map((r) => ({ companyId: r.company_id, companyName: r.company_name, key: r.key, value: r.value }));
}
