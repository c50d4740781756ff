// The invoice form's layout pieces shared by its sections: a row of fields (stacked on a phone)
// and a text input labelled from the form's catalogue and addressable by tests.
import { TextInput } from 'react-admin';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { formLabel } from './formLabels';

export function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
      {children}
    </Stack>
  );
}

/** A text input of the form, labelled from the catalogue and addressable by tests. */
export function FormText({ source, label, multiline }: { source: string; label: string; multiline?: boolean }) {
  return (
    <TextInput
      source={source}
      label={formLabel(label)}
      multiline={multiline}
      inputProps={{ 'data-testid': `form-${source}` }}
      helperText={false}
      sx={{ flex: 1 }}
    />
  );
}
