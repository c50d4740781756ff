// The invoice's totals as the rules compute them (domain/validation computeTotals): VAT per rate
// from line and charge amounts, net, charges, discounts, the rounding (clamped to ±0.99 when it is
// left) and the payable total. The rounding is typed; so may the payable total be (spec 5 'unless
// the user edited it'): then the field shows what the rules compute beside it, and 'Use computed'
// goes back to the rule. The api recomputes everything else on save.
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DECIMALS } from '../../../../domain/constants';
import type { InvoiceForm } from '../../../../domain/invoice-form';
import { isBlank, toFixedString, type DecimalInput } from '../../../../domain/money';
import { clampRounding, computeTotals, isEmptyValue } from '../../../../domain/validation';
import { formLabel } from './formLabels';

const money = (v: number) => toFixedString(v, DECIMALS.amount);

export function TotalsSection({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [lines, charges, total, payableManual] = useWatch({
    name: ['invoice_lines', 'allowance_charges', 'legal_monetary_total', 'payable_manual'],
  }) as [
    InvoiceForm['invoice_lines'],
    InvoiceForm['allowance_charges'],
    InvoiceForm['legal_monetary_total'],
    boolean | undefined,
  ];
  const t = computeTotals({
    invoice_lines: lines ?? [],
    allowance_charges: charges ?? [],
    legal_monetary_total: total,
  });
  const row = (label: string, value: number, testId: string, params?: Record<string, unknown>) => (
    <TableRow key={testId}>
      <TableCell>{translate(formLabel(label), params)}</TableCell>
      <TableCell align="right" data-testid={testId}>
        {money(value)}
      </TableCell>
    </TableRow>
  );
  const rounding = total?.payable_rounding_amount as DecimalInput;
  return (
    <Stack spacing={1} sx={{ maxWidth: 480, ml: 'auto' }} data-testid="form-totals">
      <Table size="small">
        <TableBody>
          {row('totals.net', t.line_extension_amount, 'total-net')}
          {t.tax_totals.map((x) =>
            row('totals.tax_rate', x.tax_amount, `total-tax-${x.tax_percent}`, {
              percent: x.tax_percent,
              taxable: money(x.taxable_amount),
            }),
          )}
          {t.charge_total !== 0 ? row('totals.charges', t.charge_total, 'total-charges') : null}
          {t.allowance_total !== 0 ? row('totals.allowances', t.allowance_total, 'total-allowances') : null}
          {t.prepaid_amount !== 0 ? row('totals.prepaid', t.prepaid_amount, 'total-prepaid') : null}
        </TableBody>
      </Table>
      <TextInput
        source="legal_monetary_total.payable_rounding_amount"
        label={formLabel('totals.rounding')}
        helperText={false}
        inputProps={{ 'data-testid': 'form-rounding' }}
        // The rule's clamp: empty → 0.00, at or beyond ±1 → ±0.99; letters stay for the rule to report.
        onBlur={() => {
          if (isEmptyValue(rounding) || !isBlank(rounding))
            setValue('legal_monetary_total.payable_rounding_amount', money(clampRounding(rounding)), {
              shouldValidate: true,
            });
        }}
      />
      {payableManual ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source="legal_monetary_total.payable_amount"
            label={formLabel('totals.payable')}
            helperText={translate(formLabel('totals.computed'), { amount: money(t.payable_amount) })}
            inputProps={{ 'data-testid': 'form-payable' }}
            sx={{ flex: 1 }}
          />
          {readOnly ? null : (
            <Button
              size="small"
              sx={{ mt: 1.5 }}
              data-testid="payable-use-computed"
              onClick={() => setValue('payable_manual', false, { shouldDirty: true })}
            >
              {translate(formLabel('totals.use_computed'))}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Table size="small">
            <TableBody>{row('totals.payable', t.payable_amount, 'total-payable')}</TableBody>
          </Table>
          {readOnly ? null : (
            <Tooltip title={translate(formLabel('totals.edit_payable'))}>
              <IconButton
                size="small"
                data-testid="payable-edit"
                onClick={() => {
                  // The typed total starts from the computed one.
                  setValue('legal_monetary_total.payable_amount', money(t.payable_amount), { shouldDirty: true });
                  setValue('payable_manual', true, { shouldDirty: true });
                }}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      )}
    </Stack>
  );
}
