// Contact emails (admin only): email and type rows; the type defaults to the onboarding address,
// duplicates are refused ('There should be only unique values') and disable the add button.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { ADDRESS_KINDS, ADDRESS_KIND_LABELS } from '../../../domain/constants';
import { duplicateIndexes, newContactEmail } from '../../../domain/validation';
import { toLang } from '../../../domain/i18n/lang';

const FIELD = 'contact_emails';

export function ContactEmailsInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: FIELD });
  const rows = (useWatch({ control, name: FIELD }) ?? []) as { email?: string }[];
  // The rules run in the form's resolver (domain validateContactEmails); duplicates block adding.
  const duplicates = duplicateIndexes(
    rows.map((r) => r?.email ?? ''),
    true,
  );
  const choices = ADDRESS_KINDS.map((kind) => ({ id: kind, name: ADDRESS_KIND_LABELS[kind][lang] }));

  return (
    <Stack sx={{ gap: 1 }} data-testid="contact-emails">
      <Typography variant="subtitle2">{translate('settings.contactEmails')}</Typography>
      {fields.map((field, i) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, alignItems: 'flex-start' }}>
          <TextInput source={`${FIELD}.${i}.email`} label="resources.companies.fields.contact_email" />
          <SelectInput
            source={`${FIELD}.${i}.type`}
            label="resources.companies.fields.contact_email_type"
            choices={choices}
          />
          <IconButton aria-label={translate('ra.action.remove')} onClick={() => remove(i)} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} disabled={duplicates.length > 0} onClick={() => append(newContactEmail())}>
          {translate('ra.action.add')}
        </Button>
      </div>
    </Stack>
  );
}
