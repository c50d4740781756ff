// A titled block of a long form.
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}
