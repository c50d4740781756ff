// An invoice document (PDF or XML) read with the user's token: the api serves documents only to a
// signed-in caller, so the browser cannot open the href by itself. Reads are react-query queries
// (cached per href, cancelled when the page moves on); a download saves the bytes as a file.
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { fetchApiFile, saveBlob } from '../../dataProvider/files';
import { invoiceDocumentKey } from '../actions/invoiceQueries';

/** The document's bytes (a Blob), cached per address and version; actions on the invoice leave it alone. */
export function useDocumentBlob(href: string | null, version?: string) {
  return useQuery({
    queryKey: invoiceDocumentKey(href, version),
    queryFn: ({ signal }) => fetchApiFile(href!, signal),
    enabled: href !== null,
    staleTime: 60_000,
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
