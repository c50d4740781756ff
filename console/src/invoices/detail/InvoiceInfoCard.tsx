// The info card of the detail page: number, type, status bars, parties, dates and amount; for
// admins the links to the company, user and e-mail detail pages, the invoice UUID, the job ids and
// the invoice's workflow in the Temporal UI (its address comes from the api, TEMPORAL_UI_URL).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useLocaleState, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CompanyRefDetail, InvoiceDetail } from '../../../../domain/invoice-detail';
import { documentTypeLabel } from '../../../../domain/records';
import { formatAmount } from '../../../../domain/format';
import { toLang } from '../../../../domain/i18n/lang';
import { jobLinks } from '../../../../domain/actions';
import { formatDate } from '../../common/formatDate';
import { PATHS, companyDetailPath, emailDetailPath } from '../../../../domain/paths';
import { ESynPayStatusCell, InvoiceStatusCell } from '../StatusBarCell';

const d = (key: string) => `resources.invoices.detail.${key}`;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 170, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function AppLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link component={RouterLink} to={to} data-testid={testId}>
      {children}
    </Link>
  );
}

export function InvoiceInfoCard({ invoice, admin }: { invoice: InvoiceDetail; admin: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const f = (field: string) => translate(`resources.invoices.fields.${field}`);
  const company = (c: CompanyRefDetail | null, testId: string) => {
    if (!c) return '-';
    return admin ? (
      <AppLink to={companyDetailPath(c.id)} testId={testId}>
        {c.name ?? c.id}
      </AppLink>
    ) : (
      (c.name ?? '-')
    );
  };
  const customerName = invoice.customer_data_from_peppol_network?.name ?? invoice.customer_data?.name;
  const jobs = admin ? jobLinks({ role: 'admin', format: invoice.format, invoice }) : [];
  const flags = (
    [
      ['is_eSynSend', 'eSynSend'],
      ['is_eSynPay', 'eSynPay'],
      ['is_eSynAccess', 'eSynAccess'],
      ['is_manual_parsing', translate('action.parseManually')],
    ] as const
  ).filter(([key]) => invoice[key]);
  return (
    <Card variant="outlined" data-testid="invoice-info-card">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate(d('info'))}
        </Typography>
        <RecordContextProvider value={invoice}>
          <Row label={f('invoice_id')} testId="info-invoice-id">
            {invoice.invoice_id ?? '-'}
          </Row>
          {invoice.file_name ? <Row label={translate(d('file_name'))}>{invoice.file_name}</Row> : null}
          <Row label={f('type')}>
            {documentTypeLabel(invoice.document_type, lang)} · {invoice.format === 'peppol' ? 'Peppol' : 'PDF'}
          </Row>
          <Row label={f('status')} testId="info-status">
            <InvoiceStatusCell direction={invoice.direction} />
          </Row>
          <Row label={f('eSynPay_status')}>
            <ESynPayStatusCell />
          </Row>
        </RecordContextProvider>
        <Row label={translate(d('sender_company'))}>{company(invoice.sender_company, 'link-sender-company')}</Row>
        <Row label={translate(d('receiver_company'))}>
          {invoice.receiver_company
            ? company(invoice.receiver_company, 'link-receiver-company')
            : typeof customerName === 'string'
              ? customerName
              : '-'}
        </Row>
        {invoice.sender ? (
          <Row label={translate(d('sender_user'))}>
            {admin ? (
              <AppLink
                to={`${PATHS.adminUserList}?filter=${encodeURIComponent(JSON.stringify({ email: invoice.sender.email }))}`}
                testId="link-sender-user"
              >
                {invoice.sender.email}
              </AppLink>
            ) : (
              invoice.sender.email
            )}
          </Row>
        ) : null}
        <Row label={f('created_at')}>{formatDate(invoice.created_at, locale)}</Row>
        {invoice.invoice_sent ? <Row label={f('invoice_sent')}>{formatDate(invoice.invoice_sent, locale)}</Row> : null}
        {invoice.issue_date ? <Row label={translate(d('issue_date'))}>{invoice.issue_date.slice(0, 10)}</Row> : null}
        {invoice.due_date ? <Row label={translate(d('due_date'))}>{invoice.due_date.slice(0, 10)}</Row> : null}
        {invoice.payable_amount !== null ? (
          <Row label={translate(d('amount'))}>
            {formatAmount(invoice.payable_amount, lang, 2, invoice.currency ?? undefined)}
          </Row>
        ) : null}
        {flags.length > 0 ? (
          <Row label={translate(d('flags'))}>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {flags.map(([key, label]) => (
                <Chip key={key} size="small" label={label} />
              ))}
            </Stack>
          </Row>
        ) : null}
        {admin && invoice.invoiceUUID ? <Row label={translate(d('invoice_uuid'))}>{invoice.invoiceUUID}</Row> : null}
        {admin && invoice.mail ? (
          <Row label={translate(d('mail'))}>
            <AppLink to={emailDetailPath(invoice.mail.id)} testId="link-mail">
              {invoice.mail.subject ?? invoice.mail.from ?? invoice.mail.id}
            </AppLink>
          </Row>
        ) : null}
        {jobs.length > 0 ? (
          <Row label={translate(d('jobs'))}>{jobs.map((j) => `${j.field}: ${j.id}`).join(', ')}</Row>
        ) : null}
        {admin && invoice.workflow ? (
          <Row label={translate(d('workflow'))} testId="info-workflow">
            {invoice.workflow.url ? (
              <Link
                href={invoice.workflow.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="link-temporal-ui"
              >
                {invoice.workflow.id} <OpenInNewIcon sx={{ fontSize: 14, verticalAlign: 'middle' }} />
              </Link>
            ) : (
              <>
                {invoice.workflow.id}{' '}
                <Typography variant="caption" color="text.secondary">
                  ({translate(d('workflow_no_ui'))})
                </Typography>
              </>
            )}
          </Row>
        ) : null}
      </CardContent>
    </Card>
  );
}
