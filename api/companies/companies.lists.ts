// The companies list contracts (docs/api.md): filters and sorts, admin and partner variants.
import type { FilterDef, ListSpec } from '../http/list-params';
import type { Knex } from 'knex';
import {
  booleanColumn,
  containsPattern,
  idFilter,
  identifierContains,
  oneOf,
  textContains,
  textContainsBy,
  uuidEquals,
} from '../http/filters';

export const COMPANY_STATUSES = ['Active', 'Training', 'Onboarding', 'Unknown'] as const;
export const AGREEMENT_STATUSES = ['NEW', 'WAITING', 'PENDING', 'ACTIVE'] as const;
export const ESYNPAY_TYPES = ['Auto sale', 'Spot'] as const;

/**
 * The free-text search `q`: identifiers (org_id, tax_number, peppol_id) are digits with a prefix at
 * most, so a search text without a digit is only compared with the name (and, for admins, the
 * invoice email): fewer ILIKE evaluations per row on a 100k-company table.
 */
const companySearch = (withInvoiceEmail: boolean): FilterDef =>
  textContainsBy((text) => [
    'companies.name',
    ...(withInvoiceEmail ? ['companies.invoice_email'] : []),
    ...(/\d/.test(text) ? ['companies.org_id', 'companies.tax_number', 'companies.peppol_id'] : []),
  ]);

/**
 * The admin search `q`: name and invoice email through the generated, lower-cased
 * `companies.search_text` column (migration 20261121000016: one trigram index, LIKE on lower-cased
 * text instead of ILIKE per column; same matches, as PostgreSQL's ILIKE compares lower() of both
 * sides). Identifiers as in companySearch when the text has a digit. A text containing the column's
 * field separator (U+001F) is compared per column, so it never matches across two fields.
 */
const perColumnAdminSearch = companySearch(true);
const adminCompanySearch: FilterDef = {
  parse: perColumnAdminSearch.parse,
  apply: (qb: Knex.QueryBuilder, text: string) => {
    if (!text) return;
    if (text.includes('\u001f')) {
      (perColumnAdminSearch.apply as (q: Knex.QueryBuilder, t: string) => void)(qb, text);
      return;
    }
    const pattern = containsPattern(text);
    qb.where((w) => {
      w.whereRaw(`companies.search_text like lower(?) escape '\\'`, [pattern]);
      if (/\d/.test(text))
        for (const expr of ['companies.org_id', 'companies.tax_number', 'companies.peppol_id'])
          w.orWhereRaw(`${expr} ilike ? escape '\\'`, [pattern]);
    });
  },
};

/** Filters whose short values (under 3 characters) no trigram index can serve. */
export const COMPANY_TEXT_FILTERS = ['q', 'name', 'org_id', 'tax_number', 'peppol_id', 'invoice_email'];

const textFilters: Record<string, FilterDef> = {
  q: companySearch(false),
  name: textContains('companies.name'),
  org_id: identifierContains('companies.org_id'),
  tax_number: identifierContains('companies.tax_number'),
  peppol_id: identifierContains('companies.peppol_id'),
  id: idFilter('companies.id'),
};

/** Spec 2 'Companies list': admin-only switch filters. */
const switchFilters: Record<string, FilterDef> = {
  is_receiver: booleanColumn('companies.is_receiver'),
  manual_parsing_allowed: booleanColumn('companies.manual_parsing_allowed'),
  receive_pdf_forward_blocked: booleanColumn('companies.receive_pdf_forward_blocked'),
  is_eSynPay_enabled: booleanColumn('companies.esynpay_enabled'),
  send_pdf_forward_blocked: booleanColumn('companies.send_pdf_forward_blocked'),
  receive_auto_pdf_forward: booleanColumn('companies.receive_auto_pdf_forward'),
  is_eSynSend_enabled: booleanColumn('companies.esynsend_enabled'),
  send_auto_pdf_forward: booleanColumn('companies.send_auto_pdf_forward'),
  // 'Get eSynPay invoice disabled' switch: is_eSynPay=false lists companies that do not take them.
  is_eSynPay: booleanColumn('companies.esynpay_receive_disabled', { negate: true }),
};

const sortable = {
  name: 'lower(companies.name)',
  org_id: 'companies.org_id',
  tax_number: 'companies.tax_number',
  peppol_id: 'companies.peppol_id',
  created_at: 'companies.created_at',
};

export const adminCompaniesList: ListSpec = {
  sortable: { ...sortable, invoice_email: 'lower(companies.invoice_email)', status: 'companies.status' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'companies.id',
  filters: {
    ...textFilters,
    q: adminCompanySearch,
    invoice_email: textContains('companies.invoice_email'),
    ...switchFilters,
    status: oneOf('companies.status', COMPANY_STATUSES),
    operator_id: uuidEquals('companies.operator_id'),
    parent_company_id: uuidEquals('companies.parent_company_id'),
    esynpay_status: oneOf('companies.esynpay_status', AGREEMENT_STATUSES),
  },
};

/** Receivers / senders lists for non-admins: text filters and sorts only. */
export const partnerCompaniesList: ListSpec = {
  // The email column shows general_email, falling back to invoice_email (spec 6), and sorts so.
  sortable: {
    ...sortable,
    invoice_email: 'lower(coalesce(companies.general_email, companies.invoice_email))',
    general_email: 'lower(coalesce(companies.general_email, companies.invoice_email))',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'companies.id',
  filters: textFilters,
};

/** Pickers (spec 7 'Company lookups': page size 20, offset 0, filter by name). */
export const lookupList = (withReceiverFlag: boolean): ListSpec => ({
  sortable: { name: 'lower(companies.name)' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'companies.id',
  defaultLimit: 20,
  maxLimit: 100,
  filters: {
    name: textContains('companies.name'),
    q: textContains('companies.name', 'companies.org_id'),
    id: idFilter('companies.id'),
    ...(withReceiverFlag ? { is_receiver: booleanColumn('companies.is_receiver') } : {}),
  },
});
