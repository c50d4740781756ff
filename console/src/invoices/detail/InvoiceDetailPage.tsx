// The invoice detail page (spec 2 'Invoice detail page'), one component for every list's detail
// route (admin, outgoing, incoming; PDF and Peppol): the action bar, the info card, the exception
// box, the forward countdown, the duplicates (admins), the documents with their viewers, the
// invoice form (read-only or editable by the one edit rule) and the event history. The record is
// the api's InvoiceDetail (domain/invoice-detail.ts), read from the resource of the list the page
// belongs to.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { InvoiceFormat } from '../../../../domain/constants';
import { PASSING_STATUSES } from '../../../../domain/statuses';
import { PageTitle } from '../../common/PageTitle';
import { useCurrentUser } from '../../currentUser';
import { invoiceListPath, type InvoiceScope } from '../../../../domain/paths';
import { INVOICE_RESOURCES } from '../invoiceResources';
import { InvoiceActionBar } from './InvoiceActionBar';
import { InvoiceInfoCard } from './InvoiceInfoCard';
import { ExceptionBox } from './ExceptionBox';
import { ForwardCountdown } from './ForwardCountdown';
import { DuplicatesSection } from './DuplicatesSection';
import { DocumentsPanel } from './DocumentsPanel';
import { InvoiceHistory } from './InvoiceHistory';
import { invoiceDetailQuery } from './detailQuery';
import { InvoiceFormCard } from './InvoiceFormCard';
import { FieldFocusProvider } from '../form/fieldFocus';

const WATCH_EVERY_MS = 2_000;
const WATCH_FOR_MS = 60_000;

function stillMoving(status: string | undefined, started: string): boolean {
  return status === started || PASSING_STATUSES.some((s) => s === status);
}

export function InvoiceDetailPage({ scope, format }: { scope: InvoiceScope; format: InvoiceFormat }) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { user } = useCurrentUser();
  // An action or a form sent on (a forward, parsing, sending) answers at once; the page then reads
  // the invoice again every few seconds for a minute, until its status moves past the one it had
  // and past the statuses the platform leaves by itself (Processing, Sending).
  const [watch, setWatch] = useState<{ status: string; until: number } | null>(null);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const formCard = useRef<HTMLDivElement>(null);
  const resource = INVOICE_RESOURCES[scope];
  // Its own query key, not react-admin's getOne: a list fills getOne's cache with its rows (list
  // items), and the page needs the whole InvoiceDetail.
  const { data, isPending, error } = useQuery({
    ...invoiceDetailQuery(dataProvider, queryClient, resource, id),
    refetchInterval: (query) =>
      watch && Date.now() < watch.until && stillMoving(query.state.data?.status, watch.status) ? WATCH_EVERY_MS : false,
  });
  // The form is the heaviest part of the page (some 300 ms to render): it comes in a transition once
  // the rest is shown, which React renders in slices, so the PDF's first page does not wait for it.
  const [formShown, setFormShown] = useState(false);
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) startTransition(() => setFormShown(true));
  }, [loaded]);
  const back = (
    <Button
      component={RouterLink}
      to={invoiceListPath(scope, format)}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1 }}
    >
      {translate('resources.invoices.detail.back')}
    </Button>
  );
  if (isPending || !user) return <LinearProgress />;
  if (error || !data)
    return (
      <Box>
        {back}
        <Alert severity="error">{translate('resources.invoices.detail.not_found')}</Alert>
      </Box>
    );
  const admin = user.role === 'admin';
  return (
    <Box data-testid="invoice-detail" data-invoice-id={data.id}>
      {back}
      <PageTitle
        title={translate('resources.invoices.detail.title', { invoice: data.invoice_id ?? data.file_name ?? '' })}
      />
      <InvoiceActionBar
        invoice={data}
        role={user.role}
        onOpenForm={() => formCard.current?.scrollIntoView({ block: 'start' })}
        onStarted={(status) => setWatch({ status, until: Date.now() + WATCH_FOR_MS })}
      />
      {/* The PDF highlights where extraction read the form field that has the focus. */}
      <FieldFocusProvider>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={2}>
              <ForwardCountdown invoice={data} />
              <ExceptionBox exception={data.exception} />
              <InvoiceInfoCard invoice={data} admin={admin} />
              {admin ? <DuplicatesSection invoiceId={data.id} /> : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <DocumentsPanel invoice={data} />
          </Grid>
          <Grid size={12}>
            {formShown ? (
              <InvoiceFormCard
                ref={formCard}
                invoice={data}
                role={user.role}
                onSaved={(saved) => setWatch({ status: saved.status, until: Date.now() + WATCH_FOR_MS })}
              />
            ) : (
              <LinearProgress />
            )}
          </Grid>
          <Grid size={12}>
            <InvoiceHistory history={data.history} />
          </Grid>
        </Grid>
      </FieldFocusProvider>
    </Box>
  );
}
