// How an invoice's detail record is read and cached, in one place: the detail page reads it, and a
// console started on that page (main.tsx) asks for it before the app has rendered. With it comes
// the document the page opens on (prefetchFirstDocument), so the PDF is on its way early too.
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { InvoiceDetail } from '../../../../domain/invoice-detail';
import { invoiceDetailKey } from '../actions/invoiceQueries';
import { prefetchFirstDocument } from './useDocument';

/** A record read this recently is shown as it is when the page mounts (the early read, not read twice). */
export const DETAIL_FRESH_MS = 2_000;

export function invoiceDetailQuery(dataProvider: DataProvider, queryClient: QueryClient, resource: string, id: string) {
  return {
    queryKey: invoiceDetailKey(id, resource),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider.getOne<InvoiceDetail>(resource, { id, signal }).then((r) => {
        prefetchFirstDocument(queryClient, r.data);
        return r.data;
      }),
    retry: false,
    staleTime: DETAIL_FRESH_MS,
  };
}
