// The detail page's action bar: exactly the actions the api says the viewer may take now
// (InvoiceDetail.actions, computed by domain/actions for the viewer and the invoice's state), each
// with its question and toast, plus 'Download XML' when the invoice has its XML.
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import type { InvoiceDetail } from '../../../../domain/invoice-detail';
import type { Role } from '../../../../domain/roles';
import { InvoiceActionButton } from '../actions/InvoiceActionButton';
import { useInvoiceAction } from '../actions/useInvoiceAction';
import { useDocumentDownload } from './useDocument';

export function InvoiceActionBar({
  invoice,
  role,
  onOpenForm,
  onStarted,
}: {
  invoice: InvoiceDetail;
  role: Role;
  onOpenForm?: () => void;
  /** The action started work that goes on in the background; `status` is the invoice's status it answered with. */
  onStarted?: (status: string) => void;
}) {
  const translate = useTranslate();
  const mutation = useInvoiceAction(invoice.id, {
    onDone: (answer) => {
      if (answer.result.inProgress) onStarted?.(answer.invoice.status);
    },
  });
  const download = useDocumentDownload();
  const xml = invoice.documents.find((d) => d.kind === 'xml');
  const actions = invoice.actions;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="invoice-action-bar">
      {actions.map((action) => (
        <InvoiceActionButton
          key={action}
          action={action}
          invoice={invoice}
          role={role}
          mutation={mutation}
          variant="contained"
          onResendWithChange={onOpenForm}
        />
      ))}
      {xml ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download(xml.href, invoice.invoice_id ?? invoice.id)}
          data-testid="action-downloadXml"
        >
          {translate('action.downloadXml')}
        </Button>
      ) : null}
    </Stack>
  );
}
