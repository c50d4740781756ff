// The invoice form on the detail page: the invoice's form (or a blank one for an unparsed PDF),
// editable when the one edit rule allows the caller a save (InvoiceDetail.editable, from
// domain/actions formEditRefusal), saved through PUT /api/invoices/:id. The api's field errors go
// onto the fields; an expired session signs out and the typed form waits in the tab's draft.
import { forwardRef, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '../../../domain/invoice-detail';
import { toLang } from '../../../domain/i18n/lang';
import type { Role } from '../../../domain/roles';
import type { ConsoleDataProvider } from '../../dataProvider';
import { invoiceDetailKey, isInvoiceQuery } from '../actions/invoiceQueries';
import { InvoiceForm } from '../form/InvoiceForm';
import { formErrorsOf, formValuesOf, updateBodyOf, type InvoiceFormValues } from '../form/invoiceFormValues';
import { formLabel } from '../form/formLabels';
import { draftKey, dropDraft, readDraft } from '../form/useFormDraft';

export const InvoiceFormCard = forwardRef<HTMLDivElement, { invoice: InvoiceDetail; role: Role; userId: string }>(function InvoiceFormCard({ invoice, role, userId }, ref) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const admin = role === 'admin';
  const readOnly = !invoice.editable;
  const key = readOnly ? null : draftKey(userId, invoice.id);
  const defaultValues = useMemo(() => {
    const saved = formValuesOf(invoice, lang);
    const draft = key ? readDraft<InvoiceFormValues>(key) : null;
    return draft ? { ...saved, ...draft } : saved;
  }, [invoice, lang, key]);

  const save = async (values: InvoiceFormValues): Promise<Record<string, string> | undefined> => {
    try {
      const answer = await dataProvider.updateInvoice(invoice.id, updateBodyOf(values, { admin, lang }));
      if (key) dropDraft(key);
      notify(formLabel('saved'), { type: 'success' });
      queryClient.setQueriesData({ queryKey: invoiceDetailKey(invoice.id) }, (old: unknown) => (old ? { ...(old as object), ...answer.invoice } : old));
      await queryClient.invalidateQueries({ predicate: isInvoiceQuery });
      return undefined;
    } catch (error) {
      // An expired session: sign in again; the draft brings the typed form back.
      if (await logoutIfAccessDenied(error)) return undefined;
      notify(error instanceof Error && error.message ? error.message : 'error.generic', { type: 'error' });
      return error instanceof HttpError ? formErrorsOf((error.body as { errors?: Record<string, string> } | undefined)?.errors) : undefined;
    }
  };

  return (
    <Card variant="outlined" ref={ref} data-testid="invoice-form-card">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>{translate(formLabel('title'))}</Typography>
        {readOnly ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(formLabel('read_only'))}</Typography> : null}
        <InvoiceForm
          key={`${invoice.id}:${readOnly ? 'ro' : 'rw'}`}
          defaultValues={defaultValues}
          readOnly={readOnly}
          admin={admin}
          lookups={admin ? { sender: 'companies', receiver: 'companies' } : { sender: 'senders', receiver: 'receivers' }}
          onSave={save}
          // A saved form always moves the invoice on to identification and sending.
          saveLabel={formLabel('save_and_send')}
          draftKey={key}
        />
      </CardContent>
    </Card>
  );
});
