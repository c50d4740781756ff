// The invoice form on the detail page: the invoice's form (or a blank one for an unparsed PDF),
// editable when the one edit rule allows the caller a save (InvoiceDetail.editable, from
// domain/actions formEditRefusal), saved through PUT /api/invoices/:id. The api's field errors go
// onto the fields.
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

export interface InvoiceFormCardProps {
  invoice: InvoiceDetail;
  role: Role;
  /** After a save went through (the upload page's manual mode then offers what comes next). */
  onSaved?: (invoice: InvoiceDetail) => void;
}

export const InvoiceFormCard = forwardRef<HTMLDivElement, InvoiceFormCardProps>(function InvoiceFormCard({ invoice, role, onSaved }, ref) {
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

  const save = async (values: InvoiceFormValues): Promise<Record<string, string> | undefined> => {
    try {
      const answer = await dataProvider.updateInvoice(invoice.id, updateBodyOf(values, { admin, lang }));
      notify(formLabel('saved'), { type: 'success' });
      queryClient.setQueriesData({ queryKey: invoiceDetailKey(invoice.id) }, (old: unknown) => (old ? { ...(old as object), ...answer.invoice } : old));
      await queryClient.invalidateQueries({ predicate: isInvoiceQuery });
      onSaved?.({ ...invoice, ...answer.invoice });
      return undefined;
    } catch (error) {
      // An expired session signs out (react-admin's rule for a 401).
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
        />
      </CardContent>
    </Card>
  );
});
