// Inbound mail (admin): every mail at /admin/emails/list, the failed cases (mails no invoice could
// be made from) at /admin/emails/failed-cases/list. Columns are spec 3 'Email record'; rows open the
// email detail page. Like the invoice lists, a narrow screen scrolls the table sideways.
import { Datagrid, FunctionField, ListBase, TextField, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { FilterCard } from '../common/FilterCard';
import { UtcDateField } from '../common/DateField';
import { ProcessedFilter } from './ProcessedFilter';
import { emailDetailPath, invoiceDetailPath } from '../../../domain/paths';
import { emailCaseLabel } from '../../../domain/email-intake';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';

export type EmailListVariant = 'all' | 'failed-cases';

const RESOURCE: Record<EmailListVariant, string> = { all: 'emails', 'failed-cases': 'emails/failed-cases' };

const f = (field: string) => `resources.emails.fields.${field}`;
const TABLE_SX = {
  overflowX: 'auto',
  '& .column-from, & .column-to, & .column-messageId, & .column-receive_time, & .column-created_at, & .column-processed_at, & .column-invoice_sent':
    { whiteSpace: 'nowrap' },
};

function EmailTable() {
  const [locale] = useLocaleState();
  return (
    <ListTable rowsPerPageOptions={[10, 25, 50]}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => emailDetailPath(id)}
        data-testid="emails-table"
        sx={TABLE_SX}
      >
        <TextField source="subject" sortable={false} label={f('subject')} emptyText="-" />
        <TextField source="from" sortable={false} label={f('from')} emptyText="-" />
        <FunctionField
          source="to"
          sortable={false}
          label={f('to')}
          render={(r) => (Array.isArray(r.to) ? r.to.join(', ') : '')}
        />
        <UtcDateField source="receive_time" label={f('receive_time')} />
        <TextField source="messageId" sortable={false} label={f('messageId')} emptyText="-" />
        <TextField source="company.name" sortable={false} label={f('company')} emptyText="-" />
        <TextField source="customer.name" sortable={false} label={f('customer')} emptyText="-" />
        <FunctionField
          source="case"
          sortable={false}
          label={f('case')}
          render={(r) => emailCaseLabel(r.case as string | null, locale === 'sv' ? 'sv' : 'en') || '-'}
        />
        <FunctionField
          source="invoice"
          sortable={false}
          label={f('invoice')}
          render={(r) =>
            r.invoice ? (
              <Link
                component={RouterLink}
                to={invoiceDetailPath('admin', r.invoice.format, String(r.invoice.id))}
                onClick={(e) => e.stopPropagation()}
              >
                {r.invoice.invoice_id ?? r.invoice.id}
              </Link>
            ) : (
              '-'
            )
          }
        />
        <UtcDateField source="invoice_sent" sortable={false} label={f('invoice_sent')} />
        <TextField source="processed_by.email" sortable={false} label={f('processed_by')} emptyText="-" />
        <UtcDateField source="processed_at" label={f('processed_at')} />
        <UtcDateField source="created_at" label={f('created_at')} />
      </Datagrid>
    </ListTable>
  );
}

export function EmailList({ variant }: { variant: EmailListVariant }) {
  const translate = useTranslate();
  return (
    <ListBase
      key={variant}
      resource={RESOURCE[variant]}
      perPage={25}
      sort={{ field: 'receive_time', order: 'DESC' }}
      storeKey={`emails.${variant}`}
    >
      <PageTitle title={translate(`resources.emails.titles.${variant}`)} />
      <FilterCard testId="email-filters">
        <TextInput source="q" label={f('q')} resettable helperText={false} fullWidth={false} />
        {variant === 'failed-cases' ? <ProcessedFilter /> : null}
      </FilterCard>
      <EmailTable />
    </ListBase>
  );
}
