// The simple value-list form (spec section 5): a list of strings, each required and at most 255
// characters (an email in email mode); duplicates are refused and disable the add button.
import { useController, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { VALUE_LIST_MAX_LENGTH } from '../../domain/constants';

interface Props {
  source: string;
  label: string;
  /** compare values ignoring case (aliases) */
  ignoreCase?: boolean;
  email?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function duplicateIndexes(values: readonly string[], ignoreCase: boolean): Set<number> {
  const seen = new Map<string, number>();
  const dup = new Set<number>();
  values.forEach((v, i) => {
    const key = ignoreCase ? v.trim().toLowerCase() : v.trim();
    if (!key) return;
    const first = seen.get(key);
    if (first !== undefined) {
      dup.add(first);
      dup.add(i);
    } else seen.set(key, i);
  });
  return dup;
}

export function ValueListInput({ source, label, ignoreCase = false, email = false }: Props) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { field, fieldState } = useController({
    control,
    name: source,
    rules: {
      validate: (raw: unknown) => {
        const values = (raw ?? []) as string[];
        if (values.some((v) => !v || !v.trim())) return 'ra.validation.required';
        if (values.some((v) => v.length > VALUE_LIST_MAX_LENGTH)) return translate('ra.validation.maxLength', { max: VALUE_LIST_MAX_LENGTH });
        if (email && values.some((v) => !EMAIL.test(v.trim()))) return 'ra.validation.email';
        if (duplicateIndexes(values, ignoreCase).size > 0) return 'validation.unique';
        return true;
      },
    },
  });
  const values = (field.value ?? []) as string[];
  const duplicates = duplicateIndexes(values, ignoreCase);
  const set = (next: string[]) => field.onChange(next);

  return (
    <Stack sx={{ gap: 1 }} data-testid={`value-list-${source}`}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      {values.map((value, i) => (
        <Stack key={i} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <TextField
            size="small"
            value={value}
            onChange={(e) => set(values.map((v, j) => (j === i ? e.target.value : v)))}
            onBlur={field.onBlur}
            error={duplicates.has(i) || !value.trim()}
            helperText={duplicates.has(i) ? translate('validation.unique') : ' '}
            slotProps={{ htmlInput: { maxLength: VALUE_LIST_MAX_LENGTH, 'aria-label': `${translate(label)} ${i + 1}` } }}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label={translate('ra.action.remove')} onClick={() => set(values.filter((_v, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {fieldState.error?.message && duplicates.size === 0 ? (
        <Typography variant="caption" color="error">{translate(fieldState.error.message, { _: fieldState.error.message })}</Typography>
      ) : null}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => set([...values, ''])} disabled={duplicates.size > 0}>
          {translate('ra.action.add')}
        </Button>
      </div>
    </Stack>
  );
}
