// A line's amount: kept equal to quantity × price − discount + charge while those change (the
// formula of domain/validation's computeLineAmount), free to type over, and then warned with
// 'The amount should equal X.' when it differs (the line rules' warning, never a block).
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useSourceContext, useTranslate } from 'react-admin';
import { DECIMALS } from '../../../../domain/constants';
import type { InvoiceLine } from '../../../../domain/invoice-form';
import { isBlank, round, toFixedString, type DecimalInput } from '../../../../domain/money';
import { computeLineAmount, validateInvoiceLines } from '../../../../domain/validation';
import { formLabel } from './formLabels';

export function LineAmount({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const path = getSource('line_extension_amount');
  const [quantity, price, charge] = useWatch({
    name: [getSource('invoiced_quantity'), getSource('price.amount'), getSource('allowance_charge')],
  }) as [InvoiceLine['invoiced_quantity'], DecimalInput, InvoiceLine['allowance_charge']];
  const line = { invoiced_quantity: quantity, price: { amount: price as number }, allowance_charge: charge };
  const inputs = JSON.stringify(line);
  const seen = useRef(inputs);
  useEffect(() => {
    if (readOnly || seen.current === inputs) return;
    seen.current = inputs;
    if ([quantity, price].some((v) => isBlank(v as DecimalInput))) return;
    setValue(path, toFixedString(computeLineAmount(line), DECIMALS.amount), {
      shouldDirty: true,
      shouldValidate: true,
    });
    // `line` is rebuilt each render; `inputs` is its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputs, readOnly, path, setValue]);
  const amount = useWatch({ name: path }) as DecimalInput;
  const warning = validateInvoiceLines(
    [{ ...line, item: { name: 'x', tax_percent: 0 }, line_extension_amount: amount }],
    { adminMode: true },
  ).warnings['0.line_extension_amount'];
  return (
    <TextInput
      source="line_extension_amount"
      label={formLabel('lines.amount')}
      helperText={warning ? translate(warning.messageKey, warning.params) : false}
      sx={{ flex: 1, ...(warning ? { '& .MuiFormHelperText-root': { color: 'warning.main' } } : {}) }}
      inputProps={{ 'data-testid': 'form-line-amount' }}
      onBlur={() => {
        if (!isBlank(amount)) setValue(path, toFixedString(round(amount, DECIMALS.amount), DECIMALS.amount));
      }}
    />
  );
}
