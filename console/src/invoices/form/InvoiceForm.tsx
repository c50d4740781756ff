// The invoice form (spec 3 'Invoice form', spec 5 'Invoice form' and 'Invoice lines'): parties,
// the invoice's fields, lines, charges, totals and customer data, checked by domain/validation's
// rules through the resolver (never re-typed here). Read-only unless the one edit rule allows a
// save. A save of an invalid form shows every error and scrolls to the first; the caller's save
// answers the api's field errors, which land on their fields.
import { useEffect, useMemo, useRef } from 'react';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';
import { FormSection } from '../../common/FormSection';
import { domainResolver } from '../../common/domainResolver';
import { ChargesInput } from './ChargesInput';
import { CustomerSection } from './CustomerSection';
import { HeaderSection } from './HeaderSection';
import { InvoiceLinesInput } from './InvoiceLinesInput';
import { PartiesSection } from './PartiesSection';
import { TotalsSection } from './TotalsSection';
import { formContextOf, validateInvoiceFormValues, type InvoiceFormValues } from './invoiceFormValues';
import { formLabel } from './formLabels';
import { useFieldFocusReporter } from './fieldFocus';
import { DraftKeeper, DirtyReporter, type FormDraftBinding } from './DraftKeeper';

/** After a refused save, the first field in error comes into view and gets the focus. */
function ScrollToFirstError({ root }: { root: React.RefObject<HTMLDivElement | null> }) {
  const { submitCount, errors } = useFormState();
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === 0 || !hasErrors) return;
    const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    (first.matches('input, textarea') ? first : first.querySelector<HTMLElement>('input, textarea'))?.focus({
      preventScroll: true,
    });
  }, [submitCount, hasErrors, root]);
  return null;
}

function SaveBar({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={isSubmitting}
        data-testid="form-save"
      >
        {translate(label)}
      </Button>
    </Stack>
  );
}

export interface InvoiceFormProps {
  defaultValues: InvoiceFormValues;
  readOnly: boolean;
  admin: boolean;
  lookups: { sender: 'companies' | 'receivers' | 'senders'; receiver: 'companies' | 'receivers' | 'senders' };
  /** Saves the form; answers the api's field errors by form path, or nothing when it went through. */
  onSave: (values: InvoiceFormValues) => Promise<Record<string, string> | undefined>;
  saveLabel?: string;
  /** Keeps unsaved changes across an expired session (and puts a kept draft back); editable forms only. */
  draft?: FormDraftBinding;
  /** Told whether the person has changed anything since the form opened. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function InvoiceForm({
  defaultValues,
  readOnly,
  admin,
  lookups,
  onSave,
  saveLabel = formLabel('save'),
  draft,
  onDirtyChange,
}: InvoiceFormProps) {
  const translate = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  // The PDF viewer beside the form highlights where extraction read the focused field.
  const focus = useFieldFocusReporter();
  const resolver = useMemo(
    () => domainResolver((v) => validateInvoiceFormValues(v, formContextOf(v as InvoiceFormValues, admin)), translate),
    [admin, translate],
  );
  return (
    <Box
      ref={root}
      data-testid="invoice-form"
      data-read-only={readOnly ? 'true' : 'false'}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      {/* The list inputs need a resource; labels are given, so it names nothing on screen. */}
      <ResourceContextProvider value="invoices">
        <Form
          defaultValues={defaultValues}
          resolver={resolver}
          onSubmit={(values: FieldValues) => onSave(values as InvoiceFormValues)}
          disabled={readOnly}
          sanitizeEmptyValues={false}
          mode="onBlur"
          noValidate
        >
          <ScrollToFirstError root={root} />
          {draft && !readOnly ? <DraftKeeper {...draft} /> : null}
          {onDirtyChange ? <DirtyReporter onChange={onDirtyChange} /> : null}
          <FormSection title={formLabel('sections.parties')} testId="form-section-parties">
            <PartiesSection lookups={lookups} admin={admin} readOnly={readOnly} />
          </FormSection>
          <FormSection title={formLabel('sections.invoice')} testId="form-section-invoice">
            <HeaderSection readOnly={readOnly} />
          </FormSection>
          <FormSection title={formLabel('sections.lines')} testId="form-section-lines">
            <InvoiceLinesInput readOnly={readOnly} />
          </FormSection>
          <FormSection title={formLabel('sections.charges')} testId="form-section-charges">
            <ChargesInput readOnly={readOnly} />
          </FormSection>
          <FormSection title={formLabel('sections.totals')} testId="form-section-totals">
            <TotalsSection readOnly={readOnly} />
          </FormSection>
          <FormSection title={formLabel('sections.customer')} testId="form-section-customer">
            <CustomerSection readOnly={readOnly} />
          </FormSection>
          {readOnly ? null : <SaveBar label={saveLabel} />}
        </Form>
      </ResourceContextProvider>
    </Box>
  );
}
