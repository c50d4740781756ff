// A record date in the spec's display format ('MMM d, y HH:mm', UTC).
import { useLocaleState, useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatDate } from './formatDate';

export interface UtcDateFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

function read(record: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      record,
    );
}

export function UtcDateField({ source }: UtcDateFieldProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(read(record, source), locale)}
    </Typography>
  );
}
