// Operator create (/admin/users/operators/new) and detail (/admin/users/operators/detail/:id) with
// the operator's companies below the form.
import {
  BooleanInput,
  Create,
  SaveButton,
  Toolbar,
  Datagrid,
  Edit,
  ListBase,
  Pagination,
  SimpleForm,
  TextField,
  TextInput,
  email,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { companyDetailPath, operatorDetailPath } from '../../../domain/paths';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../common/PageTitle';
import { OPERATOR_COMPANIES } from '../dataProvider';
import { TEXT_MAX_LENGTH } from '../../../domain/constants';

const f = (field: string) => `resources.operators.fields.${field}`;

function OperatorForm() {
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" label={f('name')} validate={[required(), maxLength(TEXT_MAX_LENGTH)]} />
      <TextInput source="email" label={f('email')} type="email" validate={[required(), email()]} />
      <BooleanInput source="is_active" label={f('is_active')} />
    </SimpleForm>
  );
}

function OperatorCompanies({ operatorId }: { operatorId: string }) {
  const translate = useTranslate();
  return (
    <ListBase
      resource={OPERATOR_COMPANIES}
      filter={{ operator_id: operatorId }}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
      disableSyncWithLocation
    >
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.operators.companies')}
      </Typography>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => companyDetailPath(id)}
        data-testid="operator-companies"
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.operators.no_companies')}
          </Typography>
        }
      >
        <TextField source="name" label="resources.companies.fields.name" />
        <TextField source="org_id" label="resources.companies.fields.org_id" />
        <TextField source="peppol_id" label="resources.companies.fields.peppol_id" />
      </Datagrid>
      <Pagination />
    </ListBase>
  );
}

export function OperatorEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <>
      <PageTitle title={translate('resources.operators.detail_title')} />
      <Edit
        resource="operators"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title=" "
        actions={false}
        mutationOptions={{ onSuccess: () => notify('success.saved', { type: 'success' }) }}
      >
        <OperatorForm />
      </Edit>
      {id ? <OperatorCompanies operatorId={id} /> : null}
    </>
  );
}

export function OperatorCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <>
      <PageTitle title={translate('resources.operators.create')} />
      <Create
        resource="operators"
        record={{ is_active: true }}
        title=" "
        actions={false}
        mutationOptions={{
          // A custom onSuccess replaces react-admin's (toast and redirect): both are done here.
          onSuccess: (data: RaRecord) => {
            notify('success.saved', { type: 'success' });
            redirect(operatorDetailPath(data.id));
          },
        }}
      >
        <OperatorForm />
      </Create>
    </>
  );
}
