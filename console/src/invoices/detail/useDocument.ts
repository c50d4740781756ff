// An invoice document (PDF or XML) read with the user's token: the api serves documents only to a
// signed-in caller, so the browser cannot open the href by itself. Reads are react-query queries
// (cached per href, cancelled when the page moves on); a download saves the bytes as a file.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { InvoiceDetail, InvoiceDocumentLink } from '../../../../domain/invoice-detail';
import { useNotify } from 'react-admin';
import { fetchApiFile, saveBlob } from '../../dataProvider/files';
import { invoiceDocumentKey } from '../actions/invoiceQueries';

/** The document the detail page opens on: Peppol invoices on their XML, PDF invoices on the PDF. */
export function firstDocument(invoice: Pick<InvoiceDetail, 'format' | 'documents'>): InvoiceDocumentLink | undefined {
  return (
    (invoice.format === 'peppol' ? invoice.documents.find((d) => d.kind === 'xml') : undefined) ?? invoice.documents[0]
  );
}

/** How a document's bytes are read and cached: per address and version; actions on the invoice leave it alone. */
function documentQuery(href: string, version?: string) {
  return {
    queryKey: invoiceDocumentKey(href, version),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchApiFile(href, signal),
    staleTime: 60_000,
  };
}

/** The document's bytes (a Blob); nothing is read while `href` is null. */
export function useDocumentBlob(href: string | null, version?: string) {
  return useQuery({ ...documentQuery(href ?? '', version), enabled: href !== null });
}

/**
 * Starts fetching the document the page will open on as soon as the invoice is known, before the
 * page has rendered: the viewer then finds its bytes in the cache (or on their way).
 */
export function prefetchFirstDocument(queryClient: QueryClient, invoice: InvoiceDetail): void {
  const doc = firstDocument(invoice);
  if (doc) void queryClient.prefetchQuery(documentQuery(doc.href, doc.version));
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
