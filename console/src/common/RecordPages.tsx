// The frame of a record's create and edit pages: the page heading over react-admin's Create or Edit
// without their own title and actions. Saving toasts 'Success, saved!'; an edit stays on the page
// (pessimistic, so server validation errors land on the fields), a create goes where the page says.
// The form itself is the page's own.
import type { ReactNode } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  Toolbar,
  useNotify,
  useRedirect,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { PageTitle } from './PageTitle';

type Transform = (data: Record<string, unknown>) => Record<string, unknown>;

interface PageProps {
  /** The heading: a translation key or a text. */
  title: string;
  resource: string;
  transform?: Transform;
  children: ReactNode;
}

export function useSavedToast() {
  const notify = useNotify();
  return () => notify('success.saved', { type: 'success' });
}

export function EditPage({ title, resource, id, transform, children }: PageProps & { id: Identifier | undefined }) {
  const onSuccess = useSavedToast();
  return (
    <>
      <PageTitle title={title} />
      <Edit
        resource={resource}
        id={id}
        transform={transform}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess }}
        title=" "
        actions={false}
      >
        {children}
      </Edit>
    </>
  );
}

export function CreatePage({
  title,
  resource,
  record,
  transform,
  redirectTo,
  children,
}: PageProps & { record: Partial<RaRecord>; redirectTo: (created: RaRecord) => string }) {
  const toast = useSavedToast();
  const redirect = useRedirect();
  return (
    <>
      <PageTitle title={title} />
      <Create
        resource={resource}
        record={record}
        transform={transform}
        mutationOptions={{
          // A custom onSuccess replaces react-admin's (toast and redirect): both are done here.
          onSuccess: (created: RaRecord) => {
            toast();
            redirect(redirectTo(created));
          },
        }}
        title=" "
        actions={false}
      >
        {children}
      </Create>
    </>
  );
}

/** A record form's toolbar: Save, and Delete (asking first, then back to `deleteRedirect`) when given. */
export function RecordFormToolbar({ deleteRedirect }: { deleteRedirect?: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deleteRedirect ? <DeleteButton redirect={deleteRedirect} mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}
