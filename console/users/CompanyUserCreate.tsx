// 'Add company user' (/settings/new-user): a new user of the current user's company.
import { BooleanInput, Create, SimpleForm, TextInput, email, required, useNotify, useTranslate } from 'react-admin';
import { PageTitle } from '../common/PageTitle';

const f = (field: string) => `resources.company-users.fields.${field}`;

export function CompanyUserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <>
      <PageTitle title={translate('resources.company-users.add')} />
      <Create
        resource="company-users"
        redirect={() => '/settings/users'}
        record={{ sendConfirmationByEmail: false, sendNotificationByEmail: false }}
        mutationOptions={{ onSuccess: () => notify('success.saved', { type: 'success' }) }}
        title=" "
        actions={false}
      >
        <SimpleForm>
          <TextInput source="email" label={f('email')} validate={[required(), email()]} type="email" />
          <BooleanInput source="sendConfirmationByEmail" label={f('sendConfirmationByEmail')} />
          <BooleanInput source="sendNotificationByEmail" label={f('sendNotificationByEmail')} />
        </SimpleForm>
      </Create>
    </>
  );
}
