// The console's calls for an admin's work on a received mail: mark a failed case processed,
// reprocess it, open the raw mail or an attachment. Files come through the api with the bearer
// token, so they are fetched as blobs and opened (a PDF in a tab) or saved.
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { API_URL, httpClient } from '../dataProvider/httpClient';
import { fetchApiFile, openBlob, saveBlob } from '../dataProvider/files';

export interface EmailAttachment {
  index: number;
  fileName: string;
  contentType: string;
  size: number;
}

const emailUrl = (id: string, rest: string) => `${API_URL}/emails/${encodeURIComponent(id)}/${rest}`;

export async function listAttachments(id: string): Promise<EmailAttachment[]> {
  const { json } = await httpClient(emailUrl(id, 'attachments'));
  return Array.isArray(json) ? (json as EmailAttachment[]) : [];
}

/** Fetches a file of the mail and opens it: inline in a new tab for a PDF, else as a download named `fileName`. */
export async function openEmailFile(id: string, rest: string, fileName: string, inline: boolean): Promise<void> {
  const blob = await fetchApiFile(emailUrl(id, rest));
  if (inline) openBlob(blob);
  else saveBlob(blob, fileName);
}

/** Runs one admin action on the mail, tells the user and reloads the page; `busy` while it runs. */
export function useEmailAction(id: string): {
  busy: boolean;
  run: (action: 'processed' | 'reprocess') => Promise<void>;
} {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: 'processed' | 'reprocess') => {
    setBusy(true);
    try {
      await httpClient(emailUrl(id, action), { method: 'POST' });
      notify(action === 'processed' ? 'success.emailProcessed' : 'success.emailReprocessing', { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error && err.message ? err.message : 'error.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
