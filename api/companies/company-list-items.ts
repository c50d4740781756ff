// The companies' list items (spec 3 'Company / supplier', docs/api.md) written once, as the JSON
// PostgreSQL builds for a page's rows: the api passes each row's text into the answer without
// reading it into objects and writing it out again (bench/api-lists, issue 10 §4). Three views:
//  - admin: what the admin list shows and filters by (GET /api/companies/:id answers the whole
//    record, companies.mapper.ts toAdminCompany);
//  - partner: what senders and receivers see of each other (spec 6: general_email falls back to
//    invoice_email; no agreement flags, aliases, contacts or operator), in lists and as one record;
//  - lookup: a company in a picker: id, name and what the upload form needs.
import { isoText } from '../http/iso-text';
import { ADDRESS_KEYS } from './companies.mapper';

/** The address with every key of ADDRESS_KEYS present (null when the company has none). */
const ADDRESS = `jsonb_build_object(${ADDRESS_KEYS.map((k) => `'${k}', null`).join(', ')}) || companies.address`;

/** The fields every view but the lookup shares, as json_build_object arguments. */
const GENERAL = `'id', companies.id,
  '_id', companies.id,
  'name', companies.name,
  'org_id', companies.org_id,
  'tax_number', companies.tax_number,
  'peppol_id', companies.peppol_id,
  'phone', companies.phone,
  'language', companies.language,
  'address', ${ADDRESS}`;

const ESYNPAY = `json_build_object('is_enabled', companies.esynpay_enabled, 'status', companies.esynpay_status, 'type', companies.esynpay_type)`;
/** 'Get eSynPay invoice disabled' is the negation: is_eSynPay = the company takes eSynPay invoices. */
const IS_ESYNPAY = `not companies.esynpay_receive_disabled`;

/** Each view's item as JSON text, for a query on `companies`. */
export const COMPANY_LIST_ITEM = {
  admin: `json_build_object(${GENERAL},
    'invoice_email', companies.invoice_email,
    'general_email', companies.general_email,
    'status', companies.status,
    'is_receiver', companies.is_receiver,
    'operator_id', companies.operator_id,
    'parent_company_id', companies.parent_company_id,
    'created_at', ${isoText('companies.created_at')})::text`,
  partner: `json_build_object(${GENERAL},
    'general_email', coalesce(companies.general_email, companies.invoice_email),
    'is_receiver', companies.is_receiver,
    'is_eSynPay', ${IS_ESYNPAY},
    'eSynSend', json_build_object('is_enabled', companies.esynsend_enabled),
    'created_at', ${isoText('companies.created_at')})::text`,
  lookup: `json_build_object(
    'id', companies.id,
    '_id', companies.id,
    'name', companies.name,
    'org_id', companies.org_id,
    'tax_number', companies.tax_number,
    'peppol_id', companies.peppol_id,
    'is_receiver', companies.is_receiver,
    'eSynPay', ${ESYNPAY},
    'is_eSynPay', ${IS_ESYNPAY},
    'eSynSend', json_build_object('is_enabled', companies.esynsend_enabled, 'status', companies.esynsend_status))::text`,
} as const;

export type CompanyListView = keyof typeof COMPANY_LIST_ITEM;

/** A page row: one list item's JSON text. */
export interface CompanyItemRow {
  item: string;
}
