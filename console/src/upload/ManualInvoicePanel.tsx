// Manual mode's form beside the PDF (spec 2 'Manual mode shows the PDF viewer on the left and the
// invoice form on the right'): once the PDF is uploaded for manual parsing the invoice exists, and
// the upload page shows the detail page's own invoice form bound to it (InvoiceFormCard, never a
// copy), starting from what the invoice holds (a saved form, else what extraction read, else blank).
// The workflow reads a manual upload's PDF once (workflows/invoice/form-suggestion.ts): until that
// reading is there the invoice is read again (every second, later every 5 s: readingPollMs), and
// the form opens on it when it comes, unless the person has already typed; then it is offered.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { InvoiceDetail } from '../../../domain/invoice-detail';
import type { Role } from '../../../domain/roles';
import type { UploadKind } from '../dataProvider/invoices';
import { invoiceDetailKey } from '../invoices/actions/invoiceQueries';
import { InvoiceFormCard } from '../invoices/detail/InvoiceFormCard';
import { INVOICE_RESOURCES } from '../invoices/invoiceResources';
import { awaitsReading, readingPollMs } from './awaitsReading';

/** The uploaded invoice's detail record, read like the detail page reads it (same query key). */
export function useUploadedInvoice(id: string | null, kind: UploadKind) {
  const dataProvider = useDataProvider();
  const resource = INVOICE_RESOURCES[kind];
  const [since, setSince] = useState(() => Date.now());
  useEffect(() => setSince(Date.now()), [id]);
  return useQuery({
    queryKey: invoiceDetailKey(id ?? '', resource),
    queryFn: ({ signal }) => dataProvider.getOne<InvoiceDetail>(resource, { id: id ?? '', signal }).then((r) => r.data),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => (awaitsReading(query.state.data) ? readingPollMs(Date.now() - since) : false),
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
  const [dirty, setDirty] = useState(false);
  const reading = invoice?.extracted_form ?? null;
  // Whether the form opened on the engine's reading (its key: a new one mounts it afresh).
  const [onReading, setOnReading] = useState(reading !== null);
  useEffect(() => {
    if (reading && !onReading && !dirty) setOnReading(true);
  }, [reading, onReading, dirty]);
  if (error) return <Alert severity="error">{translate('resources.invoices.detail.not_found')}</Alert>;
  if (!invoice) return <LinearProgress />;
  return (
    <>
      {awaitsReading(invoice) ? (
        <Alert severity="info" icon={false} sx={{ mb: 1 }} data-testid="manual-reading">
          {translate('app.upload.reading')}
          <LinearProgress sx={{ mt: 1 }} />
        </Alert>
      ) : null}
      {reading && !onReading ? (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          data-testid="manual-reading-ready"
          action={
            <Button color="inherit" size="small" data-testid="manual-use-reading" onClick={() => setOnReading(true)}>
              {translate('app.upload.use_reading')}
            </Button>
          }
        >
          {translate('app.upload.reading_ready')}
        </Alert>
      ) : null}
      <InvoiceFormCard
        key={onReading ? 'reading' : 'blank'}
        invoice={invoice}
        role={role}
        onSaved={onSaved}
        onDirtyChange={setDirty}
      />
    </>
  );
}
