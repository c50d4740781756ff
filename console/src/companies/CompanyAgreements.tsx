// Admin-only part of the company editor that the settings form does not have (spec: 'the remainder
// of the form is not shown'): invoice and general email, lifecycle status, agreements and PDF-forward
// flags, eSynPay and eSynSend. The same words as the list's switch filters.
import { BooleanInput, SelectInput, TextInput, useLocaleState } from 'react-admin';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { COMPANY_STATUSES, COMPANY_STATUS_LABELS } from '../../../domain/statuses';
import { toLang } from '../../../domain/i18n/lang';

const f = (field: string) => `resources.companies.fields.${field}`;
const filter = (field: string) => `resources.companies.filters.${field}`;

const SWITCHES: { source: string; label: string; inverted?: boolean }[] = [
  { source: 'is_receiver', label: filter('is_receiver') },
  { source: 'manual_parsing_allowed', label: filter('manual_parsing_allowed') },
  { source: 'receive_pdf_forward_blocked', label: filter('receive_pdf_forward_blocked') },
  { source: 'receive_auto_pdf_forward', label: filter('receive_auto_pdf_forward') },
  { source: 'send_pdf_forward_blocked', label: filter('send_pdf_forward_blocked') },
  { source: 'send_auto_pdf_forward', label: filter('send_auto_pdf_forward') },
  { source: 'eSynPay.is_enabled', label: filter('is_eSynPay_enabled') },
  { source: 'eSynSend.is_enabled', label: filter('is_eSynSend_enabled') },
  // is_eSynPay: the company takes eSynPay invoices; the switch reads the other way round.
  { source: 'is_eSynPay', label: filter('is_eSynPay'), inverted: true },
];

export function CompanyAgreements() {
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const statuses = COMPANY_STATUSES.map((s) => ({ id: s, name: COMPANY_STATUS_LABELS[s][lang] }));
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
        <TextInput source="invoice_email" label={f('invoice_email')} type="email" />
        <TextInput source="general_email" label={f('general_email')} type="email" />
        <SelectInput source="status" label={f('status')} choices={statuses} />
      </Stack>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        {SWITCHES.map(({ source, label, inverted }) => (
          <Grid key={source} size={{ xs: 12, md: 6, lg: 4 }}>
            <BooleanInput
              source={source}
              label={label}
              helperText={false}
              {...(inverted
                ? { format: (v: unknown) => v === false, parse: (on: boolean) => !on, defaultValue: true }
                : {})}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
