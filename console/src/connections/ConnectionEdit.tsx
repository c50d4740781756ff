// Connection system create (/admin/connections/:kind/new) and detail (/admin/connections/:kind/detail/:id).
import { SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { CreatePage, EditPage, RecordFormToolbar } from '../common/RecordPages';
import { INVOICE_FORMATS, TEXT_MAX_LENGTH, type InvoiceFormat } from '../../../domain/constants';
import { PATHS, kindPaths } from '../../../domain/paths';

const f = (field: string) => `resources.connections.fields.${field}`;
const isKind = (k: string | undefined): k is InvoiceFormat => (INVOICE_FORMATS as readonly string[]).includes(k ?? '');

function ConnectionForm({ deleteRedirect }: { deleteRedirect?: string }) {
  return (
    <SimpleForm toolbar={<RecordFormToolbar deleteRedirect={deleteRedirect} />}>
      <TextInput source="name" label={f('name')} validate={[required(), maxLength(TEXT_MAX_LENGTH)]} />
      <TextInput
        source="url"
        label={f('url')}
        validate={[
          required(),
          maxLength(TEXT_MAX_LENGTH),
          regex(/^[a-z][a-z0-9+.-]*:\/\/\S+$/i, 'resources.connections.invalid_url'),
        ]}
      />
    </SimpleForm>
  );
}

export function ConnectionEdit() {
  const { kind, id } = useParams();
  if (!isKind(kind)) return <Navigate to={PATHS.adminConnectionsPdf} replace />;
  return (
    <EditPage title={`resources.connections.titles.${kind}`} resource="connections" id={id}>
      <ConnectionForm deleteRedirect={kindPaths('connections', kind).list} />
    </EditPage>
  );
}

export function ConnectionCreate() {
  const { kind } = useParams();
  if (!isKind(kind)) return <Navigate to={PATHS.adminConnectionsPdf} replace />;
  return (
    <CreatePage
      title={`resources.connections.titles.${kind}`}
      resource="connections"
      record={{ kind }}
      redirectTo={() => kindPaths('connections', kind).list}
    >
      <ConnectionForm />
    </CreatePage>
  );
}
