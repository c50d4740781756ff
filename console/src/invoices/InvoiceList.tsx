// Invoice lists: admin (/admin/invoices/list PDF, /admin/peppol/list Peppol), outgoing
// (/invoices/outgoing/{pdf,peppol}/list) and incoming (/invoices/incoming/{pdf,peppol}/list). Peppol
// lists that show incoming invoices carry the Approve / Reject answers (InvoiceResponseButtons).
import { Datagrid, FunctionField, ListBase, TextField, useLocaleState, useTranslate } from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { UtcDateField } from '../common/DateField';
import type { InvoiceFormat } from '../../../domain/constants';
import { documentTypeLabel } from '../../../domain/records';
import { toLang } from '../../../domain/i18n/lang';
import { viewerOf } from '../../../domain/statuses';
import { useCurrentUser } from '../currentUser';
import { ESynPayStatusCell, InvoiceStatusCell, type InvoiceDirection } from './StatusBarCell';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceResponseButtons } from './InvoiceResponseButtons';
import { showSupplierColumn } from '../layout/permissions';
import { invoiceDetailPath } from '../../../domain/paths';
import { INVOICE_RESOURCES } from './invoiceResources';

export type InvoiceListScope = 'admin' | InvoiceDirection;

const RESOURCE: Record<InvoiceListScope, string> = INVOICE_RESOURCES;

const f = (field: string) => `resources.invoices.fields.${field}`;
const TABLE_SX = {
  overflowX: 'auto',
  '& .column-invoice_id, & .column-created_at, & .column-invoice_sent': { whiteSpace: 'nowrap' },
  // The answers (Approve / Reject) stay at the right edge of the visible table when the columns are
  // wider than the screen (the admin list at 1440 px, Swedish labels): the rest scrolls beneath them.
  '& .column-answer': {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.3)',
  },
  '& thead .column-answer': { zIndex: 3 },
  '& tbody .column-answer': { zIndex: 1 },
};

function TypeText({ documentType }: { documentType: string | null | undefined }) {
  const [locale] = useLocaleState();
  return <>{documentTypeLabel(documentType, toLang(locale))}</>;
}

function InvoiceTable({
  scope,
  format,
  supplier,
}: {
  scope: InvoiceListScope;
  format: InvoiceFormat;
  supplier: boolean;
}) {
  const direction: InvoiceDirection = scope === 'incoming' ? 'incoming' : 'outgoing';
  return (
    <ListTable rowsPerPageOptions={[10, 25, 50]}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id, _resource, record) =>
          invoiceDetailPath(scope, (record.format as InvoiceFormat | undefined) ?? format, String(id))
        }
        data-testid="invoices-table"
        sx={TABLE_SX}
      >
        <FunctionField source="invoice_id" label={f('invoice_id')} render={(r) => r.invoice_id ?? r.file_name ?? ''} />
        <FunctionField
          source="type"
          sortable={false}
          label={f('type')}
          render={(r) => <TypeText documentType={r.document_type} />}
        />
        {supplier ? <TextField source="company.name" sortable={false} label={f('company')} /> : null}
        <TextField source="customer.name" sortable={false} label={f('customer')} />
        {scope === 'admin' ? (
          <TextField source="sender.email" sortable={false} label={f('sender')} emptyText="-" />
        ) : null}
        <UtcDateField source="created_at" label={f('created_at')} />
        <UtcDateField source="invoice_sent" label={f('invoice_sent')} />
        <FunctionField source="status" label={f('status')} render={() => <InvoiceStatusCell direction={direction} />} />
        <FunctionField
          source="eSynPay_status"
          sortable={false}
          label={f('eSynPay_status')}
          render={() => <ESynPayStatusCell />}
        />
        {format === 'peppol' && scope !== 'outgoing' ? (
          <FunctionField
            sortable={false}
            label="resources.invoices.response.column"
            cellClassName="column-answer"
            headerClassName="column-answer"
            render={() => <InvoiceResponseButtons incoming={scope === 'incoming'} />}
          />
        ) : null}
      </Datagrid>
    </ListTable>
  );
}

export function InvoiceList({ scope, format }: { scope: InvoiceListScope; format: InvoiceFormat }) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const admin = scope === 'admin' && user?.role === 'admin';
  const title = `resources.invoices.titles.${scope}_${format}`;
  return (
    <ListBase
      key={`${scope}-${format}`}
      resource={RESOURCE[scope]}
      filter={{ format }}
      perPage={10}
      sort={{ field: 'created_at', order: 'DESC' }}
      storeKey={`invoices.${scope}.${format}`}
    >
      <PageTitle title={translate(title)} />
      <InvoiceFilters format={format} admin={admin} viewer={user ? viewerOf(user.role) : 'user'} />
      <InvoiceTable scope={scope} format={format} supplier={showSupplierColumn(user)} />
    </ListBase>
  );
}
