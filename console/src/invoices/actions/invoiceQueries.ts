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

/**
 * An invoice document's bytes (PDF or XML), by its address and version. Not under 'invoices': an
 * action changes the invoice, not the stored file, so it does not fetch a document of several MB
 * again; a new file behind the same address (the XML of a resend) has a new version.
 */
export function invoiceDocumentKey(href: string | null, version?: string): readonly unknown[] {
  return ['invoice-documents', href, version ?? null];
}

/** How often the forward countdown is asked again: every minute while it applies, never otherwise. */
export const COUNTDOWN_REFRESH_MS = 60_000;

/**
 * The forward countdown's query: asked only while the countdown applies to the invoice, and under
 * 'invoices' with the status in its key, so an action or a status move asks it again.
 */
export function countdownQuery(invoice: { id: string; status: string; countdown: { applies: boolean } }) {
  const applies = invoice.countdown.applies;
  return {
    queryKey: ['invoices', 'countdown', invoice.id, invoice.status] as const,
    enabled: applies,
    refetchInterval: applies ? COUNTDOWN_REFRESH_MS : (false as const),
  };
}
