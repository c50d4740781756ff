// An invoice document (PDF or XML) read with the user's token: the api serves documents only to a
// signed-in caller, so the browser cannot open the href by itself. Reads are react-query queries
// (cached per href, cancelled when the page moves on); a download saves the bytes as a file.
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { getToken } from '../../authStorage';
import { currentLocale } from '../../i18n/locale';

async function fetchDocument(href: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const res = await fetch(href, { signal, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': currentLocale() } });
  if (!res.ok) {
    let message = res.statusText || 'error.generic';
    try {
      const body = (await res.json()) as { data?: unknown };
      if (typeof body.data === 'string' && body.data) message = body.data;
    } catch {
      // Not a JSON error body: keep the status text.
    }
    throw new Error(message);
  }
  return res.blob();
}

/** The document's bytes (a Blob); the invoices' query prefix, so an action refreshes it. */
export function useDocumentBlob(href: string | null) {
  return useQuery({
    queryKey: ['invoices', 'document', href],
    queryFn: ({ signal }) => fetchDocument(href!, signal),
    enabled: href !== null,
    staleTime: 60_000,
  });
}

export function useDocumentDownload(): (href: string, baseName: string) => Promise<void> {
  const notify = useNotify();
  return async (href, baseName) => {
    try {
      const blob = await fetchDocument(`${href}?download=1`);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${baseName.replace(/[^\w.-]+/g, '_')}${blob.type.includes('pdf') ? '.pdf' : '.xml'}`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'error.generic', { type: 'error' });
    }
  };
}
