// /set-password?token=…: the page an invitation's link opens (no sign-in needed). It asks the api
// whether the link works (POST /api/auth/invitation) and for which account, then sets the first
// password (POST /api/auth/invitation/password; the api applies the password rule) and signs the
// person in with it. A link that does not work shows the api's one answer and a way to sign-in.
import { useState, type FormEvent } from 'react';
import { HttpError, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CONSOLE_PATHS } from '../../../domain/paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_URL, httpClient } from '../dataProvider/httpClient';
import { AuthField, AuthHeading, AuthPage, AuthSubmit, errorText } from './AuthPage';
import { useTokenAnswer, type TokenAnswer } from './useTokenAnswer';

type LinkState = { kind: 'checking' } | { kind: 'open'; email: string } | { kind: 'closed'; message: string };

function linkOf(answer: TokenAnswer): LinkState {
  if (answer.state === 'waiting') return { kind: 'checking' };
  if (answer.state === 'refused') return { kind: 'closed', message: answer.message };
  return { kind: 'open', email: String((answer.json as { email?: string } | null)?.email ?? '') };
}

export function SetPasswordPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token, answer } = useTokenAnswer('/auth/invitation');
  // Set when saving finds that the link stopped working.
  const [closedBecause, setClosedBecause] = useState<string>();
  const link: LinkState = closedBecause === undefined ? linkOf(answer) : { kind: 'closed', message: closedBecause };
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

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
      else setClosedBecause(errorText(error, translate('error.generic')));
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
    <AuthPage width={420}>
      <Stack sx={{ gap: 2 }}>
        <AuthHeading title="app.set_password.title" languageSwitch />
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
              <AuthField
                name="password"
                type="password"
                autoComplete="new-password"
                label="app.set_password.password"
                value={password}
                onChange={setPassword}
                autoFocus
              />
              <AuthField
                name="repeat"
                type="password"
                autoComplete="new-password"
                label="app.set_password.repeat"
                value={repeat}
                onChange={setRepeat}
              />
              {problem ? (
                <Alert severity="error" data-testid="set-password-problem">
                  {problem}
                </Alert>
              ) : null}
              <AuthSubmit label="app.set_password.submit" busy={saving} disabled={saving || !password || !repeat} />
            </Stack>
          </form>
        ) : null}
      </Stack>
    </AuthPage>
  );
}
