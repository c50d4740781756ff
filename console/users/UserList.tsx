// All users for admins (/admin/users/list): email, company, type, domain, email verified.
import { BooleanField, Datagrid, FilterLiveForm, FunctionField, ListBase, Pagination, TextField, TextInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PageTitle } from '../common/PageTitle';
import { isRole, roleLabel } from '../../domain/roles';
import { toLang } from '../../domain/i18n/lang';
import { userEmail } from '../../domain/records';

const f = (field: string) => `resources.users.fields.${field}`;

function RoleText({ role }: { role: unknown }) {
  const [locale] = useLocaleState();
  return <>{isRole(role) ? roleLabel(role, toLang(locale)) : String(role ?? '')}</>;
}

function Table() {
  const { isFetching } = useListContext();
  return (
    <Box sx={{ position: 'relative' }}>
      {isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="users-table">
        <FunctionField source="email" label={f('email')} render={(r) => userEmail(r)} />
        <TextField source="company.name" sortable={false} label={f('company')} emptyText="-" />
        <FunctionField source="type" label={f('type')} render={(r) => <RoleText role={r.type ?? r.role} />} />
        <TextField source="domain" label={f('domain')} />
        <FunctionField sortable={false} label={f('is_email_verified')} render={(r) => <BooleanField record={{ id: r.id, v: r.auth0?.is_email_verified ?? r.email_verified }} source="v" />} />
      </Datagrid>
      <Pagination />
    </Box>
  );
}

export function UserList() {
  const translate = useTranslate();
  return (
    <ListBase resource="users" perPage={25} sort={{ field: 'email', order: 'ASC' }}>
      <PageTitle title={translate('resources.users.name')} />
      <FilterLiveForm>
        <TextInput source="q" label={f('q')} resettable helperText={false} />
      </FilterLiveForm>
      <Table />
    </ListBase>
  );
}
