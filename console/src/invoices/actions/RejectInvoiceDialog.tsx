// Asks for the reason of a rejection (required, at most REJECT_REASON_MAX_LENGTH characters; the
// same schema the api checks) before the receiver rejects an incoming Peppol invoice.
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { fieldErrorsFromZod } from '../../../../domain/validation/issues';
import { invoiceResponseSchema, REJECT_REASON_MAX_LENGTH } from '../../../../domain/validation/invoice-response';
import { renderMessage } from '../../../../domain/i18n/messages';
import { toLang } from '../../../../domain/i18n/lang';

const t = (key: string) => `resources.invoices.response.${key}`;

export function RejectInvoiceDialog({
  open,
  invoiceNumber,
  busy,
  onCancel,
  onReject,
}: {
  open: boolean;
  invoiceNumber: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = invoiceResponseSchema.safeParse({ code: 'RE', reason });
    if (!parsed.success) {
      const issue = fieldErrorsFromZod(parsed.error).reason;
      setError(issue ? renderMessage(issue.messageKey, issue.params, toLang(locale)) : null);
      return;
    }
    onReject(parsed.data.reason ?? '');
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      data-testid="reject-invoice-dialog"
    >
      <DialogTitle>{translate(t('reject_title'), { invoice: invoiceNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(t('reject_text'))}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          name="reason"
          label={translate(t('reason'))}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? `${reason.length} / ${REJECT_REASON_MAX_LENGTH}`}
          inputProps={{ maxLength: REJECT_REASON_MAX_LENGTH + 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate(t('cancel'))}
        </Button>
        <Button onClick={submit} disabled={busy} color="error" variant="contained" data-testid="confirm-reject">
          {translate(t('confirm_reject'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
