// Approve and Reject on a row of the Peppol lists: shown when domain/actions allows the viewer to
// answer the row's invoice (admin or receiver, incoming, Imported or Delivered); Approve asks for a
// confirmation (the answer is final), Reject for the reason. Both run as the invoice actions of the
// detail page (useInvoiceAction).
import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import { actionRefusal } from '../../../domain/actions';
import type { InvoiceFormat } from '../../../domain/constants';
import { useCurrentUser } from '../currentUser';
import { InvoiceActionButton } from './actions/InvoiceActionButton';
import { useInvoiceAction } from './actions/useInvoiceAction';
import type { InvoiceDetail } from '../../../domain/invoice-detail';

/** What the buttons read of a list row: fields shared with the detail record (spec 3), and its customer. */
type ListRow = Pick<InvoiceDetail, 'id'> &
  Partial<Pick<InvoiceDetail, 'invoice_id' | 'file_name' | 'format' | 'status'>> & {
    customer?: { id?: string | null } | null;
  };

/** `incoming`: the list shows the receiver's side; on the admin list a row with a receiver company is incoming for it. */
export function InvoiceResponseButtons({ incoming }: { incoming: boolean }) {
  const record = useRecordContext<ListRow>();
  const { user } = useCurrentUser();
  const mutation = useInvoiceAction(String(record?.id ?? ''));
  if (!record || !user) return null;
  const format = (record.format ?? 'pdf') as InvoiceFormat;
  const ctx = {
    role: user.role,
    format,
    invoice: { status: record.status },
    direction: incoming || Boolean(record.customer?.id) ? ('incoming' as const) : ('outgoing' as const),
  };
  const answers = (['approve', 'reject'] as const).filter((a) => actionRefusal(a, ctx) === null);
  if (answers.length === 0) return null;
  const target = {
    id: String(record.id),
    invoice_id: record.invoice_id,
    file_name: record.file_name,
    format,
    status: record.status ?? '',
  };
  return (
    <Stack
      direction={{ xs: 'column', xl: 'row' }}
      spacing={0.5}
      sx={{ whiteSpace: 'nowrap', '& button': { minWidth: 0, px: 1 } }}
      onClick={(e) => e.stopPropagation()}
    >
      {answers.map((a) => (
        <InvoiceActionButton key={a} action={a} invoice={target} role={user.role} mutation={mutation} />
      ))}
    </Stack>
  );
}
