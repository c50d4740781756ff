// Manual mode's form beside the PDF (spec 2 'Manual mode shows the PDF viewer on the left and the
// invoice form on the right'): once the PDF is uploaded for manual parsing the invoice exists, and
// the upload page shows the detail page's own invoice form bound to it (InvoiceFormCard, never a
// copy), starting from what the invoice holds (a saved form, else what extraction read, else blank).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { InvoiceDetail } from '../../../domain/invoice-detail';
import type { Role } from '../../../domain/roles';
import type { UploadKind } from '../dataProvider/invoices';
import { invoiceDetailKey } from '../invoices/actions/invoiceQueries';
import { InvoiceFormCard } from '../invoices/detail/InvoiceFormCard';
import { INVOICE_RESOURCES } from '../invoices/invoiceResources';

/** The uploaded invoice's detail record, read like the detail page reads it (same query key). */
export function useUploadedInvoice(id: string | null, kind: UploadKind) {
  const dataProvider = useDataProvider();
  const resource = INVOICE_RESOURCES[kind];
  return useQuery({
    queryKey: invoiceDetailKey(id ?? '', resource),
    queryFn: ({ signal }) => dataProvider.getOne<InvoiceDetail>(resource, { id: id ?? '', signal }).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });
}

export function ManualInvoicePanel({
  invoice,
  error,
  role,
  onSaved,
}: {
  invoice: InvoiceDetail | undefined;
  error: Error | null;
  role: Role;
  onSaved: (invoice: InvoiceDetail) => void;
}) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate('resources.invoices.detail.not_found')}</Alert>;
  if (!invoice) return <LinearProgress />;
  return <InvoiceFormCard invoice={invoice} role={role} onSaved={onSaved} />;
}
