// eSynPay failed cases (admin, /admin/esynpay-failed-cases): invoices the financing flow could not
// handle. Columns are spec 3 'Failed case (eSynPay)'; a narrow screen scrolls the table sideways.
import { Datagrid, ListBase, TextField, TextInput, useTranslate } from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { FilterCard } from '../common/FilterCard';
import { UtcDateField } from '../common/DateField';
import { ProcessedFilter } from '../emails/ProcessedFilter';

const RESOURCE = 'esynpay-failed-cases';
const f = (field: string) => `resources.${RESOURCE}.fields.${field}`;
const TABLE_SX = {
  overflowX: 'auto',
  '& .column-invoiceUUID, & .column-created_at, & .column-processed_at': { whiteSpace: 'nowrap' },
};

function Table() {
  return (
    <ListTable rowsPerPageOptions={[10, 25, 50]}>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="esynpay-failed-cases-table" sx={TABLE_SX}>
        <TextField source="invoiceUUID" sortable={false} label={f('invoiceUUID')} emptyText="-" />
        <TextField source="company.name" sortable={false} label={f('company')} emptyText="-" />
        <TextField source="case" sortable={false} label={f('case')} />
        <UtcDateField source="created_at" label={f('created_at')} />
        <TextField source="processed_by.email" sortable={false} label={f('processed_by')} emptyText="-" />
        <UtcDateField source="processed_at" label={f('processed_at')} />
      </Datagrid>
    </ListTable>
  );
}

export function ESynPayFailedCaseList() {
  const translate = useTranslate();
  return (
    <ListBase resource={RESOURCE} perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
      <PageTitle title={translate(`resources.${RESOURCE}.name`)} />
      <FilterCard>
        <TextInput source="q" label={f('q')} resettable helperText={false} fullWidth={false} />
        <ProcessedFilter />
      </FilterCard>
      <Table />
    </ListBase>
  );
}
