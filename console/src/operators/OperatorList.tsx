// Operators (admin): list at /admin/users/operators/list, rows open the detail page.
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FilterLiveForm,
  ListBase,
  Pagination,
  TextField,
  TextInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { CONSOLE_PATHS, operatorDetailPath } from '../../../domain/paths';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PageTitle } from '../common/PageTitle';

const f = (field: string) => `resources.operators.fields.${field}`;

function Table() {
  const { isFetching } = useListContext();
  return (
    <Box sx={{ position: 'relative' }}>
      {isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <Datagrid bulkActionButtons={false} rowClick={(id) => operatorDetailPath(id)} data-testid="operators-table">
        <TextField source="name" label={f('name')} />
        <TextField source="email" label={f('email')} />
        <BooleanField source="is_active" label={f('is_active')} />
      </Datagrid>
      <Pagination />
    </Box>
  );
}

export function OperatorList() {
  const translate = useTranslate();
  return (
    <ListBase resource="operators" perPage={25} sort={{ field: 'name', order: 'ASC' }}>
      <PageTitle
        title={translate('resources.operators.name')}
        actions={<CreateButton to={CONSOLE_PATHS.adminOperatorNew} />}
      />
      <FilterLiveForm>
        <TextInput source="name" label={f('name')} resettable helperText={false} />
      </FilterLiveForm>
      <Table />
    </ListBase>
  );
}
