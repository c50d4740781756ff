// Document-level allowance/charge rows (spec 3 'Charge form row'): reason (default 'Frakt'), charge
// or discount, amount and the VAT percent it is taxed at. Rows left at 0.00 are dropped on save.
import {
  ArrayInput,
  BooleanInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { newChargeRow } from '../../../../domain/validation';
import { Row } from './formFields';
import { formLabel } from './formLabels';

function AddChargeButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add(newChargeRow())} data-testid="form-add-charge">
      {translate(formLabel('charges.add'))}
    </Button>
  );
}

export function ChargesInput({ readOnly }: { readOnly: boolean }) {
  return (
    <ArrayInput source="allowance_charges" label={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disableAdd={readOnly}
        disableRemove={readOnly}
        addButton={<AddChargeButton />}
      >
        <Row>
          <TextInput source="reason" label={formLabel('charges.reason')} helperText={false} sx={{ flex: 2 }} />
          <BooleanInput disabled={readOnly} source="charge" label={formLabel('charges.charge')} helperText={false} />
          <TextInput
            source="amount"
            label={formLabel('charges.amount')}
            helperText={false}
            sx={{ flex: 1 }}
            inputProps={{ 'data-testid': 'form-charge-amount' }}
          />
          <TextInput
            source="tax_category"
            label={formLabel('charges.tax_category')}
            helperText={false}
            sx={{ flex: 1 }}
          />
        </Row>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
