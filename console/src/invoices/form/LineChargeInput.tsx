// A line's discount or charge: off (none), or on with 'charge' (adds) or not (a discount), a
// percent of quantity × price or an amount ('Percent or amount should be filled in').
import { useController } from 'react-hook-form';
import { TextInput, useSourceContext, useTranslate } from 'react-admin';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { LineAllowanceCharge } from '../../../../domain/invoice-form';
import { formLabel } from './formLabels';

export function LineChargeInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { field, fieldState } = useController({ name: getSource('allowance_charge') });
  const value = field.value as LineAllowanceCharge | null | undefined;
  const on = value !== null && value !== undefined;
  // The line-level message ('Percent or amount should be filled in') sits on the object itself.
  const error = fieldState.error as { root?: { message?: string }; message?: string } | undefined;
  const message = error?.message ?? error?.root?.message;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2, alignItems: 'center', width: '100%' }}>
      <FormControlLabel
        label={translate(formLabel('lines.discount_charge'))}
        control={
          <Switch
            checked={on}
            disabled={readOnly}
            onChange={(_e, v) => field.onChange(v ? { charge: false, percentage: null, amount: null } : null)}
          />
        }
      />
      {on ? (
        <>
          <FormControlLabel
            label={translate(formLabel('lines.is_charge'))}
            control={
              <Switch
                checked={value.charge === true}
                disabled={readOnly}
                onChange={(_e, v) => field.onChange({ ...value, charge: v })}
              />
            }
          />
          <TextInput
            source="allowance_charge.percentage"
            label={formLabel('lines.percentage')}
            helperText={false}
            sx={{ flex: 1 }}
          />
          <TextInput
            source="allowance_charge.amount"
            label={formLabel('lines.charge_amount')}
            helperText={false}
            sx={{ flex: 1 }}
          />
          {message ? <FormHelperText error>{message}</FormHelperText> : null}
        </>
      ) : null}
    </Stack>
  );
}
