// Companies list shared by admins (/admin/companies/list), senders (/receivers/list) and receivers
// (/senders/list): filters, a sortable paged table (cards on mobile), rows open the detail page.
import { CreateButton, Datagrid, FunctionField, ListBase, TextField, useTranslate, type RaRecord } from 'react-admin';
import { PATHS, detailPath } from '../../../domain/paths';
import Grid from '@mui/material/Grid';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { useIsMobile } from '../common/useIsMobile';
import { CompanyFilterForm } from './CompanyFilterForm';
import { CompanyCards } from './CompanyCards';
import { AddressText, InvoiceEmail } from './companyFields';
import { companyListView, type CompanyListVariant } from './companyListView';
import { useCurrentUser } from '../currentUser';

const label = (field: string) => `resources.companies.fields.${field}`;
// Identifiers and emails stay on one line; a narrow screen scrolls the table sideways.
const TABLE_SX = {
  overflowX: 'auto',
  '& .column-org_id, & .column-tax_number, & .column-peppol_id, & .column-invoice_email': { whiteSpace: 'nowrap' },
};

function CompanyTable({ detailBase, showAddress }: { detailBase: string; showAddress: boolean }) {
  const isMobile = useIsMobile();
  const rowLink = (id: RaRecord['id']) => detailPath(detailBase, id);
  return (
    <ListTable rowsPerPageOptions={[10, 25, 50]}>
      {isMobile ? (
        <CompanyCards rowLink={rowLink} showAddress={showAddress} />
      ) : (
        <Datagrid rowClick={rowLink} bulkActionButtons={false} data-testid="companies-table" sx={TABLE_SX}>
          <TextField source="name" label={label('name')} />
          <TextField source="org_id" label={label('org_id')} />
          <TextField source="tax_number" label={label('tax_number')} />
          <TextField source="peppol_id" label={label('peppol_id')} />
          <FunctionField
            source="invoice_email"
            sortBy="invoice_email"
            label={label('invoice_email')}
            render={() => <InvoiceEmail />}
          />
          {showAddress ? (
            <FunctionField label={label('address')} sortable={false} render={() => <AddressText />} />
          ) : null}
        </Datagrid>
      )}
    </ListTable>
  );
}

export function CompanyList({ variant }: { variant: CompanyListVariant }) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const view = companyListView(variant, user);
  // Filters come first (above the table) below the xl breakpoint; from xl the grid split decides (see companyListView).
  const filterOrder = { xs: 0, xl: view.filtersFirst ? 0 : 1 };
  const tableOrder = { xs: 1, xl: view.filtersFirst ? 1 : 0 };
  return (
    <ListBase
      resource={view.resource}
      queryOptions={view.queryOptions}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <PageTitle
        title={translate('resources.companies.list_title')}
        actions={view.canCreate ? <CreateButton to={PATHS.adminCompanyNew} label="resources.companies.create" /> : null}
      />
      <Grid container spacing={2} columns={6}>
        <Grid size={{ xs: 6, xl: view.filterWidth }} sx={{ order: filterOrder, minWidth: 0 }}>
          <CompanyFilterForm showSwitches={view.switchFilters} />
        </Grid>
        <Grid size={{ xs: 6, xl: view.tableWidth }} sx={{ order: tableOrder, minWidth: 0 }}>
          <CompanyTable detailBase={view.detailBase} showAddress={view.showAddress} />
        </Grid>
      </Grid>
    </ListBase>
  );
}
