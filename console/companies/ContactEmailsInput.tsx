// Contact emails (admin only): email and type rows; the type defaults to the onboarding address,
// duplicates are refused ('There should be only unique values') and disable the add button.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, email as emailRule, maxLength, required, useLocaleState, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { ADDRESS_KINDS, ADDRESS_KIND_LABELS, CONTACT_EMAIL_MAX_LENGTH, DEFAULT_CONTACT_EMAIL_TYPE } from '../../domain/constants';
import { toLang } from '../../domain/i18n/lang';
import { duplicateIndexes } from './ValueListInput';

const FIELD = 'contact_emails';

export function ContactEmailsInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: FIELD });
  const rows = (useWatch({ control, name: FIELD }) ?? []) as { email?: string }[];
  const duplicates = duplicateIndexes(rows.map((r) => r?.email ?? ''), true);
  const uniqueAt = (index: number) => (_value: unknown, all: Record<string, unknown>) => {
    const emails = ((all[FIELD] ?? []) as { email?: string }[]).map((r) => r?.email ?? '');
    return duplicateIndexes(emails, true).has(index) ? 'validation.unique' : undefined;
  };
  const choices = ADDRESS_KINDS.map((kind) => ({ id: kind, name: ADDRESS_KIND_LABELS[kind][lang] }));

  return (
    <Stack sx={{ gap: 1 }} data-testid="contact-emails">
      <Typography variant="subtitle2">{translate('settings.contactEmails')}</Typography>
      {fields.map((field, i) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, alignItems: 'flex-start' }}>
          <TextInput
            source={`${FIELD}.${i}.email`}
            label="resources.companies.fields.contact_email"
            validate={[required(), emailRule(), maxLength(CONTACT_EMAIL_MAX_LENGTH), uniqueAt(i)]}
          />
          <SelectInput source={`${FIELD}.${i}.type`} label="resources.companies.fields.contact_email_type" choices={choices} validate={required()} />
          <IconButton aria-label={translate('ra.action.remove')} onClick={() => remove(i)} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} disabled={duplicates.size > 0} onClick={() => append({ email: '', type: DEFAULT_CONTACT_EMAIL_TYPE })}>
          {translate('ra.action.add')}
        </Button>
      </div>
    </Stack>
  );
}
