// The resend dialog (spec 4 'Resend dialog'): with changes (the invoice goes back to the manual
// form) or without. Dismissing it means resend without change (domain/actions resendWithChange).
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { resendWithChange } from '../../../../domain/actions';

export function ResendDialog({
  open,
  busy,
  onAnswer,
}: {
  open: boolean;
  busy: boolean;
  onAnswer: (withChange: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : () => onAnswer(resendWithChange('dismissed'))}
      data-testid="resend-dialog"
    >
      <DialogTitle>{translate('action.resendPdf')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('confirm.resend')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          disabled={busy}
          onClick={() => onAnswer(resendWithChange('withoutChanges'))}
          data-testid="resend-without-changes"
        >
          {translate('confirm.resendWithoutChanges')}
        </Button>
        <Button
          disabled={busy}
          variant="contained"
          onClick={() => onAnswer(resendWithChange('withChanges'))}
          data-testid="resend-with-changes"
        >
          {translate('confirm.resendWithChanges')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
