// 'Add company user' (/settings/new-user): a new user of the current user's company, with a first
// password and a role (POST /api/company-users; the api's rules answer on the fields).
import {
  BooleanInput,
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ROLES, isAdmin, roleLabel } from '../../../domain/roles';
import { toLang } from '../../../domain/i18n/lang';
import { CONSOLE_PATHS } from '../../../domain/paths';

const f = (field: string) => `resources.company-users.fields.${field}`;

export function CompanyUserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  // Company users are never platform admins.
  const roles = ROLES.filter((r) => !isAdmin(r)).map((r) => ({ id: r, name: roleLabel(r, toLang(locale)) }));
  return (
    <>
      <PageTitle title={translate('resources.company-users.add')} />
      <Create
        resource="company-users"
        record={{ role: 'user', sendConfirmationByEmail: false, sendNotificationByEmail: false }}
        mutationOptions={{
          // A custom onSuccess replaces react-admin's (toast and redirect): both are done here.
          onSuccess: () => {
            notify('success.saved', { type: 'success' });
            redirect(CONSOLE_PATHS.companyUsers);
          },
        }}
        title=" "
        actions={false}
      >
        <SimpleForm>
          <TextInput source="email" label={f('email')} validate={[required(), email()]} type="email" />
          <PasswordInput source="password" label={f('password')} validate={required()} autoComplete="new-password" />
          <SelectInput source="role" label={f('role')} choices={roles} validate={required()} translateChoice={false} />
          <BooleanInput source="sendConfirmationByEmail" label={f('sendConfirmationByEmail')} />
          <BooleanInput source="sendNotificationByEmail" label={f('sendNotificationByEmail')} />
        </SimpleForm>
      </Create>
    </>
  );
}
