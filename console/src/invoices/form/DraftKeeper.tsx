// Inside the invoice form: registers it as an open form whose unsaved changes are kept when the
// session expires (formDrafts.ts). A form that started from a kept draft counts as changed until
// it is saved or the draft discarded, so a second expiry keeps it again.
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { trackOpenForm } from './formDrafts';
import type { InvoiceFormValues } from './invoiceFormValues';

export interface FormDraftBinding {
  userId: string;
  invoiceId: string;
  /** The form's values came from a kept draft, not from the invoice. */
  fromDraft: boolean;
}

export function DraftKeeper({ userId, invoiceId, fromDraft }: FormDraftBinding) {
  const { getValues } = useFormContext<InvoiceFormValues>();
  const { isDirty } = useFormState();
  const changed = useRef(false);
  changed.current = isDirty || fromDraft;
  useEffect(
    () => trackOpenForm({ userId, invoiceId, unsaved: () => (changed.current ? getValues() : null) }),
    [userId, invoiceId, getValues],
  );
  return null;
}

/** Inside the invoice form: says whether anything was changed since it opened. */
export function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}
