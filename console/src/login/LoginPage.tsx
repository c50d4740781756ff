// Sign-in page: email and password against POST /api/auth/login.
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { HttpError } from 'react-admin';

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
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: 380, maxWidth: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <ReceiptLongIcon color="primary" />
              <Typography variant="h6" component="h1">
                {translate('app.login.title')}
              </Typography>
            </Stack>
            <LanguageSwitch color="primary" />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.login.subtitle')}
          </Typography>
          <form onSubmit={submit} noValidate>
            <Stack sx={{ gap: 2 }}>
              <TextField
                name="email"
                type="email"
                autoComplete="username"
                label={translate('app.login.email')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus
              />
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={translate('app.login.password')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              <Button
                type="submit"
                variant="contained"
                disabled={loading || !email || !password}
                startIcon={loading ? <CircularProgress size={16} /> : null}
              >
                {translate('app.login.submit')}
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
