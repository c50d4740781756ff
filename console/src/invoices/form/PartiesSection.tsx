// The parties of the invoice form: sender and receiver pickers (the role's lookups, 20 a page, the
// upload's CompanyPicker), the eSynSend switch and the eSynPay switch under its rule (spec 4
// 'eSynPay switch rule': allowed when the sender is ready and the receiver or eSynSend takes it,
// then on for auto-sale senders; otherwise off and locked). Only admins change them (spec 6).
import { useEffect, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { CompanyPicker } from '../../upload/CompanyPicker';
import type { CompanyChoice } from '../../upload/uploadQueue';
import { eSynPaySwitchOf, type InvoiceFormValues, type PartyValue } from './invoiceFormValues';
import { formLabel } from './formLabels';

type Lookup = 'companies' | 'receivers' | 'senders';

const choiceOf = (p: PartyValue | null): CompanyChoice | null =>
  p ? { id: p._id, name: p.name, eSynPay: p.eSynPay ?? null, is_eSynPay: p.is_eSynPay ?? null } : null;
const partyOf = (c: CompanyChoice | null): PartyValue | null =>
  c ? { _id: c.id, name: c.name, eSynPay: c.eSynPay ?? null, is_eSynPay: c.is_eSynPay ?? null } : null;

function PartyPicker({
  name,
  lookup,
  disabled,
}: {
  name: 'sender_company' | 'receiver_company';
  lookup: Lookup;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useController<InvoiceFormValues, typeof name>({ name });
  return (
    <CompanyPicker
      resource={lookup}
      label={translate(formLabel(name))}
      value={choiceOf(field.value)}
      onChange={(c) => {
        field.onChange(partyOf(c));
        field.onBlur();
      }}
      error={fieldState.error?.message ?? null}
      disabled={disabled || field.disabled === true}
      testId={`form-${name}`}
    />
  );
}

function FlagSwitch({
  name,
  disabled,
  checked,
  onChange,
}: {
  name: 'is_eSynSend' | 'is_eSynPay';
  disabled: boolean;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      label={translate(formLabel(name))}
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(_e, v) => onChange(v)}
          inputProps={{ 'data-testid': `form-${name}` } as object}
        />
      }
    />
  );
}

export function PartiesSection({
  lookups,
  admin,
  readOnly,
}: {
  lookups: { sender: Lookup; receiver: Lookup };
  admin: boolean;
  readOnly: boolean;
}) {
  const { setValue } = useFormContext<InvoiceFormValues>();
  const [sender, receiver, eSynSend, eSynPay] = useWatch<
    InvoiceFormValues,
    ['sender_company', 'receiver_company', 'is_eSynSend', 'is_eSynPay']
  >({
    name: ['sender_company', 'receiver_company', 'is_eSynSend', 'is_eSynPay'],
  });
  const locked = readOnly || !admin;
  const rule = eSynPaySwitchOf({ sender_company: sender, receiver_company: receiver, is_eSynSend: eSynSend });
  // The rule sets the switch when a party or eSynSend changes, not when the form opens on a stored value.
  const parties = JSON.stringify([sender?._id, receiver?._id, eSynSend]);
  const seen = useRef(parties);
  useEffect(() => {
    if (seen.current === parties) return;
    seen.current = parties;
    setValue('is_eSynPay', rule.value, { shouldDirty: true });
  }, [parties, rule.value, setValue]);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <PartyPicker name="sender_company" lookup={lookups.sender} disabled={locked} />
      <PartyPicker name="receiver_company" lookup={lookups.receiver} disabled={locked} />
      <FlagSwitch
        name="is_eSynSend"
        disabled={locked}
        checked={eSynSend === true}
        onChange={(v) => setValue('is_eSynSend', v, { shouldDirty: true, shouldValidate: true })}
      />
      <FlagSwitch
        name="is_eSynPay"
        disabled={locked || rule.locked}
        checked={eSynPay === true}
        onChange={(v) => setValue('is_eSynPay', v, { shouldDirty: true })}
      />
    </Stack>
  );
}
