// The console's call for a receiver's answer to an incoming Peppol invoice (POST
// /api/invoices/:id/response): approve (AP) or reject (RE) with a reason. The api answers the
// updated invoice, or an error whose message is already in the user's language.
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { InvoiceResponseBody } from '../../domain/validation/invoice-response';
import { API_URL, httpClient } from '../dataProvider/httpClient';

export function postInvoiceResponse(invoiceId: string, body: InvoiceResponseBody): Promise<unknown> {
  return httpClient(`${API_URL}/invoices/${encodeURIComponent(invoiceId)}/response`, { method: 'POST', body: JSON.stringify(body) });
}

/** Sends an answer, then tells the user and reloads the list; `busy` while it runs. */
export function useInvoiceResponse(invoiceId: string): { busy: boolean; send: (body: InvoiceResponseBody) => Promise<boolean> } {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async (body: InvoiceResponseBody): Promise<boolean> => {
    setBusy(true);
    try {
      await postInvoiceResponse(invoiceId, body);
      notify(body.code === 'AP' ? 'success.invoiceApproved' : 'success.invoiceRejected', { type: 'success' });
      refresh();
      return true;
    } catch (err) {
      notify(err instanceof Error && err.message ? err.message : 'error.generic', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
