// Invoice rows → the Bookkeeping item (spec 3): invoice_id, company.name, customer.name,
// invoice_sent, type, bookkeeping_is_activated, bookkeeping_who_solved (email),
// bookkeeping_solved_at. Parties and type are named as in the invoice lists (the list item's SQL, invoice-list-item.ts); who and
// when solved are left out for the roles spec 6 hides them from (domain/permissions columns).
import { isColumnVisible } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import type { InvoiceItemRow, InvoiceListItem } from '../invoices/invoice-list-item';

export interface BookkeepingRow extends InvoiceItemRow {
  bookkeeping_solved_at: Date | null;
  bookkeeping_solved_by_email: string | null;
}

export function toBookkeepingItem(row: BookkeepingRow, role: Role) {
  const invoice = JSON.parse(row.item) as InvoiceListItem;
  const item = {
    id: invoice.id,
    _id: invoice._id,
    invoice_id: invoice.invoice_id,
    file_name: invoice.file_name,
    format: invoice.format,
    document_type: invoice.document_type,
    type: invoice.type,
    status: invoice.status,
    company: invoice.company,
    customer: invoice.customer,
    created_at: invoice.created_at,
    invoice_sent: invoice.invoice_sent,
    bookkeeping_is_activated: invoice.bookkeeping_is_activated,
    bookkeeping_is_solved: invoice.bookkeeping_is_solved,
  };
  const solvedVisible = isColumnVisible('bookkeepingWhoSolved', role) && isColumnVisible('bookkeepingWhenSolved', role);
  if (!solvedVisible) return item;
  return {
    ...item,
    bookkeeping_who_solved: row.bookkeeping_solved_by_email,
    bookkeeping_solved_at: row.bookkeeping_solved_at ? new Date(row.bookkeeping_solved_at).toISOString() : null,
  };
}
