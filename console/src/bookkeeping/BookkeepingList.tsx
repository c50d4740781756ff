// Bookkeeping lists: admins at /admin/bookkeeping/{pdf,peppol}, receivers at /bookkeeping/{pdf,peppol}
// (GET /api/bookkeeping?format=…; the api scopes the rows). Columns are spec 3 'Bookkeeping item'
// with the role's column visibility; filters: solved state and the type filter of the invoice lists.
import {
  BooleanField,
  Datagrid,
  FunctionField,
  ListBase,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { FilterCard } from '../common/FilterCard';
import { UtcDateField } from '../common/DateField';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, type InvoiceFormat } from '../../../domain/constants';
import { documentTypeLabel } from '../../../domain/records';
import { toLang } from '../../../domain/i18n/lang';
import { useCurrentUser } from '../currentUser';
import { bookkeepingColumns, type BookkeepingColumns } from './bookkeepingColumns';
import { invoiceDetailPath } from '../../../domain/paths';

export type BookkeepingArea = 'admin' | 'user';

const f = (field: string) => `resources.bookkeeping.fields.${field}`;
const TABLE_SX = {
  overflowX: 'auto',
  '& .column-invoice_id, & .column-invoice_sent, & .column-bookkeeping_solved_at': { whiteSpace: 'nowrap' },
};
const SOLVED_CHOICES = [
  { id: 'false', name: 'resources.bookkeeping.solved.no' },
  { id: 'true', name: 'resources.bookkeeping.solved.yes' },
];

function TypeText({ documentType }: { documentType: string | null | undefined }) {
  const [locale] = useLocaleState();
  return <>{documentTypeLabel(documentType, toLang(locale))}</>;
}

function BookkeepingFilters({ search }: { search: boolean }) {
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const typeChoices = DOCUMENT_TYPES.map((t) => ({ id: t, name: DOCUMENT_TYPE_LABELS[t][lang] }));
  return (
    <FilterCard testId="bookkeeping-filters">
      {search ? <TextInput source="q" label={f('q')} resettable helperText={false} fullWidth={false} /> : null}
      <SelectInput
        source="solved"
        label={f('bookkeeping_is_solved')}
        choices={SOLVED_CHOICES}
        emptyText="filter.allStatuses"
        helperText={false}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <SelectInput
        source="document_type"
        label={f('type')}
        choices={typeChoices}
        emptyText="filter.allTypes"
        helperText={false}
        fullWidth={false}
        sx={{ minWidth: 160 }}
      />
    </FilterCard>
  );
}

function BookkeepingTable({
  columns,
  area,
  format,
}: {
  columns: BookkeepingColumns;
  area: BookkeepingArea;
  format: InvoiceFormat;
}) {
  return (
    <ListTable rowsPerPageOptions={[10, 25, 50]}>
      {/* A row opens its invoice: the admin detail page, or the receiver's incoming one. */}
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id, _resource, record) =>
          invoiceDetailPath(
            area === 'admin' ? 'admin' : 'incoming',
            (record.format as InvoiceFormat | undefined) ?? format,
            String(id),
          )
        }
        data-testid="bookkeeping-table"
        sx={TABLE_SX}
      >
        <FunctionField source="invoice_id" label={f('invoice_id')} render={(r) => r.invoice_id ?? r.file_name ?? ''} />
        {columns.supplier ? (
          <TextField source="company.name" sortable={false} label={f('company')} emptyText="-" />
        ) : null}
        <TextField source="customer.name" sortable={false} label={f('customer')} emptyText="-" />
        <UtcDateField source="invoice_sent" label={f('invoice_sent')} />
        <FunctionField
          source="type"
          sortable={false}
          label={f('type')}
          render={(r) => <TypeText documentType={r.document_type} />}
        />
        <BooleanField source="bookkeeping_is_activated" sortable={false} label={f('bookkeeping_is_activated')} />
        <BooleanField source="bookkeeping_is_solved" sortable={false} label={f('bookkeeping_is_solved')} />
        {columns.whoSolved ? (
          <TextField
            source="bookkeeping_who_solved"
            sortable={false}
            label={f('bookkeeping_who_solved')}
            emptyText="-"
          />
        ) : null}
        {columns.whenSolved ? <UtcDateField source="bookkeeping_solved_at" label={f('bookkeeping_solved_at')} /> : null}
      </Datagrid>
    </ListTable>
  );
}

export function BookkeepingList({ area, format }: { area: BookkeepingArea; format: InvoiceFormat }) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  return (
    <ListBase
      key={`${area}-${format}`}
      resource="bookkeeping"
      filter={{ format }}
      perPage={10}
      sort={{ field: 'created_at', order: 'DESC' }}
      storeKey={`bookkeeping.${area}.${format}`}
    >
      <PageTitle title={translate(`resources.bookkeeping.titles.${format}`)} />
      <BookkeepingFilters search={area === 'admin'} />
      <BookkeepingTable columns={bookkeepingColumns(user?.role)} area={area} format={format} />
    </ListBase>
  );
}
