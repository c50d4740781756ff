// The invoice's own fields: number, document type, currency, issue and due dates (the year window
// and 'due not before issue' come from the rules), references (buyer reference or order reference
// ID), OCR, payment terms, payment means, accounting cost and note.
import { AutocompleteInput, DateInput, SelectInput, useLocaleState } from 'react-admin';
import { CURRENCIES, DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '../../../../domain/constants';
import { toLang } from '../../../../domain/i18n/lang';
import { formLabel } from './formLabels';
import { FormText, Row } from './formFields';

/** `readOnly`: the pickers and dates are locked too (the form's own lock reaches the text inputs). */
export function HeaderSection({ readOnly }: { readOnly: boolean }) {
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const types = DOCUMENT_TYPES.map((id) => ({ id, name: DOCUMENT_TYPE_LABELS[id][lang] }));
  const currencies = CURRENCIES.map((id) => ({ id, name: id }));
  return (
    <>
      <Row>
        <FormText source="invoice_id" label="invoice_id" />
        <SelectInput
          disabled={readOnly}
          source="document_type"
          label={formLabel('document_type')}
          choices={types}
          helperText={false}
          sx={{ flex: 1 }}
          inputProps={{ 'data-testid': 'form-document_type' }}
        />
        <AutocompleteInput
          disabled={readOnly}
          source="document_currency_code"
          label={formLabel('document_currency_code')}
          choices={currencies}
          helperText={false}
          sx={{ flex: 1 }}
        />
      </Row>
      <Row>
        <DateInput
          disabled={readOnly}
          source="issue_date"
          label={formLabel('issue_date')}
          helperText={false}
          sx={{ flex: 1 }}
          inputProps={{ 'data-testid': 'form-issue_date' }}
        />
        <DateInput
          disabled={readOnly}
          source="due_date"
          label={formLabel('due_date')}
          helperText={false}
          sx={{ flex: 1 }}
          inputProps={{ 'data-testid': 'form-due_date' }}
        />
        <FormText source="payment_terms" label="payment_terms" />
      </Row>
      <Row>
        <FormText source="buyer_reference" label="buyer_reference" />
        <FormText source="order_reference.id" label="order_reference" />
        <FormText source="supplier_reference" label="supplier_reference" />
        <FormText source="customer_id" label="customer_id" />
      </Row>
      <Row>
        <FormText source="payment_id" label="payment_id" />
        <FormText source="payment_means.bankgiro" label="bankgiro" />
        <FormText source="payment_means.plusgiro" label="plusgiro" />
        <FormText source="payment_means.iban" label="iban" />
        <FormText source="payment_means.bic" label="bic" />
      </Row>
      <Row>
        <FormText source="accounting_cost" label="accounting_cost" />
        <FormText source="note" label="note" multiline />
      </Row>
    </>
  );
}
