// Invoices resource: the lists for admins, senders (outgoing) and receivers (incoming), and the
// detail page beside each list. The lists are in the main bundle (the page most users open first);
// the detail page, with its form and actions, is its own chunk (docs/console.md 'Bundle').
import { lazy } from 'react';
import { InvoiceList } from './InvoiceList';

export default {
  list: InvoiceList,
  show: lazy(() => {
    // Most detail pages open on a PDF: the viewer's chunk loads beside the page's, not after it.
    void import('../viewers/PdfViewer');
    return import('./detail/InvoiceDetailPage').then((m) => ({ default: m.InvoiceDetailPage }));
  }),
};
