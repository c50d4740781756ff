// What the user typed in an open invoice form is kept in this tab's session storage, so a session
// that expires while the form is open costs nothing: after signing in again the page opens on the
// same invoice and the form comes back as it was. Keyed by user and invoice (another user of the
// browser never sees it); dropped once the form is saved.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

const PREFIX = 'esyn.invoice-form-draft';

export const draftKey = (userId: string, invoiceId: string) => `${PREFIX}.${userId}.${invoiceId}`;

export function readDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  sessionStorage.removeItem(key);
}

/** Keeps every change of the form (the caller starts the form from readDraft when there is one). */
export function useFormDraft(key: string | null) {
  const { watch } = useFormContext();
  useEffect(() => {
    if (!key) return undefined;
    const sub = watch((values) => sessionStorage.setItem(key, JSON.stringify(values)));
    return () => sub.unsubscribe();
  }, [key, watch]);
}
