// A company lookup for the upload rows (spec 9: page size 20): types to search the role's list
// (admins: every company; senders: their receivers; receivers: their senders), a new search
// cancelling the one before (react-query's signal).
import { useState } from 'react';
import { useGetList } from 'react-admin';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_PAGE_SIZE } from '../../../domain/constants';
import type { CompanyChoice } from './uploadQueue';

export function CompanyPicker({
  resource,
  label,
  value,
  onChange,
  error,
  disabled,
  testId,
}: {
  resource: 'companies' | 'receivers' | 'senders';
  label: string;
  value: CompanyChoice | null;
  onChange: (value: CompanyChoice | null) => void;
  error?: string | null;
  disabled?: boolean;
  testId: string;
}) {
  const [q, setQ] = useState('');
  const { data, isFetching } = useGetList<CompanyChoice & { id: string }>(
    resource,
    {
      pagination: { page: 1, perPage: AUTOCOMPLETE_PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
      filter: q.trim() ? { q: q.trim() } : {},
    },
    { enabled: !disabled },
  );
  const options: CompanyChoice[] = (data ?? []).map((c) => ({
    id: String(c.id),
    name: c.name,
    is_eSynPay: c.is_eSynPay ?? null,
    eSynPay: c.eSynPay ?? null,
  }));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200 }}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      loading={isFetching}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setQ(text);
      }}
      onChange={(_e, v) => onChange(v)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? undefined}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
