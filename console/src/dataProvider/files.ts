// Files from the api (invoice documents, a mail's raw text and attachments): the api serves them
// only to a signed-in caller, so the browser cannot open their address by itself. They are fetched
// with the api headers as Blobs, then shown, opened in a tab or saved under a name.
import { apiHeaders } from './httpClient';

/** The file's bytes; an error answer becomes an Error with the api's message (its `data`) or the status text. */
export async function fetchApiFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { signal, headers: apiHeaders() });
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

// The object URL outlives the click that uses it: the new tab or the download reads it afterwards.
const KEEP_URL_MS = 60_000;

/** Saves the bytes as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/** Opens the bytes in a new tab (a PDF shows in the browser's viewer). */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
