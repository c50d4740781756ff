// The simple value-list form (spec section 5) used for aliases: each value required, at most 255
// characters; duplicates are refused ('There should be only unique values') and disable the add
// button. The rules themselves run in the form's resolver (domain/validation validateValueList).
import { useController, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { VALUE_LIST_MAX_LENGTH } from '../../../domain/constants';
import { duplicateIndexes } from '../../../domain/validation';

interface Props {
  source: string;
  label: string;
  /** compare values ignoring case (aliases) */
  ignoreCase?: boolean;
}

export function ValueListInput({ source, label, ignoreCase = false }: Props) {
  const translate = useTranslate();
  const { control, getFieldState, formState } = useFormContext();
  const { field } = useController({ control, name: source });
  const values = (field.value ?? []) as string[];
  const duplicates = new Set(duplicateIndexes(values, ignoreCase));
  const set = (next: string[]) => field.onChange(next);
  // Read through formState so a new validation result re-renders the messages.
  void formState.errors;

  return (
    <Stack sx={{ gap: 1 }} data-testid={`value-list-${source}`}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      {values.map((value, i) => {
        const serverOrRule = getFieldState(`${source}.${i}`).error?.message;
        const message = duplicates.has(i) ? translate('validation.unique') : serverOrRule;
        return (
          <Stack key={i} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <TextField
              size="small"
              variant="filled"
              value={value}
              onChange={(e) => set(values.map((v, j) => (j === i ? e.target.value : v)))}
              onBlur={field.onBlur}
              error={!!message}
              helperText={message ?? ' '}
              slotProps={{
                htmlInput: { maxLength: VALUE_LIST_MAX_LENGTH, 'aria-label': `${translate(label)} ${i + 1}` },
              }}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={translate('ra.action.remove')}
              onClick={() => set(values.filter((_v, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => set([...values, ''])} disabled={duplicates.size > 0}>
          {translate('ra.action.add')}
        </Button>
      </div>
    </Stack>
  );
}
