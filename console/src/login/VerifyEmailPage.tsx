// /verify-email?token=…: the page a verification link opens (no sign-in needed). It sends the token
// to POST /api/auth/verify-email once and shows the api's answer (confirmed, not valid or expired,
// or the address cannot be used) in the user's language.
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CONSOLE_PATHS } from '../../../domain/paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_URL, httpClient } from '../dataProvider/httpClient';

type Outcome = { ok: boolean; message: string } | undefined;

export function VerifyEmailPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>();
  // A token works once: React's development double effects must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = new URLSearchParams(search).get('token') ?? '';
    httpClient(`${API_URL}/auth/verify-email`, { method: 'POST', body: JSON.stringify({ token }) })
      .then(({ json }) => setOutcome({ ok: true, message: String((json as { data?: string }).data ?? '') }))
      .catch((error: unknown) =>
        setOutcome({
          ok: false,
          message: error instanceof HttpError || error instanceof Error ? error.message : translate('error.generic'),
        }),
      );
  }, [search, translate]);
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
            <Typography variant="h6" component="h1">
              {translate('app.verify_email.title')}
            </Typography>
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
        </CardContent>
      </Card>
    </Box>
  );
}
