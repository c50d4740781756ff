// After a successful upload (spec 2): 'Open invoice list' (the role's list) or 'Upload new
// invoice' (the queue, PDF and form are reset); a single upload also links to its invoice. In
// manual mode, right after the upload, 'Fill in the invoice form' (also closing the dialog) stays
// with the form beside the PDF.
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { UploadKind } from '../dataProvider/invoices';
import { invoiceDetailPath } from '../../../domain/paths';

export function UploadSuccessDialog({
  open,
  invoiceIds,
  kind,
  listPath,
  onUploadNew,
  onFillForm,
}: {
  open: boolean;
  invoiceIds: string[];
  kind: UploadKind;
  listPath: string;
  onUploadNew: () => void;
  /** Manual mode before the form is saved: back to the form. */
  onFillForm?: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const one = invoiceIds.length === 1 && invoiceIds[0] ? invoiceIds[0] : null;
  return (
    <Dialog open={open} onClose={onFillForm ?? onUploadNew} data-testid="upload-success-dialog">
      <DialogTitle>{translate(invoiceIds.length > 1 ? 'success.uploadMany' : 'success.uploadOne')}</DialogTitle>
      <DialogContent />
      <DialogActions>
        {one ? (
          <Button component={RouterLink} to={invoiceDetailPath(kind, 'pdf', one)} data-testid="upload-open-invoice">
            {translate('app.upload.open_invoice')}
          </Button>
        ) : null}
        <Button onClick={() => navigate(listPath)} data-testid="upload-open-list">
          {translate('upload.openInvoiceList')}
        </Button>
        <Button variant={onFillForm ? 'text' : 'contained'} onClick={onUploadNew} data-testid="upload-new">
          {translate('upload.uploadNew')}
        </Button>
        {onFillForm ? (
          <Button variant="contained" onClick={onFillForm} data-testid="upload-fill-form">
            {translate('app.upload.fill_form')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
