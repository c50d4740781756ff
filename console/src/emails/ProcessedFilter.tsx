// The 'processed' select of the failed-case lists: All, Open (not processed), Processed.
import { SelectInput } from 'react-admin';

const CHOICES = [
  { id: 'false', name: 'app.failed_cases.open' },
  { id: 'true', name: 'app.failed_cases.processed' },
];

export function ProcessedFilter() {
  return (
    <SelectInput
      source="processed"
      label="app.failed_cases.state"
      choices={CHOICES}
      emptyText="app.failed_cases.all"
      helperText={false}
      fullWidth={false}
      sx={{ minWidth: 180 }}
    />
  );
}
