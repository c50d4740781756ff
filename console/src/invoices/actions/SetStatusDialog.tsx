// An admin's status selector (spec 4 'Invoice statuses': the selectable list depends on role and
// format, domain/statuses selectableStatuses), with an optional reason kept in the history.
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEXT_MAX_LENGTH, type InvoiceFormat } from '../../../../domain/constants';
import type { Role } from '../../../../domain/roles';
import { INVOICE_STATUS_LABELS, selectableStatuses, type InvoiceStatus } from '../../../../domain/statuses';
import { toLang } from '../../../../domain/i18n/lang';

export function SetStatusDialog({
  open,
  busy,
  role,
  format,
  current,
  onCancel,
  onChoose,
}: {
  open: boolean;
  busy: boolean;
  role: Role;
  format: InvoiceFormat;
  current: string;
  onCancel: () => void;
  onChoose: (status: InvoiceStatus, reason: string | null) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const choices = selectableStatuses(role, format).filter((s) => s !== current);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs" data-testid="set-status-dialog">
      <DialogTitle>{translate('action.setStatus')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('confirm.setStatus')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            name="status"
          >
            {choices.map((s) => (
              <MenuItem key={s} value={s}>
                {INVOICE_STATUS_LABELS[s][lang]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('resources.invoices.detail.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            name="reason"
            inputProps={{ maxLength: TEXT_MAX_LENGTH }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('confirm.no')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || status === ''}
          onClick={() => onChoose(status as InvoiceStatus, reason.trim() || null)}
          data-testid="confirm-set-status"
        >
          {translate('action.setStatus')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
