// The invoice form on the detail page: the invoice's form (or a blank one for an unparsed PDF),
// editable when the one edit rule allows the caller a save (InvoiceDetail.editable, from
// domain/actions formEditRefusal), saved through PUT /api/invoices/:id. The api's field errors go
// onto the fields. Unsaved changes survive an expired session (formDrafts.ts): after signing in
// again the form starts from them and says so, until they are saved or discarded.
import { forwardRef, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '../../../../domain/invoice-detail';
import { toLang } from '../../../../domain/i18n/lang';
import type { Role } from '../../../../domain/roles';
import type { ConsoleDataProvider } from '../../dataProvider';
import { useCurrentUser } from '../../currentUser';
import { clearDraft, clearOtherUsersDrafts, readDraft, sessionDraftStorage } from '../form/formDrafts';
import { invoiceDetailKey, isInvoiceQuery } from '../actions/invoiceQueries';
import { InvoiceForm } from '../form/InvoiceForm';
import { formErrorsOf, formValuesOf, updateBodyOf, type InvoiceFormValues } from '../form/invoiceFormValues';
import { formLabel } from '../form/formLabels';

export interface InvoiceFormCardProps {
  invoice: InvoiceDetail;
  role: Role;
  /** After a save went through (the upload page's manual mode then offers what comes next). */
  onSaved?: (invoice: InvoiceDetail) => void;
  /** Whether the person has changed the form (or it opened on a kept draft). */
  onDirtyChange?: (dirty: boolean) => void;
}

export const InvoiceFormCard = forwardRef<HTMLDivElement, InvoiceFormCardProps>(function InvoiceFormCard(
  { invoice, role, onSaved, onDirtyChange },
  ref,
) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const admin = role === 'admin';
  const readOnly = !invoice.editable;
  const defaultValues = useMemo(() => formValuesOf(invoice, lang), [invoice, lang]);
  const userId = useCurrentUser().user?.id ?? null;
  const storage = sessionDraftStorage();
  // A draft kept when the session expired, for this user and invoice, while the form is editable.
  const [draft, setDraft] = useState(() =>
    userId && storage && !readOnly ? readDraft<InvoiceFormValues>(storage, userId, invoice.id) : null,
  );
  // Discarding remounts the form on the invoice's own values.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (userId && storage) clearOtherUsersDrafts(storage, userId);
  }, [userId, storage]);
  useEffect(() => {
    if (draft) notify(formLabel('draft.restored'), { type: 'info' });
    // Said once, when the form opens on a kept draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fromDraft = draft !== null;
  const reportDirty = useCallback((dirty: boolean) => onDirtyChange?.(dirty || fromDraft), [onDirtyChange, fromDraft]);
  const dropDraft = () => {
    if (userId && storage) clearDraft(storage, userId, invoice.id);
    setDraft(null);
  };

  const save = async (values: InvoiceFormValues): Promise<Record<string, string> | undefined> => {
    try {
      const answer = await dataProvider.updateInvoice(invoice.id, updateBodyOf(values, { admin, lang }));
      // A 401 signed the user out: react-admin's data provider then answers an empty result instead
      // of failing. Nothing was saved; the open form's values were kept as a draft (formDrafts.ts).
      if (!answer?.invoice) return undefined;
      notify(formLabel('saved'), { type: 'success' });
      dropDraft();
      queryClient.setQueriesData({ queryKey: invoiceDetailKey(invoice.id) }, (old: unknown) =>
        old ? { ...(old as object), ...answer.invoice } : old,
      );
      await queryClient.invalidateQueries({ predicate: isInvoiceQuery });
      onSaved?.({ ...invoice, ...answer.invoice });
      return undefined;
    } catch (error) {
      // An expired session signs out (react-admin's rule for a 401).
      if (await logoutIfAccessDenied(error)) return undefined;
      notify(error instanceof Error && error.message ? error.message : 'error.generic', { type: 'error' });
      return error instanceof HttpError
        ? formErrorsOf((error.body as { errors?: Record<string, string> } | undefined)?.errors)
        : undefined;
    }
  };

  return (
    <Card variant="outlined" ref={ref} data-testid="invoice-form-card">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate(formLabel('title'))}
        </Typography>
        {readOnly ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(formLabel('read_only'))}
          </Typography>
        ) : null}
        {draft && !readOnly ? (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            data-testid="form-draft-restored"
            action={
              <Button
                color="inherit"
                size="small"
                data-testid="form-draft-discard"
                onClick={() => {
                  dropDraft();
                  setGeneration((g) => g + 1);
                }}
              >
                {translate(formLabel('draft.discard'))}
              </Button>
            }
          >
            {translate(formLabel('draft.restored'))}
          </Alert>
        ) : null}
        <InvoiceForm
          key={`${invoice.id}:${readOnly ? 'ro' : 'rw'}:${generation}`}
          // A kept draft, else the invoice's own values.
          defaultValues={draft && !readOnly ? draft.values : defaultValues}
          readOnly={readOnly}
          admin={admin}
          lookups={
            admin ? { sender: 'companies', receiver: 'companies' } : { sender: 'senders', receiver: 'receivers' }
          }
          onSave={save}
          // A saved form always moves the invoice on to identification and sending.
          saveLabel={formLabel('save_and_send')}
          draft={userId ? { userId, invoiceId: invoice.id, fromDraft: draft !== null } : undefined}
          {...(onDirtyChange ? { onDirtyChange: reportDirty } : {})}
        />
      </CardContent>
    </Card>
  );
});
