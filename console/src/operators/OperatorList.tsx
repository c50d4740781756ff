// Operators (admin): list at /admin/users/operators/list, rows open the detail page.
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FilterLiveForm,
  ListBase,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CONSOLE_PATHS, operatorDetailPath } from '../../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';

const f = (field: string) => `resources.operators.fields.${field}`;

function Table() {
  return (
    <ListTable>
      <Datagrid bulkActionButtons={false} rowClick={(id) => operatorDetailPath(id)} data-testid="operators-table">
        <TextField source="name" label={f('name')} />
        <TextField source="email" label={f('email')} />
        <BooleanField source="is_active" label={f('is_active')} />
      </Datagrid>
    </ListTable>
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
