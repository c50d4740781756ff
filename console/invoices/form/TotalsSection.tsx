// The invoice's totals as the rules compute them (domain/validation computeTotals): VAT per rate
// from line and charge amounts, net, charges, discounts, the rounding (clamped to ±0.99 when it is
// left) and the payable total. Only the rounding is typed; the api recomputes the rest on save.
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DECIMALS } from '../../../domain/constants';
import type { InvoiceForm } from '../../../domain/invoice-form';
import { isBlank, toFixedString, type DecimalInput } from '../../../domain/money';
import { clampRounding, computeTotals, isEmptyValue } from '../../../domain/validation';
import { formLabel } from './formLabels';

const money = (v: number) => toFixedString(v, DECIMALS.amount);

export function TotalsSection() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [lines, charges, total] = useWatch({ name: ['invoice_lines', 'allowance_charges', 'legal_monetary_total'] }) as [
    InvoiceForm['invoice_lines'], InvoiceForm['allowance_charges'], InvoiceForm['legal_monetary_total'],
  ];
  const t = computeTotals({ invoice_lines: lines ?? [], allowance_charges: charges ?? [], legal_monetary_total: total });
  const row = (label: string, value: number, testId: string, params?: Record<string, unknown>) => (
    <TableRow key={testId}>
      <TableCell>{translate(formLabel(label), params)}</TableCell>
      <TableCell align="right" data-testid={testId}>{money(value)}</TableCell>
    </TableRow>
  );
  const rounding = total?.payable_rounding_amount as DecimalInput;
  return (
    <Stack spacing={1} sx={{ maxWidth: 480, ml: 'auto' }} data-testid="form-totals">
      <Table size="small">
        <TableBody>
          {row('totals.net', t.line_extension_amount, 'total-net')}
          {t.tax_totals.map((x) => row('totals.tax_rate', x.tax_amount, `total-tax-${x.tax_percent}`, { percent: x.tax_percent, taxable: money(x.taxable_amount) }))}
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
        onBlur={() => { if (isEmptyValue(rounding) || !isBlank(rounding)) setValue('legal_monetary_total.payable_rounding_amount', money(clampRounding(rounding)), { shouldValidate: true }); }}
      />
      <Table size="small">
        <TableBody>{row('totals.payable', t.payable_amount, 'total-payable')}</TableBody>
      </Table>
    </Stack>
  );
}
