// Bookkeeping list contract (docs/api.md 'Routes'): invoices with bookkeeping activated, one format
// per list (`format` is required), solved or not. Sorts end with the id tie breaker; the default
// (created_at DESC) follows invoices_bookkeeping_idx (format, created_at DESC) WHERE activated.
import type { FilterDef, ListSpec } from '../http/list-params';
import { booleanColumn, idFilter, oneOf, textContains, uuidEquals } from '../http/filters';
import { adminInvoicesList } from '../invoices/invoices.lists';

export const BOOKKEEPING_FORMATS = ['pdf', 'peppol'] as const;

// The invoice lists' type filter (380 / 381, or the labels 'Invoice' / 'Credit note'), reused as is.
const documentType: FilterDef | undefined = adminInvoicesList.filters.document_type;
if (!documentType) throw new Error('bookkeeping: the invoice lists lost their document_type filter');

const solved = booleanColumn('invoices.bookkeeping_is_solved');

export const bookkeepingList: ListSpec = {
  sortable: {
    created_at: 'invoices.created_at',
    invoice_id: 'lower(invoices.invoice_id)',
    invoice_sent: 'invoices.invoice_sent',
    bookkeeping_solved_at: 'invoices.bookkeeping_solved_at',
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  tieBreaker: 'invoices.id',
  filters: {
    format: oneOf('invoices.format', BOOKKEEPING_FORMATS),
    solved,
    bookkeeping_is_solved: solved,
    document_type: documentType,
    type: documentType,
    q: textContains('invoices.invoice_id'),
    invoice_id: textContains('invoices.invoice_id'),
    sender_company_id: uuidEquals('invoices.sender_company_id'),
    receiver_company_id: uuidEquals('invoices.receiver_company_id'),
    id: idFilter('invoices.id'),
  },
};
