// The customer data of the invoice form: name, org ID, tax number, Peppol ID (required with the
// org ID alternative when eSynSend is on), phone and address. 'Entered by hand' applies the manual
// customer rules (name and country required, phone '+…') and saves it on the invoice.
import { BooleanInput } from 'react-admin';
import { CountryInput } from '../../common/CountryInput';
import { FormText, Row } from './formFields';
import { formLabel } from './formLabels';

export function CustomerSection({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <BooleanInput
        disabled={readOnly}
        source="customer_manual"
        label={formLabel('customer.manual')}
        helperText={false}
      />
      <Row>
        <FormText source="customer_data.name" label="customer.name" />
        <FormText source="customer_data.org_id" label="customer.org_id" />
        <FormText source="customer_data.tax_number" label="customer.tax_number" />
      </Row>
      <Row>
        <FormText source="customer_data.peppol_id" label="customer.peppol_id" />
        <FormText source="customer_data.phone" label="customer.phone" />
      </Row>
      <Row>
        <FormText source="customer_data.address.street" label="customer.street" />
        <FormText source="customer_data.address.zip" label="customer.zip" />
        <FormText source="customer_data.address.city" label="customer.city" />
        <CountryInput source="customer_data.address.country" label={formLabel('customer.country')} />
      </Row>
    </>
  );
}
