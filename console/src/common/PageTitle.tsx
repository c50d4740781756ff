// A page heading with optional actions on the right; also sets the browser title via <Title>.
import { Title, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  const translate = useTranslate();
  const text = translate(title, { _: title });
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', my: 2, gap: 2, flexWrap: 'wrap' }}
    >
      <Title title={text} />
      <Typography variant="h5" component="h1">
        {text}
      </Typography>
      {actions ? (
        <Stack direction="row" sx={{ gap: 1 }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
