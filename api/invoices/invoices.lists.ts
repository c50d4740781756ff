// Invoice list contracts (docs/api.md): filters and sorts per list. Every sort ends with the id
// tie breaker in the same direction, matching the (…, created_at DESC, id DESC) indexes.
import { ALL_INVOICE_STATUSES } from '../../domain/statuses/invoice-status';
import { ESYNPAY_STATUSES } from '../../domain/statuses/esynpay-status';
import { COMPANY_STATUS_FILTER } from '../../domain/statuses/company-status';
import { DOCUMENT_TYPES } from '../../domain/constants';
import type { Knex } from 'knex';
import type { FilterDef, ListSpec } from '../http/list-params';
import { booleanColumn, idFilter, oneOf, textContains, uuidEquals } from '../http/filters';
import { ApiError } from '../errors';

/** 'Invoice' / 'Credit Note' labels of the type filter are accepted besides 380 / 381. */
const documentType: FilterDef = oneOf(
  'invoices.document_type',
  [...DOCUMENT_TYPES, 'Invoice', 'Credit note', 'Credit Note'],
  (v) => (v === 'Invoice' ? '380' : v.toLowerCase() === 'credit note' ? '381' : v),
);

/** Company filter of the admin list (All, Onboarding, Training, Active): the sender company's status. */
const companyStatus: FilterDef = {
  parse: (raw, key) => {
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    for (const v of values) {
      if (!(COMPANY_STATUS_FILTER as readonly string[]).includes(v)) {
        throw ApiError.badRequest(
          { key: 'api.filterOneOf', params: { key, allowed: COMPANY_STATUS_FILTER.join(', ') } },
          'bad_filter',
        );
      }
    }
    return values;
  },
  apply: (qb: Knex.QueryBuilder, values: string[]) => {
    qb.whereIn('invoices.sender_company_id', (sub) => sub.select('id').from('companies').whereIn('status', values));
  },
};

const common: Record<string, FilterDef> = {
  format: oneOf('invoices.format', ['pdf', 'peppol']),
  status: oneOf('invoices.status', ALL_INVOICE_STATUSES),
  eSynPay_status: oneOf('invoices.esynpay_status', ESYNPAY_STATUSES),
  document_type: documentType,
  type: documentType,
  // Bookkeeping lists: true = activated.
  bookkeeping: booleanColumn('invoices.bookkeeping_is_activated'),
  bookkeeping_is_solved: booleanColumn('invoices.bookkeeping_is_solved'),
  q: textContains('invoices.invoice_id'),
  invoice_id: textContains('invoices.invoice_id'),
  id: idFilter('invoices.id'),
};

const sortable = {
  created_at: 'invoices.created_at',
  invoice_id: 'lower(invoices.invoice_id)',
  status: 'invoices.status',
  invoice_sent: 'invoices.invoice_sent',
};

const base = { sortable, defaultSort: { field: 'created_at', order: 'DESC' as const }, tieBreaker: 'invoices.id' };

export const adminInvoicesList: ListSpec = {
  ...base,
  filters: {
    ...common,
    company_status: companyStatus,
    sender_company_id: uuidEquals('invoices.sender_company_id'),
    receiver_company_id: uuidEquals('invoices.receiver_company_id'),
    duplicate_of: uuidEquals('invoices.duplicate_of'),
  },
};

export const outgoingInvoicesList: ListSpec = {
  ...base,
  filters: { ...common, receiver_company_id: uuidEquals('invoices.receiver_company_id') },
};

export const incomingInvoicesList: ListSpec = {
  ...base,
  filters: {
    ...common,
    sender_company_id: uuidEquals('invoices.sender_company_id'),
    receiver_company_id: uuidEquals('invoices.receiver_company_id'),
  },
};
