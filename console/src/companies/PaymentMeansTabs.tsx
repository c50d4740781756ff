// Payment Means section: one tab per means. Adding creates a means named 'New' and makes it the
// active tab; removing first selects a neighbouring tab, then deletes the means after 0.5 s
// (spec section 4 'Company form and list behaviour').
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { LOCAL_PAYMENT_MEANS_MAX_LENGTH, TAB_REMOVAL_DELAY_MS } from '../../../domain/constants';
import { neighbourTabIndex, newPaymentMeans } from '../../../domain/validation';
import Alert from '@mui/material/Alert';

interface PaymentMeans {
  name: string;
  local?: string | null;
  iban?: string | null;
  bic?: string | null;
  bankAccount?: string | null;
}

const FIELD = 'payment_means';
const label = (f: string) => `resources.companies.payment_means.${f}`;

export function PaymentMeansTabs() {
  const translate = useTranslate();
  const { control, getFieldState, formState } = useFormContext();
  void formState.errors; // subscribe: validation results re-render the tab markers
  const { fields, append, remove } = useFieldArray({ control, name: FIELD });
  const means = (useWatch({ control, name: FIELD }) ?? []) as PaymentMeans[];
  const [active, setActive] = useState(0);
  const [removing, setRemoving] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const current = Math.min(active, Math.max(fields.length - 1, 0));

  const add = () => {
    append(newPaymentMeans());
    setActive(fields.length);
  };

  const removeActive = () => {
    const index = current;
    const neighbour = neighbourTabIndex(fields.length, index);
    if (neighbour !== null) setActive(neighbour);
    setRemoving(index);
    timer.current = setTimeout(() => {
      remove(index);
      setRemoving(null);
      // The neighbour on the right moves one place left once the removed tab is gone.
      setActive(neighbour !== null && neighbour > index ? neighbour - 1 : (neighbour ?? 0));
    }, TAB_REMOVAL_DELAY_MS);
  };
  const itemError = (i: number) => getFieldState(`${FIELD}.${i}`).error;
  const itemMessage = (i: number) => {
    const e = itemError(i) as { root?: { message?: string }; message?: string } | undefined;
    return e?.root?.message ?? e?.message;
  };

  return (
    <Box data-testid="payment-means">
      <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={fields.length ? current : false}
          onChange={(_e, v: number) => setActive(v)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ flex: 1 }}
        >
          {fields.map((field, i) => (
            <Tab
              key={field.id}
              value={i}
              sx={{ textTransform: 'none', ...(itemError(i) ? { color: 'error.main' } : {}) }}
              label={means[i]?.name || translate('resources.companies.payment_means.unnamed')}
              disabled={removing === i}
            />
          ))}
        </Tabs>
        <Button startIcon={<AddIcon />} onClick={add} disabled={removing !== null}>
          {translate('resources.companies.payment_means.add')}
        </Button>
      </Stack>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.companies.payment_means.empty')}
        </Typography>
      ) : null}
      {fields.map((field, i) => (
        <Box key={field.id} role="tabpanel" hidden={i !== current} sx={{ pt: 2 }}>
          {itemMessage(i) ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {itemMessage(i)}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2 }}>
            <TextInput source={`${FIELD}.${i}.name`} label={label('name')} />
            <TextInput
              source={`${FIELD}.${i}.local`}
              label={label('local')}
              parse={(v: string) => (v ?? '').slice(0, LOCAL_PAYMENT_MEANS_MAX_LENGTH)}
            />
            <TextInput source={`${FIELD}.${i}.bankAccount`} label={label('bankAccount')} />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2 }}>
            <TextInput source={`${FIELD}.${i}.iban`} label={label('iban')} />
            <TextInput source={`${FIELD}.${i}.bic`} label={label('bic')} />
          </Stack>
          <Button color="error" startIcon={<DeleteIcon />} onClick={removeActive} disabled={removing !== null}>
            {translate('resources.companies.payment_means.remove')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
