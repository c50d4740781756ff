// Invoices resource: the lists for admins, senders (outgoing) and receivers (incoming), and the
// detail page beside each list. The lists are in the main bundle (the page most users open first);
// the detail page, with its form and actions, is its own chunk (docs/console.md 'Bundle').
import { lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { InvoiceList } from './InvoiceList';
import { INVOICE_DETAIL_PAGES, invoiceDetailRoute } from '../../../domain/paths';
import { getToken } from '../authStorage';
import { dataProvider } from '../dataProvider';
import { queryClient } from '../queryClient';
import { invoiceDetailQuery } from './detail/detailQuery';
import { INVOICE_RESOURCES } from './invoiceResources';

/**
 * When the console starts on an invoice's detail page (a link, a reload), the page's chunk is asked
 * for at once, beside the sign-in check, instead of once the layout has rendered; and, with a
 * session, the invoice itself and then its first document, into the cache the page reads (the
 * page's own query, detail/detailQuery.ts). Not the viewer's chunk: pdf.js would take the main
 * thread to parse while the console starts.
 */
export function preloadInvoiceDetail(pathname: string): void {
  for (const { scope, format } of INVOICE_DETAIL_PAGES) {
    const match = matchPath(invoiceDetailRoute(scope, format), pathname);
    if (!match) continue;
    void import('./detail/InvoiceDetailPage');
    const id = match.params.id;
    if (id && getToken())
      void queryClient.prefetchQuery(invoiceDetailQuery(dataProvider, queryClient, INVOICE_RESOURCES[scope], id));
    return;
  }
}

export default {
  list: InvoiceList,
  show: lazy(() => {
    // Most detail pages open on a PDF: the viewer's chunk loads beside the page's, not after it.
    void import('../viewers/PdfViewer');
    return import('./detail/InvoiceDetailPage').then((m) => ({ default: m.InvoiceDetailPage }));
  }),
};
