// /settings/user-profile: who is signed in (from GET /api/me), and the own password change.
import { useLocaleState, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../common/PageTitle';
import { useCurrentUser } from '../currentUser';
import { isRole, roleLabel } from '../../../domain/roles';
import { toLang } from '../../../domain/i18n/lang';
import { ChangePasswordForm } from './ChangePasswordForm';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
}

export function UserProfile() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageTitle title={translate('app.profile.title')} />
      <Card variant="outlined">
        <CardContent>
          <Stack sx={{ gap: 1 }}>
            <Line label={translate('app.profile.email')} value={user.email} />
            <Line
              label={translate('app.profile.role')}
              value={isRole(user.role) ? roleLabel(user.role, toLang(locale)) : String(user.role)}
            />
            <Line
              label={translate('app.profile.company')}
              value={user.company?.name ?? translate('app.profile.no_company')}
            />
            {user.company ? (
              <Line
                label={translate('app.profile.company_admin')}
                value={translate(user.is_company_admin ? 'ra.boolean.true' : 'ra.boolean.false')}
              />
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <ChangePasswordForm />
    </>
  );
}
