// One inbound mail (admin, /admin/emails/detail/:id): the Email record read-only, with the number
// of the invoice it produced, linked to its detail page.
import { Labeled, Loading, RecordContextProvider, TextField, FunctionField, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../common/PageTitle';
import { UtcDateField } from '../common/DateField';

const f = (field: string) => `resources.emails.fields.${field}`;

const TEXT_FIELDS = ['subject', 'from', 'messageId', 'company.name', 'customer.name', 'case', 'source_kind', 'processed_by.email'] as const;
const LABEL_OF: Record<(typeof TEXT_FIELDS)[number], string> = {
  subject: 'subject', from: 'from', messageId: 'messageId', 'company.name': 'company', 'customer.name': 'customer', case: 'case',
  source_kind: 'source_kind', 'processed_by.email': 'processed_by',
};
const DATE_FIELDS = ['receive_time', 'invoice_sent', 'processed_at', 'created_at'] as const;

export function EmailShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne('emails', { id: id ?? '' }, { enabled: !!id });
  if (isPending) return <Loading />;
  if (error || !data) return <PageTitle title={translate('ra.page.not_found')} />;
  return (
    <RecordContextProvider value={data}>
      <PageTitle title={String(data.subject ?? translate('resources.emails.detail_title'))} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 4, flexWrap: 'wrap' }} data-testid="email-detail">
            {TEXT_FIELDS.map((source) => (
              <Labeled key={source} label={f(LABEL_OF[source])}>
                <TextField source={source} emptyText="-" />
              </Labeled>
            ))}
            <Labeled label={f('to')}>
              <FunctionField source="to" render={(r) => (Array.isArray(r.to) && r.to.length > 0 ? r.to.join(', ') : '-')} />
            </Labeled>
            <Labeled label={f('invoice')}>
              <FunctionField source="invoice" render={(r) => (r.invoice ? (
                <Link component={RouterLink} to={invoiceDetailPath('admin', r.invoice.format, String(r.invoice.id))} data-testid="email-invoice-link">{r.invoice.invoice_id ?? r.invoice.id}</Link>
              ) : '-')} />
            </Labeled>
            {DATE_FIELDS.map((source) => (
              <Labeled key={source} label={f(source)}>
                <UtcDateField source={source} />
              </Labeled>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
}
