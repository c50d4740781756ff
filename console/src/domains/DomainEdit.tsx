// Domain create (/admin/domains/:kind/new) and detail (/admin/domains/:kind/detail/:id).
import {
  AutocompleteInput,
  Create,
  DeleteButton,
  Edit,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../common/PageTitle';
import { TEXT_MAX_LENGTH } from '../../../domain/constants';
import { PATHS, kindPaths } from '../../../domain/paths';
import { DOMAIN_KINDS, isDomainSlug } from './domainKinds';

const f = (field: string) => `resources.domains.fields.${field}`;

function DomainForm({ listPath, canDelete }: { listPath: string; canDelete: boolean }) {
  return (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {canDelete ? <DeleteButton redirect={listPath} mutationMode="pessimistic" /> : null}
        </Toolbar>
      }
    >
      <TextInput source="name" label={f('name')} validate={[required(), maxLength(TEXT_MAX_LENGTH)]} />
      <TextInput source="description" label={f('description')} multiline validate={maxLength(TEXT_MAX_LENGTH)} />
      <ReferenceInput source="company_id" reference="companies" perPage={20}>
        <AutocompleteInput
          label={f('company')}
          optionText="name"
          filterToQuery={(name: string) => ({ name })}
          sx={{ minWidth: 320 }}
        />
      </ReferenceInput>
    </SimpleForm>
  );
}

export function DomainEdit() {
  const { kind, id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  if (!isDomainSlug(kind)) return <Navigate to={PATHS.adminDomainsAllowed} replace />;
  const listPath = kindPaths('domains', kind).list;
  return (
    <>
      <PageTitle title={translate(`resources.domains.titles.${kind}`)} />
      <Edit
        resource="domains"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title=" "
        actions={false}
        mutationOptions={{ onSuccess: () => notify('success.saved', { type: 'success' }) }}
      >
        <DomainForm listPath={listPath} canDelete />
      </Edit>
    </>
  );
}

export function DomainCreate() {
  const { kind } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!isDomainSlug(kind)) return <Navigate to={PATHS.adminDomainsAllowed} replace />;
  const listPath = kindPaths('domains', kind).list;
  return (
    <>
      <PageTitle title={translate(`resources.domains.titles.${kind}`)} />
      <Create
        resource="domains"
        record={{ kind: DOMAIN_KINDS[kind] }}
        title=" "
        actions={false}
        mutationOptions={{
          onSuccess: () => {
            notify('success.saved', { type: 'success' });
            redirect(listPath);
          },
        }}
      >
        <DomainForm listPath={listPath} canDelete={false} />
      </Create>
    </>
  );
}
