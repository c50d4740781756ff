// /verify-email?token=…: the page a verification link opens (no sign-in needed). It sends the token
// to POST /api/auth/verify-email once and shows the api's answer (confirmed, not valid or expired,
// or the address cannot be used) in the user's language.
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CONSOLE_PATHS } from '../../../domain/paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AuthHeading, AuthPage } from './AuthPage';
import { useTokenAnswer, type TokenAnswer } from './useTokenAnswer';

type Outcome = { ok: boolean; message: string } | undefined;

function outcomeOf(answer: TokenAnswer): Outcome {
  if (answer.state === 'waiting') return undefined;
  if (answer.state === 'refused') return { ok: false, message: answer.message };
  return { ok: true, message: String((answer.json as { data?: string } | null)?.data ?? '') };
}

export function VerifyEmailPage() {
  const translate = useTranslate();
  const outcome = outcomeOf(useTokenAnswer('/auth/verify-email').answer);
  return (
    <AuthPage width={420}>
      <Stack sx={{ gap: 2 }}>
        <AuthHeading title="app.verify_email.title" />
        {outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="verify-email-outcome">
            {outcome.message}
          </Alert>
        ) : (
          <CircularProgress size={24} />
        )}
        <Button component={RouterLink} to={CONSOLE_PATHS.login} variant="contained" disabled={!outcome}>
          {translate('app.verify_email.to_login')}
        </Button>
      </Stack>
    </AuthPage>
  );
}
