// Domain create (/admin/domains/:kind/new) and detail (/admin/domains/:kind/detail/:id).
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { CreatePage, EditPage, RecordFormToolbar } from '../common/RecordPages';
import { TEXT_MAX_LENGTH } from '../../../domain/constants';
import { PATHS, kindPaths } from '../../../domain/paths';
import { DOMAIN_KINDS, isDomainSlug } from './domainKinds';
import { COMPANY_LIST_META } from '../companies/companyListView';

const f = (field: string) => `resources.domains.fields.${field}`;

function DomainForm({ deleteRedirect }: { deleteRedirect?: string }) {
  return (
    <SimpleForm toolbar={<RecordFormToolbar deleteRedirect={deleteRedirect} />}>
      <TextInput source="name" label={f('name')} validate={[required(), maxLength(TEXT_MAX_LENGTH)]} />
      <TextInput source="description" label={f('description')} multiline validate={maxLength(TEXT_MAX_LENGTH)} />
      <ReferenceInput source="company_id" reference="companies" perPage={20} queryOptions={{ meta: COMPANY_LIST_META }}>
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
  if (!isDomainSlug(kind)) return <Navigate to={PATHS.adminDomainsAllowed} replace />;
  return (
    <EditPage title={`resources.domains.titles.${kind}`} resource="domains" id={id}>
      <DomainForm deleteRedirect={kindPaths('domains', kind).list} />
    </EditPage>
  );
}

export function DomainCreate() {
  const { kind } = useParams();
  if (!isDomainSlug(kind)) return <Navigate to={PATHS.adminDomainsAllowed} replace />;
  return (
    <CreatePage
      title={`resources.domains.titles.${kind}`}
      resource="domains"
      record={{ kind: DOMAIN_KINDS[kind] }}
      redirectTo={() => kindPaths('domains', kind).list}
    >
      <DomainForm />
    </CreatePage>
  );
}
