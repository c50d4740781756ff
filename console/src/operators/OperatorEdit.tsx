// Operator create (/admin/users/operators/new) and detail (/admin/users/operators/detail/:id) with
// the operator's companies below the form.
import {
  BooleanInput,
  Datagrid,
  ListBase,
  Pagination,
  SimpleForm,
  TextField,
  TextInput,
  email,
  maxLength,
  required,
  useTranslate,
} from 'react-admin';
import { companyDetailPath, operatorDetailPath } from '../../../domain/paths';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { CreatePage, EditPage, RecordFormToolbar } from '../common/RecordPages';
import { OPERATOR_COMPANIES } from '../dataProvider';
import { TEXT_MAX_LENGTH } from '../../../domain/constants';

const f = (field: string) => `resources.operators.fields.${field}`;

function OperatorForm() {
  return (
    <SimpleForm toolbar={<RecordFormToolbar />}>
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
  return (
    <>
      <EditPage title="resources.operators.detail_title" resource="operators" id={id}>
        <OperatorForm />
      </EditPage>
      {id ? <OperatorCompanies operatorId={id} /> : null}
    </>
  );
}

export function OperatorCreate() {
  return (
    <CreatePage
      title="resources.operators.create"
      resource="operators"
      record={{ is_active: true }}
      redirectTo={(created) => operatorDetailPath(created.id)}
    >
      <OperatorForm />
    </CreatePage>
  );
}
