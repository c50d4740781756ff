// Sign-in page: email and password against POST /api/auth/login.
import { useState, type FormEvent } from 'react';
import { HttpError, useLogin, useNotify, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AuthField, AuthHeading, AuthPage, AuthSubmit } from './AuthPage';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      await login({ email, password });
    } catch (error) {
      const message =
        error instanceof HttpError && error.status === 401
          ? 'error.wrongLogin'
          : error instanceof Error
            ? error.message
            : 'ra.auth.sign_in_error';
      notify(message, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthPage width={380}>
      <AuthHeading title="app.login.title" icon={<ReceiptLongIcon color="primary" />} languageSwitch />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.login.subtitle')}
      </Typography>
      <form onSubmit={submit} noValidate>
        <Stack sx={{ gap: 2 }}>
          <AuthField
            name="email"
            type="email"
            autoComplete="username"
            label="app.login.email"
            value={email}
            onChange={setEmail}
            autoFocus
          />
          <AuthField
            name="password"
            type="password"
            autoComplete="current-password"
            label="app.login.password"
            value={password}
            onChange={setPassword}
          />
          <AuthSubmit label="app.login.submit" busy={loading} disabled={loading || !email || !password} />
        </Stack>
      </form>
    </AuthPage>
  );
}
