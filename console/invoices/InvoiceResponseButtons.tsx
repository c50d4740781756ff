// Approve and Reject on a row of the incoming Peppol invoices: shown by the domain rule
// (canRespondToInvoice: admin or receiver, Imported or Delivered); Reject asks for a reason first.
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canRespondToInvoice } from '../../domain/actions';
import type { InvoiceFormat } from '../../domain/constants';
import { useCurrentUser } from '../currentUser';
import { useInvoiceResponse } from './invoiceResponse';
import { RejectInvoiceDialog } from './RejectInvoiceDialog';

interface InvoiceRow {
  id: string;
  invoice_id?: string | null;
  format?: string | null;
  status?: string | null;
  customer?: { id?: string | null } | null;
}

/** `incoming`: the list shows the receiver's side; on the admin list a row with a receiver company is incoming for it. */
export function InvoiceResponseButtons({ incoming }: { incoming: boolean }) {
  const record = useRecordContext<InvoiceRow>();
  const { user } = useCurrentUser();
  const translate = useTranslate();
  const { busy, send } = useInvoiceResponse(String(record?.id ?? ''));
  const [rejecting, setRejecting] = useState(false);
  if (!record || !user) return null;
  const visible = canRespondToInvoice({
    role: user.role,
    format: (record.format ?? 'pdf') as InvoiceFormat,
    invoice: { status: record.status },
    direction: incoming || Boolean(record.customer?.id) ? 'incoming' : 'outgoing',
  });
  if (!visible) return null;
  return (
    <Stack direction={{ xs: 'column', xl: 'row' }} spacing={0.5} sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" variant="outlined" color="success" sx={{ minWidth: 0, px: 1 }} disabled={busy} onClick={() => void send({ code: 'AP', reason: null })} data-testid="approve-invoice">
        {translate('action.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" sx={{ minWidth: 0, px: 1 }} disabled={busy} onClick={() => setRejecting(true)} data-testid="reject-invoice">
        {translate('action.reject')}
      </Button>
      <RejectInvoiceDialog
        open={rejecting}
        invoiceNumber={record.invoice_id ?? ''}
        busy={busy}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => void send({ code: 'RE', reason }).then((ok) => ok && setRejecting(false))}
      />
    </Stack>
  );
}
