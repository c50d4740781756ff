// The filters above a list's table (invoices, bookkeeping, e-mails, eSynPay failed cases): a card
// holding a live filter form whose inputs stand in a row that wraps on a wide screen and one under
// the other on a phone.
import type { ReactNode } from 'react';
import { FilterLiveForm } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';

export function FilterCard({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent sx={{ pb: '8px !important' }}>
        <FilterLiveForm debounce={300}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ columnGap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
            data-testid={testId}
          >
            {children}
          </Stack>
        </FilterLiveForm>
      </CardContent>
    </Card>
  );
}
