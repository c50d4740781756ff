// All users for admins (/admin/users/list): email, company, type, domain, email verified, and the
// per-user switches with a Save per row, in normal or eSynPay mode (PUT /api/users/:id).
import { FilterLiveForm, ListBase, TextInput, useLocaleState, useStore, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CheckIcon from '@mui/icons-material/Check';
import { PageTitle } from '../common/PageTitle';
import { isRole, roleLabel } from '../../../domain/roles';
import { toLang } from '../../../domain/i18n/lang';
import type { UsersMode } from './CompanyUserRow';
import { UserRowsTable, type ExtraColumn } from './UserRowsTable';

const f = (field: string) => `resources.users.fields.${field}`;

function RoleText({ role }: { role: unknown }) {
  const [locale] = useLocaleState();
  return <>{isRole(role) ? roleLabel(role, toLang(locale)) : String(role ?? '')}</>;
}

const COLUMNS: readonly ExtraColumn[] = [
  { key: 'company', label: f('company'), render: (r) => r.company?.name ?? '-' },
  { key: 'type', label: f('type'), render: (r) => <RoleText role={r.type ?? r.role} /> },
  { key: 'domain', label: f('domain'), render: (r) => r.domain ?? '' },
  {
    key: 'verified',
    label: f('is_email_verified'),
    render: (r) => ((r.auth0?.is_email_verified ?? r.email_verified) ? <CheckIcon fontSize="small" /> : null),
  },
];

export function UserList() {
  const translate = useTranslate();
  // Kept in react-admin's store, so the chosen mode survives a reload.
  const [mode, setMode] = useStore<UsersMode>('users.list.mode', 'normal');
  return (
    <ListBase resource="users" perPage={25} sort={{ field: 'email', order: 'ASC' }}>
      <PageTitle title={translate('resources.users.name')} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, mb: 1 }}>
        <FilterLiveForm>
          <TextInput source="q" label={f('q')} resettable helperText={false} fullWidth={false} sx={{ minWidth: 280 }} />
        </FilterLiveForm>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_e, next: UsersMode | null) => next && setMode(next)}
          aria-label={translate('resources.users.mode')}
        >
          <ToggleButton value="normal" sx={{ textTransform: 'none' }}>
            {translate('resources.users.modes.normal')}
          </ToggleButton>
          <ToggleButton value="esynpay" sx={{ textTransform: 'none' }}>
            {translate('resources.users.modes.esynpay')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <UserRowsTable
        mode={mode}
        resource="users"
        extraColumns={COLUMNS}
        rowsPerPage={[10, 25, 50]}
        testId="users-table"
      />
    </ListBase>
  );
}
