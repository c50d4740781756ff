// Where an invoice's detail page is (spec 2: 'a detail page exists beside each list, the path
// carries /detail'; the exact paths are ours, docs/console.md): beside the admin, outgoing and
// incoming lists of each format, and which api resource each page reads.
import type { InvoiceFormat } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';

export type InvoiceScope = 'admin' | 'outgoing' | 'incoming';

export const INVOICE_RESOURCES: Record<InvoiceScope, string> = {
  admin: 'invoices',
  outgoing: 'invoices/outgoing',
  incoming: 'invoices/incoming',
};

const BASES: Record<InvoiceScope, Record<InvoiceFormat, string>> = {
  admin: { pdf: '/admin/invoices/detail', peppol: '/admin/peppol/detail' },
  outgoing: { pdf: '/invoices/outgoing/pdf/detail', peppol: '/invoices/outgoing/peppol/detail' },
  incoming: { pdf: '/invoices/incoming/pdf/detail', peppol: '/invoices/incoming/peppol/detail' },
};

/** The route pattern of one detail page (':id' at the end). */
export function invoiceDetailRoute(scope: InvoiceScope, format: InvoiceFormat): string {
  return `${BASES[scope][format]}/:id`;
}

export function invoiceDetailPath(
  scope: InvoiceScope,
  format: InvoiceFormat | string | null | undefined,
  id: string,
): string {
  return `${BASES[scope][format === 'peppol' ? 'peppol' : 'pdf']}/${encodeURIComponent(id)}`;
}

/** Every detail page, for the router. */
export const INVOICE_DETAIL_PAGES: readonly { scope: InvoiceScope; format: InvoiceFormat }[] = (
  ['admin', 'outgoing', 'incoming'] as const
).flatMap((scope) => (['pdf', 'peppol'] as const).map((format) => ({ scope, format })));

const LISTS: Record<InvoiceScope, Record<InvoiceFormat, string>> = {
  admin: { pdf: PATHS.adminInvoiceList, peppol: PATHS.adminPeppolList },
  outgoing: { pdf: PATHS.outgoingPdfList, peppol: PATHS.outgoingPeppolList },
  incoming: { pdf: PATHS.incomingPdfList, peppol: PATHS.incomingPeppolList },
};

/** The list a detail page belongs to (its back link). */
export function invoiceListPath(scope: InvoiceScope, format: InvoiceFormat): string {
  return LISTS[scope][format];
}
