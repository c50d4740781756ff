// The react-query queries that hold invoices (react-admin's lists and records of the invoice
// resources, the bookkeeping lists, the dashboard counts): what an invoice action makes stale.
import type { Query } from '@tanstack/react-query';

const INVOICE_RESOURCES = ['invoices', 'invoices/outgoing', 'invoices/incoming', 'bookkeeping', 'dashboard'];

export function isInvoiceQuery(query: Pick<Query, 'queryKey'>): boolean {
  const head = query.queryKey[0];
  return typeof head === 'string' && INVOICE_RESOURCES.includes(head);
}

/** The detail page's query of one invoice (under 'invoices', so every action makes it stale). */
export function invoiceDetailKey(id: string, resource?: string): readonly unknown[] {
  return resource === undefined ? ['invoices', 'detail', id] : ['invoices', 'detail', id, resource];
}
