// /set-password?token=…: the page an invitation's link opens (no sign-in needed). It asks the api
// whether the link works (POST /api/auth/invitation) and for which account, then sets the first
// password (POST /api/auth/invitation/password; the api applies the password rule) and signs the
// person in with it. A link that does not work shows the api's one answer and a way to sign-in.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { CONSOLE_PATHS } from '../../../domain/paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { API_URL, httpClient } from '../dataProvider/httpClient';

type LinkState = { kind: 'checking' } | { kind: 'open'; email: string } | { kind: 'closed'; message: string };

function errorText(error: unknown, fallback: string): string {
  return error instanceof HttpError || error instanceof Error ? error.message : fallback;
}

export function SetPasswordPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  // React's development double effects must not check twice (harmless, but counted per address).
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    httpClient(`${API_URL}/auth/invitation`, { method: 'POST', body: JSON.stringify({ token }) })
      .then(({ json }) => setLink({ kind: 'open', email: String((json as { email?: string }).email ?? '') }))
      .catch((error: unknown) => setLink({ kind: 'closed', message: errorText(error, translate('error.generic')) }));
  }, [token, translate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.kind !== 'open') return;
    if (password !== repeat) {
      setProblem(translate('app.set_password.mismatch'));
      return;
    }
    setProblem(undefined);
    setSaving(true);
    try {
      await httpClient(`${API_URL}/auth/invitation/password`, {
        method: 'POST',
        body: JSON.stringify({ token, password }),
      });
    } catch (error) {
      // A password the rule refuses keeps the link open; a link that stopped working closes the form.
      if (error instanceof HttpError && error.status === 422) setProblem(error.message);
      else setLink({ kind: 'closed', message: errorText(error, translate('error.generic')) });
      setSaving(false);
      return;
    }
    try {
      await login({ email: link.email, password });
    } catch {
      notify('app.set_password.signed_in_failed', { type: 'info' });
      void navigate(CONSOLE_PATHS.login);
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
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6" component="h1">
                {translate('app.set_password.title')}
              </Typography>
              <LanguageSwitch color="primary" />
            </Stack>
            {link.kind === 'checking' ? <CircularProgress size={24} /> : null}
            {link.kind === 'closed' ? (
              <>
                <Alert severity="error" data-testid="set-password-closed">
                  {link.message}
                </Alert>
                <Button component={RouterLink} to={CONSOLE_PATHS.login} variant="contained">
                  {translate('app.set_password.to_login')}
                </Button>
              </>
            ) : null}
            {link.kind === 'open' ? (
              <form onSubmit={submit} noValidate>
                <Stack sx={{ gap: 2 }}>
                  <Typography variant="body2" data-testid="set-password-account">
                    {translate('app.set_password.account', { email: link.email })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.set_password.hint')}
                  </Typography>
                  {/* The account's address for password managers. */}
                  <input type="hidden" name="username" autoComplete="username" value={link.email} />
                  <TextField
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    label={translate('app.set_password.password')}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    required
                    autoFocus
                  />
                  <TextField
                    name="repeat"
                    type="password"
                    autoComplete="new-password"
                    label={translate('app.set_password.repeat')}
                    value={repeat}
                    onChange={(e) => setRepeat(e.target.value)}
                    required
                  />
                  {problem ? (
                    <Alert severity="error" data-testid="set-password-problem">
                      {problem}
                    </Alert>
                  ) : null}
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={saving || !password || !repeat}
                    startIcon={saving ? <CircularProgress size={16} /> : null}
                  >
                    {translate('app.set_password.submit')}
                  </Button>
                </Stack>
              </form>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
