// 'Add company user' (/settings/new-user): a new user of the current user's company, with a first
// password and a role (POST /api/company-users; the api's rules answer on the fields).
import {
  BooleanInput,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useLocaleState,
} from 'react-admin';
import { CreatePage } from '../common/RecordPages';
import { ROLES, isAdmin, roleLabel } from '../../../domain/roles';
import { toLang } from '../../../domain/i18n/lang';
import { CONSOLE_PATHS } from '../../../domain/paths';

const f = (field: string) => `resources.company-users.fields.${field}`;

export function CompanyUserCreate() {
  const [locale] = useLocaleState();
  // Company users are never platform admins.
  const roles = ROLES.filter((r) => !isAdmin(r)).map((r) => ({ id: r, name: roleLabel(r, toLang(locale)) }));
  return (
    <CreatePage
      title="resources.company-users.add"
      resource="company-users"
      record={{ role: 'user', sendConfirmationByEmail: false, sendNotificationByEmail: false }}
      redirectTo={() => CONSOLE_PATHS.companyUsers}
    >
      <SimpleForm>
        <TextInput source="email" label={f('email')} validate={[required(), email()]} type="email" />
        <PasswordInput source="password" label={f('password')} validate={required()} autoComplete="new-password" />
        <SelectInput source="role" label={f('role')} choices={roles} validate={required()} translateChoice={false} />
        <BooleanInput source="sendConfirmationByEmail" label={f('sendConfirmationByEmail')} />
        <BooleanInput source="sendNotificationByEmail" label={f('sendNotificationByEmail')} />
      </SimpleForm>
    </CreatePage>
  );
}
