// What the pages before sign-in (sign-in, first password, address verification) are made of: a card
// centred on a grey page, its heading, the required text fields of their small forms, the submit
// button that spins while the page waits for the api, and the text of an api answer that failed.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export function AuthPage({ width, children }: { width: number; children: ReactNode }) {
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
      <Card sx={{ width, maxWidth: '100%' }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}

/** The page's title (a translation key), after an icon if given, with the language switch at the right if asked. */
export function AuthHeading({
  title,
  icon,
  languageSwitch = false,
}: {
  title: string;
  icon?: ReactNode;
  languageSwitch?: boolean;
}) {
  const translate = useTranslate();
  const text = (
    <Typography variant="h6" component="h1">
      {translate(title)}
    </Typography>
  );
  const heading = icon ? (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      {icon}
      {text}
    </Stack>
  ) : (
    text
  );
  if (!languageSwitch) return heading;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      {heading}
      <LanguageSwitch color="primary" />
    </Stack>
  );
}

interface AuthFieldProps {
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  /** A translation key. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** A required field of a sign-in form, holding its value in the page's state. */
export function AuthField({ label, onChange, ...field }: AuthFieldProps) {
  const translate = useTranslate();
  return <TextField {...field} label={translate(label)} onChange={(e) => onChange(e.target.value)} required />;
}

/** The form's submit button (its label a translation key), with a spinner while `busy`. */
export function AuthSubmit({ label, busy, disabled }: { label: string; busy: boolean; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled}
      startIcon={busy ? <CircularProgress size={16} /> : null}
    >
      {translate(label)}
    </Button>
  );
}

/** The api's message of a failed call (its HttpError or network error), or `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}
