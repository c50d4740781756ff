// One inbound mail (admin, /admin/emails/detail/:id): the Email record read-only, the case in the
// user's language with its detail, the invoices the mail made (each linked to its detail page), and
// the admin's actions (EmailCaseActions: mark processed, reprocess, raw mail, attachments).
import {
  Labeled,
  Loading,
  RecordContextProvider,
  TextField,
  FunctionField,
  useGetOne,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { invoiceDetailPath } from '../../../domain/paths';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../common/PageTitle';
import { UtcDateField } from '../common/DateField';
import { emailCaseLabel } from '../../../domain/email-intake';
import { EmailCaseActions } from './EmailCaseActions';

const f = (field: string) => `resources.emails.fields.${field}`;

const TEXT_FIELDS = [
  'subject',
  'from',
  'messageId',
  'company.name',
  'customer.name',
  'case_detail',
  'source_kind',
  'processed_by.email',
] as const;
const LABEL_OF: Record<(typeof TEXT_FIELDS)[number], string> = {
  subject: 'subject',
  from: 'from',
  messageId: 'messageId',
  'company.name': 'company',
  'customer.name': 'customer',
  case_detail: 'case_detail',
  source_kind: 'source_kind',
  'processed_by.email': 'processed_by',
};

interface MadeInvoice {
  id: string;
  invoice_id: string | null;
  file_name: string | null;
  format: string;
  status: string;
}
const DATE_FIELDS = ['receive_time', 'invoice_sent', 'processed_at', 'created_at'] as const;

export function EmailShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetOne('emails', { id: id ?? '' }, { enabled: !!id });
  if (isPending) return <Loading />;
  if (error || !data) return <PageTitle title={translate('ra.page.not_found')} />;
  return (
    <RecordContextProvider value={data}>
      <PageTitle title={String(data.subject ?? translate('resources.emails.detail_title'))} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 4, flexWrap: 'wrap' }} data-testid="email-detail">
            <Labeled label={f('case')}>
              <FunctionField
                source="case"
                render={(r) => emailCaseLabel(r.case as string | null, locale === 'sv' ? 'sv' : 'en') || '-'}
              />
            </Labeled>
            {TEXT_FIELDS.map((source) => (
              <Labeled key={source} label={f(LABEL_OF[source])}>
                <TextField source={source} emptyText="-" />
              </Labeled>
            ))}
            <Labeled label={f('to')}>
              <FunctionField
                source="to"
                render={(r) => (Array.isArray(r.to) && r.to.length > 0 ? r.to.join(', ') : '-')}
              />
            </Labeled>
            <Labeled label={f('invoices')}>
              <FunctionField
                source="invoices"
                render={(r) => {
                  const made = (Array.isArray(r.invoices) ? r.invoices : []) as MadeInvoice[];
                  if (!made.length) return '-';
                  return (
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {made.map((i) => (
                        <Link
                          key={i.id}
                          component={RouterLink}
                          to={invoiceDetailPath('admin', i.format, i.id)}
                          data-testid="email-invoice-link"
                        >
                          {`${i.invoice_id ?? i.file_name ?? i.id} (${i.status})`}
                        </Link>
                      ))}
                    </Stack>
                  );
                }}
              />
            </Labeled>
            {DATE_FIELDS.map((source) => (
              <Labeled key={source} label={f(source)}>
                <UtcDateField source={source} />
              </Labeled>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <EmailCaseActions />
    </RecordContextProvider>
  );
}
