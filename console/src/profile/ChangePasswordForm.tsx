// The own password change on the profile page (POST /api/me/password). The api checks the rule
// (length, strength, no e-mail or product name) and answers field errors in the user's language;
// on success this session continues with the token it answers, every other session has ended.
import { Form, PasswordInput, SaveButton, required, useNotify, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_URL, httpClient } from '../dataProvider/httpClient';
import { setToken } from '../authStorage';

interface PasswordChange {
  current_password?: string;
  new_password?: string;
}

export function ChangePasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async (values: PasswordChange): Promise<Record<string, string> | undefined> => {
    try {
      const { json } = await httpClient(`${API_URL}/me/password`, { method: 'POST', body: JSON.stringify(values) });
      setToken((json as { token: string }).token);
      notify((json as { data: string }).data, { type: 'success' });
      return undefined;
    } catch (error) {
      const errors =
        error instanceof HttpError
          ? (error.body as { errors?: Record<string, string> } | undefined)?.errors
          : undefined;
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'error.generic', { type: 'error' });
      return undefined;
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate('app.profile.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.profile.password.hint')}
        </Typography>
        <Form onSubmit={submit} record={{}}>
          <Stack sx={{ maxWidth: 420 }}>
            <PasswordInput
              source="current_password"
              label={translate('app.profile.password.current')}
              validate={required()}
              autoComplete="current-password"
            />
            <PasswordInput
              source="new_password"
              label={translate('app.profile.password.new')}
              validate={required()}
              autoComplete="new-password"
            />
            <SaveButton label={translate('app.profile.password.submit')} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
