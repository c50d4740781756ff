// Connection system create (/admin/connections/:kind/new) and detail (/admin/connections/:kind/detail/:id).
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  regex,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../common/PageTitle';
import { INVOICE_FORMATS, TEXT_MAX_LENGTH, type InvoiceFormat } from '../../../domain/constants';
import { PATHS, kindPaths } from '../../../domain/paths';

const f = (field: string) => `resources.connections.fields.${field}`;
const isKind = (k: string | undefined): k is InvoiceFormat => (INVOICE_FORMATS as readonly string[]).includes(k ?? '');

function ConnectionForm({ listPath, canDelete }: { listPath: string; canDelete: boolean }) {
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
  const translate = useTranslate();
  const notify = useNotify();
  if (!isKind(kind)) return <Navigate to={PATHS.adminConnectionsPdf} replace />;
  return (
    <>
      <PageTitle title={translate(`resources.connections.titles.${kind}`)} />
      <Edit
        resource="connections"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title=" "
        actions={false}
        mutationOptions={{ onSuccess: () => notify('success.saved', { type: 'success' }) }}
      >
        <ConnectionForm listPath={kindPaths('connections', kind).list} canDelete />
      </Edit>
    </>
  );
}

export function ConnectionCreate() {
  const { kind } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!isKind(kind)) return <Navigate to={PATHS.adminConnectionsPdf} replace />;
  const listPath = kindPaths('connections', kind).list;
  return (
    <>
      <PageTitle title={translate(`resources.connections.titles.${kind}`)} />
      <Create
        resource="connections"
        record={{ kind }}
        title=" "
        actions={false}
        mutationOptions={{
          onSuccess: () => {
            notify('success.saved', { type: 'success' });
            redirect(listPath);
          },
        }}
      >
        <ConnectionForm listPath={listPath} canDelete={false} />
      </Create>
    </>
  );
}
