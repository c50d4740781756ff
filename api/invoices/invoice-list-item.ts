// The invoice list item (spec 3 'Invoice (list item)') written once, as the JSON PostgreSQL builds
// for a page's rows: the api passes each row's text into the answer without reading it into
// objects and writing it out again (bench/api-lists: row parsing, mapping and JSON.stringify were a
// fifth of the api's CPU on a list page, and most of its garbage). company = the sender company,
// customer = the receiver company (or, without one, the customer named in customer_data or by the
// Peppol network), sender = the uploading user.
import { isoText } from '../http/iso-text';
import { CREDIT_NOTE_DOCUMENT_TYPE, KEEROS_FINANCE_FIELDS } from './invoices.mapper';

/** A JSON value of a jsonb document's key when it is a string, else SQL null. */
const stringOf = (path: string) => `case when jsonb_typeof(${path}) = 'string' then ${path} #>> '{}' end`;

/**
 * The customer's name: the receiver company's when it has one, else customer_data's name, else
 * the Peppol network's (customer_data's name wins when present, even when it is not a string).
 */
const CUSTOMER_NAME = `case
  when coalesce(rc.name, '') <> '' then rc.name
  when invoices.customer_data -> 'name' is not null and jsonb_typeof(invoices.customer_data -> 'name') <> 'null'
    then ${stringOf(`invoices.customer_data -> 'name'`)}
  else ${stringOf(`invoices.customer_data_from_peppol_network -> 'name'`)}
end`;

/**
 * The supplier an incoming document names (raw_result.supplier_data.name), for suppliers not on the
 * platform. The CASE expressions below read the jsonb documents only for the rows that show them:
 * raw_result is the whole extraction result, often stored out of line (TOAST), so reading it for
 * every row of a page would fetch and decompress 25 documents to show none.
 */
const SUPPLIER_NAME = `invoices.raw_result #>> '{supplier_data,name}'`;

/** The finance (eSynPay sale) part, or null when the invoice was never offered. */
const KEEROS_INVOICE = `case when invoices.finance_status is null and coalesce(jsonb_typeof(invoices.finance), 'null') = 'null'
  then null
  else json_build_object('status', invoices.finance_status, ${KEEROS_FINANCE_FIELDS.map((key) => `'${key}', invoices.finance -> '${key}'`).join(', ')})
end`;

/**
 * The list item as JSON text, for a query that joins `companies as sc` (sender company),
 * `companies as rc` (receiver company) and `users as su` (sender user) to `invoices`. The type is
 * 'Credit note' for UNCL1001 381, else 'Invoice'; the amount a JSON number.
 */
export const INVOICE_LIST_ITEM = `json_build_object(
  'id', invoices.id,
  '_id', invoices.id,
  'invoice_id', invoices.invoice_id,
  'file_name', invoices.file_name,
  'format', invoices.format,
  'document_type', invoices.document_type,
  'type', case when invoices.document_type = '${CREDIT_NOTE_DOCUMENT_TYPE}' then 'Credit note' else 'Invoice' end,
  'status', invoices.status,
  'eSynPay_status', invoices.esynpay_status,
  'keeros_invoice', ${KEEROS_INVOICE},
  'company', case
    when invoices.sender_company_id is not null
      then json_build_object('id', invoices.sender_company_id, '_id', invoices.sender_company_id, 'name', sc.name)
    when coalesce(${SUPPLIER_NAME}, '') <> ''
      then json_build_object('id', null, '_id', null, 'name', ${SUPPLIER_NAME})
  end,
  'customer', json_build_object(
    'id', invoices.receiver_company_id,
    '_id', invoices.receiver_company_id,
    'name', ${CUSTOMER_NAME}),
  'sender', case when coalesce(su.email, '') <> '' then json_build_object('email', su.email) end,
  'created_at', ${isoText('invoices.created_at')},
  'location', invoices.location,
  'invoice_sent', ${isoText('invoices.invoice_sent')},
  'payable_amount', invoices.payable_amount,
  'currency', invoices.currency,
  'bookkeeping_is_activated', invoices.bookkeeping_is_activated,
  'bookkeeping_is_solved', invoices.bookkeeping_is_solved
)::text`;

/** A page row: one list item's JSON text. */
export interface InvoiceItemRow {
  item: string;
}

/** The JSON answer's items as the api sends them (the row text, parsed only where the api must read it). */
export type InvoiceListItem = {
  id: string;
  _id: string;
  invoice_id: string | null;
  file_name: string | null;
  format: string;
  document_type: string;
  type: 'Invoice' | 'Credit note';
  status: string;
  company: { id: string | null; _id: string | null; name: string | null } | null;
  customer: { id: string | null; _id: string | null; name: string | null };
  created_at: string;
  invoice_sent: string | null;
  bookkeeping_is_activated: boolean;
  bookkeeping_is_solved: boolean;
};
