// An invoice document (PDF or XML) read with the user's token: the api serves documents only to a
// signed-in caller, so the browser cannot open the href by itself. Reads are react-query queries
// (cached per href, cancelled when the page moves on); a download saves the bytes as a file.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { InvoiceDetail, InvoiceDocumentLink } from '../../../domain/invoice-detail';
import { useNotify } from 'react-admin';
import { fetchApiFile, saveBlob } from '../../dataProvider/files';
import { invoiceDocumentKey } from '../actions/invoiceQueries';

const DOCUMENT_STALE_MS = 60_000;

/** The document the detail page opens on: Peppol invoices on their XML, PDF invoices on the PDF. */
export function firstDocument(invoice: Pick<InvoiceDetail, 'format' | 'documents'>): InvoiceDocumentLink | undefined {
  return (
    (invoice.format === 'peppol' ? invoice.documents.find((d) => d.kind === 'xml') : undefined) ?? invoice.documents[0]
  );
}

/** The document's bytes (a Blob), cached per address and version; actions on the invoice leave it alone. */
export function useDocumentBlob(href: string | null, version?: string) {
  return useQuery({
    queryKey: invoiceDocumentKey(href, version),
    queryFn: ({ signal }) => fetchApiFile(href!, signal),
    enabled: href !== null,
    staleTime: DOCUMENT_STALE_MS,
  });
}

/**
 * Starts fetching the document the page will open on as soon as the invoice is known, before the
 * page has rendered: the viewer then finds its bytes in the cache (or on their way).
 */
export function prefetchFirstDocument(queryClient: QueryClient, invoice: InvoiceDetail): void {
  const doc = firstDocument(invoice);
  if (!doc) return;
  void queryClient.prefetchQuery({
    queryKey: invoiceDocumentKey(doc.href, doc.version),
    queryFn: ({ signal }) => fetchApiFile(doc.href, signal),
    staleTime: DOCUMENT_STALE_MS,
  });
}

export function useDocumentDownload(): (href: string, baseName: string) => Promise<void> {
  const notify = useNotify();
  return async (href, baseName) => {
    try {
      const blob = await fetchApiFile(`${href}?download=1`);
      saveBlob(blob, `${baseName.replace(/[^\w.-]+/g, '_')}${blob.type.includes('pdf') ? '.pdf' : '.xml'}`);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'error.generic', { type: 'error' });
    }
  };
}
