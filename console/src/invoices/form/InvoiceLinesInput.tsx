// The invoice lines (spec 5 'Invoice lines'): name, VAT percent, quantity, price, amount (with
// its computed value and warning), the item identifiers and the line's discount or charge. A new
// line is the rules' newInvoiceLine (1.00 × 0.0000 at 25 %).
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import AddIcon from '@mui/icons-material/Add';
import { toLang } from '../../../../domain/i18n/lang';
import { newInvoiceLine } from '../../../../domain/validation';
import { Row } from './formFields';
import { LineAmount } from './LineAmount';
import { LineChargeInput } from './LineChargeInput';
import { formLabel } from './formLabels';

function AddLineButton() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { add } = useSimpleFormIterator();
  return (
    <Button
      size="small"
      startIcon={<AddIcon />}
      onClick={() => add(newInvoiceLine(undefined, toLang(locale)))}
      data-testid="form-add-line"
    >
      {translate(formLabel('lines.add'))}
    </Button>
  );
}

/** The message about the lines as a whole ('At least one Amount field must be filled'). */
function LinesError() {
  const { errors } = useFormState({ name: 'invoice_lines' });
  const e = errors.invoice_lines as { root?: { message?: string }; message?: string } | undefined;
  const message = e?.root?.message ?? e?.message;
  return message ? (
    <FormHelperText error data-testid="form-lines-error" aria-invalid="true">
      {message}
    </FormHelperText>
  ) : null;
}

export function InvoiceLinesInput({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <ArrayInput source="invoice_lines" label={false}>
        <SimpleFormIterator
          disableReordering
          disableClear
          disableAdd={readOnly}
          disableRemove={readOnly}
          addButton={<AddLineButton />}
          getItemLabel={(i) => `${i + 1}.`}
          data-testid="form-lines"
        >
          <Row>
            <TextInput
              source="item.name"
              label={formLabel('lines.name')}
              helperText={false}
              sx={{ flex: 3 }}
              inputProps={{ 'data-testid': 'form-line-name' }}
            />
            <TextInput
              source="item.tax_percent"
              label={formLabel('lines.tax_percent')}
              helperText={false}
              sx={{ flex: 1 }}
              inputProps={{ 'data-testid': 'form-line-tax' }}
            />
            <TextInput
              source="invoiced_quantity"
              label={formLabel('lines.quantity')}
              helperText={false}
              sx={{ flex: 1 }}
              inputProps={{ 'data-testid': 'form-line-quantity' }}
            />
            <TextInput
              source="price.amount"
              label={formLabel('lines.price')}
              helperText={false}
              sx={{ flex: 1 }}
              inputProps={{ 'data-testid': 'form-line-price' }}
            />
            <LineAmount readOnly={readOnly} />
          </Row>
          <Row>
            <TextInput
              source="item.sellers_item_identification"
              label={formLabel('lines.sellers_item')}
              helperText={false}
              sx={{ flex: 1 }}
            />
            <TextInput
              source="item.buyers_item_identification"
              label={formLabel('lines.buyers_item')}
              helperText={false}
              sx={{ flex: 1 }}
            />
          </Row>
          <LineChargeInput readOnly={readOnly} />
        </SimpleFormIterator>
      </ArrayInput>
      <LinesError />
    </>
  );
}
