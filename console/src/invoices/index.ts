// Invoices resource: the lists for admins, senders (outgoing) and receivers (incoming), and the
// detail page beside each list. The lists are in the main bundle (the page most users open first);
// the detail page, with its form and actions, is its own chunk (docs/console.md 'Bundle').
import { lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { InvoiceList } from './InvoiceList';
import { INVOICE_DETAIL_PAGES, invoiceDetailRoute } from '../../../domain/paths';

/**
 * When the console starts on an invoice's detail page (a link, a reload), the page's chunk is asked
 * for at once, beside the sign-in check, instead of once the layout has rendered. Only the page's:
 * pdf.js (the viewer's chunk) would take the main thread to parse while the console starts.
 */
export function preloadInvoiceDetail(pathname: string): void {
  const onDetailPage = INVOICE_DETAIL_PAGES.some(({ scope, format }) =>
    matchPath(invoiceDetailRoute(scope, format), pathname),
  );
  if (onDetailPage) void import('./detail/InvoiceDetailPage');
}

export default {
  list: InvoiceList,
  show: lazy(() => {
    // Most detail pages open on a PDF: the viewer's chunk loads beside the page's, not after it.
    void import('../viewers/PdfViewer');
    return import('./detail/InvoiceDetailPage').then((m) => ({ default: m.InvoiceDetailPage }));
  }),
};
